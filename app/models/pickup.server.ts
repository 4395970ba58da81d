// The only writer of pickup_places and package_pickups: where guests are picked up, and each package's offsets.
import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import { bookings, packagePickups, pickupPlaces } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { recordAudit, recordChanges, type Actor } from "./audit.server";

export type PickupPlace = { id: number; zone: string; name: string };
/** A place a package offers, with its pickup offset before the departure's start. */
export type OfferedPickup = PickupPlace & { minutesBefore: number };
export type PlaceInput = { zone: string; name: string };
export type PackagePickupInput = { placeId: number; minutesBefore: number };

type Reader = Pick<Tx, "select">;

const placeColumns = { id: pickupPlaces.id, zone: pickupPlaces.zone, name: pickupPlaces.name };

/** Every place (the pages group them by zone). */
export function listPickupPlaces(db: Reader = getDb()): PickupPlace[] {
  return db.select(placeColumns).from(pickupPlaces).orderBy(asc(pickupPlaces.zone), asc(pickupPlaces.name)).all();
}

/** How many bookings chose each place (the page says so before a delete: those bookings keep their text). */
export function bookingsByPlace(): Map<number, number> {
  const rows = getDb()
    .select({ id: bookings.pickupPlaceId, n: count() })
    .from(bookings)
    .where(isNotNull(bookings.pickupPlaceId))
    .groupBy(bookings.pickupPlaceId)
    .all();
  return new Map(rows.filter((r): r is { id: number; n: number } => r.id !== null).map((r) => [r.id, r.n]));
}

export type PlaceOutcome = "saved" | "duplicate" | "not-found";

/** SQLite's answer to a second place of the same name in the same zone (the unique index). */
const isDuplicate = (error: unknown) =>
  error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE";

const placeLabel = (p: PlaceInput) => `${p.zone} / ${p.name}`;

export function addPickupPlace(input: PlaceInput, actor: Actor): PlaceOutcome {
  try {
    getDb().transaction((tx) => {
      const row = tx.insert(pickupPlaces).values(input).returning().get();
      recordAudit(tx, actor, {
        action: "pickup.create",
        target: { kind: "pickup", id: row.id, label: placeLabel(row) },
        changes: { zone: row.zone, name: row.name },
      });
    });
  } catch (error) {
    if (isDuplicate(error)) return "duplicate";
    throw error;
  }
  publish({ topic: "packages" });
  return "saved";
}

/** Renames a place or moves it to another zone; bookings keep the words they were told. */
export function updatePickupPlace(id: number, input: PlaceInput, actor: Actor): PlaceOutcome {
  let changed;
  try {
    changed = getDb().transaction((tx) => {
      const before = tx.select(placeColumns).from(pickupPlaces).where(eq(pickupPlaces.id, id)).get();
      if (!before) return 0;
      tx.update(pickupPlaces).set(input).where(eq(pickupPlaces.id, id)).run();
      const entry = { action: "pickup.update", target: { kind: "pickup", id, label: placeLabel(input) } } as const;
      recordChanges(tx, actor, entry, { zone: before.zone, name: before.name }, { zone: input.zone, name: input.name });
      return 1;
    });
  } catch (error) {
    if (isDuplicate(error)) return "duplicate";
    throw error;
  }
  if (changed === 0) return "not-found";
  publish({ topic: "packages" });
  return "saved";
}

/** Deletes a place: packages stop offering it, bookings keep its name, zone and time (ON DELETE SET NULL). */
export function deletePickupPlace(id: number, actor: Actor): boolean {
  const gone = getDb().transaction((tx) => {
    const row = tx.delete(pickupPlaces).where(eq(pickupPlaces.id, id)).returning().get();
    if (row)
      recordAudit(tx, actor, {
        action: "pickup.delete",
        target: { kind: "pickup", id, label: placeLabel(row) },
        changes: { zone: row.zone, name: row.name },
      });
    return Boolean(row);
  });
  if (gone) publish({ topic: "packages" });
  return gone;
}

/** The places a package offers, with their offsets; none: the package has no pickup. */
export function packagePickupList(packageId: string, db: Reader = getDb()): OfferedPickup[] {
  return db
    .select({ ...placeColumns, minutesBefore: packagePickups.minutesBefore })
    .from(packagePickups)
    .innerJoin(pickupPlaces, eq(pickupPlaces.id, packagePickups.placeId))
    .where(eq(packagePickups.packageId, packageId))
    .orderBy(asc(pickupPlaces.zone), asc(pickupPlaces.name))
    .all();
}

/** The place, when the package offers it; null otherwise (a place of another package, deleted meanwhile, or made up). */
export function offeredPickup(db: Reader, packageId: string, placeId: number): OfferedPickup | null {
  return (
    db
      .select({ ...placeColumns, minutesBefore: packagePickups.minutesBefore })
      .from(packagePickups)
      .innerJoin(pickupPlaces, eq(pickupPlaces.id, packagePickups.placeId))
      .where(and(eq(packagePickups.packageId, packageId), eq(packagePickups.placeId, placeId)))
      .get() ?? null
  );
}

/**
 * Replaces a package's pickups in the caller's transaction (the package form saves them with the package).
 * Places that no longer exist are left out, so a form sent after a place was deleted still saves.
 */
export function replacePackagePickups(tx: Tx, packageId: string, pickups: PackagePickupInput[]) {
  tx.delete(packagePickups).where(eq(packagePickups.packageId, packageId)).run();
  if (pickups.length === 0) return;
  const existing = new Set(
    tx
      .select({ id: pickupPlaces.id })
      .from(pickupPlaces)
      .where(
        inArray(
          pickupPlaces.id,
          pickups.map((p) => p.placeId),
        ),
      )
      .all()
      .map((p) => p.id),
  );
  const rows = [...new Map(pickups.filter((p) => existing.has(p.placeId)).map((p) => [p.placeId, p])).values()];
  if (rows.length)
    tx.insert(packagePickups)
      .values(rows.map((p) => ({ packageId, ...p })))
      .run();
}

/** The places given, added when missing (by zone and name) and returned with their ids: the demo seed runs on any database. */
export function ensurePickupPlaces(tx: Tx, places: PlaceInput[]): Map<string, number> {
  if (places.length) tx.insert(pickupPlaces).values(places).onConflictDoNothing().run();
  const ids = new Map<string, number>();
  for (const p of tx.select(placeColumns).from(pickupPlaces).all()) ids.set(`${p.zone}|${p.name}`, p.id);
  return ids;
}

/** Whether a package has any pickup row (the seed leaves a package's own choice alone). */
export function hasPickups(db: Reader, packageId: string): boolean {
  return Boolean(
    db
      .select({ id: packagePickups.placeId })
      .from(packagePickups)
      .where(eq(packagePickups.packageId, packageId))
      .limit(1)
      .get(),
  );
}
