// How the pickup run sheet reads, on the page and in its CSV (back office: English).
import { pickupText, pickupTimeText, passengerName, toCollectCell, type Passenger } from "./manifest";
import type { Translator } from "./i18n";
import { peopleSummary } from "./people";
import { orderedZones } from "./pickup";

/** One pickup of the day: who, where and when (as the manifest has them), and the trip it is for with its crew. */
export type RunSheetPickup = Omit<Passenger, "message" | "status" | "checkIn" | "checkInAt" | "paymentState"> & {
  packageTitle: string;
  startTime: string | null;
  guide: string | null;
  vehicle: string | null;
};

/** Pickups with no zone (an address typed without one) come last, under these words. */
export const NO_ZONE = "No zone";

/** What a list of bookings leaves the guide to collect, in cents. */
export const sumToCollect = (rows: readonly { toCollect: number }[]) => rows.reduce((n, r) => n + r.toCollect, 0);

/**
 * The pickups by zone, zones in their usual order (empty ones left out), each zone in the order given (time), with
 * what its pickups leave to collect.
 */
export function groupRunSheet(
  pickups: readonly RunSheetPickup[],
): { zone: string; pickups: RunSheetPickup[]; toCollect: number }[] {
  const zoneOf = (p: RunSheetPickup) => p.pickupZone || NO_ZONE;
  const zones = orderedZones(pickups.map(zoneOf).filter((z) => z !== NO_ZONE));
  return [...zones, NO_ZONE]
    .map((zone) => {
      const inZone = pickups.filter((p) => zoneOf(p) === zone);
      return { zone, pickups: inZone, toCollect: sumToCollect(inZone) };
    })
    .filter((group) => group.pickups.length > 0);
}

/** "Île aux Cerfs — 09:30" (the trip a pickup is for). */
export const tripText = (p: Pick<RunSheetPickup, "packageTitle" | "startTime">) =>
  p.startTime ? `${p.packageTitle} — ${p.startTime}` : p.packageTitle;

/** "Guide: Ravi · Vehicle: Van 3", or "" without either. */
export const crewText = (p: Pick<RunSheetPickup, "guide" | "vehicle">) =>
  [p.guide && `Guide: ${p.guide}`, p.vehicle && `Vehicle: ${p.vehicle}`].filter(Boolean).join(" · ");

export const runSheetColumns = [
  "Zone",
  "Time",
  "Place",
  "Reference",
  "Name",
  "Phone",
  "Party",
  "Package",
  "Guide",
  "Vehicle",
  "To collect (MUR)",
] as const;

/** The CSV's records: the header, then each zone's pickups in time order. */
export function runSheetCsvRows(pickups: readonly RunSheetPickup[], i18n: Translator): (string | number)[][] {
  return [
    [...runSheetColumns],
    ...groupRunSheet(pickups).flatMap((g) =>
      g.pickups.map((p) => [
        g.zone,
        pickupTimeText(p),
        pickupText({ ...p, pickupZone: null }),
        p.reference,
        passengerName(p),
        p.phone,
        peopleSummary(p, i18n),
        tripText(p),
        p.guide ?? "",
        p.vehicle ?? "",
        toCollectCell(p.toCollect),
      ]),
    ),
  ];
}
