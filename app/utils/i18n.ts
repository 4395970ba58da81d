// English and French (docs/decisions/025-languages.md). The one door for translated text, browser and server:
// messages compiled on the server by Lingui's compiler (app/services/i18n.server.ts), filled here. A message's id
// is its English text (ICU syntax: "{count, plural, one {# seat} other {# seats}}"), so the English pages need no
// catalogue beyond the ids with a plural, and the specification's English stays verbatim in the code.
import type { CompiledIcuChoices, CompiledMessage } from "@lingui/message-utils/compileMessage";
import { useMatches } from "@remix-run/react";
import { useMemo } from "react";

export const LANGUAGES = ["en", "fr"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** What a route's loader gives its page: the language and the compiled messages the page shows. */
export type PageMessages = { lang: Lang; messages: Messages };

/** The `lang` attribute and the Open Graph locale of each language. */
export const HTML_LANG: Record<Lang, string> = { en: "en-GB", fr: "fr" };
export const OG_LOCALES: Record<Lang, string> = { en: "en_GB", fr: "fr_FR" };
/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", fr: "Français" };

/** French lives under /fr; every other address is English (today's paths, unchanged). */
export function langOfPath(pathname: string): Lang {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The address of a page in a language, from its English path ("/contact" -> "/fr/contact", "/" -> "/fr"). */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? "/fr" : path.startsWith("/?") ? `/fr${path.slice(1)}` : `/fr${path}`;
}

/** The English path of an address in any language ("/fr/contact" -> "/contact", "/fr" -> "/"). */
export function englishPath(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

export type T = (id: string, values?: Record<string, unknown>) => string;

/** An id whose placeholders are only plain values ("{title}, photo {number}"): no plural or select in it. */
const PLAIN_PLACEHOLDERS = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/** Whether an id needs compiling to be shown in English: it has a plural or a select. */
export function needsCompiling(id: string): boolean {
  return id.includes("{") && !PLAIN_PLACEHOLDERS.test(id);
}

/** A text's plain placeholders filled as Lingui fills them: a value as it is, nothing for none. */
function fillPlaceholders(text: string, values: Record<string, unknown> | undefined): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
}

/** Messages as Lingui's compiler writes them, by id. */
export type Messages = Record<string, CompiledMessage | string>;

/**
 * A compiled message with its values, as Lingui's `i18n._` fills it (a test compares the two on every message
 * of every catalogue): Lingui's runtime is 2 KB of every page's JavaScript, over the budget on /book, for what
 * these lines do. A plural picks the exact value's case, else the language's plural category, else "other",
 * and writes "#" as the number in the language.
 */
function fill(message: CompiledMessage | string, values: Record<string, unknown>, lang: Lang, count?: string): string {
  if (typeof message === "string") return message;
  let text = "";
  for (const token of message) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format] = token as [string, string?, CompiledIcuChoices?];
    const value = values[name];
    if (!type || !format) text += value ?? "";
    else if (type === "select") text += fill(format[String(value)] ?? format.other, values, lang);
    else {
      const n = Number(value) - (format.offset ?? 0);
      const category = new Intl.PluralRules(lang, { type: type === "selectordinal" ? "ordinal" : "cardinal" }).select(n);
      text += fill(format[String(value)] ?? format[category] ?? format.other, values, lang, new Intl.NumberFormat(lang).format(n));
    }
  }
  return text;
}

/**
 * A translator over compiled messages. A message missing from them is its own id, English, its plain
 * placeholders filled: the pages need not carry the ids of their English texts; those with a plural or a
 * select always come compiled, in both languages.
 */
export function makeT(lang: Lang, messages: Messages): T {
  return (id, values) => (id in messages ? fill(messages[id], values ?? {}, lang) : fillPlaceholders(id, values));
}

/**
 * A translator over a catalogue as written (English id → text), uncompiled: for the error catalogue, which the
 * browser's checks fetch with a form's rules (app/locales/fr/errors.ts has plain placeholders only; a test says so).
 */
export function catalogueT(catalogue: Readonly<Record<string, string>>): T {
  return (id, values) => fillPlaceholders(catalogue[id] || id, values);
}

type Match = { id: string; data?: unknown };

/** The language and messages of a page from its matched routes' data (the root's, shared, and the page's own). */
export function pageMessagesOf(matches: readonly Match[]): PageMessages {
  let lang: Lang = "en";
  const messages: Messages = {};
  for (const match of matches) {
    const i18n = (match.data as { i18n?: PageMessages } | null | undefined)?.i18n;
    if (!i18n) continue;
    lang = i18n.lang;
    Object.assign(messages, i18n.messages);
  }
  return { lang, messages };
}

/** The translator of a page's `meta`, from the same data. */
export function metaT(matches: readonly Match[]): { t: T; lang: Lang } {
  const { lang, messages } = pageMessagesOf(matches);
  return { t: makeT(lang, messages), lang };
}

/**
 * A page's translator, its language, and `href` for its links (an English path made the page's language).
 * The messages come with the loaders' data, so the first paint is in the right language with no request more.
 */
export function useT(): { t: T; lang: Lang; href: (path: string) => string } {
  const matches = useMatches();
  const { lang, messages } = pageMessagesOf(matches);
  // The messages object is new on each render; its keys say whether anything changed.
  const key = `${lang}|${Object.keys(messages).length}|${matches.map((m) => m.id).join(",")}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what the messages are made of (above)
  const t = useMemo(() => makeT(lang, messages), [key]);
  return { t, lang, href: (path: string) => localePath(lang, path) };
}
