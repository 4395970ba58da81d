// The one translator (docs/decisions/036-one-translator.md): the catalogues are what `lingui extract` finds in the
// code, their French says what the English says, the translator fills them as Lingui's runtime does, and plurals,
// money and dates come out the same in every layer, in each language.
import fs from "node:fs";
import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import english from "~/locales/en.json";
import french from "~/locales/fr.json";
import { NAMESPACES, namespacesOf, type Namespace } from "~/locales/namespaces";
import { UPLOAD_MAX_LABEL } from "~/utils/bytes";
import { errorKeys, staffErrorKeys } from "~/utils/error-keys";
import { ENGLISH, makeTranslator, needsCompiling, type Translator } from "~/utils/i18n";
import { formatNumber } from "~/utils/intl";
import { allMessages, pageMessages, translator } from "~/utils/i18n.server";
import { LANGUAGES, PREFIXED, PSEUDO_LOCALE, type Lang } from "~/utils/locales";
import { bookingTotalText, formatMur, formatPrice, priceTable } from "~/utils/money";
import { peopleSummary, partyText } from "~/utils/people";
import { pickupText } from "~/utils/pickup";
import { seatsLabel } from "~/utils/schedule";
import {
  formatDate,
  formatDateTime,
  formatDeparture,
  formatDepartureDate,
  formatDuration,
  zoneLabel,
} from "~/utils/time";

type Entry = { message?: string; translation: string; origin: string[][] };
const source = english as Record<string, Entry>;
const translated = french as Record<string, Entry>;

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

const filesOf = (origin: readonly (readonly unknown[])[] | undefined) =>
  [...new Set((origin ?? []).map(([file]) => String(file)))].sort();

describe("the catalogues", () => {
  it(
    "are what lingui extract finds in the code: every message, from the files that write it (npm run i18n:extract)",
    { timeout: 120_000 },
    async () => {
      const [catalogue] = await getCatalogs(
        getConfig({ configPath: path.resolve("lingui.config.ts"), skipValidation: true }),
      );
      const found = (await catalogue.collect())!;
      const inCode = Object.fromEntries(Object.entries(found).map(([id, m]) => [id, filesOf(m.origin)]));
      const listed = Object.fromEntries(Object.entries(source).map(([id, m]) => [id, filesOf(m.origin)]));
      expect(Object.keys(inCode).length).toBeGreaterThan(400);
      // A difference here: run `npm run i18n:extract`, then translate what it added to app/locales/fr.json.
      expect(listed).toEqual(inCode);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
    },
  );

  it("have every message in French, saying what the English says: valid ICU with the same placeholders", () => {
    const untranslated = Object.entries(translated).filter(([, { translation }]) => !translation.trim());
    expect(untranslated.map(([id]) => id)).toEqual([]);
    const wrong = Object.entries(translated).filter(
      ([id, { translation }]) => argumentsOf(source[id].message ?? id).join() !== argumentsOf(translation).join(),
    );
    expect(wrong.map(([id]) => id)).toEqual([]);
    for (const { translation } of Object.values(translated)) expect(() => compileMessage(translation)).not.toThrow();
  });

  it("keep the English text of a message with an id of its own as its message (two French wordings of one English)", () => {
    const own = Object.entries(source).filter(([, m]) => m.message);
    expect(own.map(([id, m]) => [id, m.message, translated[id].translation])).toEqual([
      ["Choose a new password (button)", "Choose a new password", "Choisir un nouveau mot de passe"],
      ["Email (account)", "Email", "Adresse e-mail"],
      ["Name (first name)", "Name", "Prénom"],
    ]);
  });

  it("hold the public form errors' ids as messages (namespace \"errors\"), the back office's not: it stays English", () => {
    const inErrors = Object.keys(pageMessages("fr", "errors").messages).sort();
    expect(inErrors).toEqual([...errorKeys].sort());
    expect(staffErrorKeys.filter((id) => id in source)).toEqual([]);
  });

  it("write the upload limit the messages name (10MB, 10 Mo in French)", () => {
    expect(UPLOAD_MAX_LABEL).toBe("10MB");
    expect(source["Images can be up to 10MB."]).toBeDefined();
    expect(source["PNG, JPG, GIF up to 10MB"]).toBeDefined();
  });
});

describe("the translator", () => {
  const en = translator("en");
  const fr = translator("fr");

  it("translates with the values; English stays the English text; a text no catalogue has shows as written", () => {
    expect(fr.t("{siteName}, home", { siteName: "Lagoon" })).toBe("Lagoon, accueil");
    expect(en.t("{siteName}, home", { siteName: "Lagoon" })).toBe("Lagoon, home");
    expect(en.t("Skip to content")).toBe("Skip to content");
    expect(fr.t("Skip to content")).toBe("Aller au contenu");
    expect(fr.t("A text no catalogue has")).toBe("A text no catalogue has");
    expect(en.t({ id: "Email (account)", message: "Email" })).toBe("Email");
    expect(makeTranslator("fr", {}).t({ id: "Email (account)", message: "Email" })).toBe("Email");
  });

  it("gives an English page only the messages it cannot say from their ids: plurals and selects", () => {
    const messages = pageMessages("en", "common", "book", "booking").messages;
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(Object.keys(messages).filter((id) => !needsCompiling(id))).toEqual([]);
    const t = makeTranslator("en", {});
    expect(t.t("{title}, photo {number}", { title: "Île aux Cerfs", number: 2 })).toBe("Île aux Cerfs, photo 2");
    expect(t.t("Book now: {title}", {})).toBe("Book now: ");
    const plural = "{count, plural, one {# seat left} other {# seats left}}";
    expect(makeTranslator("en", messages).t(plural, { count: 1 })).toBe("1 seat left");
    expect(makeTranslator("fr", pageMessages("fr", "book").messages).t(plural, { count: 3 })).toBe(
      "3 places restantes",
    );
  });

  it("fills every message as Lingui's own runtime does: each language and the pseudo-locale, plurals at 0, 1, 2 and 1000", () => {
    const differ: string[] = [];
    for (const lang of [...LANGUAGES, PSEUDO_LOCALE] as Lang[]) {
      const messages = allMessages(lang);
      const ours = makeTranslator(lang, messages);
      const lingui = setupI18n({ locale: lang, messages: { [lang]: messages } });
      expect(Object.keys(messages).length).toBeGreaterThan(lang === "en" ? 10 : 400);
      for (const id of Object.keys(messages)) {
        const names = argumentsOf(source[id]?.message ?? id);
        for (const n of [0, 1, 2, 1000]) {
          const values = Object.fromEntries(
            names.map((name) => [name, /count|unread|seats|number|n$/i.test(name) ? n : `‹${name}›`]),
          );
          const expected = lingui._(id, values);
          if (ours.t(id, values) !== expected)
            differ.push(`${lang} ${id} ${JSON.stringify(values)}: ${ours.t(id, values)} ≠ ${expected}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it("words plurals in each language", () => {
    const party = { adults: 2, children: 1, infants: 0 };
    const everyBand = { adults: 1, children: 0, infants: 2 };
    const words = (i18n: Translator) => [
      ...[1, 3, 0].map((n) => seatsLabel(n, i18n)),
      peopleSummary(party, i18n),
      partyText(everyBand, i18n),
      ...[90, 120, 61, 0].map((minutes) => formatDuration(minutes, i18n)),
    ];
    expect(words(en)).toEqual([
      "1 seat left",
      "3 seats left",
      "Sold out",
      "2 adults, 1 child",
      "1 adult, 0 children, 2 infants",
      "1 hour 30 minutes",
      "2 hours",
      "1 hour 1 minute",
      "0 minutes",
    ]);
    expect(words(fr)).toEqual([
      "1 place restante",
      "3 places restantes",
      "Complet",
      "2 adultes, 1 enfant",
      "1 adulte, 0 enfant, 2 bébés",
      "1 heure 30 minutes",
      "2 heures",
      "1 heure 1 minute",
      "0 minutes",
    ]);
  });

  it("writes money in each language: MUR 3,500 in English, MUR 3 500 (a no-break space) in French, Free and Gratuit", () => {
    expect(formatMur(3500, en)).toBe("MUR 3,500");
    expect(formatMur(1_000_000, fr)).toBe("MUR 1\u00a0000\u00a0000");
    expect(formatMur(3500, fr)).toBe("MUR 3\u00a0500");
    expect(formatPrice(0, en)).toBe("Free");
    expect(formatPrice(0, fr)).toBe("Gratuit");
    expect(
      priceTable({ adult: 3500, child: null, infant: null }, fr)?.map(
        (row) => `${row.label} (${row.ages}): ${row.text}`,
      ),
    ).toEqual([
      "Adulte (12 ans et plus): MUR 3\u00a0500",
      "Enfant (3 à 11 ans): MUR 3\u00a0500",
      "Bébé (0 à 2 ans): Gratuit",
    ]);
    const booking = {
      adults: 2,
      children: 1,
      infants: 1,
      priceAdult: 3500,
      priceChild: 1750,
      priceInfant: 0,
      total: 8750,
    };
    expect(bookingTotalText(booking, en)).toBe(
      "2 adults × MUR 3,500 + 1 child × MUR 1,750 + 1 infant free = MUR 8,750",
    );
    expect(bookingTotalText(booking, fr)).toBe(
      "2 adultes × MUR 3\u00a0500 + 1 enfant × MUR 1\u00a0750 + 1 bébé (gratuit) = MUR 8\u00a0750",
    );
    expect(bookingTotalText({ ...booking, total: null }, fr)).toBe("Prix sur demande");
    // The browser's preview and the server's text are the same characters, whatever space Intl groups French with.
    expect(formatNumber(3500, fr)).toBe("3\u00a0500");
    expect(formatNumber(1234.5, en, { maximumFractionDigits: 1 })).toBe("1,234.5");
  });

  it("writes dates and times in each language, the zone said out loud", () => {
    expect(formatDate("2026-12-05", en)).toBe("Sat, 5 December 2026");
    expect(formatDate("2026-12-05", fr)).toBe("sam. 5 décembre 2026");
    expect(formatDate("2026-12-05")).toBe("Sat, 5 December 2026");
    expect(formatDepartureDate("2026-12-05", fr)).toBe("sam. 5 déc. 2026");
    expect(zoneLabel("Indian/Mauritius", fr)).toBe("heure de Maurice");
    expect(formatDeparture("2026-12-05", "08:30", "Indian/Mauritius", en)).toBe(
      "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4)",
    );
    expect(formatDeparture("2026-12-05", "08:30", "Indian/Mauritius", fr)).toBe(
      "sam. 5 déc. 2026, 08:30, heure de Maurice (UTC+4)",
    );
    expect(formatDateTime("2026-11-24T04:30:00Z", "Indian/Mauritius", fr)).toBe("24 nov. 2026, 08:30");
    expect(formatDateTime("2026-11-24T04:30:00Z", "Indian/Mauritius")).toBe(
      formatDateTime("2026-11-24T04:30:00Z", "Indian/Mauritius", ENGLISH),
    );
    expect(pickupText({ pickupPlace: "Sugar Beach", pickupZone: "West", pickupTime: "07:50" }, fr)).toBe(
      "Sugar Beach (Ouest) à 07:50, heure de Maurice",
    );
  });

  it("wraps every message, date and word of a date in the pseudo-locale, and leaves numbers and data alone", () => {
    const xx = translator(PSEUDO_LOCALE);
    expect(xx.t("Skip to content")).toBe("⟦Skip to content⟧");
    expect(xx.t("{siteName}, home", { siteName: "Lagoon" })).toBe("⟦Lagoon, home⟧");
    expect(seatsLabel(2, xx)).toBe("⟦2 seats left⟧");
    expect(formatMur(3500, xx)).toBe("⟦MUR 3,500⟧");
    expect(formatDate("2026-12-05", xx)).toBe("⟦Sat, 5 December 2026⟧");
    expect(formatDepartureDate("2026-12-05", xx)).toBe("⟦Sat⟧ 5 ⟦Dec⟧ 2026");
    expect(xx.t({ id: "Email (account)", message: "Email" })).toBe("⟦Email⟧");
    // The form errors too: messages of the same catalogues.
    expect(xx.t("Please keep this under {max} characters", { max: 60 })).toBe("⟦Please keep this under 60 characters⟧");
  });
});

describe("one translator for every language", () => {
  /** The files of app/ (no tests), relative. */
  const sources = (dir = "app"): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = `${dir}/${e.name}`;
      return e.isDirectory() ? sources(full) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });

  it("no code outside the translator and the locale list asks which language it is in", () => {
    const allowed = ["app/utils/locales.ts", "app/utils/i18n.ts", "app/utils/i18n.server.ts"];
    const branches = sources()
      .filter((file) => !allowed.includes(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            /[!=]==?\s*["'](?:en|fr)["']|["'](?:en|fr)["']\s*[!=]==?/.test(line)
              ? [`${file}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(branches).toEqual([]);
  });

  it("serves each prefixed language's pages, from the locale list (remix.config.js PREFIXES)", () => {
    const prefixes = /const PREFIXES = \[([^\]]*)\]/.exec(fs.readFileSync("remix.config.js", "utf8"))?.[1];
    expect(prefixes && [...prefixes.matchAll(/"(\w+)"/g)].map((m) => m[1])).toEqual([...PREFIXED]);
  });

  it("gives every page the messages of what it renders in the browser (its namespaces cover the files it imports)", () => {
    const resolve = (spec: string, from: string): string | null => {
      const base = spec.startsWith("~/")
        ? `app/${spec.slice(2)}`
        : spec.startsWith(".")
          ? path.posix.join(path.posix.dirname(from), spec)
          : null;
      if (!base) return null;
      return [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
    };
    // What the browser build takes of a module: its imports, static and lazy, except types and server modules.
    const graph = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file) || /\.server\.tsx?$/.test(file)) return seen;
      seen.add(file);
      const code = fs.readFileSync(file, "utf8");
      for (const m of code.matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)"|\bimport\("([^"]+)"\)/gm,
      )) {
        const found = resolve(m[1] ?? m[2], file);
        if (found) graph(found, seen);
      }
      return seen;
    };
    const files = (keep: (id: string, m: Entry) => boolean) =>
      new Set(Object.entries(source).flatMap(([id, m]) => (keep(id, m) ? filesOf(m.origin) : [])));
    const withMessages = files(() => true);
    // The back office is English: its pages need only what an English page cannot say from the ids, the plurals.
    const withPlurals = files((id) => needsCompiling(id));
    const gaps: string[] = [];
    for (const route of sources("app/routes")) {
      const code = fs.readFileSync(route, "utf8");
      if (!/export default function/.test(code)) continue;
      const serverHalf = route.replace(/\.tsx$/, ".server.ts");
      const loaders = code + (fs.existsSync(serverHalf) ? fs.readFileSync(serverHalf, "utf8") : "");
      const given = [...loaders.matchAll(/requestMessages\(request, ([^)]*)\)/g)].flatMap((m) =>
        [...m[1].matchAll(/"(\w+)"/g)].map((n) => n[1] as Namespace),
      );
      const admin = route.startsWith("app/routes/_admin.");
      if (!given.length && !admin) continue;
      const namespaces = new Set<Namespace>(["common", ...given, ...(admin ? (["admin"] as const) : [])]);
      const needed = admin ? withPlurals : withMessages;
      for (const file of graph(route)) {
        if (needed.has(file) && !namespacesOf([file]).some((ns) => namespaces.has(ns))) gaps.push(`${route}: ${file}`);
      }
    }
    expect(gaps).toEqual([]);
    expect(Object.keys(NAMESPACES)).toContain("common");
  });
});
