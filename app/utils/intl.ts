// Numbers and dates in a translator's language (docs/decisions/036-one-translator.md): `Intl` in its locale, the
// translator's other half. A module of its own, so that a page that shows no date or amount does not load it.
import type { Translator } from "~/utils/i18n";
import { isPseudo } from "~/utils/translator";

// Intl's formatters are costly to build: one per locale and options, kept for the process (or the page).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

// A space between digit groups (French's narrow no-break space, or a plain one in some ICU versions) is written as
// one no-break space, so that the browser's preview and the server's text are the same characters.
const GROUP_SPACE = /^[\s\u00a0\u202f]+$/;

/** A number in the translator's language ("3,500", "3 500"). */
export function formatNumber(n: number, i18n: Translator, options: Intl.NumberFormatOptions = {}): string {
  let text = "";
  for (const part of numberFormat(i18n.locale, options).formatToParts(n))
    text += part.type === "group" && GROUP_SPACE.test(part.value) ? "\u00a0" : part.value;
  return text;
}

// The pseudo-locale (tests only) wraps what a translation would change: a date's words.
const wrap = (i18n: Translator, text: string) => (isPseudo(i18n.lang) ? `⟦${text}⟧` : text);
const WORDS: ReadonlySet<string> = new Set(["weekday", "month", "era", "dayPeriod", "timeZoneName"]);

/** A date or time in the translator's language, by Intl's options. */
export function formatWhen(when: Date | number, i18n: Translator, options: Intl.DateTimeFormatOptions): string {
  return wrap(i18n, dateFormat(i18n.locale, options).format(when));
}

/** The same as its named parts (weekday, day, month…), for a wording that orders them itself. */
export function whenParts(
  when: Date | number,
  i18n: Translator,
  options: Intl.DateTimeFormatOptions,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of dateFormat(i18n.locale, options).formatToParts(when))
    parts[type] = WORDS.has(type) ? wrap(i18n, value) : value;
  return parts;
}
