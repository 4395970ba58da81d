// Guests (issue 32): adults, children and infants; lead time (days between booking and departure, in Mauritius
// days); cancellation and no-show rates, each with what it is a share of. Two statements over the period's
// bookings (the counts per package; the bookings per number of days of lead time) and one for the packages' titles.
import { and, notInArray, sql, type SQLWrapper } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { inPeriod, localDate, packageTitles } from "~/models/reports/common.server";
import { holdingState } from "~/models/schedule.server";
import type { Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";
import { SEAT_FREEING_STATES } from "~/utils/schedule";

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

/**
 * The period's bookings counted per package: guests of those that hold seats, states, check-ins. In two steps: first
 * per day, state and package, in the covering index's own order (no sort: on two years, the per-package sort of every
 * booking took 4 times as long), then those few rows per package.
 */
export function guestCountsQuery(period: Period) {
  const daily = getDb()
    .select({
      packageId: bookings.packageId,
      state: bookings.state,
      adults: sql<number>`sum(${bookings.adults})`.as("adults"),
      children: sql<number>`sum(${bookings.children})`.as("children"),
      infants: sql<number>`sum(${bookings.infants})`.as("infants"),
      bookings: sql<number>`count(*)`.as("bookings"),
      checkIns: sql<number>`sum(${bookings.checkIn} IS NOT NULL)`.as("check_ins"),
      noShows: sql<number>`sum(${bookings.checkIn} = 'no-show')`.as("no_shows"),
      notRecorded: sql<number>`sum(${bookings.checkIn} IS NULL)`.as("not_recorded"),
    })
    .from(bookings)
    .where(inPeriod(bookings.date, period))
    .groupBy(bookings.date, bookings.state, bookings.packageId)
    .as("daily");
  const held = notInArray(daily.state, [...SEAT_FREEING_STATES]);
  const ofState = (state: string, column: SQLWrapper) =>
    sql<number>`coalesce(sum(CASE WHEN ${daily.state} = ${state} THEN ${column} END), 0)`;
  const heldSum = (column: SQLWrapper) => sql<number>`coalesce(sum(CASE WHEN ${held} THEN ${column} END), 0)`;
  return getDb()
    .select({
      packageId: daily.packageId,
      adults: heldSum(daily.adults),
      children: heldSum(daily.children),
      infants: heldSum(daily.infants),
      bookings: sql<number>`sum(${daily.bookings})`,
      cancelled: ofState("cancelled", daily.bookings),
      declined: ofState("declined", daily.bookings),
      checkIns: ofState("confirmed", daily.checkIns),
      noShows: ofState("confirmed", daily.noShows),
      notRecorded: ofState("confirmed", daily.notRecorded),
    })
    .from(daily)
    .groupBy(daily.packageId);
}

/**
 * The bookings that hold seats per number of days from the Mauritius day they were made to their departure's day
 * (a few hundred rows at most, one a number of days): the lead time's buckets, mean and median all come from it. A
 * booking recorded after its day (a walk-in written up later) counts as 0 days, not as a negative lead.
 */
export function leadDaysQuery(period: Period, timeZone: string) {
  const days = sql<number>`max(0, CAST(julianday(${bookings.date}) - julianday(${localDate(bookings.time, timeZone)}) AS INTEGER))`;
  return (
    getDb()
      .select({ days: days.as("days"), bookings: sql<number>`count(*)` })
      .from(bookings)
      .where(and(inPeriod(bookings.date, period), holdingState))
      // SQLite groups by a result column's name (the expression once, its parameters once).
      .groupBy(sql`days`)
      .orderBy(sql`days`)
  );
}

/** The lead time's buckets, mean and median, from the bookings per number of days (sorted by days). */
export function leadOf(rows: readonly { days: number; bookings: number }[]): GuestsReport["lead"] {
  const buckets = LEAD_BUCKETS.map((b) => ({ label: b.label, short: b.short, count: 0 }));
  let n = 0;
  let sum = 0;
  for (const r of rows) {
    buckets[LEAD_BUCKETS.findIndex((b) => r.days <= b.upTo)].count += r.bookings;
    n += r.bookings;
    sum += r.days * r.bookings;
  }
  if (n === 0) return { buckets, meanDays: null, medianDays: null };
  // The middle booking's days, or the mean of the two middle ones' when n is even (0-based positions).
  const at = (position: number) => {
    let seen = 0;
    for (const r of rows) {
      seen += r.bookings;
      if (position < seen) return r.days;
    }
    return rows[rows.length - 1].days;
  };
  return { buckets, meanDays: sum / n, medianDays: (at(Math.floor((n - 1) / 2)) + at(Math.floor(n / 2))) / 2 };
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

  return { packages, total, lead: leadOf(leadDaysQuery(period, timeZone).all()) };
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
