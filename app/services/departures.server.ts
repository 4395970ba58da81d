// What the booking page shows of a package's departures, read once for its loader and again, with JavaScript,
// each time someone else's booking or a staff change moves the seats (routes/resources.departures.$packageId.tsx).
import { packageAvailability, type PackageRef } from "~/models/schedule.server";
import { departureLabel, departureSeats, type AvailableDeparture, type DepartureSeats } from "~/utils/schedule";
import { formatDepartureDate } from "~/utils/time";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";

/** How many next departures the page lists (the buttons that fill the departure in, with or without JavaScript). */
const DEPARTURES_LISTED = 8;

/** A departure as the page offers it: a button that fills its date and start time in, or, sold out, its label alone. */
export type OfferedDeparture = { date: string; day: string; startTime: string; label: string; bookable: boolean };

export function offered(d: AvailableDeparture, i18n: Translator): OfferedDeparture {
  return {
    date: d.date,
    day: formatDepartureDate(d.date, i18n),
    startTime: d.startTime,
    label: departureLabel(d, i18n),
    bookable: d.status === "open",
  };
}

export type BookingDepartures = {
  /** Whether the package has a schedule at all (without one it books as before). */
  scheduled: boolean;
  /** The next departures listed beside the form. */
  departures: OfferedDeparture[];
  /** The start-time choice: only when some day has more than one start. */
  startTimes: string[];
  /** Every departure of the 90 days from the first bookable date, for the calendar and the start-time choice. */
  seats: DepartureSeats[];
};

/** A package's departures as the booking page shows them: three SQL statements (packageAvailability). */
export function bookingDepartures(pkg: PackageRef, i18n: Translator = translator("en")): BookingDepartures {
  const { scheduled, departures } = packageAvailability(pkg);
  // Open or sold out, from the first bookable date: what a guest can choose from (closed days are left out).
  const upcoming = departures.filter((d) => d.status === "open" || d.status === "sold-out");
  const startsPerDay = new Map<string, number>();
  for (const d of departures) startsPerDay.set(d.date, (startsPerDay.get(d.date) ?? 0) + 1);
  return {
    scheduled,
    departures: upcoming.slice(0, DEPARTURES_LISTED).map((d) => offered(d, i18n)),
    startTimes: [...startsPerDay.values()].some((n) => n > 1)
      ? [...new Set(departures.map((d) => d.startTime))].sort()
      : [],
    seats: departureSeats(departures),
  };
}
