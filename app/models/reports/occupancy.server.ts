// Occupancy (issue 32): seats sold of seats offered, per package and per week of the period, and the admin home's
// next 14 days. Seats sold are SQL aggregates over the bookings (read from bookings_report_idx alone); seats offered
// are not stored rows but the schedule expanded (scheduledDepartures), which grows with days, not bookings.
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings, packages } from "~/db/schema";
import { monthsOf, percent, weekStart, weeksOf, WEEK_START_SQL, type Bucket, type Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";
import { addDays, todayIn } from "~/utils/time";
import { inPeriod } from "./common.server";
import { holdingState, packagesAvailability, scheduledDepartures, seatsTakenSql } from "~/models/schedule.server";

export type OccupancyCell = {
  /** Seats (adults and children) of bookings holding them (neither cancelled nor declined) on a day with a departure offered. */
  sold: number;
  /** Seats of the scheduled departures that are not closed. */
  offered: number;
  /**
   * Seats held on a day the package offered no departure (it has no schedule, or the day's departures were removed or
   * closed): not in `sold`, so that sold of offered stays an occupancy; shown apart.
   */
  unscheduled: number;
};
export type OccupancyWeek = OccupancyCell & { week: string };
export type OccupancyMonth = OccupancyCell & { month: string };
export type OccupancyPackage = OccupancyCell & {
  packageId: string;
  title: string;
  weeks: OccupancyWeek[];
  months: OccupancyMonth[];
};
export type OccupancyReport = {
  weeks: Bucket[];
  /** The months the period touches (a long period's chart reads better by month than by a hundred weeks). */
  months: Bucket[];
  packages: OccupancyPackage[];
  /** All packages, week by week and month by month. */
  byWeek: OccupancyWeek[];
  byMonth: OccupancyMonth[];
  total: OccupancyCell;
};

const zero = (): OccupancyCell => ({ sold: 0, offered: 0, unscheduled: 0 });
const add = (to: OccupancyCell, from: OccupancyCell) => {
  to.sold += from.sold;
  to.offered += from.offered;
  to.unscheduled += from.unscheduled;
};

const [weekBefore, weekAfter] = WEEK_START_SQL.split("%s");

/**
 * The seats held in the period by package and day (the day's week beside it, as SQL works it out): a covering scan
 * of bookings_report_idx. By day rather than by departure because the index does not hold the start time, and
 * reading the rows for it would cost a look-up per booking.
 */
const soldQuery = (p: Period) =>
  getDb()
    .select({
      packageId: bookings.packageId,
      date: bookings.date,
      week: sql<string>`${sql.raw(weekBefore)}${bookings.date}${sql.raw(weekAfter)}`,
      seats: sql<number>`sum(${seatsTakenSql})`,
    })
    .from(bookings)
    .where(and(inPeriod(bookings.date, p), holdingState))
    .groupBy(bookings.packageId, bookings.date);

/**
 * The packages a period reports on, with their titles, in one statement: the active ones (those with a schedule
 * show by their departures) and any with seats sold; a package deleted since keeps the title its bookings copied.
 */
function reportPackages(soldIds: readonly string[]): { id: string; title: string }[] {
  const ids = JSON.stringify(soldIds);
  return getDb().all<{ id: string; title: string }>(sql`
    SELECT ${packages.id} AS id, ${packages.title} AS title FROM ${packages}
    WHERE ${packages.status} = 'active' OR ${packages.id} IN (SELECT value FROM json_each(${ids}))
    UNION ALL
    SELECT j.value, (SELECT ${bookings.packageTitle} FROM ${bookings} WHERE ${bookings.packageId} = j.value LIMIT 1)
    FROM json_each(${ids}) j WHERE j.value NOT IN (SELECT ${packages.id} FROM ${packages})`);
}

/** The period's occupancy in four statements: the seats sold, the packages, the schedules' rules and exceptions. */
export function occupancyReport(period: Period, timeZone: string): OccupancyReport {
  void timeZone; // Departure dates are Mauritius days already: nothing to convert.
  const weeks = weeksOf(period);
  const sold = soldQuery(period).all();
  const soldIds = new Set(sold.map((r) => r.packageId));
  const pkgs = reportPackages([...soldIds]);
  const departures = scheduledDepartures(
    pkgs.map((p) => p.id),
    period.from,
    period.to,
  );

  const months = monthsOf(period);
  // A date's week, worked out once per date (two years of departures are tens of thousands, on 731 dates).
  const weekOf = new Map<string, string>();
  const week = (date: string) => weekOf.get(date) ?? weekOf.set(date, weekStart(date)).get(date)!;
  type Own = {
    title: string;
    weeks: Map<string, OccupancyCell>;
    months: Map<string, OccupancyCell>;
    days: Set<string>;
  };
  const cells = (buckets: Bucket[]) => new Map(buckets.map((b) => [b.key, zero()]));
  const byPackage = new Map<string, Own>();
  for (const p of pkgs) {
    const own: Own = { title: p.title, weeks: cells(weeks), months: cells(months), days: new Set() };
    const scheduled = departures.get(p.id) ?? [];
    for (const d of scheduled) {
      if (d.closed) continue;
      own.days.add(d.date);
      own.weeks.get(week(d.date))!.offered += d.seats;
      own.months.get(d.date.slice(0, 7))!.offered += d.seats;
    }
    // An active package with no departure and nothing sold in the period has nothing to report.
    if (scheduled.length > 0 || soldIds.has(p.id)) byPackage.set(p.id, own);
  }
  for (const r of sold) {
    const own = byPackage.get(r.packageId);
    if (!own) continue;
    const part = own.days.has(r.date) ? "sold" : "unscheduled";
    own.weeks.get(r.week)![part] += r.seats;
    own.months.get(r.date.slice(0, 7))![part] += r.seats;
  }

  const byWeek = weeks.map((w) => ({ week: w.key, ...zero() }));
  const byMonth = months.map((m) => ({ month: m.key, ...zero() }));
  const total = zero();
  const rows: OccupancyPackage[] = [...byPackage].map(([packageId, own]) => {
    const row: OccupancyPackage = { packageId, title: own.title, ...zero(), weeks: [], months: [] };
    weeks.forEach((w, i) => {
      const cell = own.weeks.get(w.key)!;
      row.weeks.push({ week: w.key, ...cell });
      add(row, cell);
      add(byWeek[i], cell);
    });
    months.forEach((m, i) => {
      const cell = own.months.get(m.key)!;
      row.months.push({ month: m.key, ...cell });
      add(byMonth[i], cell);
    });
    add(total, row);
    return row;
  });
  rows.sort((a, b) => a.title.localeCompare(b.title, "en") || a.packageId.localeCompare(b.packageId));
  return { weeks, months, packages: rows, byWeek, byMonth, total };
}

/** Sold of offered as the CSV writes it: "62%", or nothing when no seat was offered. */
const csvPercent = (c: OccupancyCell) => (c.offered > 0 ? percent(c.sold, c.offered) : null);
const csvCells = (c: OccupancyCell): CsvCell[] => [c.sold, c.offered, csvPercent(c), c.unscheduled];

/** The CSV: a row per package and week, then a row per package for all weeks, then all packages. */
export function occupancyCsv(report: OccupancyReport): CsvCell[][] {
  return [
    ["Package", "Week starting", "Seats sold", "Seats offered", "Occupancy", "Seats sold without a departure"],
    ...report.packages.flatMap((p) => p.weeks.map((w) => [p.title, w.week, ...csvCells(w)])),
    ...report.packages.map((p) => [p.title, "All weeks", ...csvCells(p)]),
    ["All packages", "All weeks", ...csvCells(report.total)],
  ];
}

export type OccupancyDay = {
  date: string;
  /** Seats of the day's departures that are not closed. */
  offered: number;
  /** Seats held on all the day's departures (pending and confirmed bookings). */
  taken: number;
  /** The day has departures, every one closed. */
  closed: boolean;
  /** The day has no departure at all. */
  none: boolean;
};
export type OccupancyStripPackage = { packageId: string; title: string; days: OccupancyDay[] };

/**
 * The admin home's next 14 days from today (Mauritius), per active package with a schedule: the seats offered and
 * taken each day. Four statements (the packages, then packagesAvailability's three), whatever the bookings.
 */
export function occupancyNext14(timeZone: string, now = new Date()): OccupancyStripPackage[] {
  const active = getDb()
    .select({ id: packages.id, title: packages.title, cutoffHours: packages.cutoffHours })
    .from(packages)
    .where(eq(packages.status, "active"))
    .orderBy(asc(packages.position), asc(packages.createdAt))
    .all();
  const windows = packagesAvailability(active, { now, days: 14 });
  const today = todayIn(timeZone, now);
  const dates = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  return active.flatMap((p) => {
    const avail = windows.get(p.id);
    if (!avail?.scheduled) return [];
    const days = dates.map((date): OccupancyDay => {
      const on = avail.departures.filter((d) => d.date === date);
      const open = on.filter((d) => !d.closed);
      return {
        date,
        offered: open.reduce((n, d) => n + d.seats, 0),
        taken: on.reduce((n, d) => n + d.seatsTaken, 0),
        closed: on.length > 0 && open.length === 0,
        none: on.length === 0,
      };
    });
    return [{ packageId: p.id, title: p.title, days }];
  });
}
