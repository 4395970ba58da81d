// Calendar arithmetic in the operator's time zone. Shared by browser and server (no secrets here).
// Dates and times as guests read them take the page's translator (English without one: the back office).
import { ENGLISH, type Translator } from "~/utils/translator";
import { formatWhen, whenParts } from "~/utils/intl";

/** Today's date (YYYY-MM-DD) as seen in the given time zone at the given instant. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts; // en-CA formats as YYYY-MM-DD
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const t = Date.UTC(y, m - 1, d + days);
  return new Date(t).toISOString().slice(0, 10);
}

const utcDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};

/** "Sat 5 December 2026". */
export function formatDate(isoDate: string, i18n: Translator = ENGLISH): string {
  return formatWhen(utcDay(isoDate), i18n, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "12 Apr 2026": for tables, where the weekday would not fit. */
export function formatShortDate(isoDate: string, i18n: Translator = ENGLISH): string {
  return formatWhen(utcDay(isoDate), i18n, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

export function formatDateTime(iso: string, timeZone: string, i18n: Translator = ENGLISH): string {
  return formatWhen(new Date(iso), i18n, { dateStyle: "medium", timeStyle: "short", timeZone });
}

// Departures: a date and a start time ("08:30") on the operator's wall clock. Guests read them with the
// zone said out loud ("08:30, Mauritius time (UTC+4)"); the cut-off needs the real instant behind them.

/** "HH:MM" on a 24-hour clock, as start times are stored. */
export function isStartTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

// Intl formatters are costly to build: one per time zone, kept for the process (or the page).
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClocks.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone's clock is ahead of UTC at that instant (240 in Mauritius; negative west of Greenwich). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const t = Math.floor(instant.getTime() / 1000) * 1000; // the formatter has no milliseconds
  const p: Record<string, number> = {};
  for (const { type, value } of wallClock(timeZone).formatToParts(t)) if (type !== "literal") p[type] = Number(value);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - t) / 60_000);
}

/**
 * The instant at which the zone's clocks show `startTime` on `date`. Works for any zone, with or without
 * summer time (Indian/Mauritius has none); a time skipped by a clock change falls just after the change.
 */
export function departureInstant(date: string, startTime: string, timeZone: string): Date {
  if (!isStartTime(startTime)) throw new RangeError(`A start time must be HH:MM (got "${startTime}")`);
  // A pure function of its three strings, asked for every departure of every page (two Intl calls each, most
  // of a home page's time): kept, and the store emptied when it grows past a few months of many packages.
  const key = `${date}|${startTime}|${timeZone}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  const t = zonedInstant(date, startTime, timeZone);
  instants.set(key, t);
  return new Date(t);
}

/**
 * When a guest is picked up for the departure at `startTime` on `date`: at `pickupTime` that day, or the evening
 * before when its clock time is later than the start's (a departure just after midnight).
 */
export function pickupInstant(date: string, startTime: string, pickupTime: string, timeZone: string): Date {
  const pickup = departureInstant(date, pickupTime, timeZone);
  return pickup > departureInstant(date, startTime, timeZone)
    ? departureInstant(addDays(date, -1), pickupTime, timeZone)
    : pickup;
}

const INSTANTS_KEPT = 20_000;
const instants = new Map<string, number>();

function zonedInstant(date: string, startTime: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = startTime.split(":").map(Number);
  const asIfUtc = Date.UTC(y, m - 1, d, h, min);
  const first = zoneOffsetMinutes(new Date(asIfUtc), timeZone);
  let t = asIfUtc - first * 60_000;
  // Near a clock change the offset at the guess may differ from the offset at the answer: settle on the latter.
  const second = zoneOffsetMinutes(new Date(t), timeZone);
  if (second !== first) t = asIfUtc - second * 60_000;
  return t;
}

/** "UTC+4", "UTC+5:30", "UTC-4", "UTC": the zone's real offset at that instant. */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  if (offset === 0) return "UTC";
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? "-" : "+"}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/** How a guest reads the zone's name: "Mauritius time" for the operator's usual zone, else its id. */
export function zoneLabel(timeZone: string, i18n: Translator = ENGLISH): string {
  return timeZone === "Indian/Mauritius" ? i18n.t("Mauritius time") : timeZone;
}

const DAY_PARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
};

/** "Sat 5 Dec 2026", "sam. 5 déc. 2026" (built from parts: whether ICU puts a comma after the weekday varies between versions). */
export function formatDepartureDate(isoDate: string, i18n: Translator = ENGLISH): string {
  const p = whenParts(utcDay(isoDate), i18n, DAY_PARTS);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "08:30, Mauritius time (UTC+4)": a start time as a guest reads it, where the date is shown beside it. */
export function formatStartTime(date: string, startTime: string, timeZone: string, i18n: Translator = ENGLISH): string {
  return `${startTime}, ${zoneLabel(timeZone, i18n)} (${utcOffsetLabel(departureInstant(date, startTime, timeZone), timeZone)})`;
}

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4)": a departure wherever a guest reads it (pages, e-mails). */
export function formatDeparture(date: string, startTime: string, timeZone: string, i18n: Translator = ENGLISH): string {
  return `${formatDepartureDate(date, i18n)}, ${formatStartTime(date, startTime, timeZone, i18n)}`;
}

/** The first day a visitor may book: today (in Mauritius) plus this many days, to prepare the day. */
export const MIN_DAYS_AHEAD = 2;

/** "5 hours", "1 hour 30 minutes", "45 minutes": a package's duration as guests read it. */
export function formatDuration(minutes: number, i18n: Translator): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? "" : i18n.t("{count, plural, one {# hour} other {# hours}}", { count: h });
  const mins =
    m === 0 && h > 0 ? "" : i18n.t("{count, plural, =0 {0 minutes} one {# minute} other {# minutes}}", { count: m });
  return [hours, mins].filter(Boolean).join(" ");
}

/** "Fri 4 Dec 2026, 08:30, Mauritius time (UTC+4)": an instant (a cut-off) as the operator's clocks show it. */
export function formatInstant(instant: Date, timeZone: string, i18n: Translator = ENGLISH): string {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return formatDeparture(local.slice(0, 10), local.slice(11, 16), timeZone, i18n);
}
