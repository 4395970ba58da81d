import fs from "node:fs/promises";
import path from "node:path";
import { createBanner } from "~/models/banner.server";
import { getMeta, setMeta } from "~/models/meta.server";
import { createPackage } from "~/models/package.server";
import { setPolicy, TERMS_POLICY } from "~/models/policy.server";
import { getDb } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { storeImage, storePdf, type StoredImage } from "~/utils/storage.server";
import { seedPackages } from "./packages";
import { seedPackagesFr } from "./packages-fr";
import { seedBanner, seedTermsTitles } from "./site-texts";
import { seedPickupPlaces, seedPickupsOf } from "./pickups";
import { ensurePickupPlaces, hasPickups, replacePackagePickups } from "~/models/pickup.server";
import { packages } from "~/db/schema";
import { eq } from "drizzle-orm";
import type { PackageTexts } from "~/utils/translations";

const assets = path.resolve("app/seed/assets");

export function hasSeeded(): boolean {
  return getMeta("seeded") !== null;
}

/**
 * Fills an empty database with the demo content: packages with their images (stored through the same
 * image pipeline as uploads) and their French content, one site banner and the terms and conditions (with their French).
 */
export async function seedDemo() {
  // Files first (idempotent: names carry content hashes), then every row in one transaction,
  // so a start that fails half-way leaves an empty catalogue that the next start seeds again.
  const prepared: { pkg: (typeof seedPackages)[number]; french: PackageTexts; images: StoredImage[] }[] = [];
  for (const pkg of seedPackages) {
    const french = seedPackagesFr[pkg.slug] as PackageTexts | undefined;
    if (!french) throw new Error(`No French content for the seeded package ${pkg.slug} (app/seed/packages-fr.ts)`);
    const dir = path.join(assets, "packages", pkg.slug);
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith(".svg")).sort();
    // The slug is the package id, so its images live under packages/{packageId}/ as the spec says.
    const images = [];
    for (const [i, file] of files.entries()) {
      images.push(
        await storeImage(await fs.readFile(path.join(dir, file)), `packages/${pkg.slug}`, `${pkg.slug}-${i + 1}`, {
          allowSvg: true,
        }),
      );
    }
    prepared.push({ pkg, french, images });
  }
  const termsKey = await storePdf(
    await fs.readFile(path.join(assets, "terms-and-conditions.pdf")),
    "policies/termsAndConditions.pdf",
  );

  getDb().transaction((tx) => {
    for (const { pkg, french, images } of prepared) {
      const { slug, ...fields } = pkg;
      createPackage({ ...fields, translations: { fr: french } }, images, slug, { tx });
    }
    createBanner(seedBanner, { tx });
    setPolicy(TERMS_POLICY, { key: termsKey }, { tx, titles: seedTermsTitles });
    setMeta("seeded", new Date().toISOString(), tx);
  });
  for (const topic of ["packages", "banners", "policies"] as const) publish({ topic });
}

const PICKUPS_SEEDED = "seeded-pickups";

/**
 * Adds the demo's pickup places and each seeded package's offsets, once, to a database the demo seeded: a fresh
 * one just after seedDemo, and one seeded before pickup existed at its next start. Places are added by zone and
 * name (never twice); a package that is gone, or that staff already gave pickups, is left as it is.
 */
export function seedDemoPickups(): boolean {
  if (!hasSeeded() || getMeta(PICKUPS_SEEDED) !== null) return false;
  getDb().transaction((tx) => {
    const ids = ensurePickupPlaces(tx, seedPickupPlaces);
    for (const { slug } of seedPackages) {
      const exists = tx.select({ id: packages.id }).from(packages).where(eq(packages.id, slug)).get();
      if (!exists || hasPickups(tx, slug)) continue;
      const pickups = seedPickupsOf(slug).flatMap((p) => {
        const placeId = ids.get(`${p.zone}|${p.name}`);
        return placeId === undefined ? [] : [{ placeId, minutesBefore: p.minutesBefore }];
      });
      replacePackagePickups(tx, slug, pickups);
    }
    setMeta(PICKUPS_SEEDED, new Date().toISOString(), tx);
  });
  publish({ topic: "packages" });
  return true;
}
