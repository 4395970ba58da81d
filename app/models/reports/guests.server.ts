// Guests (issue 32): adults, children and infants; lead time (days between booking and departure, in Mauritius
// days); cancellation and no-show rates, each with what it is a share of. Three statements over the period's
// bookings (the counts per package, the lead time's buckets, its median) and one for the packages' titles.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { holdsSeats, inPeriod, localDate, packageTitles } from "~/models/reports/common.server";
import type { Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";

export type GuestCounts = {
  adults: number;
  children: number;
  infants: number;
  /** All the period's bookings, and of them cancelled and declined. */
  bookings: number;
  cancelled: number;
  declined: number;
  /** Confirmed bookings with a check-in recorded, and of them no-shows. */
  checkIns: number;
  noShows: number;
  /** Confirmed bookings with no check-in recorded (departures to come, or a day nobody marked). */
  notRecorded: number;
};
export type GuestsPackage = GuestCounts & { packageId: string; title: string };
/** A lead time's bucket: its label, a shorter one for a chart's axis, and its bookings. */
export type LeadBucket = { label: string; short: string; count: number };
export type GuestsReport = {
  packages: GuestsPackage[];
  total: GuestCounts;
  lead: { buckets: LeadBucket[]; meanDays: number | null; medianDays: number | null };
};

/** The lead time's buckets: the most days each holds (the last holds the rest). */
export const LEAD_BUCKETS = [
  { label: "0–1 days", short: "0–1 days", upTo: 1 },
  { label: "2–7 days", short: "2–7 days", upTo: 7 },
  { label: "8–30 days", short: "8–30 days", upTo: 30 },
  { label: "31–90 days", short: "31–90 days", upTo: 90 },
  { label: "91 days or more", short: "91+ days", upTo: Infinity },
] as const;

const heldSum = (column: AnyColumn) => sql<number>`coalesce(sum(CASE WHEN ${holdsSeats} THEN ${column} END), 0)`;
const confirmed = sql`${bookings.state} = 'confirmed'`;

/** The period's bookings counted per package: guests of those that hold seats, states, check-ins. */
export function guestCountsQuery(period: Period) {
  return getDb()
    .select({
      packageId: bookings.packageId,
      adults: heldSum(bookings.adults),
      children: heldSum(bookings.children),
      infants: heldSum(bookings.infants),
      bookings: sql<number>`count(*)`,
      cancelled: sql<number>`sum(${bookings.state} = 'cancelled')`,
      declined: sql<number>`sum(${bookings.state} = 'declined')`,
      checkIns: sql<number>`sum(${confirmed} AND ${bookings.checkIn} IS NOT NULL)`,
      noShows: sql<number>`sum(${confirmed} AND ${bookings.checkIn} = 'no-show')`,
      notRecorded: sql<number>`sum(${confirmed} AND ${bookings.checkIn} IS NULL)`,
    })
    .from(bookings)
    .where(inPeriod(bookings.date, period))
    .groupBy(bookings.packageId);
}

/**
 * Days from the Mauritius day a booking was made to its departure's day, for the bookings that hold seats. A
 * booking recorded after its day (a walk-in written up later) counts as 0, not as a negative lead.
 */
const leadDays = (timeZone: string) =>
  sql<number>`max(0, CAST(julianday(${bookings.date}) - julianday(${localDate(bookings.time, timeZone)}) AS INTEGER))`;

const bucketOf = (d: SQL) =>
  sql<number>`CASE ${sql.join(
    LEAD_BUCKETS.slice(0, -1).map((b, i) => sql`WHEN ${d} <= ${sql.raw(String(b.upTo))} THEN ${sql.raw(String(i))}`),
    sql` `,
  )} ELSE ${sql.raw(String(LEAD_BUCKETS.length - 1))} END`;

/** The lead time's buckets (by index in LEAD_BUCKETS): how many bookings, and the sum of their days (for the mean). */
export function leadTimeQuery(period: Period, timeZone: string) {
  const lead = getDb()
    .select({ d: leadDays(timeZone).as("d") })
    .from(bookings)
    .where(sql`${inPeriod(bookings.date, period)} AND ${holdsSeats}`)
    .as("lead");
  return (
    getDb()
      .select({
        bucket: bucketOf(sql`${lead.d}`).as("bucket"),
        count: sql<number>`count(*)`,
        days: sql<number>`sum(${lead.d})`,
      })
      .from(lead)
      // SQLite groups by a result column's name.
      .groupBy(sql`bucket`)
  );
}

/** The middle lead time or two (the `n` bookings sorted by their lead; two when n is even). */
export function leadMedianQuery(period: Period, timeZone: string, n: number) {
  const d = leadDays(timeZone);
  return getDb()
    .select({ d })
    .from(bookings)
    .where(sql`${inPeriod(bookings.date, period)} AND ${holdsSeats}`)
    .orderBy(d)
    .limit(n % 2 === 1 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2));
}

const zero = (): GuestCounts => ({
  adults: 0,
  children: 0,
  infants: 0,
  bookings: 0,
  cancelled: 0,
  declined: 0,
  checkIns: 0,
  noShows: 0,
  notRecorded: 0,
});

export function guestsReport(period: Period, timeZone: string): GuestsReport {
  const counts = guestCountsQuery(period).all();
  const titles = packageTitles(counts.map((c) => c.packageId));
  const total = zero();
  // A sum of a few grouped rows (one a package), not of bookings.
  for (const c of counts) for (const key of Object.keys(total) as (keyof GuestCounts)[]) total[key] += c[key];
  const packages = counts
    .map((c) => ({ ...c, title: titles.get(c.packageId) ?? c.packageId }))
    .sort((a, b) => b.bookings - a.bookings || a.title.localeCompare(b.title));

  const byBucket = new Map(
    leadTimeQuery(period, timeZone)
      .all()
      .map((r) => [r.bucket, r]),
  );
  const buckets = LEAD_BUCKETS.map((b, i) => ({ label: b.label, short: b.short, count: byBucket.get(i)?.count ?? 0 }));
  const n = buckets.reduce((sum, b) => sum + b.count, 0);
  const days = [...byBucket.values()].reduce((sum, r) => sum + r.days, 0);
  let medianDays: number | null = null;
  if (n > 0) {
    const middle = leadMedianQuery(period, timeZone, n).all();
    medianDays = middle.reduce((sum, r) => sum + r.d, 0) / middle.length;
  }
  return { packages, total, lead: { buckets, meanDays: n > 0 ? days / n : null, medianDays } };
}

/** The CSV's columns after the package's name: each count and its heading. */
const CSV_COLUMNS: [keyof GuestCounts, string][] = [
  ["adults", "Adults"],
  ["children", "Children"],
  ["infants", "Infants"],
  ["bookings", "Bookings"],
  ["cancelled", "Cancelled"],
  ["declined", "Declined"],
  ["checkIns", "Check-ins"],
  ["noShows", "No-shows"],
  ["notRecorded", "Check-in not recorded"],
];

export function guestsCsv(report: GuestsReport): CsvCell[][] {
  const row = (name: string, c: GuestCounts): CsvCell[] => [name, ...CSV_COLUMNS.map(([key]) => c[key])];
  return [
    ["Package", ...CSV_COLUMNS.map(([, heading]) => heading)],
    ...report.packages.map((p) => row(p.title, p)),
    row("Total", report.total),
    ["Lead time", "Bookings"],
    ...report.lead.buckets.map((b): CsvCell[] => [b.label, b.count]),
    ["Mean (days)", report.lead.meanDays === null ? null : Math.round(report.lead.meanDays * 10) / 10],
    ["Median (days)", report.lead.medianDays],
  ];
}
