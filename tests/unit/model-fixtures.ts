// What the model and route tests start from, named once: who writes as staff, a package's words with only a title
// and its facts left unset (tests/fixtures/bookings.ts's testPackage stores such a package with its rules).
import type { Actor } from "~/models/audit.server";
import type { PackageFacts, PackageInput } from "~/models/package.server";
import { addPickupPlace, listPickupPlaces } from "~/models/pickup.server";
import { packageLists, type PackageListName } from "~/schemas/package";

/** Staff writing without an account of their own, as a script or a test does. */
export const STAFF: Actor = { id: null, email: "staff@example.mu" };

/** A package's words with only its title: no descriptions, and each of the package form's lists without an item. */
export function packageWords(title: string): PackageInput {
  const lists = {} as Record<PackageListName, string[]>;
  for (const list of packageLists) lists[list.name] = [];
  return { title, shortDescription: "", longDescription: "", ...lists };
}

/** A package's facts, none set: no duration, meeting point or prices, and the default cut-off. */
export const NO_FACTS: PackageFacts = {
  durationMinutes: null,
  meetingPoint: "",
  priceAdult: null,
  priceChild: null,
  priceInfant: null,
  cutoffHours: null,
};

/** What an update that keeps a package's images sends. */
export const KEEP_IMAGES = { order: [], remove: [], add: [] };

/** Every day at 09:30 with 40 seats: a schedule that always has room. */
export const DAILY_ROOMY = {
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTimes: ["09:30"],
  seats: 40,
  validFrom: null,
  validTo: null,
};

/** A pickup place added as an admin adds one, read back with its id. */
export function pickupPlace(zone: string, name: string) {
  if (addPickupPlace({ zone, name }, STAFF) !== "saved") throw new Error(`The place ${zone} / ${name} was not saved`);
  return listPickupPlaces().find((p) => p.zone === zone && p.name === name)!;
}
