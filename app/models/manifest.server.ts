// The departure manifest: who travels on each departure of a day, in the order the driver picks them up.
// Read-only; six statements whatever the number of packages or bookings (packages, the three reads of the
// departures engine, the day's bookings, the day's crews).
import { asc, eq, sql } from "drizzle-orm";
import { bookings, packages } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { checkInCounts, type CheckInCounts } from "~/utils/check-in";
import type { Departure } from "~/utils/manifest";
import { balanceOf, type MoneyOfBooking } from "~/utils/payment";
import { holdsSeats } from "~/utils/schedule";
import { crewsOn, NO_CREW, type Crew } from "./crew.server";
import { departuresOfDate } from "./schedule.server";

export type ManifestPassenger = Pick<
  typeof bookings.$inferSelect,
  | "reference"
  | "userId"
  | "name"
  | "surname"
  | "email"
  | "phone"
  | "adults"
  | "children"
  | "infants"
  | "pickupPlace"
  | "pickupZone"
  | "pickupTime"
  | "pickupAddress"
  | "message"
  | "status"
  | "state"
  | "checkIn"
  | "checkInAt"
  | "paymentState"
> & {
  /** The balance the guide takes on the day, in cents (0: paid, or not travelling). */
  toCollect: number;
};

/** A departure as the manifest shows it (its seats, note and passengers: utils/manifest.ts), and which one it is. */
export type ManifestDeparture = Omit<Departure, "passengers"> & {
  /** "{packageId}|{HH:MM}", or "{packageId}|" for the bookings of a package without a set time. */
  key: string;
  packageId: string;
  date: string;
  /** Pending and confirmed bookings, in pickup order. */
  passengers: ManifestPassenger[];
  /** Cancelled and declined bookings: not passengers, listed apart. */
  notTravelling: ManifestPassenger[];
  totals: { adults: number; children: number; infants: number };
  /** People checked in, waiting and no-shows among the passengers. */
  counts: CheckInCounts;
  /** What the guide takes from the passengers on the day, in cents. */
  toCollect: number;
  /** The guide and vehicle given the departure (all null: none). */
  crew: Crew;
};

/** Who is picked up where and when: the columns the manifest and the run sheet both read of a booking. */
export const pickupColumns = {
  reference: bookings.reference,
  name: bookings.name,
  surname: bookings.surname,
  phone: bookings.phone,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  pickupPlace: bookings.pickupPlace,
  pickupZone: bookings.pickupZone,
  pickupTime: bookings.pickupTime,
  pickupAddress: bookings.pickupAddress,
};

/** What a booking's balance is worked out from (utils/payment.ts balanceOf), read with the rows that show it. */
export const collectColumns = {
  state: bookings.state,
  total: bookings.total,
  paid: bookings.paid,
  depositDue: bookings.depositDue,
  refunded: bookings.refunded,
};

/** A row read with `collectColumns` as the pages keep it: its money reduced to what the guide takes on the day. */
export function withToCollect<R extends MoneyOfBooking>({
  total,
  paid,
  depositDue,
  refunded,
  ...row
}: R): Omit<R, "total" | "paid" | "depositDue" | "refunded"> & { toCollect: number } {
  return { ...row, toCollect: balanceOf({ state: row.state, total, paid, depositDue, refunded }) };
}

const keyOf = (packageId: string, startTime: string | null) => `${packageId}|${startTime ?? ""}`;

/**
 * The day's bookings in pickup order: by package and start, then pickup time (earliest first), then the
 * place's name, guests who come to the meeting point last; the reference keeps the order stable.
 */
function bookingsOn(date: string) {
  return getDb()
    .select({
      packageId: bookings.packageId,
      packageTitle: bookings.packageTitle,
      startTime: bookings.startTime,
      ...pickupColumns,
      userId: bookings.userId,
      email: bookings.email,
      message: bookings.message,
      status: bookings.status,
      ...collectColumns,
      paymentState: bookings.paymentState,
      checkIn: bookings.checkIn,
      checkInAt: bookings.checkInAt,
    })
    .from(bookings)
    .where(eq(bookings.date, date))
    .orderBy(
      asc(bookings.packageId),
      asc(bookings.startTime),
      sql`${bookings.pickupTime} IS NULL`,
      asc(bookings.pickupTime),
      asc(bookings.pickupPlace),
      asc(bookings.reference),
    )
    .all();
}

/**
 * Every departure on `date` (YYYY-MM-DD): the departures of active packages (closed ones too, with their note),
 * and any other with bookings (a package archived since, a booking without a set time), each with its passengers.
 * Sorted by start time, then package; "No set time" last.
 */
export function manifestOn(date: string, now = new Date()): ManifestDeparture[] {
  const pkgs = getDb()
    .select({
      id: packages.id,
      title: packages.title,
      status: packages.status,
      cutoffHours: packages.cutoffHours,
      meetingPoint: packages.meetingPoint,
    })
    .from(packages)
    .all();
  const byId = new Map(pkgs.map((p) => [p.id, p]));
  const sections = new Map<string, ManifestDeparture>();
  const section = (packageId: string, startTime: string | null, title: string): ManifestDeparture => {
    const key = keyOf(packageId, startTime);
    let s = sections.get(key);
    if (!s) {
      const pkg = byId.get(packageId);
      s = {
        key,
        packageId,
        packageTitle: pkg?.title ?? title,
        date,
        startTime,
        meetingPoint: pkg?.meetingPoint ?? "",
        seats: null,
        seatsTaken: 0,
        seatsLeft: null,
        closed: false,
        note: "",
        passengers: [],
        notTravelling: [],
        totals: { adults: 0, children: 0, infants: 0 },
        counts: { checkedIn: 0, waiting: 0, noShow: 0 },
        toCollect: 0,
        crew: NO_CREW,
      };
      sections.set(key, s);
    }
    return s;
  };

  const departures = departuresOfDate(pkgs, date, now);
  for (const pkg of pkgs) {
    for (const d of departures.get(pkg.id) ?? []) {
      const s = section(pkg.id, d.startTime, pkg.title);
      Object.assign(s, {
        seats: d.seats,
        seatsTaken: d.seatsTaken,
        seatsLeft: d.seatsLeft,
        closed: d.closed,
        note: d.note ?? "",
      });
    }
  }
  for (const { packageId, packageTitle, startTime, ...row } of bookingsOn(date)) {
    const s = section(packageId, startTime, packageTitle);
    const passenger = withToCollect(row);
    if (holdsSeats(passenger.state)) {
      s.passengers.push(passenger);
      s.toCollect += passenger.toCollect;
      s.totals.adults += passenger.adults;
      s.totals.children += passenger.children;
      s.totals.infants += passenger.infants;
    } else {
      s.notTravelling.push(passenger);
    }
  }
  const crews = crewsOn(date);
  for (const s of sections.values()) {
    // Without a departure, what the bookings hold is all there is to say about seats.
    if (s.seats === null) s.seatsTaken = s.totals.adults + s.totals.children;
    s.counts = checkInCounts(s.passengers);
    s.crew = crews.get(s.key) ?? NO_CREW;
  }
  // A retired package's departure is listed only when someone is (or was) booked on it.
  const shown = [...sections.values()].filter(
    (s) => s.passengers.length > 0 || s.notTravelling.length > 0 || byId.get(s.packageId)?.status === "active",
  );
  return shown.sort(
    (a, b) =>
      (a.startTime === null ? 1 : 0) - (b.startTime === null ? 1 : 0) ||
      (a.startTime ?? "").localeCompare(b.startTime ?? "") ||
      a.packageTitle.localeCompare(b.packageTitle),
  );
}

/** One departure of the manifest (the cancel and message actions), or null when the date has no such departure. */
export function manifestDeparture(
  date: string,
  packageId: string,
  startTime: string | null,
  now = new Date(),
): ManifestDeparture | null {
  return manifestOn(date, now).find((d) => d.key === keyOf(packageId, startTime)) ?? null;
}
