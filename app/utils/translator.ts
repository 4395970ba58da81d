// One translator for every layer (docs/decisions/036-one-translator.md), browser and server: a language's messages,
// compiled by Lingui's compiler on the server (utils/i18n.server.ts), filled here, and its numbers and dates through
// `Intl` in the page's locale. A message's id is its English text in ICU syntax ("{count, plural, one {# seat} other
// {# seats}}"), written `i18n.t("…")` (or marked `/*i18n*/ "…"` where a table holds it): the shapes `lingui extract`
// finds, so the catalogues (app/locales/<lang>.json) list every message the code writes.
import type { CompiledIcuChoices, CompiledMessage } from "@lingui/message-utils/compileMessage";
import { isPseudo, LANGUAGES, LOCALES, PREFIXED, type Lang } from "~/utils/locales";

export { isPseudo, LANGUAGES, LOCALES, type Lang };

/** Messages as Lingui's compiler writes them, by id. */
export type Messages = Record<string, CompiledMessage | string>;

/** What a route's loader gives its page: the language and the compiled messages the page shows. */
export type PageMessages = { lang: Lang; messages: Messages };

/** A message's values, by placeholder. */
export type Values = Record<string, unknown>;

/**
 * A message given by id. Its id is its English text, except for the few English texts that need two wordings in
 * another language: those have an id of their own and their English as `message` (`{ id: "Email (account)",
 * message: "Email" }`), Lingui's message descriptor.
 */
export type MessageId = string | { id: string; message?: string };

/**
 * The translator: the language's messages. The same object on the server (`translator(lang)`, utils/i18n.server.ts)
 * and in a page (`useT()`), so every wording function takes it and none branches on a language; numbers and dates
 * go through `Intl` in its locale (utils/intl.ts, a module of its own so that a page without them does not load it).
 */
export type Translator = {
  readonly lang: Lang;
  /** The locale `Intl` formats in ("en-GB", "fr-FR"). */
  readonly locale: string;
  /** A message in the language, its placeholders filled (a plural's case chosen by the count). */
  t(id: MessageId, values?: Values): string;
};

/** The `t` of a translator, for the code that still takes one alone. */
export type T = Translator["t"];

/** The language of an address: a language's prefix (`/fr/…`), else English (today's paths, unchanged). */
export function langOfPath(pathname: string): Lang {
  for (const lang of PREFIXED) if (pathname === `/${lang}` || pathname.startsWith(`/${lang}/`)) return lang;
  return LANGUAGES[0];
}

const hasPrefix = (lang: Lang) => PREFIXED.includes(lang);

/** The address of a page in a language, from its English path ("/contact" -> "/fr/contact", "/" -> "/fr"). */
export function localePath(lang: Lang, path: string): string {
  if (!hasPrefix(lang) || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? `/${lang}` : path.startsWith("/?") ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}

/** The English path of an address in any language ("/fr/contact" -> "/contact", "/fr" -> "/"). */
export function englishPath(pathname: string): string {
  const lang = langOfPath(pathname);
  return hasPrefix(lang) ? pathname.slice(lang.length + 1) || "/" : pathname;
}

/** The log-in page in a language: English keeps the address it always had (/Login); the others, their prefix's /login. */
export function loginPath(lang: Lang): string {
  return hasPrefix(lang) ? localePath(lang, "/login") : "/Login";
}

/** An id whose placeholders are only plain values ("{title}, photo {number}"): no plural or select in it. */
const PLAIN_PLACEHOLDERS = /^[^{}]*(?:\{\w+\}[^{}]*)*$/;

/** Whether an English text needs compiling to be shown: it has a plural or a select. */
export function needsCompiling(text: string): boolean {
  return text.includes("{") && !PLAIN_PLACEHOLDERS.test(text);
}

/** A text's plain placeholders filled as Lingui fills them: a value as it is, nothing for none. */
function fillPlaceholders(text: string, values: Values | undefined): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
}

/**
 * A compiled message with its values, as Lingui's `i18n._` fills it (a test compares the two on every message
 * of every catalogue): Lingui's runtime is 2 KB of every page's JavaScript, over the budget on /book, for what
 * these lines do. A plural picks the exact value's case, else the language's plural category, else "other",
 * and writes "#" as the number in the language.
 */
function fill(message: CompiledMessage | string, values: Values, lang: Lang, count?: string): string {
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
      const category = new Intl.PluralRules(lang, { type: type === "selectordinal" ? "ordinal" : "cardinal" }).select(
        n,
      );
      text += fill(
        format[String(value)] ?? format[category] ?? format.other,
        values,
        lang,
        new Intl.NumberFormat(lang).format(n),
      );
    }
  }
  return text;
}

/**
 * A translator over compiled messages. A message missing from them is its English, its plain placeholders filled:
 * a page need not carry the ids of its English texts; those with a plural or a select always come compiled.
 */
export function makeTranslator(lang: Lang, messages: Messages): Translator {
  return {
    lang,
    locale: LOCALES[lang].intl,
    t(id, values) {
      const key = typeof id === "string" ? id : id.id;
      const message = messages[key];
      if (message !== undefined) return fill(message, values ?? {}, lang);
      return fillPlaceholders(typeof id === "string" ? id : (id.message ?? id.id), values);
    },
  };
}

/**
 * The English translator without a catalogue: plain ids are their own text. For dates where no page or language is
 * at hand (the back office); a wording with a plural needs the page's or the server's translator.
 */
export const ENGLISH: Translator = makeTranslator(LANGUAGES[0], {});

type Match = { id: string; data?: unknown };

/** The language and messages of a page from its matched routes' data (the root's, shared, and the page's own). */
export function pageMessagesOf(matches: readonly Match[]): PageMessages {
  let lang: Lang = LANGUAGES[0];
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
export function metaT(matches: readonly Match[]): Translator {
  const { lang, messages } = pageMessagesOf(matches);
  return makeTranslator(lang, messages);
}
