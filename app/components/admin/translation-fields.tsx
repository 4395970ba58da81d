import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field, TextareaField } from "~/components/ui/field";
import { languageName } from "~/schemas/translations";
import { useRouteLoaderData } from "@remix-run/react";
import { ENGLISH, makeTranslator, type Messages, type Translator } from "~/utils/i18n";
import { LOCALES } from "~/utils/locales";
import { TRANSLATED_LANGS, type TranslatedLang } from "~/utils/translations";
import { AdminSection } from "./admin-section";
import { ListEditor } from "./list-editor";

/** One text of a translation on a form: a line, a box of `rows` lines, or a list (ListEditor). `name` is its field's. */
export type TranslatedText =
  | { name: string; label: string; kind: "line" }
  | { name: string; label: string; kind: "box"; rows: number }
  | { name: string; label: string; kind: "list" };

/**
 * The fields of a translation are named in its language: a label such as "Title in French" would also answer to the
 * English field's name ("Title"), for people searching the form by label as for the tests. The words are messages of
 * the catalogues ("Title, in this language": "Titre en français"), which the admin frame's loader gives for each
 * language content is translated into (`translationWords`, routes/_admin.tsx); a language whose catalogue has not
 * translated one names it "Title (Deutsch)".
 */
const ownWords = (i18n: Translator): Record<string, string> => ({
  title: i18n.t("Title, in this language"),
  shortDescription: i18n.t("Short description, in this language"),
  longDescription: i18n.t("Long description, in this language"),
  meetingPoint: i18n.t("Meeting point, in this language"),
  highlights: i18n.t("Highlights, in this language"),
  important: i18n.t("Important information, in this language"),
  recommended: i18n.t("Recommended, in this language"),
  information: i18n.t("Further information, in this language"),
  message: i18n.t("Text, in this language"),
  action: i18n.t("Link text, in this language"),
});

/** The label of a language's field: its own words where its catalogue has them. */
function useLabels() {
  // Compiled messages, as JSON carries them.
  const words = (
    useRouteLoaderData("routes/_admin") as { translationWords?: Partial<Record<TranslatedLang, Messages>> } | undefined
  )?.translationWords;
  return (lang: TranslatedLang, text: TranslatedText) => {
    const own = ownWords(makeTranslator(lang, words?.[lang] ?? {}))[text.name];
    return own && own !== ownWords(ENGLISH)[text.name] ? own : `${text.label} (${LOCALES[lang].name})`;
  };
}

/** A form's `translations` field (schemas/translations.ts): each language's texts, each form's own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form's texts are its own
export type TranslationsField = FieldMetadata<Record<string, Record<string, any> | undefined> | undefined>;

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the package, banner and policy forms share these fields
  form: FormMetadata<any>;
  field: TranslationsField;
  texts: readonly TranslatedText[];
};

/** One language's fields of a form's translations: the lines and boxes, then the lists. */
function LanguageFields({ form, field, texts, lang }: Props & { lang: TranslatedLang }) {
  const labelOf = useLabels();
  const fields = field.getFieldset()[lang].getFieldset();
  const lists = texts.filter((text) => text.kind === "list");
  return (
    <>
      <div className="mt-4" lang={lang}>
        {texts.map((text) =>
          text.kind === "line" ? (
            <Field
              key={text.name}
              label={labelOf(lang, text)}
              errors={fields[text.name].errors}
              inputProps={getInputProps(fields[text.name], { type: "text" })}
            />
          ) : text.kind === "box" ? (
            <TextareaField
              key={text.name}
              label={labelOf(lang, text)}
              errors={fields[text.name].errors}
              textareaProps={{ ...getTextareaProps(fields[text.name]), rows: text.rows }}
            />
          ) : null,
        )}
      </div>
      {lists.length ? (
        <div className="mt-2 space-y-4" lang={lang}>
          {lists.map((text) => (
            <ListEditor
              key={text.name}
              form={form}
              field={fields[text.name] as FieldMetadata<(string | undefined)[] | undefined>}
              label={labelOf(lang, text)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * A section of the package form per language content is translated into ("French (optional)"): a language added to
 * the list adds its section.
 */
export function TranslationSections(props: Props) {
  return TRANSLATED_LANGS.map((lang) => {
    const name = languageName(lang);
    return (
      <AdminSection key={lang} id={`${name.toLowerCase()}-heading`} title={`${name} (optional)`}>
        <p className="mt-1 text-sm text-ink-soft">
          {`What the ${name} pages (/${lang}) show. A field left empty shows the English instead; empty list items are left out when you save. The fields are named in ${name}, as their text is.`}
        </p>
        <LanguageFields {...props} lang={lang} />
      </AdminSection>
    );
  });
}

/** One language's group of a smaller form (a banner, a policy), its fields named in that language. */
function LanguageGroup({ lang, children }: { lang: TranslatedLang; children: ReactNode }) {
  return (
    <fieldset className="mt-2 rounded-xl border border-line p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold">{`${languageName(lang)} (optional)`}</legend>
      <p className="text-sm text-ink-soft">{`What the ${languageName(lang)} pages show; a field left empty shows the English.`}</p>
      {children}
    </fieldset>
  );
}

/** The translations of a smaller form (a banner): a group per language. */
export function TranslationGroups(props: Props) {
  return TRANSLATED_LANGS.map((lang) => (
    <LanguageGroup key={lang} lang={lang}>
      <LanguageFields {...props} lang={lang} />
    </LanguageGroup>
  ));
}

/**
 * A policy's title and its translations, as plain fields (the Policies page's one form has no Conform): what was typed
 * comes back in `typed` with a refusal, whose summary links to the field by its id (policy-title, policy-title-fr).
 */
export function PolicyTitleFields({ typed }: { typed?: { title?: unknown; translations?: unknown } }) {
  const translations = (typed?.translations ?? {}) as Partial<Record<string, { title?: string }>>;
  const labelOf = useLabels();
  return (
    <div>
      <Field
        label="Title (optional)"
        hint="The words of the site's links to it; empty: the site's own (Terms and conditions…). An upload replaces them."
        errors={undefined}
        inputProps={{ id: "policy-title", name: "title", type: "text", defaultValue: String(typed?.title ?? "") }}
      />
      {TRANSLATED_LANGS.map((lang) => (
        <LanguageGroup key={lang} lang={lang}>
          <div className="mt-4" lang={lang}>
            <Field
              label={labelOf(lang, { name: "title", label: "Title", kind: "line" })}
              errors={undefined}
              inputProps={{
                id: `policy-title-${lang}`,
                name: `translations.${lang}.title`,
                type: "text",
                defaultValue: translations[lang]?.title ?? "",
              }}
            />
          </div>
        </LanguageGroup>
      ))}
    </div>
  );
}
