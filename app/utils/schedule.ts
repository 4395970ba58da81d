// Departures, seats and the checks a booking passes. Pure: it takes plain data (rules, exceptions, seats
// taken, the time) and never reads the database, so the browser can show the same thing and the tests need
// no server. The models read the data (see `availabilityWindow`) and write the booking in one transaction.

import { errorMessage, errorText } from "~/utils/error-message";
import { addDays, departureInstant, formatDate, isStartTime, MIN_DAYS_AHEAD, todayIn } from "~/utils/time";
import { ENGLISH, type Translator } from "~/utils/translator";

/** A weekly rule: on these weekdays (ISO: 1 = Monday … 7 = Sunday), at these times, so many seats. */
export type ScheduleRule = {
  id: number;
  weekdays: number[];
  startTimes: string[];
  seats: number;
  /** First and last dates the rule applies (both included); null = open-ended. */
  validFrom: string | null;
  validTo: string | null;
};

/**
 * One date that differs from the rules:
 * - "closed": no departure (startTime null: the whole day, e.g. a cyclone warning; or only that start);
 *   the note is shown to guests ("cyclone warning", "boat in repair");
 * - "seats": a different number of seats (startTime null: every start that day; or only that start);
 * - "extra": a one-off departure at date + startTime with `seats` (at a time a rule already has, it changes the seats).
 */
export type DepartureException = {
  id: number;
  date: string;
  startTime: string | null;
  kind: "closed" | "seats" | "extra";
  seats: number | null;
  note: string;
};

export type Departure = { date: string; startTime: string; seats: number; closed: boolean; note?: string };

export type DepartureStatus = "open" | "sold-out" | "closed" | "past-cutoff" | "too-soon";

export type AvailableDeparture = Departure & {
  seatsTaken: number;
  seatsLeft: number;
  status: DepartureStatus;
  /** The instant bookings for it close (start minus the cut-off). */
  closesAt: Date;
};

export const DEFAULT_CUTOFF_HOURS = 24;
/** How far ahead departures are offered and read. */
export const AVAILABILITY_DAYS = 90;

/** The key of a departure in the map of seats taken: "2026-12-05|08:30". */
export function departureKey(date: string, startTime: string): string {
  return `${date}|${startTime}`;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function checkSeats(n: number | null, what: string): number {
  if (n === null || !Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} needs a whole number of seats, 0 or more (got ${n})`);
  return n;
}

function checkTime(t: string, what: string): string {
  if (!isStartTime(t)) throw new RangeError(`${what} has a start time that is not HH:MM ("${t}")`);
  return t;
}

type Slot = { date: string; startTime: string; seats: number; closed: boolean; note?: string };

/**
 * The departures in [from, to] (both included), sorted by date then start time. Closed ones stay in the
 * list (closed: true, with the note) so a page can say why a date has none.
 *
 * Where things overlap:
 * - two rules with the same date and time: the later-created rule (highest id) sets the seats;
 * - a seats change for one start beats one for the whole day, which beats the rules; an "extra" counts as a
 *   seats change for its start (and creates the departure when no rule has it); among equals the highest id wins;
 * - "closed" beats everything: to reopen, staff remove the closure.
 */
export function expandDepartures({
  rules,
  exceptions,
  from,
  to,
}: {
  rules: readonly ScheduleRule[];
  exceptions: readonly DepartureException[];
  from: string;
  to: string;
}): Departure[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const slots = new Map<string, Slot & { ruleId: number }>();

  // Each rule's weekdays as a lookup table and its validity clipped to the range, worked out once.
  const active = rules
    .map((r) => {
      const start = Math.max(first, r.validFrom === null ? -Infinity : dayNumber(r.validFrom));
      const end = Math.min(last, r.validTo === null ? Infinity : dayNumber(r.validTo));
      const onDay = new Array<boolean>(8).fill(false);
      for (const w of r.weekdays) {
        if (!Number.isInteger(w) || w < 1 || w > 7)
          throw new RangeError(`Rule ${r.id} has a weekday that is not 1 to 7 (${w})`);
        onDay[w] = true;
      }
      const times = r.startTimes.map((t) => checkTime(t, `Rule ${r.id}`));
      return { id: r.id, seats: checkSeats(r.seats, `Rule ${r.id}`), start, end, onDay, times };
    })
    .filter((r) => r.start <= r.end && r.times.length > 0);

  if (active.length > 0) {
    const start = Math.min(...active.map((r) => r.start));
    const end = Math.max(...active.map((r) => r.end));
    // ISO weekday of the first day; then it just turns over, one day at a time.
    let weekday = ((new Date(start * DAY_MS).getUTCDay() + 6) % 7) + 1;
    for (let day = start; day <= end; day++, weekday = (weekday % 7) + 1) {
      let date: string | undefined;
      for (const r of active) {
        if (!r.onDay[weekday] || day < r.start || day > r.end) continue;
        date ??= new Date(day * DAY_MS).toISOString().slice(0, 10);
        for (const startTime of r.times) {
          const key = departureKey(date, startTime);
          const held = slots.get(key);
          if (!held) slots.set(key, { date, startTime, seats: r.seats, closed: false, ruleId: r.id });
          else if (r.id > held.ruleId) {
            held.seats = r.seats;
            held.ruleId = r.id;
          }
        }
      }
    }
  }

  const inRange = exceptions.filter((e) => e.date >= from && e.date <= to);
  // Least specific first, lowest id first: whatever is applied later wins.
  const rank = (e: DepartureException) => (e.kind === "closed" ? 2 : e.startTime === null ? 0 : 1);
  const ordered = [...inRange].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const byDate = new Map<string, Slot[]>();
  const slotsOf = (date: string) => {
    let list = byDate.get(date);
    if (!list) {
      list = [];
      for (const s of slots.values()) if (s.date === date) list.push(s);
      byDate.set(date, list);
    }
    return list;
  };

  for (const e of ordered) {
    const what = `Exception ${e.id}`;
    if (e.kind === "extra" && e.startTime === null)
      throw new RangeError(`${what}: an extra departure needs a start time`);
    if (e.startTime !== null) {
      const key = departureKey(e.date, checkTime(e.startTime, what));
      const slot = slots.get(key);
      if (e.kind === "closed") {
        if (slot) Object.assign(slot, { closed: true, note: e.note || slot.note });
      } else if (slot) slot.seats = checkSeats(e.seats, what);
      else if (e.kind === "extra") {
        const added = {
          date: e.date,
          startTime: e.startTime,
          seats: checkSeats(e.seats, what),
          closed: false,
          ruleId: -1,
        };
        slots.set(key, added);
        byDate.get(e.date)?.push(added);
      }
    } else {
      for (const slot of slotsOf(e.date)) {
        if (e.kind === "closed") Object.assign(slot, { closed: true, note: e.note || slot.note });
        else slot.seats = checkSeats(e.seats, what);
      }
    }
  }

  // Keys are fixed-width ("YYYY-MM-DD|HH:MM"), so sorting them sorts by date, then time.
  return [...slots.keys()].sort().map((key) => {
    const { date, startTime, seats, closed, note } = slots.get(key)!;
    return note === undefined ? { date, startTime, seats, closed } : { date, startTime, seats, closed, note };
  });
}

/**
 * Each departure with its seats left and whether it can be booked now, in this order of reasons:
 * closed; too soon (before `minDate`, the specification's today-plus-2 floor); past its cut-off (`now` later
 * than the start, on the operator's clock, minus `cutoffHours`); sold out; open.
 * `booked` maps `departureKey(date, startTime)` to the seats its bookings hold (see `seatsTaken`).
 */
export function availability({
  departures,
  booked,
  now,
  timeZone,
  cutoffHours = DEFAULT_CUTOFF_HOURS,
  minDate,
}: {
  departures: readonly Departure[];
  booked: ReadonlyMap<string, number>;
  now: Date;
  timeZone: string;
  cutoffHours?: number;
  minDate: string;
}): AvailableDeparture[] {
  const nowMs = now.getTime();
  return departures.map((d) => {
    const seatsTaken = booked.get(departureKey(d.date, d.startTime)) ?? 0;
    // More taken than offered happens when staff lower the seats after bookings: nothing left, never negative.
    const seatsLeft = Math.max(0, d.seats - seatsTaken);
    const closesAt = new Date(departureInstant(d.date, d.startTime, timeZone).getTime() - cutoffHours * 3_600_000);
    const status: DepartureStatus = d.closed
      ? "closed"
      : d.date < minDate
        ? "too-soon"
        : nowMs > closesAt.getTime()
          ? "past-cutoff"
          : seatsLeft === 0
            ? "sold-out"
            : "open";
    return { ...d, seatsTaken, seatsLeft, status, closesAt };
  });
}

/** Booking states that give the seats back; every other state (pending, confirmed) holds them. */
export const SEAT_FREEING_STATES = ["cancelled", "declined"] as const;

export function holdsSeats(state: string): boolean {
  return !(SEAT_FREEING_STATES as readonly string[]).includes(state);
}

/** People who take a seat: adults and children. Infants sit on a lap. */
export function seatsNeeded(party: { adults: number; children: number }): number {
  return party.adults + party.children;
}

/** Seats the bookings hold: adults and children of those not cancelled or declined (the state, not the free-text status). */
export function seatsTaken(bookings: readonly { state: string; adults: number; children: number }[]): number {
  let n = 0;
  for (const b of bookings) if (holdsSeats(b.state)) n += seatsNeeded(b);
  return n;
}

/** The `booked` map from the rows of one grouped query (seats held per date and start time). */
export function bookedMap(rows: readonly { date: string; startTime: string; seats: number }[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const r of rows) {
    const key = departureKey(r.date, r.startTime);
    map.set(key, (map.get(key) ?? 0) + r.seats);
  }
  return map;
}

/**
 * The dates to read for "the next 90 days": today (in the operator's zone) to 89 days later, both included,
 * and the first bookable date (today plus 2). With them the models read everything in three statements,
 * whatever the number of days or bookings:
 * 1. the package's rules whose validity overlaps [from, to] (validFrom null or ≤ to, validTo null or ≥ from);
 * 2. its exceptions dated in [from, to];
 * 3. SUM(adults + children) of its bookings dated in [from, to] whose state is not in SEAT_FREEING_STATES,
 *    grouped by date and start time (→ `bookedMap`).
 */
export function availabilityWindow({
  now,
  timeZone,
  days = AVAILABILITY_DAYS,
}: {
  now: Date;
  timeZone: string;
  days?: number;
}): {
  today: string;
  minDate: string;
  from: string;
  to: string;
} {
  const today = todayIn(timeZone, now);
  return { today, minDate: addDays(today, MIN_DAYS_AHEAD), from: today, to: addDays(today, days - 1) };
}

/** The next departures a guest can book (open, with at least `seats` left), from `from` on, at most `count`. */
export function nextAvailable(
  departures: readonly AvailableDeparture[],
  count: number,
  { from, seats = 1 }: { from?: string; seats?: number } = {},
): AvailableDeparture[] {
  const found: AvailableDeparture[] = [];
  for (const d of departures) {
    if (found.length >= count) break;
    if (d.status === "open" && d.seatsLeft >= seats && (from === undefined || d.date >= from)) found.push(d);
  }
  return found;
}

/** "12 seats left", "1 seat left", "Sold out". */
export function seatsLabel(n: number, i18n: Translator): string {
  return n <= 0 ? i18n.t("Sold out") : i18n.t("{count, plural, one {# seat left} other {# seats left}}", { count: n });
}

/** What a departure shows wherever it is offered. */
export function departureLabel(d: Pick<AvailableDeparture, "status" | "seatsLeft" | "note">, i18n: Translator): string {
  switch (d.status) {
    case "open":
    case "sold-out":
      return seatsLabel(d.seatsLeft, i18n);
    case "closed":
      return d.note ? i18n.t("Closed: {note}", { note: d.note }) : i18n.t("Closed");
    case "past-cutoff":
      return i18n.t("Bookings closed");
    case "too-soon":
      return i18n.t("Too soon to book");
  }
}

export type RequestCheck =
  { ok: true; departure: AvailableDeparture } | { ok: false; field: "date" | "startTime" | "adults"; message: string };

/** A closure's note as a message ends it ("boat in repair", without its full stop). */
const noteOf = (note: string) => note.replace(/[.\s]+$/, "");

/**
 * Whether a booking request can have its seats, given the departures of its date (from `availability`).
 * The refusals, in the order they are checked, each with the field it belongs to:
 * - before `minDate` (date): the booking form's own message;
 * - no departure on the date, or none open that day (date): "There is no departure on {date}." (": {note}." when closed with a note);
 * - several starts that day and none chosen, or a start the day does not have, or that start closed (startTime);
 * - past the cut-off (date): "Bookings for {date} at {time} close 24 hours before the start. Please choose a later date.";
 * - sold out (date, or startTime when the day has several starts): "{date} is sold out.";
 * - more people than seats (adults): "Only N seats left on {date}." (" at {time}" when the day has several starts).
 * The messages are in the translator's language (English without one).
 */
export function checkRequest({
  departuresOfDate,
  date,
  startTime,
  party,
  minDate,
  cutoffHours = DEFAULT_CUTOFF_HOURS,
  i18n = ENGLISH,
}: {
  departuresOfDate: readonly AvailableDeparture[];
  date: string;
  startTime?: string | null;
  party: { adults: number; children: number };
  minDate: string;
  cutoffHours?: number;
  i18n?: Translator;
}): RequestCheck {
  const day = formatDate(date, i18n);
  // The booking form's own words for a date before the floor (schemas/booking.ts), so both say the same.
  const tooSoon = () =>
    errorText(
      i18n,
      errorMessage("Please choose {date} or later: we need 2 days to prepare your day", { date: minDate }),
    );
  if (date < minDate) {
    return { ok: false, field: "date", message: tooSoon() };
  }
  const all = departuresOfDate.filter((d) => d.date === date);
  if (all.length === 0)
    return { ok: false, field: "date", message: i18n.t("There is no departure on {date}.", { date: day }) };
  const running = all.filter((d) => d.status !== "closed");
  if (running.length === 0) {
    const note = all.find((d) => d.note)?.note;
    const message = note
      ? i18n.t("There is no departure on {date}: {note}.", { date: day, note: noteOf(note) })
      : i18n.t("There is no departure on {date}.", { date: day });
    return { ok: false, field: "date", message };
  }

  let chosen: AvailableDeparture | undefined;
  if (!startTime) {
    if (all.length > 1 && running.length > 1)
      return { ok: false, field: "startTime", message: i18n.t("Please choose a start time") };
    chosen = running[0];
  } else {
    chosen = all.find((d) => d.startTime === startTime);
    if (!chosen)
      return {
        ok: false,
        field: "startTime",
        message: i18n.t("There is no departure on {date} at {time}.", { date: day, time: startTime }),
      };
    if (chosen.status === "closed") {
      const message = chosen.note
        ? i18n.t("There is no departure on {date} at {time}: {note}.", {
            date: day,
            time: startTime,
            note: noteOf(chosen.note),
          })
        : i18n.t("There is no departure on {date} at {time}.", { date: day, time: startTime });
      return { ok: false, field: "startTime", message };
    }
  }

  const several = all.length > 1;
  const values = { date: day, time: chosen.startTime };
  if (chosen.status === "too-soon") {
    return { ok: false, field: "date", message: tooSoon() };
  }
  if (chosen.status === "past-cutoff") {
    const message =
      cutoffHours === 1
        ? i18n.t("Bookings for {date} at {time} close 1 hour before the start. Please choose a later date.", values)
        : cutoffHours > 0
          ? i18n.t("Bookings for {date} at {time} close {hours} hours before the start. Please choose a later date.", {
              date: day,
              time: chosen.startTime,
              hours: cutoffHours,
            })
          : i18n.t("Bookings for {date} at {time} are closed. Please choose a later date.", values);
    return { ok: false, field: "date", message };
  }
  // The words for too many people ('Only N seats left on {date}.'), then what it means.
  if (chosen.seatsLeft === 0) {
    const message = several
      ? i18n.t("Only 0 seats left on {date} at {time}. This departure is sold out.", values)
      : i18n.t("Only 0 seats left on {date}. This departure is sold out.", values);
    return { ok: false, field: several ? "startTime" : "date", message };
  }
  if (seatsNeeded(party) > chosen.seatsLeft) {
    const left = { ...values, count: chosen.seatsLeft };
    const message =
      chosen.seatsLeft === 1
        ? several
          ? i18n.t("Only 1 seat left on {date} at {time}.", left)
          : i18n.t("Only 1 seat left on {date}.", left)
        : several
          ? i18n.t("Only {count} seats left on {date} at {time}.", left)
          : i18n.t("Only {count} seats left on {date}.", left);
    return { ok: false, field: "adults", message };
  }
  return { ok: true, departure: chosen };
}

/**
 * A departure's seats as the visitor pages send them to the browser (the calendar, live seats):
 * [date, start time, seats left, status]. Short on purpose: 90 days of a package's departures ride in the page's data.
 */
export type DepartureSeats = [date: string, startTime: string, seatsLeft: number, status: DepartureStatus];

/** The departures a visitor may see, from the first bookable date on (the days before it cannot be chosen). */
export function departureSeats(departures: readonly AvailableDeparture[]): DepartureSeats[] {
  return departures.filter((d) => d.status !== "too-soon").map((d) => [d.date, d.startTime, d.seatsLeft, d.status]);
}

/** One day of the calendar: its departures' seats, and whether one of them can be booked. */
export type SeatsDay = {
  date: string;
  starts: { startTime: string; seatsLeft: number; status: DepartureStatus }[];
  bookable: boolean;
};

/** The departures' seats by date. */
export function seatsByDay(seats: readonly DepartureSeats[]): Map<string, SeatsDay> {
  const days = new Map<string, SeatsDay>();
  for (const [date, startTime, seatsLeft, status] of seats) {
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, starts: [], bookable: false }));
    day.starts.push({ startTime, seatsLeft, status });
    if (status === "open") day.bookable = true;
  }
  return days;
}

/** "8 seats left", "Sold out", or with several starts "08:30: 3 seats left, 13:30: Sold out". */
export function dayLabel(day: SeatsDay, i18n: Translator): string {
  if (day.starts.length === 1) return departureLabel(day.starts[0], i18n);
  return day.starts.map((s) => `${s.startTime}: ${departureLabel(s, i18n)}`).join(", ");
}
