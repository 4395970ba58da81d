import { describe, expect, it } from "vitest";
import { getPackage, packageInLanguage } from "~/models/package.server";
import { seedPackages } from "./packages";
import { seedPackagesFr } from "./packages-fr";
import { seedDemo } from "./seed.server";
import { seedBanner } from "./site-texts";
import { getBannersIn } from "~/models/banner.server";
import { getPolicyLinks, TERMS_POLICY } from "~/models/policy.server";

const LISTS = ["highlights", "important", "recommended", "information"] as const;

const TEXTS = ["title", "shortDescription", "longDescription", "meetingPoint"] as const;

describe("the demo's French content", () => {
  it("has an entry for each seeded package and none other", () => {
    expect(Object.keys(seedPackagesFr).sort()).toEqual(seedPackages.map((p) => p.slug).sort());
  });

  for (const pkg of seedPackages) {
    it(`covers ${pkg.slug}: the same list lengths and paragraphs as the English, no empty text`, () => {
      const fr = seedPackagesFr[pkg.slug];
      expect(fr).toBeDefined();
      for (const key of TEXTS) expect(fr[key].trim(), key).not.toBe("");
      for (const key of LISTS) {
        expect(fr[key], key).toHaveLength(pkg[key].length);
        for (const item of fr[key]) expect(item.trim(), key).not.toBe("");
      }
      expect(fr.longDescription.split("\n\n")).toHaveLength(pkg.longDescription.split("\n\n").length);
      // Typographic apostrophes only, as the French interface writes them.
      for (const text of [...TEXTS.map((k) => fr[k]), ...LISTS.flatMap((k) => fr[k])]) expect(text).not.toContain("'");
    });
  }

  it("is stored with the packages when the demo is seeded, so the French pages show it", async () => {
    await seedDemo();
    for (const { slug } of seedPackages) {
      const stored = getPackage(slug);
      expect(stored).not.toBeNull();
      const fr = packageInLanguage(stored!, "fr");
      expect(stored!.translations.fr).toEqual(seedPackagesFr[slug]);
      expect(fr.title).toBe(seedPackagesFr[slug].title);
      expect(fr.highlights).toEqual(seedPackagesFr[slug].highlights);
      expect(fr.meetingPoint).toBe(seedPackagesFr[slug].meetingPoint);
    }
    // The banner and the terms link in French too.
    expect(getBannersIn("fr").map((b) => [b.title, b.action])).toEqual([
      [seedBanner.translations.fr.title, seedBanner.translations.fr.action],
    ]);
    expect(getPolicyLinks("fr")[TERMS_POLICY].title).toBe("Conditions générales");
    expect(getPolicyLinks("en")[TERMS_POLICY].title).toBe("Terms and conditions");
  }, 60_000); // every image goes through the image pipeline
});
