import * as z from "zod/mini";
import { errorMessage, type PlainErrorId } from "~/utils/error-message";
import { TRANSLATED_LANGS, type TranslatedLang } from "~/utils/translations";

/** A language's English name ("French"), as the back office calls it. */
export function languageName(lang: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang;
}

/**
 * A form's translations: for each language content is translated into, the fields `fieldsOf(lang)` gives, all
 * optional (named `translations.fr.title`…). The value is the `translations` the models take, a language with
 * nothing filled in included (it empties the stored one), so a language added to the list adds its fields here.
 */
export function translationsField<Shape extends z.core.$ZodLooseShape>(fieldsOf: (lang: TranslatedLang) => Shape) {
  // Prefault: a language sent with nothing filled in (Conform leaves empty fields out) is parsed as {}, its defaults filled.
  const languages = Object.fromEntries(
    TRANSLATED_LANGS.map((lang) => [lang, z.prefault(z.object(fieldsOf(lang)), {} as never)]),
  ) as Record<TranslatedLang, z.ZodMiniPrefault<z.ZodMiniObject<Shape>>>;
  return z.prefault(z.object(languages), {});
}

/**
 * An optional text of a translation, trimmed, at most `max` characters ("Please keep the French title under 120
 * characters": an id of the staff's registry, one per language and field).
 */
export const translatedText = (lang: TranslatedLang, what: string, max: number) =>
  z._default(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            max,
            errorMessage(`Please keep the ${languageName(lang)} ${what} under ${max} characters` as PlainErrorId),
          ),
        ),
    ),
    "",
  );

/**
 * A form's translation fields as it starts them, from the stored translations: each language's `lines` ("" when not
 * given) and `lists` (with at least one empty item to type in).
 */
export function translationValues(
  stored: Partial<Record<string, Record<string, unknown>>>,
  lines: readonly string[],
  lists: readonly string[] = [],
) {
  return Object.fromEntries(
    TRANSLATED_LANGS.map((lang) => {
      const texts = stored[lang] ?? {};
      const line = (name: string) => [name, typeof texts[name] === "string" ? texts[name] : ""];
      const list = (name: string) => [name, Array.isArray(texts[name]) && texts[name].length ? texts[name] : [""]];
      return [lang, Object.fromEntries([...lines.map(line), ...lists.map(list)])];
    }),
  ) as Record<TranslatedLang, Record<string, string | string[]>>;
}
