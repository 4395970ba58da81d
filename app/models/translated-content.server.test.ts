import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";
import { migrationsUpTo } from "../../tests/fixtures/migrations";
import { createBanner, getBannersIn, updateBanner } from "./banner.server";
import {
  bookingPackageTexts,
  createPackage,
  getPackage,
  meetingPointOf,
  packageInLanguage,
  packageTitleIn,
  withPackageTitlesIn,
} from "./package.server";
import { getPolicyLinks, setPolicy } from "./policy.server";

const STAFF = { id: null, email: "staff@example.mu" };

describe("migration 0009: the French columns move into `translations`", () => {
  it("keeps every French text a package had, leaves out the empty ones, and drops the columns", () => {
    const { folder, all } = migrationsUpTo("0009_translated_content");
    const file = path.join(dataDir(), "before-translations.db");
    const before = openDatabase(file, folder).$client;
    const insert = before.prepare(
      `insert into packages (id, title, highlights, title_fr, short_description_fr, long_description_fr, highlights_fr, important_fr, recommended_fr, information_fr, meeting_point_fr)
       values (@id, @title, '["Snorkel"]', @titleFr, @shortFr, @longFr, @highlightsFr, @importantFr, '[]', '[]', @meetingFr)`,
    );
    // Every French text filled in (a list with a blank line kept as it was stored).
    insert.run({
      id: "whole",
      title: "Lagoon day",
      titleFr: "Journée lagon",
      shortFr: "Une journée sur l’eau.",
      longFr: "Premier paragraphe.\n\nSecond paragraphe.",
      highlightsFr: JSON.stringify(["Snorkeling", "Déjeuner"]),
      importantFr: JSON.stringify(["Prévoir du liquide", ""]),
      meetingFr: "Le ponton",
    });
    // Some French: the empty text, the blank-only list and the spaces are left out.
    insert.run({
      id: "some",
      title: "Hike",
      titleFr: "Randonnée",
      shortFr: "",
      longFr: "   ",
      highlightsFr: JSON.stringify([" "]),
      importantFr: "[]",
      meetingFr: "",
    });
    // No French at all.
    insert.run({
      id: "none",
      title: "Market",
      titleFr: "",
      shortFr: "",
      longFr: "",
      highlightsFr: "[]",
      importantFr: "[]",
      meetingFr: "",
    });
    before
      .prepare(
        "insert into schedule_rules (package_id, weekdays, start_times, seats) values ('whole', '[1]', '[\"09:00\"]', 8)",
      )
      .run();
    before
      .prepare(
        "insert into package_images (package_id, name, url, width, height) values ('whole', 'a.png', 'packages/whole/a.webp', 10, 10)",
      )
      .run();
    before.prepare("insert into site_banners (title, message) values ('Welcome', 'Hello')").run();
    before
      .prepare("insert into policies (name, url) values ('termsAndConditions', 'policies/termsAndConditions.pdf')")
      .run();
    before.close();

    all();
    const after = openDatabase(file, folder).$client;
    const rows = after.prepare("select id, title, highlights, translations from packages order by id").all() as {
      id: string;
      translations: string;
    }[];
    const columns = (after.prepare("select name from pragma_table_info('packages')").all() as { name: string }[]).map(
      (c) => c.name,
    );
    const children = after
      .prepare("select (select count(*) from schedule_rules) as rules, (select count(*) from package_images) as images")
      .get();
    const banner = after.prepare("select translations from site_banners").get();
    const policy = after.prepare("select title, translations from policies").get();
    after.close();

    expect(rows.map((r) => ({ ...r, translations: JSON.parse(r.translations) }))).toEqual([
      { id: "none", title: "Market", highlights: '["Snorkel"]', translations: {} },
      { id: "some", title: "Hike", highlights: '["Snorkel"]', translations: { fr: { title: "Randonnée" } } },
      {
        id: "whole",
        title: "Lagoon day",
        highlights: '["Snorkel"]',
        translations: {
          fr: {
            title: "Journée lagon",
            shortDescription: "Une journée sur l’eau.",
            longDescription: "Premier paragraphe.\n\nSecond paragraphe.",
            meetingPoint: "Le ponton",
            highlights: ["Snorkeling", "Déjeuner"],
            important: ["Prévoir du liquide", ""],
          },
        },
      },
    ]);
    expect(columns.filter((c) => c.endsWith("_fr"))).toEqual([]);
    // Nothing that hangs on a package went with the change.
    expect(children).toEqual({ rules: 1, images: 1 });
    expect(banner).toEqual({ translations: "{}" });
    expect(policy).toEqual({ title: "", translations: "{}" });
  });
});

describe("packages, banners and policies in a language", () => {
  it("a package's French reaches the booking's pages, e-mails and list through one rule, and English keeps the English", () => {
    createPackage(
      {
        title: "Reef walk",
        shortDescription: "",
        longDescription: "",
        highlights: [],
        important: [],
        recommended: ["Hat"],
        information: [],
        facts: {
          durationMinutes: 60,
          meetingPoint: "The jetty",
          priceAdult: null,
          priceChild: null,
          priceInfant: null,
          cutoffHours: null,
        },
        translations: { fr: { title: "Balade sur le récif", meetingPoint: "Le ponton" } },
      },
      [],
      "reef-walk",
    );
    expect(packageTitleIn("reef-walk", "Reef walk (as booked)", "fr")).toBe("Balade sur le récif");
    expect(packageTitleIn("reef-walk", "Reef walk (as booked)", "en")).toBe("Reef walk (as booked)");
    expect(meetingPointOf("reef-walk", "fr")).toBe("Le ponton");
    expect(meetingPointOf("reef-walk")).toBe("The jetty");
    expect(meetingPointOf("gone", "fr")).toBe("");
    const list = [
      { packageId: "reef-walk", packageTitle: "Reef walk" },
      { packageId: "gone", packageTitle: "Old trip" },
    ];
    expect(withPackageTitlesIn(list, "fr").map((b) => b.packageTitle)).toEqual(["Balade sur le récif", "Old trip"]);
    expect(withPackageTitlesIn(list, "en")).toEqual(list);
    // What to bring has no French: the English shows in a French e-mail.
    expect(bookingPackageTexts({ packageId: "reef-walk", packageTitle: "Reef walk", language: "fr" })).toEqual({
      title: "Balade sur le récif",
      meetingPoint: "Le ponton",
      recommended: ["Hat"],
      freeCancelHours: 24,
    });
    expect(bookingPackageTexts({ packageId: "reef-walk", packageTitle: "Reef walk", language: "en" }).title).toBe(
      "Reef walk",
    );
    expect(packageInLanguage(getPackage("reef-walk")!, "fr").shortDescription).toBe("");
  });

  it("a banner shows its French on French pages where given, the English elsewhere, and no other language's words", () => {
    const id = createBanner({
      title: "Storm",
      message: "Trips may move",
      link: "/contact",
      action: "Ask us",
      translations: { fr: { title: "Tempête", message: " " } },
    }).id;
    const shown = (lang: "en" | "fr") => getBannersIn(lang).find((b) => b.id === id);
    expect(shown("fr")).toMatchObject({
      title: "Tempête",
      message: "Trips may move",
      link: "/contact",
      action: "Ask us",
    });
    expect(shown("fr")).not.toHaveProperty("translations");
    expect(shown("en")).toMatchObject({ title: "Storm", message: "Trips may move" });
    // A save that gives the French replaces it; one that leaves it out keeps it.
    updateBanner(
      id,
      {
        title: "Storm",
        message: "Trips may move",
        translations: { fr: { message: "Les sorties peuvent changer", action: "Nous écrire" } },
      },
      STAFF,
    );
    expect(shown("fr")).toMatchObject({
      title: "Storm",
      message: "Les sorties peuvent changer",
      action: "Nous écrire",
    });
    updateBanner(id, { title: "Squall", message: "Trips may move", link: "/contact", action: "Ask us" }, STAFF);
    expect(shown("fr")).toMatchObject({
      title: "Squall",
      message: "Les sorties peuvent changer",
      action: "Nous écrire",
    });
  });

  it("a policy's title is its links' words in each language, the English where none is given, nothing where it has none", () => {
    setPolicy(
      "termsAndConditions",
      { key: "policies/terms.pdf" },
      { titles: { title: "Terms", translations: { fr: { title: "Conditions" } } } },
    );
    setPolicy(
      "privacyPolicy",
      { key: "policies/privacy.pdf" },
      { titles: { title: "Privacy", translations: { fr: { title: "" } } } },
    );
    setPolicy("cookiePolicy", { key: "policies/cookie.pdf" });
    expect(getPolicyLinks("fr")).toMatchObject({
      termsAndConditions: { href: "/files/policies/terms.pdf", title: "Conditions" },
      privacyPolicy: { title: "Privacy" },
      cookiePolicy: { title: "" },
    });
    expect(getPolicyLinks("en").termsAndConditions.title).toBe("Terms");
    // A new file without titles keeps them.
    setPolicy("termsAndConditions", { key: "policies/terms-2.pdf", version: "v2" });
    expect(getPolicyLinks("fr").termsAndConditions).toEqual({
      href: "/files/policies/terms-2.pdf?v=v2",
      title: "Conditions",
    });
  });
});
