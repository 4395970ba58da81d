import crypto from "node:crypto";
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { bookings, packages, payments } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { quote, zoneSurcharge } from "~/utils/money";
import { depositFor, paymentStateOf } from "~/utils/payment";
import {
  checkRequest,
  holdsSeats,
  nextAvailable,
  seatsNeeded,
  type AvailableDeparture,
  type RequestCheck,
} from "~/utils/schedule";
import { addDays, departureInstant, formatDate, todayIn } from "~/utils/time";
import type { Lang, Translator } from "~/utils/i18n";
import { addAdminUpdate } from "./admin-update.server";
import { sourceText, type BookingSource, type CheckInState } from "~/utils/booking-desk";
import {
  bookingActions,
  freeCancelUntil,
  guestMayCancel,
  mayApply,
  PENDING_STATUS,
  statusWords,
  type BookingAction,
} from "~/utils/booking-state";
import { FormKeyReusedError, sameRequest } from "./form-key.server";
import { recordEmail, type Email } from "./outbox.server";
import { recordBookingEmail, recordGuestNotice, type RecordedNotice } from "./guest-notice.server";
import { changesBetween, recordAudit, recordChanges, type Actor } from "./audit.server";
import { addNotification } from "./notification.server";
import { queueRefunds, refundReasons } from "./refund.server";
import { errorMessage } from "~/utils/error-message";
import { hasPickups, offeredPickup } from "./pickup.server";
import { pickupTimeFor } from "~/utils/pickup";
import { departuresChanged, departuresOn, hasSchedule, packageAvailability } from "./schedule.server";

// The only writer of `bookings` (docs/decisions/034-bookings-writer.md): a new booking, the named actions that change
// its state (confirm, decline, cancel), the admin's status label, the reminder's mark, joining an account and an
// erasure. Other models and services read the table and call these, inside their own transactions where they must
// write beside them; `booking-writer.server.test.ts` fails on a write anywhere else.

export type Booking = typeof bookings.$inferSelect;

// No 0/O, 1/I/L or U: a reference read out on the phone is heard right.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A random reference like "K7QM-4XPT-9HRC": about 59 bits, so it cannot be guessed. */
export function newBookingReference(): string {
  const bytes = crypto.randomBytes(12);
  let out = "";
  for (let i = 0; i < 12; i++) {
    // Rejection-free enough: 256 % 30 = 16 adds a bias of under 0.1 bit, irrelevant for an id.
    out += ALPHABET[bytes[i] % ALPHABET.length];
    if (i === 3 || i === 7) out += "-";
  }
  return out;
}

/** The first and last day a visitor may book, in the operator's time zone. */
export function bookingWindow(now = new Date()) {
  const today = todayIn(getEnv().TZ, now);
  return { minDate: addDays(today, 2), maxDate: addDays(today, 730) };
}

export type NewBooking = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  message?: string;
  date: string;
  adults: number;
  children: number;
  infants: number;
  /** The departure's start ("HH:MM"); needed only when the date has several. */
  startTime?: string | null;
  /** The pickup place chosen (one the package offers); null or left out: the guest comes to the meeting point. */
  pickupPlaceId?: number | null;
  /** "Another address" (a villa, a guest house) instead of a place; staff set its time. Only with no pickupPlaceId. */
  pickupAddress?: string | null;
  /** The language the guest booked in (the page's): every e-mail about the booking is in it. Left out: English. */
  language?: Lang;
  /** Where the booking came from (staff's desk: phone, a hotel's desk…); left out: the public form, "website". */
  source?: BookingSource;
  /** The hotel or agent's name and their own reference, for those sources; empty otherwise. */
  sourceName?: string;
  sourceReference?: string;
  /** The guest asked for the reminder and the booking's news on their phone too (the form's box); left out: no. */
  phoneReminders?: boolean;
};

/**
 * Staff making a booking at the desk (issue 29): no human check and no booking window of two days (a departure today or
 * tomorrow until its cut-off), audited as the admin's; `confirm` saves it confirmed at once.
 */
export type StaffBooking = { admin: Actor; confirm: boolean };

/** A staff booking's refusal for a departure already gone (the public form's floor of two days says otherwise). */
export const DEPARTURE_PAST = "This departure has already left. Please choose another one.";

export const PICKUP_NOT_OFFERED = /*i18n*/ "Please choose one of the pickup places listed, or the meeting point";

/** The pickup place asked for is not one the package offers (deleted meanwhile, or a made-up value): nothing was saved. */
export class PickupNotOfferedError extends Error {
  readonly field = "pickup";
  constructor() {
    super(PICKUP_NOT_OFFERED);
  }
}

/** How many next departures a refusal offers. */
export const NEXT_OFFERED = 3;

/**
 * The departure asked for cannot be booked (no departure that day, closed, past its cut-off, too few seats):
 * nothing was saved. `field` is the form field the message belongs to; `next` the next departures with
 * enough seats for the party, to offer instead.
 */
export class DepartureUnavailableError extends Error {
  constructor(
    readonly field: "date" | "startTime" | "adults",
    message: string,
    readonly next: AvailableDeparture[] = [],
  ) {
    super(message);
  }
}

/**
 * Saves a booking request in one short transaction. A repeated form key (double click, resubmitted
 * form, browser retry) returns the booking already made instead of a second one; the same key with any other
 * content (package, names, e-mail, phone, date, party, message) throws a `FormKeyReusedError`, saving nothing.
 * `email` makes the e-mail about a new booking, recorded in the outbox in the same transaction: a
 * crash can never leave a booking without its e-mail (the caller sends it with `sendRecorded(emailId)`).
 * `staffEmail`, the operator's notice of the new request, is recorded the same way (`staffEmailId`).
 * When the package has a schedule, the departure and its seats are checked (`checkSeats`, the guest's rules) in that same
 * transaction, which holds the write lock from its start: a departure can never be oversold. A refusal throws
 * a `DepartureUnavailableError`, saving nothing. The booking keeps its start time and the prices and total
 * as they are now (all null: "Price on request"), and the pickup chosen, which must be one the package offers
 * (else a `PickupNotOfferedError`), with its time: the departure's start less the place's minutes, and its zone's
 * surcharge per person (kept, and in the total); or another address, without a time (staff set it).
 * `staff` is the desk's mode (StaffBooking): the guest's rules from today on (closed, cut-off, seats) in the same
 * transaction, the booking confirmed when asked (`confirmationEmail` recorded beside the request's), its audit row and
 * its line in the updates log. A booking without an e-mail address records no e-mail at all.
 */
export function createBooking(
  input: NewBooking,
  opts: {
    packageId: string;
    packageTitle: string;
    userId: string | null;
    humanChecked: boolean;
    formKey: string | null;
    /** Given the booking's manage link (issued in the same transaction when the message carries it). */
    email?: (booking: Booking, manageLink: string) => Email;
    staffEmail?: (booking: Booking) => Email;
    /** The words of a refusal (DepartureUnavailableError), in the page's language; English without it. */
    i18n?: Translator;
    /** Made by staff at the desk: see StaffBooking. */
    staff?: StaffBooking;
    /** The confirmation e-mail of a booking staff save as confirmed (as Confirm sends it). */
    confirmationEmail?: (booking: Booking, manageLink: string) => Email;
  },
): {
  booking: Booking;
  duplicate: boolean;
  emailId: number | null;
  staffEmailId: number | null;
  confirmationEmailId: number | null;
} {
  const db = getDb();
  const now = new Date();
  // "immediate": the write lock is taken before the seats are read, so two bookings can never both count the
  // same free seats (SQLite has one writer at a time; the other waits, busy_timeout, then reads the new count).
  const result = refusalWithNext(input, opts.packageId, () =>
    db.transaction(
      (tx) => {
        if (opts.formKey) {
          const existing = tx.select().from(bookings).where(eq(bookings.formKey, opts.formKey)).get();
          if (existing) {
            const request = {
              packageId: opts.packageId,
              name: input.name,
              surname: input.surname,
              email: input.email,
              phone: input.phone,
              message: input.message ?? "",
              date: input.date,
              adults: input.adults,
              children: input.children,
              infants: input.infants,
            };
            const asked = {
              ...request,
              pickupPlaceId: input.pickupPlaceId ?? null,
              pickupAddress: input.pickupAddress ?? null,
            };
            if (!sameRequest(existing, input.startTime ? { ...asked, startTime: input.startTime } : asked))
              throw new FormKeyReusedError();
            return { booking: existing, duplicate: true, emailId: null, staffEmailId: null, confirmationEmailId: null };
          }
        }
        const pkg = tx.select().from(packages).where(eq(packages.id, opts.packageId)).get();
        const pickup = input.pickupPlaceId ? offeredPickup(tx, opts.packageId, input.pickupPlaceId) : null;
        if (input.pickupPlaceId && !pickup) throw new PickupNotOfferedError();
        // Another address only where the package picks guests up (a post made by hand could send one anyway).
        const address = !pickup && input.pickupAddress && hasPickups(tx, opts.packageId) ? input.pickupAddress : null;
        if (input.pickupAddress && !address) throw new PickupNotOfferedError();
        const seats = pkg
          ? checkSeats(tx, pkg, input, { by: "guest", i18n: opts.i18n, desk: !!opts.staff }, now)
          : null;
        if (seats && !seats.ok) throw new DepartureUnavailableError(seats.field, seats.message);
        const startTime = seats?.startTime ?? null;
        const priced = pkg ? priceFor(pkg, input, pickup?.zone) : null;
        const surcharge = priced?.surcharge?.unit ?? 0;
        const total = priced?.total ?? null;
        const state = opts.staff?.confirm ? "confirmed" : "pending";
        const depositDue = pkg ? depositFor(pkg, input, total) : 0;
        const booking = tx
          .insert(bookings)
          .values({
            reference: newBookingReference(),
            userId: opts.userId,
            name: input.name,
            surname: input.surname,
            email: input.email,
            phone: input.phone,
            message: input.message ?? "",
            packageId: opts.packageId,
            packageTitle: opts.packageTitle,
            date: input.date,
            adults: input.adults,
            children: input.children,
            infants: input.infants,
            startTime,
            priceAdult: priced?.prices.adult ?? null,
            priceChild: priced?.prices.child ?? null,
            priceInfant: priced?.prices.infant ?? null,
            total,
            time: now.toISOString(),
            status: opts.staff?.confirm ? statusWords.confirmed : PENDING_STATUS,
            state,
            confirmedAt: state === "confirmed" ? now.toISOString() : null,
            depositDue,
            paymentState: paymentStateOf({ state, total, depositDue, paid: 0, refunded: 0 }),
            humanChecked: opts.humanChecked,
            formKey: opts.formKey,
            language: input.language ?? "en",
            // The pickup as told to the guest; its time only for a departure with a start (a request has none yet).
            pickupPlaceId: pickup?.id ?? null,
            pickupPlace: pickup?.name ?? null,
            pickupZone: pickup?.zone ?? null,
            pickupTime: pickup && startTime ? pickupTimeFor(startTime, pickup.minutesBefore) : null,
            pickupAddress: address,
            pickupSurcharge: surcharge || null,
            source: input.source ?? "website",
            sourceName: input.sourceName ?? "",
            sourceReference: input.sourceReference ?? "",
            phoneReminders: input.phoneReminders ?? false,
          })
          .returning()
          .get();
        // A guest who gave no address (a phone booking) is sent nothing.
        const toGuest = (build?: (b: Booking, manageLink: string) => Email) =>
          build && booking.email ? recordBookingEmail(tx, booking, (manageLink) => build(booking, manageLink)) : null;
        const emailId = toGuest(opts.email);
        const confirmationEmailId = opts.staff?.confirm ? toGuest(opts.confirmationEmail) : null;
        const staffEmailId = opts.staffEmail ? recordEmail(opts.staffEmail(booking), tx) : null;
        if (opts.staff) recordDeskBooking(tx, booking, opts.staff.admin);
        return { booking, duplicate: false, emailId, staffEmailId, confirmationEmailId };
      },
      { behavior: "immediate" },
    ),
  );
  if (!result.duplicate) {
    publish({ topic: "bookings", userId: opts.userId ?? undefined, adminsOnly: !opts.userId });
    if (opts.staff) publish({ topic: "updates", adminsOnly: true });
    if (result.booking.startTime) departuresChanged(opts.packageId);
  }
  return result;
}

/** A desk booking's audit row and updates-log line, in its own transaction. */
function recordDeskBooking(tx: Tx, b: Booking, admin: Actor) {
  const what = `${b.reference} (${b.packageTitle}, ${b.date})`;
  recordAudit(tx, admin, {
    action: "booking.create",
    target: { kind: "booking", id: b.reference, label: what },
    changes: {
      state: [null, b.state],
      source: [null, sourceText(b)],
      departure: [null, `${b.date} ${b.startTime ?? ""}`.trim()],
      party: [null, `${b.adults}/${b.children}/${b.infants}`],
    },
  });
  addAdminUpdate(
    tx,
    `Booking ${b.reference} (${b.packageTitle}, ${formatDate(b.date)}) made by ${admin.email} (${sourceText(b)}), ${b.status}`,
  );
}

/**
 * Runs the booking's transaction; a refusal comes back with its next departures, read after the refused
 * transaction (outside the write lock): those from the date asked for with seats for the whole party, else the first ones.
 */
function refusalWithNext<T>(input: NewBooking, packageId: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof DepartureUnavailableError)) throw error;
    const pkg = getDb()
      .select({ id: packages.id, cutoffHours: packages.cutoffHours })
      .from(packages)
      .where(eq(packages.id, packageId))
      .get();
    if (!pkg) throw error;
    const { departures } = packageAvailability(pkg);
    const seats = seatsNeeded(input);
    const later = nextAvailable(departures, NEXT_OFFERED, { from: input.date, seats });
    throw new DepartureUnavailableError(
      error.field,
      error.message,
      later.length > 0 ? later : nextAvailable(departures, NEXT_OFFERED, { seats }),
    );
  }
}

/** What the seat check reads of a booking, or of a request: its departure and its party; and of its package. */
type SeatAsk = { date: string; startTime?: string | null; adults: number; children: number };
type SeatPackage = { id: string; cutoffHours: number };
/** A guest's request: the departure's start (null for a package without a schedule), or the refusal's field and words. */
type GuestSeats = { ok: true; startTime: string | null } | Extract<RequestCheck, { ok: false }>;

/** A staff action that would make a booking hold seats again, but its departure has too few left for its party. */
export type NoSeats = { outcome: "no-seats"; booking: Booking; seatsLeft: number };

/**
 * The one seat check, for every path that makes a booking hold seats: a new booking, Confirm of a declined one (and
 * later a move to another departure). It reads the departure's seats through the caller's write transaction, which
 * took the lock at its start ("immediate"), so nobody takes them between the check and the write. A guest's request
 * meets every rule of checkRequest (the booking window, a closed departure, the cut-off, the seats: the refusal's
 * field and words), a desk booking (`desk`) the same from today on; staff's actions meet only the seats (they may
 * confirm inside the cut-off: the seats left). A package
 * without a schedule has no departures to fill: nothing to check, and a request has no start time.
 */
function checkSeats(
  tx: Tx,
  pkg: SeatPackage,
  ask: SeatAsk,
  rules: { by: "guest"; i18n?: Translator; desk?: boolean },
  now: Date,
): GuestSeats;
function checkSeats(
  tx: Tx,
  pkg: SeatPackage,
  ask: SeatAsk,
  rules: { by: "staff" },
  now: Date,
): { seatsLeft: number } | null;
function checkSeats(
  tx: Tx,
  pkg: SeatPackage,
  ask: SeatAsk,
  rules: { by: "guest"; i18n?: Translator; desk?: boolean } | { by: "staff" },
  now: Date,
): GuestSeats | { seatsLeft: number } | null {
  const scheduled = hasSchedule(tx, pkg.id);
  if (rules.by === "staff") {
    if (!scheduled || !ask.startTime) return null;
    // The booking's own date as the first allowed: only the seats count.
    const departure = departuresOn(tx, pkg, ask.date, now, ask.date).find((d) => d.startTime === ask.startTime);
    return departure && departure.seatsLeft < seatsNeeded(ask) ? { seatsLeft: departure.seatsLeft } : null;
  }
  // The desk books from today (a departure today or tomorrow until its cut-off); the public form from today plus 2.
  const minDate = rules.desk ? todayIn(getEnv().TZ, now) : bookingWindow(now).minDate;
  if (rules.desk && ask.date < minDate) return { ok: false, field: "date", message: DEPARTURE_PAST };
  if (!scheduled) return { ok: true, startTime: null };
  const departures = departuresOn(tx, pkg, ask.date, now, minDate);
  const check = checkRequest({
    departuresOfDate: departures,
    date: ask.date,
    startTime: ask.startTime,
    party: ask,
    minDate,
    cutoffHours: pkg.cutoffHours,
    i18n: rules.i18n,
  });
  if (check.ok) return { ok: true, startTime: check.departure.startTime };
  // The desk's form names the departure: too large a party is told the seats left on it, at the form's top.
  const left = departures.find((d) => d.startTime === ask.startTime)?.seatsLeft;
  if (rules.desk && check.field === "adults" && left !== undefined)
    return {
      ...check,
      message: left === 1 ? "Only 1 seat left on this departure" : `Only ${left} seats left on this departure`,
    };
  return check;
}

export function getBooking(reference: string): Booking | null {
  return getDb().select().from(bookings).where(eq(bookings.reference, reference)).get() ?? null;
}

export const USER_BOOKINGS_PAGE_SIZE = 10;

/**
 * One page of a client's own bookings, newest request first. WHERE user_id = ? ORDER BY time DESC
 * walks the (user_id, time) index backwards, so a page costs the same however many bookings there are.
 */
export function listUserBookings(userId: string, page = 1, pageSize = USER_BOOKINGS_PAGE_SIZE): Booking[] {
  return userBookingsQuery(userId, page, pageSize).all();
}

/** The query behind listUserBookings, exported so a test can ask SQLite for its plan. */
export function userBookingsQuery(userId: string, page: number, pageSize: number) {
  return getDb()
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.time))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
}

export function countUserBookings(userId: string): number {
  return getDb().select({ n: count() }).from(bookings).where(eq(bookings.userId, userId)).get()?.n ?? 0;
}

/** A booking only when it belongs to this user: anyone else's (or none) is null, so routes answer 404 alike. */
export function getUserBooking(reference: string, userId: string): Booking | null {
  return (
    getDb()
      .select()
      .from(bookings)
      .where(and(eq(bookings.reference, reference), eq(bookings.userId, userId)))
      .get() ?? null
  );
}

/**
 * What tells a guest of their own cancellation, recorded in its transaction (the 'Booking Cancelled' e-mail, the phone
 * text when they asked for one): the outbox rows' ids, sent after the commit.
 */
export type CancelNotice = (tx: Tx, booking: Booking) => { emailId: number | null; phoneId: number | null };

export type ClientCancellation =
  | { outcome: "cancelled"; booking: Booking; told?: ReturnType<CancelNotice> }
  /** Not cancellable (any more): `until` is when the free-cancellation cut-off was, when there was one. */
  | { outcome: "not-pending"; booking: Booking; until: Date | null }
  | { outcome: "not-found" };

/** What the cancellation rule needs of a booking: its state, its departure's instant and its package's cut-off. */
function cancelRule(tx: Tx | DB, b: Booking) {
  const pkg = tx
    .select({ freeCancelHours: packages.freeCancelHours })
    .from(packages)
    .where(eq(packages.id, b.packageId))
    .get();
  // A request without a start time has no departure instant: only its Pending state lets it be cancelled.
  const departure = b.startTime ? departureInstant(b.date, b.startTime, getEnv().TZ) : null;
  return { state: b.state, departure, freeCancelHours: pkg?.freeCancelHours ?? null };
}

/**
 * Whether the guest may cancel the booking now, until when a confirmed one could be cancelled (null: no such moment),
 * and the rule read (its departure's instant and its package's free-cancellation hours), for the policy in words.
 */
export function guestCancellation(
  b: Booking,
  now = new Date(),
): { allowed: boolean; until: Date | null; rule: ReturnType<typeof cancelRule> } {
  const rule = cancelRule(getDb(), b);
  return { allowed: guestMayCancel(rule, now), until: freeCancelUntil(rule.departure, rule.freeCancelHours), rule };
}

/**
 * A guest cancels a booking (`which` finds it: the client's own, or the one a private link opens), by the one rule
 * of guestMayCancel. The rule is read and the booking changed in one write transaction, the UPDATE conditional on
 * the state read, so a booking an admin changed meanwhile, or a replayed POST, changes nothing. The admins' log
 * line is written in the same transaction.
 */
function cancelByGuest(
  which: SQL,
  logLine: (b: Booking) => string,
  now: Date,
  notice?: CancelNotice,
): ClientCancellation {
  const result = getDb().transaction(
    (tx): ClientCancellation => {
      const current = tx.select().from(bookings).where(which).get();
      if (!current) return { outcome: "not-found" };
      const rule = cancelRule(tx, current);
      if (!guestMayCancel(rule, now))
        return {
          outcome: "not-pending",
          booking: current,
          until: freeCancelUntil(rule.departure, rule.freeCancelHours),
        };
      const booking = writeCancellation(tx, current, logLine)!;
      return notice ? { outcome: "cancelled", booking, told: notice(tx, booking) } : { outcome: "cancelled", booking };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "cancelled") cancellationsPublished([result.booking]);
  return result;
}

/** What a named action did: the booking as written; or nothing, from a state it does not start from (or changed meanwhile); or refused for want of seats. */
export type ActionResult = { outcome: "done"; booking: Booking } | { outcome: "unchanged"; booking: Booking } | NoSeats;

/**
 * The one write of a booking's state: `action` (utils/booking-state.ts `bookingActions`) on the booking as read in
 * the caller's write transaction. A state the action does not start from changes nothing; a state that makes the
 * booking hold seats again needs them (checkSeats, by the staff's rule); the UPDATE is conditional on the state read,
 * so a booking changed meanwhile, or a replayed post, changes nothing. The status becomes the new state's word.
 * The caller writes its log line and notice in the same transaction and publishes after the commit. A cancellation
 * or a decline queues the refund of the booking's online payments with it, for `refundReason` (staff's by default).
 */
export function applyAction(
  tx: Tx,
  current: Booking,
  action: BookingAction,
  now = new Date(),
  refundReason: string = action === "decline" ? refundReasons.declined : refundReasons.staff,
): ActionResult {
  if (!mayApply(action, current.state)) return { outcome: "unchanged", booking: current };
  const state = bookingActions[action].to;
  if (!holdsSeats(current.state) && holdsSeats(state)) {
    const pkg = tx
      .select({ id: packages.id, cutoffHours: packages.cutoffHours })
      .from(packages)
      .where(eq(packages.id, current.packageId))
      .get();
    const refusal = pkg ? checkSeats(tx, pkg, current, { by: "staff" }, now) : null;
    if (refusal) return { outcome: "no-seats", booking: current, seatsLeft: refusal.seatsLeft };
  }
  const booking = tx
    .update(bookings)
    .set({
      state,
      status: statusWords[state],
      paymentState: paymentStateOf({ ...current, state }),
      ...(state === "confirmed" ? { confirmedAt: now.toISOString() } : {}),
    })
    .where(and(eq(bookings.reference, current.reference), eq(bookings.state, current.state)))
    .returning()
    .get();
  if (!booking) return { outcome: "unchanged", booking: current };
  // Online payments go back through their provider, queued with the change (services/refunds.server.ts sends them).
  if (state === "cancelled" || state === "declined") queueRefunds(tx, booking, refundReason);
  return { outcome: "done", booking };
}

/**
 * A guest's cancellation (their own, or with their data erased at their request), or the site's of a late deposit,
 * in the caller's transaction: the cancel action (null when it changed nothing), the admins' log line, and its online
 * payments' refunds queued for `refundReason`. The caller publishes (cancellationsPublished).
 */
export function writeCancellation(
  tx: Tx,
  current: Booking,
  logLine: (b: Booking) => string,
  refundReason: string = refundReasons.guest,
): Booking | null {
  const result = applyAction(tx, current, "cancel", new Date(), refundReason);
  if (result.outcome !== "done") return null;
  addAdminUpdate(tx, logLine(result.booking));
  return result.booking;
}

/** Cancel on every booking `which` finds (staff cancelling a whole departure), those in a state cancel starts from; none holds seats after. */
export function cancelAll(tx: Tx, which: SQL): Booking[] {
  const { from, to } = bookingActions.cancel;
  const cancelled = tx
    .update(bookings)
    .set({ state: to, status: statusWords[to] })
    .where(and(which, inArray(bookings.state, [...from])))
    .returning()
    .all();
  // Money still held makes each one "Refund due" (only those paid anything change: the rest stay as they were); a
  // departure cancelled for the weather gives all its online payments back.
  return cancelled.map((b) => {
    if (b.paid <= 0 && b.refunded <= 0) return b;
    queueRefunds(tx, b, refundReasons.weather);
    return writeMoney(tx, b.reference)!;
  });
}

/**
 * The booking's money as its ledger (`payments`) holds it, written on the booking in the caller's transaction, the
 * one that wrote the ledger row (models/ledger.server.ts): paid in less refunded, refunded, and the payment state
 * (utils/payment.ts paymentStateOf). Returns the booking as written (null: no such booking).
 */
export function writeMoney(tx: Tx, reference: string): Booking | null {
  const sums = tx
    .select({
      paid: sql<number>`coalesce(sum(case when ${payments.kind} = 'payment' then ${payments.amount} else -${payments.amount} end), 0)`,
      refunded: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then ${payments.amount} else 0 end), 0)`,
    })
    .from(payments)
    .where(eq(payments.bookingReference, reference))
    .get() ?? { paid: 0, refunded: 0 };
  const current = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
  if (!current) return null;
  const money = { paid: sums.paid, refunded: sums.refunded };
  return tx
    .update(bookings)
    .set({ ...money, paymentState: paymentStateOf({ ...current, ...money }) })
    .where(eq(bookings.reference, reference))
    .returning()
    .get()!;
}

/** The admin's status text: a label, written alone; it never changes the state (only the named actions do). */
export function writeStatusLabel(tx: Tx, reference: string, status: string): Booking | null {
  return tx.update(bookings).set({ status }).where(eq(bookings.reference, reference)).returning().get() ?? null;
}

/**
 * A passenger's day on the manifest: checked in, a no-show, or back to waiting (null, the Undo), at `now`; with the
 * audit row in the same write transaction. Only a booking that holds seats on `date` (the manifest's day) can be
 * checked in: any other (cancelled, declined, moved to another day, unknown) is null and nothing is written. Setting
 * the state it already has writes nothing either (a replayed post).
 */
export function writeCheckIn(
  which: { reference: string; date: string },
  state: CheckInState | null,
  actor: Actor,
  now = new Date(),
): Booking | null {
  const result = getDb().transaction(
    (tx) => {
      const current = tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.reference, which.reference), eq(bookings.date, which.date)))
        .get();
      if (!current || !holdsSeats(current.state)) return null;
      if (current.checkIn === state) return { booking: current, changed: false };
      const checkInAt = state ? now.toISOString() : null;
      const booking = tx
        .update(bookings)
        .set({ checkIn: state, checkInAt })
        .where(eq(bookings.reference, current.reference))
        .returning()
        .get();
      const entry = { action: "booking.checkin", target: { kind: "booking", id: current.reference } } as const;
      recordChanges(tx, actor, entry, { checkIn: current.checkIn }, { checkIn: state });
      return { booking, changed: true };
    },
    { behavior: "immediate" },
  );
  if (result?.changed) publish({ topic: "bookings", adminsOnly: true });
  return result?.booking ?? null;
}

/** The reminder's e-mail noted on its booking, in the reminder's transaction: a booking with one is never reminded again. */
export function markReminded(tx: Tx, reference: string, emailId: number): void {
  tx.update(bookings).set({ reminderEmailId: emailId }).where(eq(bookings.reference, reference)).run();
}

/** After the commit of cancellations: the clients' and admins' lists, the log, and the seats freed on each departure. */
export function cancellationsPublished(cancelled: Pick<Booking, "userId" | "startTime" | "packageId">[]) {
  if (!cancelled.length) return;
  for (const userId of new Set(cancelled.map((b) => b.userId))) if (userId) publish({ topic: "bookings", userId });
  publish({ topic: "bookings", adminsOnly: true });
  publish({ topic: "updates", adminsOnly: true });
  for (const packageId of new Set(cancelled.filter((b) => b.startTime).map((b) => b.packageId)))
    departuresChanged(packageId);
}

/** Whether the guest's own rule lets them cancel this booking now, read in the caller's transaction. */
export function guestMayCancelIn(tx: Tx, b: Booking, now: Date): boolean {
  return guestMayCancel(cancelRule(tx, b), now);
}

/** The line of the log for a client's own cancellation. */
export const cancelledByClientLine = (b: Booking, clientEmail: string) =>
  `Booking ${b.reference} (${b.packageTitle}, ${formatDate(b.date)}) was cancelled by the client ${clientEmail}`;

/**
 * Every booking of a guest, newest departure first: those of their account, and those made with their address
 * without an account (theirs too; compared trimmed and in lower case). A booking another account made with this
 * address belongs to that account's holder, and is left out.
 */
/** The bookings made without an account (user_id null) with this address, compared trimmed and in lower case (SQLite's lower() is ASCII only, as the e-mail schema is). */
const withoutAccount = (email: string) =>
  and(isNull(bookings.userId), sql`lower(trim(${bookings.email})) = ${email.trim().toLowerCase()}`);

export function bookingsOfGuest(tx: Tx | DB, guest: { userId: string | null; email: string }): Booking[] {
  const sameAddress = withoutAccount(guest.email);
  return tx
    .select()
    .from(bookings)
    .where(guest.userId ? or(eq(bookings.userId, guest.userId), sameAddress) : sameAddress)
    .orderBy(desc(bookings.date), desc(bookings.time))
    .all();
}

/** What an erased guest's booking keeps instead of their name, e-mail, phone and message. */
export const ERASED_GUEST = {
  name: "Erased guest",
  surname: "",
  email: "erased@erased.invalid",
  phone: "",
  message: "",
} as const;

/**
 * An erased guest's bookings keep what the operator must keep for its accounts (reference, package, dates, party,
 * prices, total, status, pickup) and lose the person: name, e-mail, phone, message and the account they were in.
 */
export function anonymiseBookings(tx: Tx, references: string[]): number {
  if (!references.length) return 0;
  return tx
    .update(bookings)
    .set({ ...ERASED_GUEST, userId: null })
    .where(inArray(bookings.reference, references))
    .run().changes;
}

/** A client cancels their own booking; someone else's (or none) is "not-found" alike. `notice` tells them, in its transaction. */
export function cancelBookingByClient(
  reference: string,
  client: { id: string; email: string },
  now = new Date(),
  notice?: CancelNotice,
): ClientCancellation {
  return cancelByGuest(
    and(eq(bookings.reference, reference), eq(bookings.userId, client.id))!,
    (b) => cancelledByClientLine(b, client.email),
    now,
    notice,
  );
}

/** The guest cancels the booking their private link opened (the caller checked the link). */
export function cancelBookingByLink(reference: string, now = new Date(), notice?: CancelNotice): ClientCancellation {
  return cancelByGuest(
    eq(bookings.reference, reference),
    (b) =>
      `Booking ${b.reference} (${b.packageTitle}, ${formatDate(b.date)}) was cancelled by the guest ${b.email} through their private link`,
    now,
    notice,
  );
}

/**
 * The bookings made without an account with an address just proven join its account; inside the caller's
 * transaction, the verification's, so an address never gains bookings unless it is proven (with the account's
 * password: auth-token.server.ts). Bookings that belong to an account already stay where they are. Returns how many joined.
 */
export function joinEarlierBookings(tx: DB | Tx, userId: string, verifiedEmail: string): number {
  return tx.update(bookings).set({ userId }).where(withoutAccount(verifiedEmail)).run().changes;
}

/** How many bookings made without an account would join this address's account (the verification page says it). */
export function countEarlierBookings(email: string): number {
  return getDb().select({ n: count() }).from(bookings).where(withoutAccount(email)).get()?.n ?? 0;
}

/** Whether the booking's departure is still ahead: its start, or for a request without one, the end of its day. */
export function departureAhead(b: Pick<Booking, "date" | "startTime">, now = new Date()): boolean {
  const { TZ } = getEnv();
  const at = b.startTime
    ? departureInstant(b.date, b.startTime, TZ)
    : departureInstant(addDays(b.date, 1), "00:00", TZ);
  return at.getTime() > now.getTime();
}

/**
 * What a party costs at the package's prices as they are now (null: "Price on request"), with the per-person
 * surcharge of the pickup's zone: the one pricing of a booking's total, new or changed.
 */
export function priceFor(
  pkg: Pick<typeof packages.$inferSelect, "priceAdult" | "priceChild" | "priceInfant" | "zoneSurcharges">,
  party: { adults: number; children: number; infants: number },
  zone: string | null | undefined,
) {
  const prices = { adult: pkg.priceAdult, child: pkg.priceChild, infant: pkg.priceInfant };
  return quote(prices, party, zoneSurcharge(pkg.zoneSurcharges, zone));
}

/** What staff may change on a booking (the guest only the departure: date and start). */
export type BookingChange = {
  date: string;
  /** The departure's start; null for a package without a schedule. */
  startTime: string | null;
  adults: number;
  children: number;
  infants: number;
  /** A place the package offers; null: the meeting point. */
  pickupPlaceId: number | null;
  /** Another address (no place): staff set its time. Left out: the booking's own address is kept when no place is chosen. */
  pickupAddress?: string | null;
  /** Staff's own pickup time for this booking ("HH:MM"); null: computed from the place's minutes before the start. */
  pickupTime: string | null;
  name: string;
  surname: string;
  email: string;
  phone: string;
};

/** Who changes a booking: staff (any departure with the seats, inside the cut-off too) or its guest (by their own rules). */
export type ChangeBy =
  { by: "staff"; actor: Actor } | { by: "guest"; i18n?: Translator; logLine: (b: Booking) => string };

/** How the guest is told of a change: the e-mail (from the booking before and after, with its manage link) and the bell. */
export type ChangeNotice = {
  email: (before: Booking, after: Booking, manageLink: string) => Email;
  bell: (after: Booking) => { title: string; message: string };
  /** The phone text of a change of departure or pickup (undefined: nothing the guest's phone needs). */
  phone?: (before: Booking, after: Booking) => string | undefined;
};

export type ChangeResult =
  | { outcome: "changed"; before: Booking; booking: Booking; repriced: boolean; notice: RecordedNotice | null }
  /** Nothing differs from the booking as it is: nothing written or sent. */
  | { outcome: "unchanged"; booking: Booking }
  /** The new departure cannot take the party (or does not run, or is not the guest's to choose): nothing changed. */
  | { outcome: "refused"; booking: Booking; message: string }
  /** A guest past their free cancellation (or a booking not pending or confirmed): they must ask the operator. */
  | { outcome: "not-allowed"; booking: Booking }
  | { outcome: "not-found" };

/** The fields a change compares, writes and records in the audit log. */
const changedFields = [
  "date",
  "startTime",
  "adults",
  "children",
  "infants",
  "pickupPlaceId",
  "pickupPlace",
  "pickupZone",
  "pickupTime",
  "pickupTimeFixed",
  "pickupAddress",
  "name",
  "surname",
  "email",
  "phone",
  "priceAdult",
  "priceChild",
  "priceInfant",
  "total",
  "pickupSurcharge",
] as const;
type ChangedRow = Pick<Booking, (typeof changedFields)[number]>;
const pickRow = (b: ChangedRow): ChangedRow =>
  Object.fromEntries(changedFields.map((k) => [k, b[k]])) as unknown as ChangedRow;

/**
 * Changes a booking (docs/decisions/034-bookings-writer.md: a move is one more named action) in one "immediate" write
 * transaction: the booking read again, the new departure's seats checked (checkSeats' reads, through the same
 * transaction: the booking's own seats count as free when it stays on its departure), the row written, the total
 * recalculated from the package's current prices only when the party or the departure changes (else its prices stay),
 * the pickup time computed again from the place's minutes before the new start unless staff fixed it; and in the same
 * transaction the updates log line, staff's audit row and the guest's notice (the e-mail only when the booking has an
 * address; the bell when it has an account). A refusal changes nothing. Staff may use any departure of the package
 * that runs, inside the cut-off too; the guest (`changes` read for the date and start only) moves by the public
 * form's rules (the 2-day floor, the cut-off, a closed departure, the seats) while their booking is free to cancel.
 */
export function changeBooking(
  reference: string,
  changes: Pick<BookingChange, "date" | "startTime"> & Partial<BookingChange>,
  who: ChangeBy,
  notice: ChangeNotice,
  now = new Date(),
): ChangeResult {
  const result = getDb().transaction(
    (tx): ChangeResult => {
      const current = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
      if (!current) return { outcome: "not-found" };
      if (who.by === "guest" && !guestMayCancelIn(tx, current, now))
        return { outcome: "not-allowed", booking: current };
      // A guest moves the departure only: their party, pickup and details stay.
      const asked: BookingChange =
        who.by === "guest"
          ? { ...current, date: changes.date, startTime: changes.startTime }
          : { ...current, pickupTime: current.pickupTimeFixed ? current.pickupTime : null, ...changes };
      const moved = asked.date !== current.date || asked.startTime !== current.startTime;
      const partyChanged = (["adults", "children", "infants"] as const).some((k) => asked[k] !== current[k]);
      const pkg = tx.select().from(packages).where(eq(packages.id, current.packageId)).get();
      if (moved || partyChanged) {
        const refusal = pkg ? moveRefusal(tx, pkg, current, asked, who, now) : null;
        if (refusal) return { outcome: "refused", booking: current, message: refusal };
      }
      // The place asked for must be one the package offers, unless it is the booking's own (kept as it was told).
      const offered = asked.pickupPlaceId ? offeredPickup(tx, current.packageId, asked.pickupPlaceId) : null;
      if (asked.pickupPlaceId && !offered && asked.pickupPlaceId !== current.pickupPlaceId)
        return { outcome: "refused", booking: current, message: PICKUP_NOT_OFFERED };
      const place = offered ?? (asked.pickupPlaceId ? { name: current.pickupPlace, zone: current.pickupZone } : null);
      // A pickup in another zone changes the surcharge: priced again too, so the total never disagrees with it.
      const repriced = moved || partyChanged || (place?.zone ?? null) !== current.pickupZone;
      const priced = repriced && pkg ? priceFor(pkg, asked, place?.zone) : null;
      const fixed = who.by === "staff" ? asked.pickupTime !== null : current.pickupTimeFixed;
      const computed = offered && asked.startTime ? pickupTimeFor(asked.startTime, offered.minutesBefore) : null;
      const after: ChangedRow = {
        ...pickRow(current),
        ...(who.by === "staff"
          ? {
              adults: asked.adults,
              children: asked.children,
              infants: asked.infants,
              name: asked.name,
              surname: asked.surname,
              email: asked.email,
              phone: asked.phone,
            }
          : {}),
        date: asked.date,
        startTime: asked.startTime,
        pickupPlaceId: asked.pickupPlaceId,
        // A place replaces another address; staff's form says which address, or none (the meeting point).
        pickupAddress: place ? null : asked.pickupAddress === undefined ? current.pickupAddress : asked.pickupAddress,
        pickupPlace: place?.name ?? null,
        pickupZone: place?.zone ?? null,
        pickupTimeFixed: fixed,
        pickupTime: fixed ? asked.pickupTime : place ? (computed ?? current.pickupTime) : null,
        ...(repriced
          ? {
              priceAdult: priced?.prices.adult ?? null,
              priceChild: priced?.prices.child ?? null,
              priceInfant: priced?.prices.infant ?? null,
              total: priced?.total ?? null,
              pickupSurcharge: priced?.surcharge?.unit ?? null,
            }
          : {}),
      };
      const differences = changesBetween(pickRow(current), after);
      if (!Object.keys(differences).length) return { outcome: "unchanged", booking: current };
      // A new total asks a new deposit (at the package's setting now) and may settle or reopen the balance.
      const depositDue = repriced && pkg ? depositFor(pkg, after, after.total) : current.depositDue;
      const money = { depositDue, paymentState: paymentStateOf({ ...current, total: after.total, depositDue }) };
      const booking = tx
        .update(bookings)
        .set({ ...after, ...money })
        .where(eq(bookings.reference, reference))
        .returning()
        .get()!;
      const target = { kind: "booking" as const, id: booking.reference, label: bookingLabel(booking) };
      if (who.by === "staff") {
        recordAudit(tx, who.actor, { action: "booking.change", target, changes: differences });
        addAdminUpdate(
          tx,
          `Booking ${bookingLabel(current)} changed by ${who.actor.email}: ${changeSummary(differences)}`,
        );
      } else addAdminUpdate(tx, who.logLine(booking));
      const bell = notice.bell(booking);
      const told = booking.email
        ? recordGuestNotice(tx, booking, {
            email: (link) => notice.email(current, booking, link),
            bell,
            phone: notice.phone?.(current, booking),
          })
        : null;
      if (!told && booking.userId)
        addNotification(tx, booking.userId, { ...bell, link: `/user/booking/${reference}`, action: "View booking" });
      return { outcome: "changed", before: current, booking, repriced, notice: told };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "changed") {
    const { booking, before } = result;
    publish({ topic: "bookings", adminsOnly: true });
    publish({ topic: "updates", adminsOnly: true });
    if (booking.userId) {
      publish({ topic: "bookings", userId: booking.userId });
      publish({ topic: "notifications", userId: booking.userId });
    }
    if (booking.startTime || before.startTime) departuresChanged(booking.packageId);
  }
  return result;
}

/** "K7QM-4XPT-9HRC (Catamaran day, Sat 5 Dec 2026)": a booking as the log names it. */
const bookingLabel = (b: Booking) => `${b.reference} (${b.packageTitle}, ${formatDate(b.date)})`;

/** The log line's account of a change: "date 2026-12-05 → 2026-12-06, adults 2 → 3". */
const changeSummary = (differences: Record<string, [unknown, unknown]>) =>
  Object.entries(differences)
    .map(([field, [was, is]]) => `${field} ${was ?? "none"} → ${is ?? "none"}`)
    .join(", ");

/**
 * Why the booking cannot have the departure and party asked for, or null when it can: by the guest's rules
 * (checkRequest's words in their language), or staff's (the departure runs and has the seats, its cut-off aside).
 * The booking's own seats count as free when it stays on its departure; a booking that holds none (cancelled,
 * declined) takes none.
 */
function moveRefusal(
  tx: Tx,
  pkg: SeatPackage,
  current: Booking,
  asked: BookingChange,
  who: ChangeBy,
  now: Date,
): string | null {
  if (who.by === "guest") {
    const seats = checkSeats(tx, pkg, asked, { by: "guest", i18n: who.i18n }, now);
    return seats.ok ? null : seats.message;
  }
  if (!asked.startTime || !hasSchedule(tx, pkg.id)) return null;
  const today = todayIn(getEnv().TZ, now);
  const values = { date: asked.date, time: asked.startTime };
  const departure = departuresOn(tx, pkg, asked.date, now, asked.date).find((d) => d.startTime === asked.startTime);
  const stays = asked.date === current.date && asked.startTime === current.startTime;
  if (!departure)
    return errorMessage("There is no departure on {date} at {time}. Please choose one from the list.", values);
  if (!stays && asked.date < today)
    return errorMessage("{date} is past: its departures can no longer be changed.", values);
  if (!stays && departure.closed)
    return errorMessage("The departure on {date} at {time} is closed. Please choose another.", values);
  if (!holdsSeats(current.state)) return null;
  const own = stays ? seatsNeeded(current) : 0;
  const left = Math.max(0, departure.seats - departure.seatsTaken + own);
  const needed = seatsNeeded(asked);
  if (needed <= left) return null;
  return left === 1
    ? errorMessage(
        "Only 1 seat left on {date} at {time}, and this party needs {needed}. Nothing was changed or sent.",
        {
          ...values,
          needed,
        },
      )
    : errorMessage(
        "Only {count} seats left on {date} at {time}, and this party needs {needed}. Nothing was changed or sent.",
        { ...values, count: left, needed },
      );
}
