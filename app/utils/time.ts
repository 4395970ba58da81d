// Calendar arithmetic in the operator's time zone. Shared by browser and server (no secrets here).
// Dates and times as guests read them take the page's language (English by default).
import type { Lang } from "~/utils/i18n";

const LOCALES: Record<Lang, string> = { en: "en-GB", fr: "fr-FR" };

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

export function formatDate(isoDate: string, lang: Lang = "en"): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "12 Apr 2026": for tables, where the weekday would not fit. */
export function formatShortDate(isoDate: string, lang: Lang = "en"): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatDateTime(iso: string, timeZone: string, lang: Lang = "en"): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
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
  return pickup > departureInstant(date, startTime, timeZone) ? departureInstant(addDays(date, -1), pickupTime, timeZone) : pickup;
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
export function zoneLabel(timeZone: string, lang: Lang = "en"): string {
  if (timeZone !== "Indian/Mauritius") return timeZone;
  return lang === "fr" ? "heure de Maurice" : "Mauritius time";
}

const dayParts: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
};

/** "Sat 5 Dec 2026", "sam. 5 déc. 2026" (built from parts: whether ICU puts a comma after the weekday varies between versions). */
export function formatDepartureDate(isoDate: string, lang: Lang = "en"): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const p: Record<string, string> = {};
  for (const { type, value } of dayParts[lang].formatToParts(Date.UTC(y, m - 1, d))) p[type] = value;
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "08:30, Mauritius time (UTC+4)": a start time as a guest reads it, where the date is shown beside it. */
export function formatStartTime(date: string, startTime: string, timeZone: string, lang: Lang = "en"): string {
  return `${startTime}, ${zoneLabel(timeZone, lang)} (${utcOffsetLabel(departureInstant(date, startTime, timeZone), timeZone)})`;
}

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4)": a departure wherever a guest reads it (pages, e-mails). */
export function formatDeparture(date: string, startTime: string, timeZone: string, lang: Lang = "en"): string {
  return `${formatDepartureDate(date, lang)}, ${formatStartTime(date, startTime, timeZone, lang)}`;
}

/** The first day a visitor may book: today (in Mauritius) plus this many days, to prepare the day. */
export const MIN_DAYS_AHEAD = 2;

/** "5 hours", "1 hour 30 minutes", "45 minutes": a package's duration as guests read it. */
export function formatDuration(minutes: number, lang: Lang = "en"): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const [hour, hoursWord] = lang === "fr" ? ["heure", "heures"] : ["hour", "hours"];
  const hours = h === 0 ? "" : h === 1 ? `1 ${hour}` : `${h} ${hoursWord}`;
  const mins = m === 0 ? "" : m === 1 ? "1 minute" : `${m} minutes`;
  return [hours, mins].filter(Boolean).join(" ") || "0 minutes";
}

/** "Fri 4 Dec 2026, 08:30, Mauritius time (UTC+4)": an instant (a cut-off) as the operator's clocks show it. */
export function formatInstant(instant: Date, timeZone: string, lang: Lang = "en"): string {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return formatDeparture(local.slice(0, 10), local.slice(11, 16), timeZone, lang);
}
