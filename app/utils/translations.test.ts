import { describe, expect, it } from "vitest";
import { inLanguage, mergeTranslations, TRANSLATED_LANGS, translationFields, type Translations } from "./translations";

type Texts = { title: string; message: string; items: string[] };
const entity = (translations: Translations<Texts>) => ({
  id: 7,
  title: "Storm",
  message: "Trips may move",
  items: ["Hat"],
  link: "/contact",
  translations,
});

describe("content in a language (inLanguage)", () => {
  it("takes each text of the language's translation that is filled in, and the English for the others", () => {
    const shown = inLanguage(entity({ fr: { title: "Tempête", message: "  ", items: ["", " "] } }), "fr");
    expect(shown).toMatchObject({
      id: 7,
      title: "Tempête",
      message: "Trips may move",
      items: ["Hat"],
      link: "/contact",
    });
  });

  it("gives English, a language with no translation and an unknown code the entity as it is", () => {
    const e = entity({ fr: { title: "Tempête" } });
    expect(inLanguage(e, "en")).toBe(e);
    expect(inLanguage(entity({}), "fr").title).toBe("Storm");
    expect(inLanguage(e, "xx")).toBe(e);
    expect(inLanguage(e, "__proto__")).toBe(e);
  });

  it("never lets a translation put in a field the English has not, a list for a line, or a line for a number", () => {
    const stored = {
      fr: { title: ["Tempête"], items: "Chapeau", id: "8", other: "x" },
    } as unknown as Translations<Texts>;
    const shown = inLanguage(entity(stored), "fr");
    expect(shown).toMatchObject({ id: 7, title: "Storm", items: ["Hat"] });
    expect(shown).not.toHaveProperty("other");
  });

  it("is the same rule for every language of the list, by its key", () => {
    for (const lang of TRANSLATED_LANGS)
      expect(inLanguage(entity({ [lang]: { title: `title in ${lang}` } }), lang).title).toBe(`title in ${lang}`);
  });
});

describe("translations stored from a form (mergeTranslations)", () => {
  it("trims, leaves out blank lines and empty texts, and drops a language left with nothing", () => {
    expect(
      mergeTranslations<Texts>({}, { fr: { title: "  Tempête ", message: " ", items: [" Chapeau ", "", "  "] } }),
    ).toEqual({
      fr: { title: "Tempête", items: ["Chapeau"] },
    });
    expect(mergeTranslations<Texts>({ fr: { title: "Tempête" } }, { fr: { title: "", items: [""] } })).toEqual({});
  });

  it("replaces a language given whole and keeps one not given", () => {
    const stored = { fr: { title: "Tempête", message: "Les sorties peuvent changer" } } as Translations<Texts>;
    expect(mergeTranslations(stored, undefined)).toBe(stored);
    expect(mergeTranslations(stored, {})).toEqual(stored);
    expect(mergeTranslations(stored, { fr: { message: "Autre message" } })).toEqual({
      fr: { message: "Autre message" },
    });
  });
});

describe("translations in the audit log (translationFields)", () => {
  it("lists every text of every language, empty where none is given", () => {
    expect(translationFields({ fr: { title: "Tempête", items: ["Chapeau"] } }, ["title", "message", "items"])).toEqual(
      Object.fromEntries(
        TRANSLATED_LANGS.flatMap((lang) => [
          [`${lang}.title`, lang === "fr" ? "Tempête" : ""],
          [`${lang}.message`, ""],
          [`${lang}.items`, lang === "fr" ? ["Chapeau"] : ""],
        ]),
      ),
    );
  });
});
