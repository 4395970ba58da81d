// The period a report covers (issue 32): Mauritius calendar days, from and to included, as `bookings.date` holds
// them. A whole month by default ("this month"), stepped to the month before or after; or any range of days up to
// two years, stepped by its own length. Pure: the reports' pages, their CSVs and the tests read the same rules.
import { addDays, departureInstant } from "~/utils/time";

export type Period = { from: string; to: string; month: string | null };

/** The longest range a report covers: two years and a day (a leap year's two years). */
export const MAX_PERIOD_DAYS = 731;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const PERIOD_ERRORS = {
  order: "The end date is before the start date.",
  tooLong: `A report covers at most ${MAX_PERIOD_DAYS} days: choose a shorter range.`,
  notDate: "Enter the start and end dates as dates, or choose a month.",
} as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Days between two calendar dates (to − from), in whole days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A real calendar date written YYYY-MM-DD (not 30 February). */
const isDate = (s: string) => DATE.test(s) && addDays(s, 0) === s;

/** The last day of a month ("2026-02" → "2026-02-28"). */
function lastDayOf(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A whole month as a period. */
export function monthPeriod(month: string): Period {
  return { from: `${month}-01`, to: lastDayOf(month), month };
}

/** The month a date is in, moved by `step` months ("2026-11-27", -1 → "2026-10"). */
function monthOf(date: string, step = 0): string {
  const [y, m] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 7);
}

/**
 * The period a report's address asks for: `?month=YYYY-MM`, or `?from=&to=` (a custom range), else the month of
 * `today`. A range that cannot be one (a date that is not a date, the end before the start, over MAX_PERIOD_DAYS)
 * gives this month and the message saying why, which the page shows at the period's form.
 */
export function readPeriod(params: URLSearchParams, today: string): { period: Period; error: string | null } {
  const thisMonth = monthPeriod(monthOf(today));
  const month = params.get("month")?.trim() ?? "";
  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  if (from || to) {
    if (!isDate(from) || !isDate(to)) return { period: thisMonth, error: PERIOD_ERRORS.notDate };
    if (from > to) return { period: thisMonth, error: PERIOD_ERRORS.order };
    if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) return { period: thisMonth, error: PERIOD_ERRORS.tooLong };
    // A range that is exactly a month is that month (its label, its steps).
    const whole = monthPeriod(from.slice(0, 7));
    return { period: whole.from === from && whole.to === to ? whole : { from, to, month: null }, error: null };
  }
  if (MONTH.test(month)) return { period: monthPeriod(month), error: null };
  return { period: thisMonth, error: null };
}

/** The period before (-1) or after (1): the month before or after, or a range of the same length just before or after. */
export function stepPeriod(p: Period, step: -1 | 1): Period {
  if (p.month) return monthPeriod(monthOf(p.from, step));
  const length = daysBetween(p.from, p.to) + 1;
  return { from: addDays(p.from, step * length), to: addDays(p.to, step * length), month: null };
}

/** The period as an address's query, without "?" ("month=2026-11", "from=2026-11-01&to=2026-12-15"). */
export function periodQuery(p: Period): string {
  return p.month ? `month=${p.month}` : `from=${p.from}&to=${p.to}`;
}

/** "27 Nov 2026": a day as the reports write it. */
export function shortDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTH_NAMES[m - 1].slice(0, 3)} ${y}`;
}

/** "November 2026" for a month; "1 Nov 2026 – 15 Dec 2026" for a range. */
export function periodLabel(p: Period): string {
  if (p.month) {
    const [y, m] = p.month.split("-").map(Number);
    return `${MONTH_NAMES[m - 1]} ${y}`;
  }
  return p.from === p.to ? shortDay(p.from) : `${shortDay(p.from)} – ${shortDay(p.to)}`;
}

/** A month key as a short label ("2026-11" → "Nov 2026"). */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTH_NAMES[m - 1].slice(0, 3)} ${y}`;
}

/** A report's CSV file name, with its period: "occupancy-2026-11-01_2026-11-30.csv". */
export function periodFileName(report: string, p: Period): string {
  return `${report}-${p.from}_${p.to}.csv`;
}

/** The Monday of a date's week (ISO weeks): what SQLite's `date(d, 'weekday 0', '-6 days')` gives too. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((day + 6) % 7));
}

/** The SQL of `weekStart` on a date column (SQLite's date functions). */
export const WEEK_START_SQL = "date(%s, 'weekday 0', '-6 days')";

export type Bucket = { key: string; from: string; to: string };

/** The months a period touches, each clipped to the period. */
export function monthsOf(p: Period): Bucket[] {
  const out: Bucket[] = [];
  for (let month = p.from.slice(0, 7); month <= p.to.slice(0, 7); month = monthOf(`${month}-01`, 1)) {
    const whole = monthPeriod(month);
    out.push({ key: month, from: whole.from < p.from ? p.from : whole.from, to: whole.to > p.to ? p.to : whole.to });
  }
  return out;
}

/** The weeks (from Monday) a period touches, each clipped to the period; keyed by their Monday. */
export function weeksOf(p: Period): Bucket[] {
  const out: Bucket[] = [];
  for (let monday = weekStart(p.from); monday <= p.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    out.push({ key: monday, from: monday < p.from ? p.from : monday, to: sunday > p.to ? p.to : sunday });
  }
  return out;
}

/**
 * The instants (UTC, ISO) a range of Mauritius days runs between: from the first instant of `from` to the first of
 * the day after `to` (excluded), for columns that hold instants (`payments.created_at`, `bookings.time`).
 */
export function utcBounds(from: string, to: string, timeZone: string): { lo: string; hi: string } {
  return {
    lo: departureInstant(from, "00:00", timeZone).toISOString(),
    hi: departureInstant(addDays(to, 1), "00:00", timeZone).toISOString(),
  };
}

/** A share as people read it: "62%", "—" when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—";
}
