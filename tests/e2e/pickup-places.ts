import { getDb } from "~/db/db.server";
import { addPickupPlace, deletePickupPlace, listPickupPlaces, replacePackagePickups } from "~/models/pickup.server";

// Pickup places of a spec's own on the shared site: their names end with the project's, so that the JavaScript and
// no-JavaScript runs never share one, and the spec's afterAll finds and deletes them.

/** Staff writing without an account of their own, as a script or a test does. */
export const STAFF = { id: null, email: "staff@example.mu" };

/** A place's id, by its name. */
export const placeId = (name: string) => listPickupPlaces().find((p) => p.name === name)!.id;

/** Adds these places and makes them the package's pickups, each with its minutes before the start. */
export function offerPlaces(packageId: string, places: { zone: string; name: string; minutesBefore: number }[]) {
  for (const { zone, name } of places) addPickupPlace({ zone, name }, STAFF);
  getDb().transaction((tx) =>
    replacePackagePickups(
      tx,
      packageId,
      places.map((p) => ({ placeId: placeId(p.name), minutesBefore: p.minutesBefore })),
    ),
  );
}

/** Deletes the places of this project (its name at the end of theirs). */
export function deleteProjectPlaces(project: string) {
  for (const p of listPickupPlaces()) if (p.name.endsWith(`(${project})`)) deletePickupPlace(p.id, STAFF);
}
