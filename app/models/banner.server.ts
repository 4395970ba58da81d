import { asc, eq } from "drizzle-orm";
import { siteBanners } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import type { Lang } from "~/utils/i18n";
import {
  inLanguage,
  mergeTranslations,
  translationFields,
  type BannerTexts,
  type Translations,
} from "~/utils/translations";
import { recordAudit, recordChanges, type Actor } from "./audit.server";

export type Banner = typeof siteBanners.$inferSelect;
export type BannerInput = {
  title: string;
  message: string;
  link?: string | null;
  action?: string | null;
  /** Its words in other languages: each language given replaces its own; left out, they stay as they are. */
  translations?: Translations<BannerTexts>;
};
/** A banner as a page shows it: its words in the page's language, without the other languages. */
export type ShownBanner = Omit<Banner, "translations">;

export function getBanners(): Banner[] {
  return getDb().select().from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all();
}

/** The banners in a language (an empty translation shows the English), for the home page. */
export function getBannersIn(lang: Lang): ShownBanner[] {
  return getBanners().map((b) => {
    const { translations: _translations, ...shown } = inLanguage(b, lang);
    return shown;
  });
}

const BANNER_TEXTS = ["title", "message", "action"] as const satisfies readonly (keyof BannerTexts)[];
const facts = (b: Banner) => ({
  title: b.title,
  message: b.message,
  link: b.link,
  action: b.action,
  ...translationFields(b.translations, BANNER_TEXTS),
});

/**
 * Adds a banner last; with `tx` it is part of the caller's transaction, and the caller publishes "banners" after the
 * commit. With `actor` (an admin's), the audit log records it in the same transaction.
 */
export function createBanner(input: BannerInput, { tx, actor }: { tx?: Tx; actor?: Actor } = {}) {
  const write = (t: Tx) => {
    const last = t
      .select({ position: siteBanners.position })
      .from(siteBanners)
      .orderBy(asc(siteBanners.position), asc(siteBanners.id))
      .all()
      .at(-1);
    const row = t
      .insert(siteBanners)
      .values({
        ...input,
        translations: mergeTranslations({}, input.translations),
        position: (last?.position ?? -1) + 1,
      })
      .returning()
      .get();
    if (actor)
      recordAudit(t, actor, {
        action: "banner.create",
        target: { kind: "banner", id: row.id, label: row.title },
        changes: facts(row),
      });
    return row;
  };
  if (tx) return write(tx);
  const row = getDb().transaction(write, { behavior: "immediate" });
  publish({ topic: "banners" });
  return row;
}

export function updateBanner(id: number, input: BannerInput, actor: Actor) {
  const changed = getDb().transaction((tx) => {
    const before = tx.select().from(siteBanners).where(eq(siteBanners.id, id)).get();
    if (!before) return false;
    const after = tx
      .update(siteBanners)
      .set({ ...input, translations: mergeTranslations(before.translations, input.translations) })
      .where(eq(siteBanners.id, id))
      .returning()
      .get();
    const entry = { action: "banner.update", target: { kind: "banner", id, label: after.title } } as const;
    recordChanges(tx, actor, entry, facts(before), facts(after));
    return true;
  });
  publish({ topic: "banners" });
  return changed;
}

export function deleteBanner(id: number, actor: Actor) {
  getDb().transaction((tx) => {
    const gone = tx.delete(siteBanners).where(eq(siteBanners.id, id)).returning().get();
    if (gone)
      recordAudit(tx, actor, {
        action: "banner.delete",
        target: { kind: "banner", id, label: gone.title },
        changes: facts(gone),
      });
  });
  publish({ topic: "banners" });
}

/** Moves a banner one place up or down, renumbering the list in one transaction. */
export function moveBanner(id: number, direction: "up" | "down", actor: Actor) {
  const db = getDb();
  db.transaction((tx) => {
    const list = tx.select().from(siteBanners).orderBy(asc(siteBanners.position), asc(siteBanners.id)).all();
    const i = list.findIndex((b) => b.id === id);
    const j = direction === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j], list[i]];
    list.forEach((b, position) => tx.update(siteBanners).set({ position }).where(eq(siteBanners.id, b.id)).run());
    // The place in the list as admins count it (1 is first).
    recordAudit(tx, actor, {
      action: "banner.move",
      target: { kind: "banner", id, label: list[j].title },
      changes: { place: [i + 1, j + 1] },
    });
  });
  publish({ topic: "banners" });
}
