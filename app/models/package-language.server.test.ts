import { describe, expect, it } from "vitest";
import {
  createPackage,
  getPackage,
  newPackageId,
  packageInLanguage,
  updatePackage,
  type PackageInput,
} from "./package.server";
import { KEEP_IMAGES, STAFF } from "../../tests/unit/model-fixtures";

const english: PackageInput = {
  title: "Lagoon day",
  shortDescription: "A day on the water.",
  longDescription: "Long.",
  highlights: ["Snorkel", "Lunch"],
  important: ["Bring cash"],
  recommended: ["Hat"],
  information: ["Nine hours"],
  facts: {
    durationMinutes: 480,
    meetingPoint: "The jetty",
    priceAdult: null,
    priceChild: null,
    priceInfant: null,
    cutoffHours: null,
  },
};

describe("a package's content in a language", () => {
  it("gives the French where it is filled in and the English where it is empty, and English pages the English", async () => {
    const id = newPackageId();
    createPackage(
      {
        ...english,
        translations: {
          fr: {
            title: "  Journée lagon  ",
            shortDescription: " ",
            highlights: ["Snorkeling", "  ", "Déjeuner"],
            important: [" "],
            meetingPoint: "Le ponton",
          },
        },
      },
      [],
      id,
    );
    const pkg = getPackage(id)!;
    // Trimmed, blank lines left out, and an empty text not kept at all.
    expect(pkg.translations).toEqual({
      fr: { title: "Journée lagon", highlights: ["Snorkeling", "Déjeuner"], meetingPoint: "Le ponton" },
    });

    const fr = packageInLanguage(pkg, "fr");
    expect(fr).toMatchObject({
      title: "Journée lagon",
      shortDescription: "A day on the water.",
      longDescription: "Long.",
      highlights: ["Snorkeling", "Déjeuner"],
      important: ["Bring cash"],
      recommended: ["Hat"],
      information: ["Nine hours"],
      meetingPoint: "Le ponton",
    });
    expect(fr.id).toBe(id);
    expect(packageInLanguage(pkg, "en")).toBe(pkg);
  });

  it("keeps the French when a save leaves it out, and empties it when the form sends it empty", async () => {
    const id = newPackageId();
    createPackage(
      { ...english, translations: { fr: { title: "Journée lagon", shortDescription: "Une journée sur l’eau." } } },
      [],
      id,
    );
    await updatePackage(id, { ...english, title: "Renamed" }, KEEP_IMAGES, STAFF);
    expect(getPackage(id)).toMatchObject({
      title: "Renamed",
      translations: { fr: { title: "Journée lagon", shortDescription: "Une journée sur l’eau." } },
    });
    await updatePackage(id, { ...english, translations: { fr: { title: "Journée lagon" } } }, KEEP_IMAGES, STAFF);
    expect(getPackage(id)!.translations).toEqual({ fr: { title: "Journée lagon" } });
    await updatePackage(
      id,
      { ...english, translations: { fr: { title: "", shortDescription: "   " } } },
      KEEP_IMAGES,
      STAFF,
    );
    const pkg = getPackage(id)!;
    expect(pkg.translations).toEqual({});
    expect(packageInLanguage(pkg, "fr").title).toBe("Lagoon day");
  });
});
