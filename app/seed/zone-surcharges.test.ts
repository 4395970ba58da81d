// The demo's promises and its prices agree (issue 29): a package whose "Pick-up zones" line promises a Rs 500
// supplement per person prices it for those zones, and one that promises none has none.
import { describe, expect, it } from "vitest";
import { seedPackages } from "./packages";

describe("the demo's zone surcharges", () => {
  it("price every Rs 500 supplement the packages' texts promise, and only those", () => {
    for (const pkg of seedPackages) {
      const promises = pkg.information.some((line) => /Rs 500 supplement per person/.test(line));
      expect(Object.keys(pkg.zoneSurcharges ?? {}).length > 0, pkg.slug).toBe(promises);
      for (const amount of Object.values(pkg.zoneSurcharges ?? {})) expect(amount, pkg.slug).toBe(500);
    }
  });

  it("charge the catamaran's guests on the west coast, as its page says", () => {
    const catamaran = seedPackages.find((p) => p.slug === "ile-aux-cerfs-catamaran")!;
    expect(catamaran.information.join(" ")).toContain("west coast (Flic en Flac, Tamarin) with a Rs 500 supplement");
    expect(catamaran.zoneSurcharges).toEqual({ West: 500 });
  });
});
