import fs from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/locales/catalogues.server";
import { setupI18n } from "@lingui/core";
import { pageMessages, serverT } from "~/services/i18n.server";
import { catalogueT, makeT, needsCompiling } from "~/utils/i18n";

/** The argument names of an ICU message (placeholders, plural and select arguments), nested ones too. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content" || token.type === "octothorpe") continue;
      names.add(token.arg);
      if ("cases" in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** Every literal id the code passes to t(): the texts a French reader must find in a catalogue. */
function idsInCode(): { id: string; file: string }[] {
  const found: { id: string; file: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}locales${path.sep}`)) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)) found.push({ id: JSON.parse(`"${match[1]}"`) as string, file: full });
      }
    }
  };
  visit(path.resolve("app"));
  return found;
}

const entries = Object.entries(CATALOGUES).flatMap(([ns, catalogue]) =>
  Object.entries(catalogue as Record<string, string>).map(([id, fr]) => ({ ns, id, fr })),
);

describe("the French catalogues", () => {
  it("find the code's texts: every id given to t() has its French in a catalogue", () => {
    const known = new Map(entries.map((e) => [e.id, e.fr]));
    const missing = idsInCode().filter(({ id }) => !known.get(id));
    expect(missing.map(({ id, file }) => `${path.relative(process.cwd(), file)}: ${id}`)).toEqual([]);
  });

  it("say in French what the English says: valid ICU with the same placeholders", () => {
    const wrong = entries.filter(({ id, fr }) => fr && argumentsOf(id).join() !== argumentsOf(fr).join()).map(({ ns, id }) => `${ns}: ${id}`);
    expect(wrong).toEqual([]);
  });

  it("translate with the values, and English stays the English text", () => {
    expect(serverT("fr")("{siteName}, home", { siteName: "Lagoon" })).toBe("Lagoon, accueil");
    expect(serverT("en")("{siteName}, home", { siteName: "Lagoon" })).toBe("Lagoon, home");
    expect(serverT("en")("Skip to content")).toBe("Skip to content");
    expect(serverT("fr")("Skip to content")).toBe("Aller au contenu");
    expect(serverT("fr")("A text no catalogue has")).toBe("A text no catalogue has");
  });

  it("leave out of an English page what its ids say themselves: only plurals and selects come compiled", () => {
    const english = pageMessages("en", "common", "book", "booking").messages;
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.keys(english).filter((id) => !needsCompiling(id))).toEqual([]);
    const t = makeT("en", {});
    expect(t("{title}, photo {number}", { title: "Île aux Cerfs", number: 2 })).toBe("Île aux Cerfs, photo 2");
    expect(t("Book now: {title}", {})).toBe("Book now: ");
    const plural = "{count, plural, one {# seat left} other {# seats left}}";
    expect(makeT("en", english)(plural, { count: 1 })).toBe("1 seat left");
    expect(makeT("fr", pageMessages("fr", "common").messages)(plural, { count: 3 })).toBe("3 places restantes");
  });

  it("are filled as Lingui's own runtime fills them: every message, both languages, plurals at 0, 1, 2 and 1000", () => {
    const differ: string[] = [];
    for (const lang of ["en", "fr"] as const) {
      const { messages } = pageMessages(lang, ...(Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]));
      const ours = makeT(lang, messages);
      const lingui = setupI18n({ locale: lang, messages: { [lang]: messages } });
      for (const [id, message] of Object.entries(messages)) {
        const names = argumentsOf(id);
        for (const n of [0, 1, 2, 1000]) {
          const values = Object.fromEntries(names.map((name) => [name, /count|unread|seats|number|n$/i.test(name) ? n : `‹${name}›`]));
          const expected = lingui._(id, values);
          if (ours(id, values) !== expected) differ.push(`${lang} ${id} ${JSON.stringify(values)}: ${ours(id, values)} ≠ ${expected}`);
        }
        expect(typeof message === "string" || Array.isArray(message)).toBe(true);
      }
    }
    expect(differ).toEqual([]);
  });

  it("keep the error catalogue to plain placeholders, which the browser fills without compiling", () => {
    const errors = Object.entries(CATALOGUES.errors as Record<string, string>);
    expect(errors.filter(([id, fr]) => needsCompiling(id) || needsCompiling(fr)).map(([id]) => id)).toEqual([]);
    expect(catalogueT(CATALOGUES.errors)("Please keep this under {max} characters", { max: 100 })).toBe("Veuillez ne pas dépasser 100 caractères");
    expect(catalogueT(CATALOGUES.errors)("Not in the catalogue {x}", { x: 1 })).toBe("Not in the catalogue 1");
  });
});
