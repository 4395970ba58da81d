// The only writer of schedule_rules and departure_exceptions, and the reads behind every departure shown.
// The rules (overlaps, cut-off, seats) are utils/schedule.ts's; here the data is read in a fixed number of
// statements, whatever the number of days, bookings or packages (docs/decisions/019-departures-engine.md).
import { and, asc, between, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { bookings, departureExceptions, packages, scheduleRules } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import {
  availability,
  availabilityWindow,
  bookedMap,
  DEFAULT_CUTOFF_HOURS,
  expandDepartures,
  nextAvailable,
  SEAT_FREEING_STATES,
  seatsNeeded,
  type AvailableDeparture,
  type Departure,
  type DepartureException,
  type ScheduleRule,
} from "~/utils/schedule";
import { todayIn } from "~/utils/time";
import type { AuditAction } from "~/utils/audit";
import { recordAudit, type Actor } from "./audit.server";
import { errorMessage } from "~/utils/error-message";

export type RuleInput = Omit<ScheduleRule, "id">;

/** What one package's departures look like for a window of days (the next 90 by default). */
export type PackageAvailability = {
  /** Whether the package has any schedule at all (a rule, or an extra departure): without one it books as before. */
  scheduled: boolean;
  /** Every departure of the window, closed ones included (see `availability`). */
  departures: AvailableDeparture[];
  /** The first departure a guest can book, or null. */
  next: AvailableDeparture | null;
  minDate: string;
  from: string;
  to: string;
};

/** A package as the availability reads need it: its id and its cut-off. */
export type PackageRef = { id: string; cutoffHours: number | null };

type Reader = Pick<Tx, "select">;

/** A booking that holds its seats (neither cancelled nor declined), as SQL: the seat checks' rule, the reports' too. */
export const holdingState = notInArray(bookings.state, [...SEAT_FREEING_STATES]);

/** The seats a booking takes, as SQL: adults and children (infants sit on a lap, as `seatsNeeded`). */
export const seatsTakenSql = sql<number>`${bookings.adults} + ${bookings.children}`;

/** The exceptions of the packages dated in [from, to]. */
const exceptionsDated = (packageIds: string[], from: string, to: string) =>
  and(inArray(departureExceptions.packageId, packageIds), between(departureExceptions.date, from, to));

// The seats held on each departure of the packages in [from, to], by package, date and start.
function heldSeats(db: Reader, packageIds: string[], from: string, to: string) {
  return db
    .select({
      packageId: bookings.packageId,
      date: bookings.date,
      startTime: bookings.startTime,
      seats: sql<number>`sum(${seatsTakenSql})`,
    })
    .from(bookings)
    .where(and(inArray(bookings.packageId, packageIds), between(bookings.date, from, to), holdingState))
    .groupBy(bookings.packageId, bookings.date, bookings.startTime)
    .all();
}

// The three statements of a window (see availabilityWindow in utils/schedule.ts), for one package or many; without
// the seats held (`held: false`), only the two of the schedule, for readers that count bookings their own way.
function readWindow(db: Reader, packageIds: string[], from: string, to: string, { held: withHeld = true } = {}) {
  const rules = db
    .select()
    .from(scheduleRules)
    .where(
      and(
        inArray(scheduleRules.packageId, packageIds),
        or(isNull(scheduleRules.validFrom), lte(scheduleRules.validFrom, to)),
        or(isNull(scheduleRules.validTo), gte(scheduleRules.validTo, from)),
      ),
    )
    .orderBy(asc(scheduleRules.id))
    .all();
  const exceptions = db
    .select()
    .from(departureExceptions)
    .where(exceptionsDated(packageIds, from, to))
    .orderBy(asc(departureExceptions.id))
    .all();
  const held: ReturnType<typeof heldSeats> = withHeld ? heldSeats(db, packageIds, from, to) : [];
  return { rules, exceptions, held };
}

const toRule = (r: typeof scheduleRules.$inferSelect): ScheduleRule => ({
  id: r.id,
  weekdays: r.weekdays,
  startTimes: r.startTimes,
  seats: r.seats,
  validFrom: r.validFrom,
  validTo: r.validTo,
});
const toException = (e: typeof departureExceptions.$inferSelect): DepartureException => ({
  id: e.id,
  date: e.date,
  startTime: e.startTime,
  kind: e.kind,
  seats: e.seats,
  note: e.note,
});

type Window = ReturnType<typeof readWindow>;

/**
 * One package's departures from the rows of a window (which may hold other packages' too), closed ones included,
 * with the seats held: bookings without a start time (made before the package had a schedule) hold none.
 */
function departuresIn(
  pkg: PackageRef,
  { rules, exceptions, held }: Window,
  { from, to, now, timeZone, minDate }: { from: string; to: string; now: Date; timeZone: string; minDate: string },
): AvailableDeparture[] {
  const own = (r: { packageId: string }) => r.packageId === pkg.id;
  return availability({
    departures: expandDepartures({
      rules: rules.filter(own).map(toRule),
      exceptions: exceptions.filter(own).map(toException),
      from,
      to,
    }),
    booked: bookedMap(held.filter((h): h is typeof h & { startTime: string } => own(h) && h.startTime !== null)),
    now,
    timeZone,
    cutoffHours: pkg.cutoffHours ?? DEFAULT_CUTOFF_HOURS,
    minDate,
  });
}

/** The window of several packages read in three statements (none for no package), and what `each` makes of it, by package. */
function perPackage<T>(
  pkgs: readonly PackageRef[],
  from: string,
  to: string,
  each: (pkg: PackageRef, window: Window) => T,
): Map<string, T> {
  const result = new Map<string, T>();
  if (pkgs.length === 0) return result;
  const window = readWindow(
    getDb(),
    pkgs.map((p) => p.id),
    from,
    to,
  );
  for (const pkg of pkgs) result.set(pkg.id, each(pkg, window));
  return result;
}

/** Whether a package has a schedule (a rule or an extra departure on any date): two indexed look-ups. */
export function hasSchedule(db: Reader, packageId: string): boolean {
  const rule = db
    .select({ id: scheduleRules.id })
    .from(scheduleRules)
    .where(eq(scheduleRules.packageId, packageId))
    .limit(1)
    .get();
  if (rule) return true;
  const extra = db
    .select({ id: departureExceptions.id })
    .from(departureExceptions)
    .where(and(eq(departureExceptions.packageId, packageId), eq(departureExceptions.kind, "extra")))
    .limit(1)
    .get();
  return Boolean(extra);
}

/**
 * The departures of several packages over the window, read in three statements whatever the number of
 * packages, days or bookings. Bookings without a start time (made before the package had a schedule) hold
 * no departure's seats.
 */
export function packagesAvailability(
  pkgs: readonly PackageRef[],
  { now = new Date(), days }: { now?: Date; days?: number } = {},
): Map<string, PackageAvailability> {
  const timeZone = getEnv().TZ;
  const { minDate, from, to } = availabilityWindow({ now, timeZone, days });
  return perPackage(pkgs, from, to, (pkg, window) => {
    const departures = departuresIn(pkg, window, { from, to, now, timeZone, minDate });
    return {
      scheduled:
        window.rules.some((r) => r.packageId === pkg.id) ||
        window.exceptions.some((e) => e.packageId === pkg.id && e.kind === "extra"),
      departures,
      next: nextAvailable(departures, 1)[0] ?? null,
      minDate,
      from,
      to,
    };
  });
}

/**
 * The departures the schedules of these packages make in [from, to] (both included), by package (every id given
 * has its list, empty without a schedule), closed ones included (`closed: true`) so the caller decides: two
 * statements whatever the number of packages or days, and no booking read (the reports count those in SQL).
 */
export function scheduledDepartures(packageIds: readonly string[], from: string, to: string): Map<string, Departure[]> {
  const result = new Map<string, Departure[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return result;
  const { rules, exceptions } = readWindow(getDb(), [...result.keys()], from, to, { held: false });
  for (const id of result.keys()) {
    const own = (r: { packageId: string }) => r.packageId === id;
    result.set(
      id,
      expandDepartures({
        rules: rules.filter(own).map(toRule),
        exceptions: exceptions.filter(own).map(toException),
        from,
        to,
      }),
    );
  }
  return result;
}

/** One package's departures over the window (the book and info pages): three statements. */
export function packageAvailability(pkg: PackageRef, options: { now?: Date; days?: number } = {}): PackageAvailability {
  return packagesAvailability([pkg], options).get(pkg.id)!;
}

/**
 * The departures of one date, for the booking check inside its write transaction (`tx`): the package's rules,
 * the date's exceptions and the seats held that day, read through the caller's transaction.
 */
export function departuresOn(
  tx: Reader,
  pkg: PackageRef,
  date: string,
  now: Date,
  minDate: string,
): AvailableDeparture[] {
  const window = readWindow(tx, [pkg.id], date, date);
  return departuresIn(pkg, window, { from: date, to: date, now, timeZone: getEnv().TZ, minDate });
}

/** A package's rules, oldest first (the admin form). */
export function listScheduleRules(packageId: string): ScheduleRule[] {
  return getDb()
    .select()
    .from(scheduleRules)
    .where(eq(scheduleRules.packageId, packageId))
    .orderBy(asc(scheduleRules.id))
    .all()
    .map(toRule);
}

/** A package's exceptions dated in [from, to], by date (the admin's departures view). */
export function listDepartureExceptions(
  packageId: string,
  from: string,
  to: string,
): (DepartureException & { packageId: string })[] {
  return getDb()
    .select()
    .from(departureExceptions)
    .where(exceptionsDated([packageId], from, to))
    .orderBy(asc(departureExceptions.date), asc(departureExceptions.startTime), asc(departureExceptions.id))
    .all()
    .map((e) => ({ ...toException(e), packageId: e.packageId }));
}

/**
 * Replaces a package's weekly rules, inside the caller's transaction (a package save); the caller publishes
 * `departuresChanged(packageId)` after it commits. New rules get new ids, so "the later rule wins" follows their order.
 */
export function replaceScheduleRules(tx: Tx, packageId: string, rules: readonly RuleInput[]): void {
  tx.delete(scheduleRules).where(eq(scheduleRules.packageId, packageId)).run();
  if (rules.length === 0) return;
  tx.insert(scheduleRules)
    .values(
      rules.map((r) => ({
        packageId,
        weekdays: [...new Set(r.weekdays)].sort((a, b) => a - b),
        startTimes: [...new Set(r.startTimes)].sort(),
        seats: r.seats,
        validFrom: r.validFrom || null,
        validTo: r.validTo || null,
      })),
    )
    .run();
}

/** Tells the pages showing a package's seats to read them again (after the write commits). */
export function departuresChanged(packageId: string) {
  publish({ topic: "departures", packageId });
}

// Staff changes are small writes, each its own transaction, taking the write lock at its start like a
// booking does: a seats check and the change it allows can never interleave with a booking.
function write<T>(packageId: string, fn: (tx: Tx) => T): T {
  const result = getDb().transaction(fn, { behavior: "immediate" });
  departuresChanged(packageId);
  return result;
}

/**
 * The audit row of a staff change to a departure, in its transaction: the package's title with the date (and the
 * start) as the label, the package's id to link to its departures.
 */
export function auditDeparture(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  d: { packageId: string; date: string; startTime: string | null },
  changes: Record<string, unknown>,
) {
  const title =
    tx.select({ title: packages.title }).from(packages).where(eq(packages.id, d.packageId)).get()?.title ?? d.packageId;
  const label = `${title}, ${d.date}${d.startTime ? ` ${d.startTime}` : ""}`;
  recordAudit(tx, actor, { action, target: { kind: "departure", id: d.packageId, label }, changes });
}

/** The seats a departure has now (null when there is none at that time), read through the transaction. */
function seatsOf(tx: Tx, packageId: string, date: string, startTime: string | null): number[] {
  const { rules, exceptions } = readWindow(tx, [packageId], date, date);
  return expandDepartures({ rules: rules.map(toRule), exceptions: exceptions.map(toException), from: date, to: date })
    .filter((d) => startTime === null || d.startTime === startTime)
    .map((d) => d.seats);
}

const sameStart = (startTime: string | null): SQL =>
  startTime === null ? isNull(departureExceptions.startTime) : eq(departureExceptions.startTime, startTime);

/** Writes a closure or a seats change of a date (or of one start), in place of the one of its kind already there. */
function replaceException(
  tx: Tx,
  row: {
    packageId: string;
    date: string;
    startTime: string | null;
    kind: "closed" | "seats";
    seats: number | null;
    note: string;
  },
): void {
  tx.delete(departureExceptions)
    .where(
      and(
        eq(departureExceptions.packageId, row.packageId),
        eq(departureExceptions.date, row.date),
        sameStart(row.startTime),
        eq(departureExceptions.kind, row.kind),
      ),
    )
    .run();
  tx.insert(departureExceptions).values(row).run();
}

/** Seats are a whole number, 0 or more: anything else is a caller's bug, refused before any write. */
function assertSeats(seats: number): void {
  if (!Number.isSafeInteger(seats) || seats < 0)
    throw new RangeError(`Seats must be a whole number, 0 or more (got ${seats})`);
}

export type DepartureChange = { ok: true } | { ok: false; message: string };

/**
 * Why staff may not change a date's departures, or null: a day before today in the operator's zone (`TZ`) is past
 * and stays as it was (today's departures may not have left yet: today can still change).
 */
export function pastDayMessage(date: string, now = new Date()): string | null {
  return date < todayIn(getEnv().TZ, now)
    ? errorMessage("{date} is past: its departures can no longer be changed.", { date })
    : null;
}

/** The refusal of a change to a past day's departures, before anything is written; null for today and later. */
function refusedIfPast(date: string): DepartureChange | null {
  const message = pastDayMessage(date);
  return message ? { ok: false, message } : null;
}

/** Closes a date (startTime null) or one start of it, with a note guests are shown ("cyclone warning"). Refused on a past day. */
export function closeDeparture(
  packageId: string,
  date: string,
  startTime: string | null,
  note: string,
  actor: Actor,
): DepartureChange {
  const refused = refusedIfPast(date);
  if (refused) return refused;
  write(packageId, (tx) => {
    closeDepartureIn(tx, packageId, date, startTime, note);
    auditDeparture(tx, actor, "departure.close", { packageId, date, startTime }, { note: note.trim() });
  });
  return { ok: true };
}

/**
 * The closure itself, inside the caller's transaction (a departure cancelled for the weather closes it in the
 * same write); the caller calls `departuresChanged(packageId)` after the commit.
 */
export function closeDepartureIn(tx: Tx, packageId: string, date: string, startTime: string | null, note = ""): void {
  // One closure per date and start: closing again only changes the note.
  replaceException(tx, { packageId, date, startTime, kind: "closed", seats: null, note: note.trim() });
}

/**
 * Reopens what was closed: startTime null removes every closure of the date (the whole day and single
 * starts), a start time only that start's own closure (a whole-day closure still holds it). Refused on a past day.
 */
export function reopenDeparture(
  packageId: string,
  date: string,
  startTime: string | null,
  actor: Actor,
): DepartureChange {
  const refused = refusedIfPast(date);
  if (refused) return refused;
  write(packageId, (tx) => {
    const which = and(
      eq(departureExceptions.packageId, packageId),
      eq(departureExceptions.date, date),
      eq(departureExceptions.kind, "closed"),
    );
    const gone = tx
      .delete(departureExceptions)
      .where(startTime === null ? which : and(which, sameStart(startTime)))
      .returning()
      .all();
    if (gone.length)
      auditDeparture(tx, actor, "departure.reopen", { packageId, date, startTime }, { closures: gone.length });
  });
  return { ok: true };
}

/** "N seats are already booked on {date}: the departure cannot have fewer." */
export function seatsBelowBookedMessage(booked: number, date: string): string {
  return booked === 1
    ? errorMessage("1 seat is already booked on {date}: the departure cannot have fewer.", { date })
    : errorMessage("{count} seats are already booked on {date}: the departure cannot have fewer.", {
        count: booked,
        date,
      });
}

/**
 * Sets the seats of one departure (startTime given) or of every start of a date (null). Refused, changing
 * nothing, when a departure concerned already has more seats booked than that, or the day is past.
 */
export function setDepartureSeats(
  packageId: string,
  date: string,
  startTime: string | null,
  seats: number,
  actor: Actor,
): DepartureChange {
  assertSeats(seats);
  const refused = refusedIfPast(date);
  if (refused) return refused;
  return write(packageId, (tx): DepartureChange => {
    const held = readWindow(tx, [packageId], date, date).held.filter(
      (h) => startTime === null || h.startTime === startTime,
    );
    const most = Math.max(0, ...held.map((h) => h.seats));
    if (most > seats) return { ok: false, message: seatsBelowBookedMessage(most, date) };
    const before = seatsOf(tx, packageId, date, startTime);
    // The latest change replaces the earlier ones for the same date and start.
    replaceException(tx, { packageId, date, startTime, kind: "seats", seats, note: "" });
    auditDeparture(
      tx,
      actor,
      "departure.seats",
      { packageId, date, startTime },
      { seats: [before, seatsOf(tx, packageId, date, startTime)] },
    );
    return { ok: true };
  });
}

/** Adds a one-off departure (at a time a rule already has, it sets that departure's seats). Returns its id. */
export function addExtraDeparture(
  packageId: string,
  date: string,
  startTime: string,
  seats: number,
  actor: Actor,
  note = "",
): number {
  assertSeats(seats);
  return write(packageId, (tx) => {
    const id = tx
      .insert(departureExceptions)
      .values({ packageId, date, startTime, kind: "extra", seats, note: note.trim() })
      .returning()
      .get().id;
    auditDeparture(tx, actor, "departure.add", { packageId, date, startTime }, { seats });
    return id;
  });
}

/** Removes one exception of the package (a closure, a seats change, an extra departure). False when there is none. */
export function removeDepartureException(packageId: string, id: number): boolean {
  return write(packageId, (tx) => {
    const gone = tx
      .delete(departureExceptions)
      .where(and(eq(departureExceptions.packageId, packageId), eq(departureExceptions.id, id)))
      .returning({ id: departureExceptions.id })
      .all();
    return gone.length > 0;
  });
}

/**
 * Removes a one-off departure (an "extra" exception) for staff: refused, changing nothing, when the seats booked
 * on it would be left without a departure, or with fewer seats than are booked (an extra at a rule's time only
 * changed that departure's seats), or its day is past. Checked and removed in one write transaction, as a booking is.
 */
export function removeExtraDeparture(packageId: string, id: number, actor: Actor): DepartureChange {
  return write(packageId, (tx): DepartureChange => {
    const own = and(
      eq(departureExceptions.packageId, packageId),
      eq(departureExceptions.id, id),
      eq(departureExceptions.kind, "extra"),
    );
    const extra = tx.select().from(departureExceptions).where(own).get();
    if (!extra?.startTime) return { ok: true };
    const refused = refusedIfPast(extra.date);
    if (refused) return refused;
    const { rules, exceptions, held } = readWindow(tx, [packageId], extra.date, extra.date);
    const left = expandDepartures({
      rules: rules.map(toRule),
      exceptions: exceptions.filter((e) => e.id !== id).map(toException),
      from: extra.date,
      to: extra.date,
    }).find((d) => d.startTime === extra.startTime);
    const booked = held.find((h) => h.startTime === extra.startTime)?.seats ?? 0;
    if (booked > (left?.seats ?? 0)) {
      const date = extra.date;
      const cannotRemove =
        booked === 1
          ? errorMessage("1 seat is already booked on {date}: the departure cannot be removed.", { date })
          : errorMessage("{count} seats are already booked on {date}: the departure cannot be removed.", {
              count: booked,
              date,
            });
      const message = left ? seatsBelowBookedMessage(booked, date) : cannotRemove;
      return { ok: false, message };
    }
    tx.delete(departureExceptions).where(own).run();
    auditDeparture(
      tx,
      actor,
      "departure.remove",
      { packageId, date: extra.date, startTime: extra.startTime },
      { seats: extra.seats },
    );
    return { ok: true };
  });
}

/** A departure as staff see it: its seats and status, and the bookings holding its seats. */
export type StaffDeparture = AvailableDeparture & { bookings: { reference: string; seats: number }[] };

/**
 * One package's departures dated in [from, to] (the admin's month view), past ones included, each with the
 * bookings holding its seats: four statements, whatever the number of days or bookings.
 */
export function departuresBetween(pkg: PackageRef, from: string, to: string, now = new Date()): StaffDeparture[] {
  const timeZone = getEnv().TZ;
  const db = getDb();
  const { minDate } = availabilityWindow({ now, timeZone });
  const departures = departuresIn(pkg, readWindow(db, [pkg.id], from, to), { from, to, now, timeZone, minDate });
  const rows = db
    .select({
      reference: bookings.reference,
      date: bookings.date,
      startTime: bookings.startTime,
      adults: bookings.adults,
      children: bookings.children,
    })
    .from(bookings)
    .where(and(eq(bookings.packageId, pkg.id), between(bookings.date, from, to), holdingState))
    .orderBy(asc(bookings.date), asc(bookings.reference))
    .all();
  return departures.map((d) => ({
    ...d,
    bookings: rows
      .filter((r) => r.date === d.date && r.startTime === d.startTime)
      .map((r) => ({ reference: r.reference, seats: seatsNeeded({ adults: r.adults, children: r.children }) })),
  }));
}

/**
 * Every departure of the given packages on one date (past, closed or far ahead included), with the seats held,
 * by package: three statements whatever the number of packages or bookings (the departure manifest).
 */
export function departuresOfDate(
  pkgs: readonly PackageRef[],
  date: string,
  now = new Date(),
): Map<string, AvailableDeparture[]> {
  const timeZone = getEnv().TZ;
  const { minDate } = availabilityWindow({ now, timeZone });
  return perPackage(pkgs, date, date, (pkg, window) =>
    departuresIn(pkg, window, { from: date, to: date, now, timeZone, minDate }),
  );
}
