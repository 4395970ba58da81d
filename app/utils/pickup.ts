// Hotel pickup, as guests and staff read it: the zones, the pickup time, and the one wording of a booking's pickup.
import type { Translator } from "~/utils/i18n";

/** The island's coasts, in the order pages list them; staff may add others (messages: `i18n.t(zone)`). */
export const PICKUP_ZONES = [
  /*i18n*/ "North",
  /*i18n*/ "East",
  /*i18n*/ "South-East",
  /*i18n*/ "South-West",
  /*i18n*/ "West",
  /*i18n*/ "Centre",
] as const;

/** The booking form's pickup value for "Another address" (a villa, a guest house), typed into its Address field. */
export const ANOTHER_ADDRESS = "address";

// In the module the booking page's first load already carries (its pickup choice's times), this one's not.
export { pickupTimeFor } from "~/utils/departure-choice";

/** The zones in the order they are listed: the usual six first, then any other in alphabetical order. */
export function orderedZones(zones: Iterable<string>): string[] {
  const known: readonly string[] = PICKUP_ZONES;
  const others = [...new Set(zones)].filter((z) => !known.includes(z)).sort((a, b) => a.localeCompare(b));
  return [...PICKUP_ZONES, ...others];
}

/** Places grouped by zone, zones in their order (empty ones left out), places by name. */
export function groupByZone<T extends { zone: string; name: string }>(
  places: readonly T[],
): { zone: string; places: T[] }[] {
  return orderedZones(places.map((p) => p.zone))
    .map((zone) => ({
      zone,
      places: places.filter((p) => p.zone === zone).sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((group) => group.places.length > 0);
}

/** What a booking keeps of its pickup (all null: the guest comes to the meeting point). */
export type BookingPickup = {
  pickupPlace: string | null;
  pickupZone: string | null;
  pickupTime: string | null;
  /** "Another address" the guest typed (a villa, a guest house): no place nor zone; staff set its time. */
  pickupAddress?: string | null;
  /** The package's meeting point, when the caller attached it to the booking (the e-mails take a booking only). */
  meetingPoint?: string | null;
};

/**
 * The booking's pickup in the one wording every page and e-mail uses, after a "Pickup" label:
 * "Royal Palm (North) at 08:00, Mauritius time", or "none — meeting point: Trou d'Eau Douce jetty", or another
 * address: "Villa Ylang, Flic en Flac — we will tell you the pickup time" until staff set it.
 */
export function pickupText(
  b: BookingPickup,
  i18n: Translator,
  meetingPoint: string | null | undefined = b.meetingPoint,
): string {
  if (b.pickupAddress)
    return b.pickupTime
      ? i18n.t("{place} at {time}, Mauritius time", { place: b.pickupAddress, time: b.pickupTime })
      : i18n.t("{address} — we will tell you the pickup time", { address: b.pickupAddress });
  if (!b.pickupPlace)
    return meetingPoint
      ? i18n.t("none — meeting point: {place}", { place: meetingPoint })
      : i18n.t("none — meeting point");
  const place = b.pickupZone ? `${b.pickupPlace} (${i18n.t(b.pickupZone)})` : b.pickupPlace;
  return b.pickupTime ? i18n.t("{place} at {time}, Mauritius time", { place, time: b.pickupTime }) : place;
}
