// Revenue (issue 32): booked (confirmed bookings' totals, by departure date), paid and refunded (the ledger, by the
// Mauritius day the money was recorded), by package and by month. A cash view of the ledger: money recorded in the
// period counts in it whatever its booking's departure date, so a month's paid and booked need not match.
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { monthsOf, type Bucket, type Period } from "~/utils/report-period";
import { csvRupees, type CsvCell } from "~/utils/reports";
import { bucketValues, inPeriod, packageTitles } from "./common.server";

/** Money in MUR cents (the ledger's unit; a booking's whole-rupee total × 100). Net is paid less refunded. */
export type RevenueCells = { bookedCents: number; paidCents: number; refundedCents: number; netCents: number };
/** The money, and the confirmed bookings it was booked on: those on request have no total, so are not in `bookedCents`. */
export type RevenueFigures = RevenueCells & { confirmed: number; onRequest: number };
export type RevenueMonth = RevenueFigures & { month: string };
export type RevenuePackage = RevenueFigures & {
  packageId: string;
  title: string;
  /** Every month of the period, in order (zero where nothing happened). */
  months: RevenueMonth[];
};
export type RevenueReport = {
  months: Bucket[];
  /** Booked the most first, then by title. */
  packages: RevenuePackage[];
  /** All packages, every month of the period in order. */
  byMonth: RevenueMonth[];
  total: RevenueFigures;
};

type BookedRow = { packageId: string; month: string; bookedCents: number; confirmed: number; onRequest: number };
type LedgerRow = { packageId: string; month: string; paidCents: number; refundedCents: number };

/**
 * The period's confirmed bookings by package and month of departure. Reads `bookings_report_idx` alone (date, state,
 * package, total): a two-year period never reads the wide rows. `total` is whole rupees, or NULL on request.
 * Named, as SQLite's planner picks otherwise: (state, date) without statistics, and after ANALYZE on 100,000 bookings
 * a scan of (package_id, date, state) reading every row, 6 times slower over two years (177 ms against 31 ms).
 */
export function bookedQuery(period: Period): SQL {
  return sql`SELECT package_id AS packageId, substr(date, 1, 7) AS month,
      coalesce(sum(total), 0) * 100 AS bookedCents, count(*) AS confirmed, sum(total IS NULL) AS onRequest
    FROM ${bookings} INDEXED BY bookings_report_idx
    WHERE ${inPeriod(bookings.date, period)} AND state = 'confirmed'
    GROUP BY package_id, month`;
}

/**
 * The ledger's payments and refunds by the Mauritius month they were recorded in and their booking's package: each
 * month's UTC bounds search `payments_created_idx`, and the booking is found by its reference (the primary key).
 */
export function ledgerQuery(period: Period, timeZone: string): SQL {
  return sql`WITH buckets(key, lo, hi) AS (VALUES ${bucketValues(monthsOf(period), timeZone)})
    SELECT buckets.key AS month, bookings.package_id AS packageId,
      sum(CASE payments.kind WHEN 'payment' THEN payments.amount ELSE 0 END) AS paidCents,
      sum(CASE payments.kind WHEN 'refund' THEN payments.amount ELSE 0 END) AS refundedCents
    FROM buckets
    JOIN payments ON payments.created_at >= buckets.lo AND payments.created_at < buckets.hi
    JOIN bookings ON bookings.reference = payments.booking_reference
    GROUP BY buckets.key, bookings.package_id`;
}

const zero = (): RevenueFigures => ({
  bookedCents: 0,
  paidCents: 0,
  refundedCents: 0,
  netCents: 0,
  confirmed: 0,
  onRequest: 0,
});

function sumOf(all: readonly RevenueFigures[]): RevenueFigures {
  const sum = zero();
  for (const f of all) {
    sum.bookedCents += f.bookedCents;
    sum.paidCents += f.paidCents;
    sum.refundedCents += f.refundedCents;
    sum.confirmed += f.confirmed;
    sum.onRequest += f.onRequest;
  }
  sum.netCents = sum.paidCents - sum.refundedCents;
  return sum;
}

/**
 * The titles of the packages found: the package's own, else (a package deleted for good) the title its bookings
 * kept, read only then.
 */
function titlesOf(ids: string[]): Map<string, string> {
  const titles = packageTitles(ids);
  const gone = ids.filter((id) => !titles.has(id));
  if (gone.length) {
    const kept = getDb().all<{ packageId: string; title: string }>(
      sql`SELECT package_id AS packageId, max(package_title) AS title FROM ${bookings}
        WHERE package_id IN (${sql.join(
          gone.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY package_id`,
    );
    for (const k of kept) titles.set(k.packageId, k.title);
  }
  return titles;
}

/** The period's revenue, in three or four statements whatever its length. */
export function revenueReport(period: Period, timeZone: string): RevenueReport {
  const months = monthsOf(period);
  const db = getDb();
  const booked = db.all<BookedRow>(bookedQuery(period));
  const ledger = db.all<LedgerRow>(ledgerQuery(period, timeZone));

  // Package → month → figures, summed in JavaScript only over the grouped rows (a package and month each).
  const cells = new Map<string, Map<string, RevenueFigures>>();
  const cell = (packageId: string, month: string) => {
    let byMonth = cells.get(packageId);
    if (!byMonth) cells.set(packageId, (byMonth = new Map()));
    let figures = byMonth.get(month);
    if (!figures) byMonth.set(month, (figures = zero()));
    return figures;
  };
  for (const { packageId, month, bookedCents, confirmed, onRequest } of booked)
    Object.assign(cell(packageId, month), { bookedCents, confirmed, onRequest });
  for (const { packageId, month, paidCents, refundedCents } of ledger)
    Object.assign(cell(packageId, month), { paidCents, refundedCents });

  const titles = titlesOf([...cells.keys()]);
  const packages = [...cells].map(([packageId, found]): RevenuePackage => {
    const byMonth = months.map(({ key }) => {
      const f = found.get(key) ?? zero();
      return { ...sumOf([f]), month: key };
    });
    return { packageId, title: titles.get(packageId) ?? packageId, ...sumOf(byMonth), months: byMonth };
  });
  packages.sort((a, b) => b.bookedCents - a.bookedCents || a.title.localeCompare(b.title, "en"));

  const byMonth = months.map(({ key }, i) => ({ ...sumOf(packages.map((p) => p.months[i])), month: key }));
  return { months, packages, byMonth, total: sumOf(byMonth) };
}

const csvFigures = (f: RevenueFigures): CsvCell[] => [
  f.confirmed,
  f.onRequest,
  csvRupees(f.bookedCents),
  csvRupees(f.paidCents),
  csvRupees(f.refundedCents),
  csvRupees(f.netCents),
];

/**
 * The page's figures as rows: each package by month (months as "2026-11"), then its "All months"; then all packages
 * by month and in all (zeros for a period without revenue). Money in rupees with two decimals.
 */
export function revenueCsv(report: RevenueReport): CsvCell[][] {
  const heading = [
    "Package",
    "Month",
    "Confirmed bookings",
    "On request",
    "Booked (MUR)",
    "Paid (MUR)",
    "Refunded (MUR)",
    "Net (MUR)",
  ];
  const block = (label: string, months: readonly RevenueMonth[], all: RevenueFigures): CsvCell[][] => [
    ...months.map((m) => [label, m.month, ...csvFigures(m)]),
    [label, "All months", ...csvFigures(all)],
  ];
  return [
    heading,
    ...report.packages.flatMap((p) => block(p.title, p.months, p)),
    ...block("All packages", report.byMonth, report.total),
  ];
}
