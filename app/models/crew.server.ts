// The only writer of guides, vehicles and departure_crews: the short lists staff keep, and the guide and vehicle each
// departure is given. Every write records its audit row in its own transaction. No live event: only the back office
// shows them, and it reads them again on its next page.
import { and, asc, eq } from "drizzle-orm";
import { departureCrews, guides, vehicles } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { guideLabel, vehicleLabel, type GuideInput, type VehicleInput } from "~/utils/crew";
import { recordAudit, recordChanges, type Actor } from "./audit.server";

export type { GuideInput, VehicleInput };
export { guideLabel, vehicleLabel };
export type Guide = GuideInput & { id: number };
export type Vehicle = VehicleInput & { id: number };

// Each write reads before it writes: the write lock taken at the start, so a busy database is waited for (busy_timeout)
// instead of failing on the upgrade from a read.
const IMMEDIATE = { behavior: "immediate" } as const;

const guideColumns = { id: guides.id, name: guides.name, phone: guides.phone };
const vehicleColumns = { id: vehicles.id, name: vehicles.name, kind: vehicles.kind, seats: vehicles.seats };

export function listGuides(): Guide[] {
  return getDb().select(guideColumns).from(guides).orderBy(asc(guides.name), asc(guides.id)).all();
}

export function listVehicles(): Vehicle[] {
  return getDb().select(vehicleColumns).from(vehicles).orderBy(asc(vehicles.name), asc(vehicles.id)).all();
}

/** One of the two lists, as the writes below need it: how it reads, adds, changes and removes a row, and names it. */
type List<Input> = {
  kind: "guide" | "vehicle";
  label: (row: Input) => string;
  read: (tx: Tx, id: number) => Input | undefined;
  insert: (tx: Tx, input: Input) => number;
  set: (tx: Tx, id: number, input: Input) => void;
  delete: (tx: Tx, id: number) => void;
};

const guideList: List<GuideInput> = {
  kind: "guide",
  label: guideLabel,
  read: (tx, id) => tx.select({ name: guides.name, phone: guides.phone }).from(guides).where(eq(guides.id, id)).get(),
  insert: (tx, input) => tx.insert(guides).values(input).returning({ id: guides.id }).get().id,
  set: (tx, id, input) => tx.update(guides).set(input).where(eq(guides.id, id)).run(),
  delete: (tx, id) => tx.delete(guides).where(eq(guides.id, id)).run(),
};

const vehicleList: List<VehicleInput> = {
  kind: "vehicle",
  label: vehicleLabel,
  read: (tx, id) =>
    tx
      .select({ name: vehicles.name, kind: vehicles.kind, seats: vehicles.seats })
      .from(vehicles)
      .where(eq(vehicles.id, id))
      .get(),
  insert: (tx, input) => tx.insert(vehicles).values(input).returning({ id: vehicles.id }).get().id,
  set: (tx, id, input) => tx.update(vehicles).set(input).where(eq(vehicles.id, id)).run(),
  delete: (tx, id) => tx.delete(vehicles).where(eq(vehicles.id, id)).run(),
};

/** "guide-3": guides and vehicles number their rows apart, so the log names which list. */
const target = (kind: string, id: number, label: string) => ({
  kind: "crew" as const,
  id: `${kind}-${id}`,
  label: `${kind}: ${label}`,
});

function add<Input extends Record<string, unknown>>(list: List<Input>, input: Input, actor: Actor): number {
  return getDb().transaction((tx) => {
    const id = list.insert(tx, input);
    recordAudit(tx, actor, { action: "crew.create", target: target(list.kind, id, list.label(input)), changes: input });
    return id;
  }, IMMEDIATE);
}

function update<Input extends Record<string, unknown>>(list: List<Input>, id: number, input: Input, actor: Actor) {
  return getDb().transaction((tx) => {
    const before = list.read(tx, id);
    if (!before) return false;
    list.set(tx, id, input);
    recordChanges(
      tx,
      actor,
      { action: "crew.update", target: target(list.kind, id, list.label(input)) },
      before,
      input,
    );
    return true;
  }, IMMEDIATE);
}

/** Departures given this guide or vehicle lose it (ON DELETE SET NULL); the log keeps the name. */
function remove<Input extends Record<string, unknown>>(list: List<Input>, id: number, actor: Actor) {
  return getDb().transaction((tx) => {
    const before = list.read(tx, id);
    if (!before) return false;
    list.delete(tx, id);
    recordAudit(tx, actor, {
      action: "crew.delete",
      target: target(list.kind, id, list.label(before)),
      changes: before,
    });
    return true;
  }, IMMEDIATE);
}

export const addGuide = (input: GuideInput, actor: Actor) => add(guideList, input, actor);
export const addVehicle = (input: VehicleInput, actor: Actor) => add(vehicleList, input, actor);
/** False: no such guide (removed meanwhile). */
export const updateGuide = (id: number, input: GuideInput, actor: Actor) => update(guideList, id, input, actor);
export const updateVehicle = (id: number, input: VehicleInput, actor: Actor) => update(vehicleList, id, input, actor);
export const removeGuide = (id: number, actor: Actor) => remove(guideList, id, actor);
export const removeVehicle = (id: number, actor: Actor) => remove(vehicleList, id, actor);

/** A departure: a package's date and start ("HH:MM"; a departure without a start has no crew). */
export type DepartureRef = { packageId: string; date: string; startTime: string };
export type CrewChoice = { guideId: number | null; vehicleId: number | null };

/**
 * Gives a departure its guide and vehicle (null: none; both null removes the row), with the audit row. "not-found":
 * the guide or vehicle chosen was removed meanwhile, and nothing is written.
 */
export function assignCrew(ref: DepartureRef, choice: CrewChoice, actor: Actor): "saved" | "not-found" {
  return getDb().transaction((tx) => {
    const guide = choice.guideId === null ? null : guideList.read(tx, choice.guideId);
    const vehicle = choice.vehicleId === null ? null : vehicleList.read(tx, choice.vehicleId);
    if (guide === undefined || vehicle === undefined) return "not-found" as const;
    const which = and(
      eq(departureCrews.packageId, ref.packageId),
      eq(departureCrews.date, ref.date),
      eq(departureCrews.startTime, ref.startTime),
    );
    const before = tx.select().from(departureCrews).where(which).get();
    const wasGuide = before?.guideId ? guideList.read(tx, before.guideId) : null;
    const wasVehicle = before?.vehicleId ? vehicleList.read(tx, before.vehicleId) : null;
    if (choice.guideId === null && choice.vehicleId === null) tx.delete(departureCrews).where(which).run();
    else
      tx.insert(departureCrews)
        .values({ ...ref, ...choice })
        .onConflictDoUpdate({
          target: [departureCrews.packageId, departureCrews.date, departureCrews.startTime],
          set: choice,
        })
        .run();
    recordChanges(
      tx,
      actor,
      {
        action: "crew.assign",
        target: { kind: "departure", id: ref.packageId, label: `${ref.date} ${ref.startTime}` },
      },
      {
        guide: wasGuide ? guideLabel(wasGuide) : null,
        vehicle: wasVehicle ? vehicleLabel(wasVehicle) : null,
      },
      { guide: guide ? guideLabel(guide) : null, vehicle: vehicle ? vehicleLabel(vehicle) : null },
    );
    return "saved" as const;
  }, IMMEDIATE);
}

/** A departure's crew as pages print it ("Ravi (+230 5712 0000)", "Blue Lagoon (boat, 40 seats)"), with the ids. */
export type Crew = { guideId: number | null; vehicleId: number | null; guide: string | null; vehicle: string | null };

export const NO_CREW: Crew = { guideId: null, vehicleId: null, guide: null, vehicle: null };

/** Every crew given on `date`, by "{packageId}|{HH:MM}" (the manifest's departure keys); one statement. */
export function crewsOn(date: string): Map<string, Crew> {
  const rows = getDb()
    .select({
      packageId: departureCrews.packageId,
      startTime: departureCrews.startTime,
      guide: guideColumns,
      vehicle: vehicleColumns,
    })
    .from(departureCrews)
    .leftJoin(guides, eq(guides.id, departureCrews.guideId))
    .leftJoin(vehicles, eq(vehicles.id, departureCrews.vehicleId))
    .where(eq(departureCrews.date, date))
    .all();
  return new Map(
    rows.map((r) => [
      `${r.packageId}|${r.startTime}`,
      {
        guideId: r.guide?.id ?? null,
        vehicleId: r.vehicle?.id ?? null,
        guide: r.guide ? guideLabel(r.guide) : null,
        vehicle: r.vehicle ? vehicleLabel(r.vehicle) : null,
      },
    ]),
  );
}
