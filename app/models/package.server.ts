import crypto from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { packageImages, packages, type PackageStatus } from "~/db/schema";
import { getDb } from "~/utils/db.server";
import { publish } from "~/utils/events.server";
import type { StoredImage } from "~/utils/storage.server";

export type PackageImage = typeof packageImages.$inferSelect;
export type Package = typeof packages.$inferSelect & { images: PackageImage[] };

/** Attaches images with one extra query, whatever the number of packages. */
function withImages(rows: (typeof packages.$inferSelect)[]): Package[] {
  if (rows.length === 0) return [];
  const images = getDb()
    .select()
    .from(packageImages)
    .where(
      inArray(
        packageImages.packageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(packageImages.position), asc(packageImages.id))
    .all();
  return rows.map((r) => ({ ...r, images: images.filter((i) => i.packageId === r.id) }));
}

export function getPackagesByStatus(status: PackageStatus): Package[] {
  const rows = getDb()
    .select()
    .from(packages)
    .where(eq(packages.status, status))
    .orderBy(asc(packages.position), asc(packages.createdAt))
    .all();
  return withImages(rows);
}

export function getActivePackages() {
  return getPackagesByStatus("active");
}

export function getPackage(id: string): Package | null {
  const row = getDb().select().from(packages).where(eq(packages.id, id)).get();
  return row ? withImages([row])[0] : null;
}

/** A package visitors may see and book. */
export function getActivePackage(id: string): Package | null {
  const pkg = getPackage(id);
  return pkg && pkg.status === "active" ? pkg : null;
}

export function newPackageId() {
  // Short, URL-safe and unguessable enough for a public id.
  return crypto.randomBytes(9).toString("base64url");
}

export type PackageInput = {
  title: string;
  shortDescription: string;
  longDescription: string;
  highlights: string[];
  important: string[];
  recommended: string[];
  information: string[];
  status?: PackageStatus;
};

const clean = (items: string[]) => items.map((i) => i.trim()).filter(Boolean);

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/** Creates a package with its images; pass `tx` to make it part of a larger transaction. */
export function createPackage(input: PackageInput, images: StoredImage[], id = newPackageId(), tx?: Tx): string {
  const write = (t: Tx) => {
    const next = t
      .select({ p: sql<number>`coalesce(max(${packages.position}), -1) + 1` })
      .from(packages)
      .get();
    t.insert(packages)
      .values({
        id,
        title: input.title.trim(),
        shortDescription: input.shortDescription.trim(),
        longDescription: input.longDescription.trim(),
        highlights: clean(input.highlights),
        important: clean(input.important),
        recommended: clean(input.recommended),
        information: clean(input.information),
        status: input.status ?? "active",
        position: next?.p ?? 0,
      })
      .run();
    if (images.length) {
      t.insert(packageImages)
        .values(images.map((img, position) => ({ packageId: id, ...img, position })))
        .run();
    }
  };
  if (tx) write(tx);
  else getDb().transaction(write);
  publish({ topic: "packages" });
  return id;
}
