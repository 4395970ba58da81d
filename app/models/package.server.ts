import crypto from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { packageImages, packages, type PackageStatus } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { fileUrl } from "~/utils/file-url";
import type { Lang } from "~/utils/i18n";
import type { Prices } from "~/utils/money";
import type { DepositKind } from "~/utils/payment";
import { DEFAULT_CUTOFF_HOURS } from "~/utils/schedule";
import { changesBetween, recordAudit, recordChanges, type Actor } from "./audit.server";
import { packagePickupList, replacePackagePickups, type PackagePickupInput } from "./pickup.server";
import { departuresChanged, listScheduleRules, replaceScheduleRules, type RuleInput } from "./schedule.server";
import { removeFromUploads, StorageError, storeImage, type StoredImage } from "~/utils/storage.server";
import {
  inLanguage,
  mergeTranslations,
  SOURCE_LANG,
  translationFields,
  type PackageTexts,
  type Translations,
} from "~/utils/translations";

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

/** A package's meeting point in a language ("" when none is set, or the package is gone): what a booking without pickup is told. */
export function meetingPointOf(packageId: string, lang: Lang = "en"): string {
  const row = getDb()
    .select({ meetingPoint: packages.meetingPoint, translations: packages.translations })
    .from(packages)
    .where(eq(packages.id, packageId))
    .get();
  return row ? inLanguage(row, lang).meetingPoint : "";
}

/** The package's title in a language, for a booking's pages (the booking keeps the English title it was made with). */
export function packageTitleIn(packageId: string, englishTitle: string, lang: Lang): string {
  const translations =
    getDb().select({ translations: packages.translations }).from(packages).where(eq(packages.id, packageId)).get()
      ?.translations ?? {};
  return inLanguage({ title: englishTitle, translations }, lang).title;
}

/**
 * Bookings with their packages' titles in a language (a client's list of bookings), in one query: the title's
 * translation where one is filled in, else the title the booking keeps.
 */
export function withPackageTitlesIn<B extends { packageId: string; packageTitle: string }>(list: B[], lang: Lang): B[] {
  if (list.length === 0) return list;
  const ids = [...new Set(list.map((b) => b.packageId))];
  const rows = getDb()
    .select({ id: packages.id, translations: packages.translations })
    .from(packages)
    .where(inArray(packages.id, ids))
    .all();
  const translations = new Map(rows.map((r) => [r.id, r.translations]));
  return list.map((b) => ({
    ...b,
    packageTitle: inLanguage({ title: b.packageTitle, translations: translations.get(b.packageId) ?? {} }, lang).title,
  }));
}

/** A booking's package as its guest reads it: the title, the meeting point ("" when none) and what to bring. */
export type BookingPackageTexts = {
  title: string;
  meetingPoint: string;
  recommended: string[];
  /** Its free cancellation, for the policy the guest is told (null: the package is gone). */
  freeCancelHours: number | null;
};

/**
 * The words of a booking's package in the booking's own language, wherever the guest is told about it (every e-mail
 * about the booking, its calendar file): each text translated into it that is filled in, else the English. The title
 * is the one the booking keeps (the English it was made with) unless a translation stands for it. A package gone:
 * the booking's title alone.
 */
export function bookingPackageTexts(b: {
  packageId: string;
  packageTitle: string;
  language?: string | null;
}): BookingPackageTexts {
  const pkg = getDb().select().from(packages).where(eq(packages.id, b.packageId)).get();
  if (!pkg) return { title: b.packageTitle, meetingPoint: "", recommended: [], freeCancelHours: null };
  const told = inLanguage({ ...pkg, title: b.packageTitle }, b.language ?? SOURCE_LANG);
  return {
    title: told.title,
    meetingPoint: told.meetingPoint,
    recommended: told.recommended,
    freeCancelHours: pkg.freeCancelHours,
  };
}

/** The booking with its package's title in the booking's language (bookingPackageTexts), for a message about it. */
export function inBookingLanguage<B extends { packageId: string; packageTitle: string; language?: string | null }>(
  b: B,
): B {
  return { ...b, packageTitle: bookingPackageTexts(b).title };
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

/** A package's texts in its other languages (an empty one shows the English); see utils/translations.ts. */
export type PackageTranslations = Translations<PackageTexts>;

export type PackageInput = {
  title: string;
  shortDescription: string;
  longDescription: string;
  highlights: string[];
  important: string[];
  recommended: string[];
  information: string[];
  status?: PackageStatus;
  /** The package's facts; left out, they stay as they are (a form without those fields). */
  facts?: PackageFacts;
  /** The weekly rules, replacing the package's own in the same transaction; left out, they stay as they are. */
  rules?: RuleInput[];
  /** The places the package picks guests up at, replacing its own in the same transaction; left out, they stay as they are. */
  pickups?: PackagePickupInput[];
  /** Whole rupees per person by pickup zone ({ "West": 500 }); replaces the package's own; left out, they stay as they are. */
  zoneSurcharges?: Record<string, number>;
  /** Its texts in other languages: each language given replaces its own (mergeTranslations); left out, they stay as they are. */
  translations?: PackageTranslations;
};

/** Duration, meeting point, prices (whole rupees; see utils/money.ts) and the cut-off in hours. Null: not set. */
export type PackageFacts = {
  durationMinutes: number | null;
  meetingPoint: string;
  priceAdult: number | null;
  priceChild: number | null;
  priceInfant: number | null;
  cutoffHours: number | null;
  /** How many hours before the departure a confirmed booking may still be cancelled by its guest; null: the default. Left out: unchanged. */
  freeCancelHours?: number | null;
  /** What the package asks before the day (utils/payment.ts depositFor) and its percentage or rupees per person. Left out: unchanged. */
  depositKind?: DepositKind;
  depositValue?: number;
};

/** The free cancellation a package starts with: until 24 hours before the departure. */
export const DEFAULT_FREE_CANCEL_HOURS = 24;

/** The facts columns from the input, when it has them (null cut-off: the default). */
function factColumns(facts: PackageFacts | undefined) {
  if (!facts) return {};
  return {
    durationMinutes: facts.durationMinutes,
    meetingPoint: facts.meetingPoint.trim(),
    priceAdult: facts.priceAdult,
    priceChild: facts.priceChild,
    priceInfant: facts.priceInfant,
    cutoffHours: facts.cutoffHours ?? DEFAULT_CUTOFF_HOURS,
    ...(facts.freeCancelHours === undefined
      ? {}
      : { freeCancelHours: facts.freeCancelHours ?? DEFAULT_FREE_CANCEL_HOURS }),
    ...(facts.depositKind === undefined
      ? {}
      : { depositKind: facts.depositKind, depositValue: facts.depositKind === "none" ? 0 : (facts.depositValue ?? 0) }),
  };
}

/** A package's facts as the pages read them: the prices as utils/money.ts takes them. */
export function packageFacts(pkg: typeof packages.$inferSelect): {
  durationMinutes: number | null;
  meetingPoint: string;
  prices: Prices;
  cutoffHours: number;
} {
  return {
    durationMinutes: pkg.durationMinutes,
    meetingPoint: pkg.meetingPoint,
    prices: { adult: pkg.priceAdult, child: pkg.priceChild, infant: pkg.priceInfant },
    cutoffHours: pkg.cutoffHours,
  };
}

const clean = (items: string[]) => items.map((i) => i.trim()).filter(Boolean);

/** The package's own text columns from a form's input: trimmed, blank list items left out; its translations merged into those stored. */
function packageColumns(input: PackageInput, stored: PackageTranslations = {}) {
  return {
    title: input.title.trim(),
    shortDescription: input.shortDescription.trim(),
    longDescription: input.longDescription.trim(),
    highlights: clean(input.highlights),
    important: clean(input.important),
    recommended: clean(input.recommended),
    information: clean(input.information),
    translations: mergeTranslations(stored, input.translations),
    ...(input.zoneSurcharges ? { zoneSurcharges: input.zoneSurcharges } : {}),
  };
}

/** The texts a package has in every language (utils/translations.ts), as the audit log lists its translations. */
export const PACKAGE_TEXTS = [
  "title",
  "shortDescription",
  "longDescription",
  "meetingPoint",
  "highlights",
  "important",
  "recommended",
  "information",
] as const satisfies readonly (keyof PackageTexts)[];

const WEEKDAYS = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * A package as the audit log compares it, read through the caller's transaction: its own columns, and its
 * weekly rules, pickups and images as words. Null when there is no such package.
 */
function auditView(tx: Tx, id: string) {
  const row = tx.select().from(packages).where(eq(packages.id, id)).get();
  if (!row) return null;
  const { id: _id, position: _position, createdAt: _createdAt, updatedAt: _updatedAt, translations, ...columns } = row;
  return {
    ...columns,
    ...translationFields(translations, PACKAGE_TEXTS),
    departures: listScheduleRules(id).map(
      (r) =>
        `${r.weekdays.map((d) => WEEKDAYS[d]).join(" ")} ${r.startTimes.join(", ")}, ${r.seats} seats` +
        (r.validFrom ? ` from ${r.validFrom}` : "") +
        (r.validTo ? ` to ${r.validTo}` : ""),
    ),
    pickups: packagePickupList(id, tx).map((p) => `${p.zone} / ${p.name}: ${p.minutesBefore} min before`),
    images: tx
      .select({ name: packageImages.name })
      .from(packageImages)
      .where(eq(packageImages.packageId, id))
      .orderBy(asc(packageImages.position), asc(packageImages.id))
      .all()
      .map((i) => i.name),
  };
}

/** What the audit log keeps of a package added or removed: enough to know which it was. */
function keyFacts(view: NonNullable<ReturnType<typeof auditView>>) {
  const { title, status, priceAdult, priceChild, priceInfant, departures, pickups, images } = view;
  return { title, status, priceAdult, priceChild, priceInfant, departures, pickups, images };
}

/**
 * Creates a package with its images; pass `tx` to make it part of a larger transaction, and then publish
 * "packages" after it commits (a listener must not read the package before it exists). With `actor` (an admin's
 * Add Package), the audit log records it in the same transaction.
 */
export function createPackage(
  input: PackageInput,
  images: StoredImage[],
  id = newPackageId(),
  { tx, actor }: { tx?: Tx; actor?: Actor } = {},
): string {
  const write = (t: Tx) => {
    const next = t
      .select({ p: sql<number>`coalesce(max(${packages.position}), -1) + 1` })
      .from(packages)
      .get();
    t.insert(packages)
      .values({
        id,
        ...packageColumns(input),
        ...factColumns(input.facts),
        status: input.status ?? "active",
        position: next?.p ?? 0,
      })
      .run();
    if (input.rules) replaceScheduleRules(t, id, input.rules);
    if (input.pickups) replacePackagePickups(t, id, input.pickups);
    if (images.length) {
      t.insert(packageImages)
        .values(images.map((img, position) => ({ packageId: id, ...img, position })))
        .run();
    }
    const view = actor && auditView(t, id);
    if (actor && view)
      recordAudit(t, actor, {
        action: "package.create",
        target: { kind: "package", id, label: view.title },
        changes: keyFacts(view),
      });
  };
  if (tx) write(tx);
  else {
    // Immediate: the position is read then written; a deferred transaction could not take the write lock after it.
    getDb().transaction(write, { behavior: "immediate" });
    publish({ topic: "packages" });
    if (input.rules) departuresChanged(id);
  }
  return id;
}

/** The packages of each status, for the back office lists (three small queries, whatever the numbers). */
export function getPackagesGroupedByStatus(): Record<PackageStatus, Package[]> {
  return {
    active: getPackagesByStatus("active"),
    archived: getPackagesByStatus("archived"),
    deleted: getPackagesByStatus("deleted"),
  };
}

const imageFiles = (images: Pick<StoredImage, "key" | "variants">[]) =>
  new Set(images.flatMap((i) => [i.key, ...i.variants.map((v) => v.key)]));

/**
 * Deletes the files of images that no image row of the package uses any more. Files carry their
 * content hash in their name, so the same picture uploaded twice shares its files: those stay.
 */
export async function discardImageFiles(packageId: string, images: Pick<StoredImage, "key" | "variants">[]) {
  if (images.length === 0) return;
  const stillUsed = imageFiles(
    getDb().select().from(packageImages).where(eq(packageImages.packageId, packageId)).all(),
  );
  const folder = `packages/${packageId}/`;
  for (const key of imageFiles(images)) {
    if (!key.startsWith(folder) || stillUsed.has(key)) continue;
    await removeFromUploads(key).catch((error) => console.error(`[packages] could not delete ${key}:`, error));
  }
}

export type ImageChanges = {
  /** Ids of the package's images in the order wanted; images not listed keep their order after these. */
  order: number[];
  /** Ids of the package's images to remove (rows and files). */
  remove: number[];
  /** Newly stored images, added after the existing ones in this order. */
  add: StoredImage[];
};

/**
 * Status rules: active and archived toggle; any status can go to deleted; deleted comes back only
 * to active (restore) or is removed permanently.
 */
export function canChangeStatus(from: PackageStatus, to: PackageStatus): boolean {
  if (from === to || to === "deleted") return true;
  if (from === "deleted") return to === "active";
  return true;
}

export type UpdateOutcome = "updated" | "not-found" | "status-not-allowed";

/**
 * The package a save changes, read in the save's transaction, or why the save stops there: there is no such
 * package, or it may not take the status asked for (see canChangeStatus).
 */
function packageToChange(tx: Tx, id: string, status: PackageStatus | undefined) {
  const current = tx
    .select({ status: packages.status, title: packages.title, translations: packages.translations })
    .from(packages)
    .where(eq(packages.id, id))
    .get();
  if (!current) return "not-found";
  if (status && !canChangeStatus(current.status, status)) return "status-not-allowed";
  return current;
}

/**
 * Saves a package's fields, its images (removed, reordered, added) and, when `input.status` is given,
 * its status, in one transaction; then deletes the files of the removed images.
 */
export async function updatePackage(
  id: string,
  input: PackageInput,
  changes: ImageChanges,
  actor: Actor,
): Promise<UpdateOutcome> {
  // Immediate, as every read-then-write here: a deferred transaction that read first cannot take the write lock.
  let removed: PackageImage[] = [];
  const outcome = getDb().transaction(
    (tx): UpdateOutcome => {
      const current = packageToChange(tx, id, input.status);
      if (typeof current === "string") return current;
      const before = auditView(tx, id)!;
      tx.update(packages)
        .set({
          ...packageColumns(input, current.translations),
          ...factColumns(input.facts),
          ...(input.status ? { status: input.status } : {}),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(packages.id, id))
        .run();
      if (input.rules) replaceScheduleRules(tx, id, input.rules);
      if (input.pickups) replacePackagePickups(tx, id, input.pickups);

      const existing = tx
        .select()
        .from(packageImages)
        .where(eq(packageImages.packageId, id))
        .orderBy(asc(packageImages.position), asc(packageImages.id))
        .all();
      const toRemove = new Set(changes.remove);
      removed = existing.filter((img) => toRemove.has(img.id));
      if (removed.length)
        tx.delete(packageImages)
          .where(
            inArray(
              packageImages.id,
              removed.map((img) => img.id),
            ),
          )
          .run();

      const kept = existing.filter((img) => !toRemove.has(img.id));
      const rank = new Map(changes.order.map((imageId, i) => [imageId, i]));
      const ordered = kept
        .map((img, i) => ({ img, key: rank.get(img.id) ?? changes.order.length + i }))
        .sort((a, b) => a.key - b.key)
        .map((k) => k.img);
      ordered.forEach((img, position) => {
        if (img.position !== position)
          tx.update(packageImages).set({ position }).where(eq(packageImages.id, img.id)).run();
      });
      if (changes.add.length) {
        tx.insert(packageImages)
          .values(changes.add.map((img, i) => ({ packageId: id, ...img, position: ordered.length + i })))
          .run();
      }
      const after = auditView(tx, id)!;
      const diff = changesBetween(before, after);
      if (Object.keys(diff).length) {
        const action = diff.status ? "package.status" : "package.update";
        recordAudit(tx, actor, { action, target: { kind: "package", id, label: after.title }, changes: diff });
      }
      return "updated";
    },
    { behavior: "immediate" },
  );
  if (outcome !== "updated") return outcome;
  await discardImageFiles(id, removed);
  publish({ topic: "packages" });
  if (input.rules || input.facts) departuresChanged(id);
  return outcome;
}

/** Changes only the status (see canChangeStatus). */
export function setPackageStatus(id: string, status: PackageStatus, actor: Actor): UpdateOutcome {
  const outcome = getDb().transaction(
    (tx): UpdateOutcome => {
      const current = packageToChange(tx, id, status);
      if (typeof current === "string") return current;
      tx.update(packages).set({ status, updatedAt: new Date().toISOString() }).where(eq(packages.id, id)).run();
      const entry = { action: "package.status", target: { kind: "package", id, label: current.title } } as const;
      recordChanges(tx, actor, entry, { status: current.status }, { status });
      return "updated";
    },
    { behavior: "immediate" },
  );
  if (outcome === "updated") publish({ topic: "packages" });
  return outcome;
}

/**
 * Removes a package for good: its row and its image rows in one transaction, then its folder under
 * uploads. Bookings keep their copy of the package's title. Returns false when there is no such package.
 */
export async function deletePackagePermanently(id: string, actor: Actor): Promise<boolean> {
  const found = getDb().transaction(
    (tx) => {
      const current = auditView(tx, id);
      if (!current) return false;
      recordAudit(tx, actor, {
        action: "package.delete",
        target: { kind: "package", id, label: current.title },
        changes: keyFacts(current),
      });
      tx.delete(packageImages).where(eq(packageImages.packageId, id)).run();
      tx.delete(packages).where(eq(packages.id, id)).run();
      return true;
    },
    { behavior: "immediate" },
  );
  if (!found) return false;
  // Ids are generated (or seed slugs): never a path, but check before deleting a folder by it.
  if (/^[\w-]+$/.test(id)) await removeFromUploads(`packages/${id}`);
  publish({ topic: "packages" });
  return true;
}

export type StoreResult = { ok: true; images: StoredImage[] } | { ok: false; message: string };

/**
 * Stores uploaded images under packages/{packageId}/ in the order given, each checked by its content
 * through storeImage. All or nothing: when one is refused, the files already written by this call
 * (and used by no image of the package) are deleted again, and the message says which file and why.
 */
export async function storePackageImages(packageId: string, files: File[]): Promise<StoreResult> {
  const stored: StoredImage[] = [];
  for (const file of files) {
    try {
      stored.push(
        await storeImage(Buffer.from(await file.arrayBuffer()), `packages/${packageId}`, file.name || "image"),
      );
    } catch (error) {
      await discardImageFiles(packageId, stored);
      if (!(error instanceof StorageError)) console.error(`[packages] could not store ${file.name}:`, error);
      const reason =
        error instanceof StorageError ? error.message : "It could not be read as an image (PNG, JPG, GIF or WebP).";
      return { ok: false, message: `“${file.name}” was refused: ${reason}` };
    }
  }
  return { ok: true, images: stored };
}

/** After a failed first save: deletes the package's folder unless a package with that id exists (a double submit). */
export async function removeFolderOfUnsavedPackage(packageId: string) {
  if (!/^[\w-]+$/.test(packageId) || getPackage(packageId)) return;
  await removeFromUploads(`packages/${packageId}`);
}

/** A stored image's smallest variant, with its address: a thumbnail. */
export function thumbnailOf(image: PackageImage) {
  const { key, width, height } = image.variants[0] ?? image;
  return { url: fileUrl(key), width, height };
}

/** A package's words, as the public page shows them and the edit form fills them in. */
export function packageTexts(pkg: Package) {
  const { id, title, shortDescription, longDescription, highlights, important, recommended, information } = pkg;
  return { id, title, shortDescription, longDescription, highlights, important, recommended, information };
}

/**
 * A package's content in a language (inLanguage): each text its translation gives, filled in, stands for the
 * English one (a text that is empty, a list with no item, shows the English). English: the package as it is.
 */
export function packageInLanguage<P extends typeof packages.$inferSelect>(pkg: P, lang: Lang): P {
  return inLanguage(pkg, lang);
}

/** What the back office lists show of a package: its first image's smallest size as a thumbnail. */
export function toPackageRow(pkg: Package) {
  const first = pkg.images[0];
  return {
    id: pkg.id,
    title: pkg.title,
    shortDescription: pkg.shortDescription,
    status: pkg.status,
    imageCount: pkg.images.length,
    highlightCount: pkg.highlights.length,
    thumb: first ? thumbnailOf(first) : null,
  };
}
