import { asc } from "drizzle-orm";
import { siteBanners } from "~/db/schema";
import { getDb } from "~/utils/db.server";

export type Banner = typeof siteBanners.$inferSelect;

export function getBanners(): Banner[] {
  return getDb().select().from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all();
}

export function createBanner(input: { title: string; message: string; link?: string | null; action?: string | null }) {
  return getDb().insert(siteBanners).values(input).returning().get();
}
