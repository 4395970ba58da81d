import { asc, eq } from "drizzle-orm";
import { siteBanners } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";

export type Banner = typeof siteBanners.$inferSelect;
export type BannerInput = { title: string; message: string; link?: string | null; action?: string | null };

export function getBanners(): Banner[] {
  return getDb().select().from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all();
}

/** Adds a banner last; with `tx` it is part of the caller's transaction, and the caller publishes "banners" after the commit. */
export function createBanner(input: BannerInput, tx?: Tx) {
  const db = tx ?? getDb();
  const last = db.select({ position: siteBanners.position }).from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all().at(-1);
  const row = db
    .insert(siteBanners)
    .values({ ...input, position: (last?.position ?? -1) + 1 })
    .returning()
    .get();
  if (!tx) publish({ topic: "banners" });
  return row;
}

export function updateBanner(id: number, input: BannerInput) {
  const changed = getDb().update(siteBanners).set(input).where(eq(siteBanners.id, id)).run().changes;
  publish({ topic: "banners" });
  return changed > 0;
}

export function deleteBanner(id: number) {
  getDb().delete(siteBanners).where(eq(siteBanners.id, id)).run();
  publish({ topic: "banners" });
}

/** Moves a banner one place up or down, renumbering the list in one transaction. */
export function moveBanner(id: number, direction: "up" | "down") {
  const db = getDb();
  db.transaction((tx) => {
    const list = tx.select().from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all();
    const i = list.findIndex((b) => b.id === id);
    const j = direction === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j], list[i]];
    list.forEach((b, position) => tx.update(siteBanners).set({ position }).where(eq(siteBanners.id, b.id)).run());
  });
  publish({ topic: "banners" });
}
