// Translated content (docs/decisions/035-translated-content.md): what staff write (a package's texts, a banner's,
// a policy's title) is English in its own columns, and its other languages sit beside it in one JSON column,
// `translations`: { "fr": { "title": "…", "highlights": ["…"] } }. A language is a key, never a branch: a language
// added to LANGUAGES gets its translation section on the forms and its key here, with no change to the schema.
import type { Language } from "./locales";
import { LANGUAGES, type Lang } from "./translator";

/** The language staff write content in first; every other one is a translation of it. */
export const SOURCE_LANG = LANGUAGES[0];
export type TranslatedLang = Exclude<Language, typeof SOURCE_LANG>;
/** The languages content is translated into, in the order of the language list. */
export const TRANSLATED_LANGS: readonly TranslatedLang[] = LANGUAGES.filter(
  (lang): lang is TranslatedLang => lang !== SOURCE_LANG,
);

/** A text in a translation: a line, or a list of lines (a package's highlights…). */
type Text = string | string[];
/** An entity's translations, by language: the texts given in it (one left empty is not kept). */
export type Translations<Texts extends Record<string, Text>> = Partial<Record<TranslatedLang, Partial<Texts>>>;

export type PackageTexts = {
  title: string;
  shortDescription: string;
  longDescription: string;
  meetingPoint: string;
  highlights: string[];
  important: string[];
  recommended: string[];
  information: string[];
};
export type BannerTexts = { title: string; message: string; action: string };
export type PolicyTexts = { title: string };

/** A text worth showing: a line with more than spaces, a list with such a line. */
const filled = (text: unknown): boolean =>
  typeof text === "string"
    ? text.trim() !== ""
    : Array.isArray(text) && text.some((line) => typeof line === "string" && line.trim() !== "");

/** Only a text of the kind the English is: a line for a line (or for none, a banner's action), a list for a list. */
const sameKind = (english: unknown, text: unknown) =>
  Array.isArray(english)
    ? Array.isArray(text)
    : (typeof english === "string" || english === null) && typeof text === "string";

/**
 * An entity's content in a language: each text its translation into that language gives, filled in, stands for
 * the English one; a text left empty, a language with no translation (English itself) shows the English. The one
 * door for translated content wherever it is shown: pages, e-mails, the calendar file, structured data.
 */
export function inLanguage<E extends { translations: Translations<Record<string, Text>> }>(
  entity: E,
  lang: Lang | (string & {}),
): E {
  // A language by its code, as a page or a booking keeps it: one with no translation (English, an unknown code) shows the English.
  const translation: Record<string, unknown> | undefined = Object.hasOwn(entity.translations, lang)
    ? entity.translations[lang as TranslatedLang]
    : undefined;
  if (!translation) return entity;
  const shown: Record<string, unknown> = { ...entity };
  for (const [field, text] of Object.entries(translation)) {
    if (field !== "translations" && Object.hasOwn(entity, field) && sameKind(shown[field], text) && filled(text))
      shown[field] = text;
  }
  return shown as E;
}

const cleanText = (text: Text): Text =>
  Array.isArray(text) ? text.map((line) => line.trim()).filter(Boolean) : text.trim();

/**
 * The translations to store after a form's: each language the form gave replaces the stored one (texts trimmed,
 * blank list lines and empty texts left out, a language left with nothing dropped); a language it did not give
 * stays as it is.
 */
export function mergeTranslations<Texts extends Record<string, Text>>(
  stored: Translations<Texts>,
  given: Translations<Texts> | undefined,
): Translations<Texts> {
  if (!given) return stored;
  const merged: Record<string, unknown> = { ...stored };
  for (const [lang, texts] of Object.entries(given)) {
    const kept = Object.entries(texts ?? {}).flatMap(([field, text]) => {
      const clean = cleanText(text as Text);
      return filled(clean) ? [[field, clean]] : [];
    });
    if (kept.length) merged[lang] = Object.fromEntries(kept);
    else delete merged[lang];
  }
  return merged as Translations<Texts>;
}

/**
 * Translations as the audit log compares them: one field per language and text ("fr.title"), every one of `fields`
 * in every language ("" when not given), so that a text emptied is a change too.
 */
export function translationFields(
  translations: Translations<Record<string, Text>>,
  fields: readonly string[],
): Record<string, Text> {
  return Object.fromEntries(
    TRANSLATED_LANGS.flatMap((lang) => fields.map((field) => [`${lang}.${field}`, translations[lang]?.[field] ?? ""])),
  );
}
