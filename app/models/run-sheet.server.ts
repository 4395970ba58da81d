// The pickup run sheet: every pickup of a day across all packages, for the driver who collects for several trips.
// Read-only, one statement whatever the number of packages or bookings.
import { and, asc, eq, isNotNull, notInArray, or, sql } from "drizzle-orm";
import { bookings, departureCrews, guides, vehicles } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { SEAT_FREEING_STATES } from "~/utils/schedule";
import { guideLabel, vehicleLabel } from "./crew.server";
import { collectColumns, pickupColumns, withToCollect } from "./manifest.server";
import type { RunSheetPickup } from "~/utils/run-sheet";

/**
 * The pickups on `date` (YYYY-MM-DD): the bookings holding seats with a pickup place or an address the guest typed,
 * each with its package, its departure's guide and vehicle and what the guide collects, earliest pickup first (those without a time last),
 * then by place and reference. `groupRunSheet` puts them into zones.
 */
export function runSheetOn(date: string): RunSheetPickup[] {
  const crew = and(
    eq(departureCrews.packageId, bookings.packageId),
    eq(departureCrews.date, bookings.date),
    eq(departureCrews.startTime, bookings.startTime),
  );
  const rows = getDb()
    .select({
      ...pickupColumns,
      ...collectColumns,
      packageTitle: bookings.packageTitle,
      startTime: bookings.startTime,
      guide: { name: guides.name, phone: guides.phone },
      vehicle: { name: vehicles.name, kind: vehicles.kind, seats: vehicles.seats },
    })
    .from(bookings)
    .leftJoin(departureCrews, crew)
    .leftJoin(guides, eq(guides.id, departureCrews.guideId))
    .leftJoin(vehicles, eq(vehicles.id, departureCrews.vehicleId))
    .where(
      and(
        eq(bookings.date, date),
        notInArray(bookings.state, [...SEAT_FREEING_STATES]),
        or(isNotNull(bookings.pickupPlace), isNotNull(bookings.pickupAddress)),
      ),
    )
    .orderBy(
      sql`${bookings.pickupTime} IS NULL`,
      asc(bookings.pickupTime),
      asc(bookings.pickupPlace),
      asc(bookings.reference),
    )
    .all();
  return rows.map(({ guide, vehicle, ...r }) => ({
    ...withToCollect(r),
    guide: guide ? guideLabel(guide) : null,
    vehicle: vehicle ? vehicleLabel(vehicle) : null,
  }));
}
