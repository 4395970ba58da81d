import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { adminUpdates, bookingComments, bookings, users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { addDays, formatDate, todayIn } from "~/utils/time";
import { addAdminUpdate } from "./admin-update.server";
import { recordAudit, type Actor } from "./audit.server";
import { applyAction, cancelAll, writeStatusLabel, type Booking, type NoSeats } from "./booking.server";
import { recordGuestNotice, type GuestNotice, type RecordedNotice } from "./guest-notice.server";
import { addNotification } from "./notification.server";
import type { Email } from "./outbox.server";
import { auditDeparture, closeDepartureIn, departuresChanged } from "./schedule.server";

import type { BookingFilter } from "~/utils/booking-filters";
import type { BookingSource } from "~/utils/booking-desk";
import type { PaymentState } from "~/utils/payment";
import { pagedRows } from "~/db/paged.server";
export const PAGE_SIZE = 10;

function filterWhere(filter: BookingFilter, today: string): SQL | undefined {
  switch (filter) {
    case "current":
      return and(gte(bookings.date, today), ne(bookings.state, "cancelled"));
    case "expired":
      return and(lt(bookings.date, today), ne(bookings.state, "cancelled"));
    case "cancelled":
      return eq(bookings.state, "cancelled");
    default:
      return undefined;
  }
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and the escape character) taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box: reference, first name, last name, full name, e-mail or phone containing the words
 * (SQLite's LIKE ignores case for ASCII), and the phone also with its spaces taken out on both sides.
 */
function searchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const like = (column: SQLWrapper, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  const p = containsPattern(text);
  const digits = text.replace(/\s+/g, "");
  return or(
    like(bookings.reference, p),
    like(bookings.name, p),
    like(bookings.surname, p),
    like(sql`${bookings.name} || ' ' || ${bookings.surname}`, p),
    like(bookings.email, p),
    like(bookings.phone, p),
    digits ? like(sql`replace(${bookings.phone}, ' ', '')`, containsPattern(digits)) : undefined,
  );
}

type BookingQuery = {
  filter?: BookingFilter;
  sort?: "asc" | "desc";
  q?: string;
  source?: BookingSource | "";
  /** The payment state (bookings_payment_state_idx); "": any. */
  payment?: PaymentState | "";
  now?: Date;
};

/** The WHERE and ORDER BY that All Bookings and its CSV share. */
function bookingQuery({
  filter = "all",
  sort = "desc",
  q = "",
  source = "",
  payment = "",
  now = new Date(),
}: BookingQuery) {
  const where = and(
    filterWhere(filter, todayIn(getEnv().TZ, now)),
    searchWhere(q),
    source ? eq(bookings.source, source) : undefined,
    payment ? eq(bookings.paymentState, payment) : undefined,
  );
  const order = sort === "asc" ? [asc(bookings.date), asc(bookings.time)] : [desc(bookings.date), desc(bookings.time)];
  return { where, order };
}

/** One page of bookings for the admin table: filtered, searched, sorted by date and paged in SQL (two statements). */
export function listBookings({ page = 1, ...query }: BookingQuery & { page?: unknown }) {
  const { where, order } = bookingQuery(query);
  const ordered = getDb()
    .select()
    .from(bookings)
    .where(where)
    .orderBy(...order);
  return pagedRows(bookings, where, ordered, page, PAGE_SIZE);
}

/** Every booking the same filter, search and sort find, all pages at once (the CSV export), in one statement. */
export function listAllBookings(query: BookingQuery) {
  const { where, order } = bookingQuery(query);
  return getDb()
    .select()
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .all();
}

/** What needs attention on the admin Home: pending requests, the next days, recent updates. */
export function attentionSummary(now = new Date()) {
  const db = getDb();
  const today = todayIn(getEnv().TZ, now);
  const pending = db
    .select()
    .from(bookings)
    .where(eq(bookings.state, "pending"))
    .orderBy(desc(bookings.time))
    .limit(5)
    .all();
  const pendingCount = db.select({ n: count() }).from(bookings).where(eq(bookings.state, "pending")).get()?.n ?? 0;
  const upcoming = db
    .select()
    .from(bookings)
    .where(and(gte(bookings.date, today), lte(bookings.date, addDays(today, 3)), ne(bookings.state, "cancelled")))
    .orderBy(asc(bookings.date), asc(bookings.time))
    .limit(20)
    .all();
  const updates = db.select().from(adminUpdates).orderBy(desc(adminUpdates.time)).limit(5).all();
  return { today, pending, pendingCount, upcoming, updates };
}

export function getBookingComments(reference: string) {
  return getDb()
    .select({
      id: bookingComments.id,
      content: bookingComments.content,
      createdAt: bookingComments.createdAt,
      author: users.email,
    })
    .from(bookingComments)
    .leftJoin(users, eq(users.id, bookingComments.authorId))
    .where(eq(bookingComments.bookingReference, reference))
    .orderBy(asc(bookingComments.id))
    .all();
}

/** The e-mail a booking's guest gets about a change, built from the booking as it is after the change and its manage link. */
export type GuestEmail = (booking: Booking, manageLink: string) => Email;

/** A booking as the audit log names it: its reference, package and date. */
const bookingTarget = (b: Booking) => ({
  kind: "booking" as const,
  id: b.reference,
  label: `${b.reference} (${b.packageTitle}, ${b.date})`,
});

/** After the commit: what moved (the lists, the client's pages, and with a state that gives seats back or takes them again, the departure). */
function bookingChanged(booking: Booking, { log = false, seats = false } = {}) {
  publish({ topic: "bookings", adminsOnly: true });
  if (log) publish({ topic: "updates", adminsOnly: true });
  if (seats && booking.startTime) departuresChanged(booking.packageId);
  if (booking.userId) publish({ topic: "bookings", userId: booking.userId });
}

/** What an admin's save on a booking did: saved (the guest told when the status changed). */
export type StatusSave =
  { outcome: "saved"; booking: Booking; changed: boolean; notice: RecordedNotice | null } | { outcome: "not-found" };

/**
 * The admin's save on a booking: the status, a label (free text; it never changes the state: Confirm, Decline and
 * Cancel do), an optional new comment, and when the status changed, the guest told ('Your booking has been updated
 * to {status}'): an e-mail built by `email` (whether or not they have an account) and the bell of the client whose
 * bookings include it, in one transaction. Without `email`, only the bell.
 */
export function saveBookingByAdmin(
  reference: string,
  input: { status: string; comment?: string },
  admin: Actor,
  email?: GuestEmail,
): StatusSave {
  const result = getDb().transaction((tx): StatusSave => {
    const booking = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
    if (!booking) return { outcome: "not-found" };
    const changed = booking.status !== input.status;
    let notice: RecordedNotice | null = null;
    const updated = changed ? writeStatusLabel(tx, reference, input.status)! : booking;
    if (changed) {
      const bell = { title: `Booking ${reference}`, message: `Your booking has been updated to ${input.status}` };
      if (email) notice = recordGuestNotice(tx, updated, { email: (link) => email(updated, link), bell });
      else if (booking.userId)
        addNotification(tx, booking.userId, { ...bell, link: `/user/booking/${reference}`, action: "View booking" });
    }
    if (input.comment)
      tx.insert(bookingComments)
        .values({ bookingReference: reference, content: input.comment, authorId: admin.id })
        .run();
    if (changed || input.comment) {
      recordAudit(tx, admin, {
        action: changed ? "booking.status" : "booking.update",
        target: bookingTarget(booking),
        changes: {
          ...(changed ? { status: [booking.status, input.status] } : {}),
          ...(input.comment ? { comment: [null, input.comment] } : {}),
        },
      });
    }
    return { outcome: "saved", booking: updated, changed, notice };
  });
  if (result.outcome === "saved" && result.changed) {
    bookingChanged(result.booking);
    if (result.booking.userId) publish({ topic: "notifications", userId: result.booking.userId });
  }
  return result;
}

export type { NoSeats };

export type AdminDecision =
  | { outcome: "done"; booking: Booking; notice: RecordedNotice }
  /** Not in a state the action starts from (already so, or cancelled): nothing changed. */
  | { outcome: "unchanged"; booking: Booking }
  /** A declined booking confirmed again, but its departure has too few seats left for its party: nothing changed. */
  | NoSeats
  | { outcome: "not-found" };

/** How a decision is told: the verb of its log line ("Booking … confirmed by …") and the bell's words. */
type Told = { verb: string; bell: (b: Booking) => string; reason?: string; phone?: (b: Booking) => string };

/**
 * A staff decision on a booking: the named action (booking.server.ts `applyAction`: its states, the seat check), the
 * log line (with the reason, when there is one), the audit entry and the guest's notice (`email` built from the
 * booking after the change, and the bell) in one write transaction that takes the lock at its start (as a new
 * booking's does), so a declined booking confirmed again cannot take seats someone else just booked. A booking the
 * action does not start from is left as it is, so a replayed post changes and tells nothing.
 */
function decide(
  reference: string,
  action: "confirm" | "decline" | "cancel",
  admin: Actor,
  email: GuestEmail,
  { verb, bell, reason, phone }: Told,
): AdminDecision {
  const result = getDb().transaction(
    (tx): AdminDecision => {
      const current = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
      if (!current) return { outcome: "not-found" };
      const applied = applyAction(tx, current, action);
      if (applied.outcome !== "done") return applied;
      const b = applied.booking;
      addAdminUpdate(
        tx,
        `Booking ${b.reference} (${b.packageTitle}, ${formatDate(b.date)}) ${verb} by ${admin.email}${reason ? `: ${reason}` : ""}`,
      );
      recordAudit(tx, admin, {
        action: "booking.status",
        target: bookingTarget(b),
        changes: {
          status: [current.status, b.status],
          state: [current.state, b.state],
          ...(reason ? { reason: [null, reason] } : {}),
        },
      });
      const notice = recordGuestNotice(tx, b, {
        email: (link) => email(b, link),
        bell: { title: `Booking ${b.reference}`, message: bell(b) },
        phone: phone?.(b),
      });
      return { outcome: "done", booking: b, notice };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "done") bookingChanged(result.booking, { log: true, seats: true });
  return result;
}

/** 'Confirm': the booking confirmed, "Booking {ref} confirmed by {admin}" in the log, the guest told (e-mail, bell). */
export function confirmBookingByAdmin(reference: string, admin: Actor, email: GuestEmail): AdminDecision {
  return decide(reference, "confirm", admin, email, {
    verb: "confirmed",
    bell: (b) => `Your booking ${b.reference} is confirmed`,
  });
}

/** The decisions staff give with a reason, each with the words that tell it. */
const withReason = {
  decline: { verb: "declined", bell: (b: Booking) => `Your booking ${b.reference} was declined` },
  cancel: { verb: "cancelled", bell: (b: Booking) => `Your booking has been updated to ${b.status}` },
};

/** A decision with the admin's reason (for the log and the audit) and, when given, the guest's phone message. */
const decideWithReason =
  (action: keyof typeof withReason) =>
  (reference: string, admin: Actor, reason: string, email: GuestEmail, phone?: (b: Booking) => string) =>
    decide(reference, action, admin, email, { ...withReason[action], reason, phone });

/**
 * 'Decline' with the admin's reason: the booking declined (its seats free at once: a declined booking holds
 * none), the reason in the log, the guest told. `email` runs inside the transaction, after the change, so the
 * departures it offers count the seats just freed.
 */
export const declineBookingByAdmin = decideWithReason("decline");

/**
 * 'Cancel' by staff (the guest asked by phone, past their own cut-off; the operator cannot run it) with the reason for
 * the log: the booking cancelled, its seats free, the guest told as a saved status tells them ('Your booking has been
 * updated to Cancelled'). A cancelled booking is never taken back.
 */
export const cancelBookingByAdmin = decideWithReason("cancel");

/** One departure of a day: a package's start on a date (startTime null: its bookings without a set time). */
export type DepartureRef = { packageId: string; date: string; startTime: string | null };

/** The bookings of a departure whose guests travel (pending or confirmed): the ones told and the ones cancelled. */
function travellingOn(d: DepartureRef): SQL {
  return and(
    eq(bookings.packageId, d.packageId),
    eq(bookings.date, d.date),
    d.startTime === null ? isNull(bookings.startTime) : eq(bookings.startTime, d.startTime),
    inArray(bookings.state, ["pending", "confirmed"]),
  )!;
}

export type DepartureNotices = { count: number; notices: RecordedNotice[] };

/**
 * Staff message everyone travelling on a departure: each guest's e-mail (and bell) recorded, and the log line
 * ("Message sent to N guests of …"), in one transaction. The caller delivers the notices after the commit.
 */
export function messageDeparture(
  d: DepartureRef,
  admin: Actor,
  subject: string,
  log: (count: number) => string,
  notice: (b: Booking) => GuestNotice,
): DepartureNotices {
  const result = getDb().transaction((tx) => {
    const guests = tx.select().from(bookings).where(travellingOn(d)).orderBy(asc(bookings.reference)).all();
    const notices = guests.map((b) => recordGuestNotice(tx, b, notice(b)));
    if (guests.length) addAdminUpdate(tx, log(guests.length));
    if (guests.length)
      auditDeparture(tx, admin, "departure.message", d, { subject, bookings: guests.map((b) => b.reference) });
    return { count: guests.length, notices };
  });
  if (result.count) publish({ topic: "updates", adminsOnly: true });
  return result;
}

/**
 * Staff cancel a whole departure (the weather): every pending or confirmed booking of it cancelled, each guest
 * told once, the log line, and, when asked, the departure closed to new bookings; all in one write transaction
 * that takes the lock at its start, so a booking cannot slip in between the read and the update. Bookings
 * already cancelled or declined are left as they are (a second cancel tells no one again).
 */
export function cancelDeparture(
  d: DepartureRef,
  { reason, close }: { reason: string; close: boolean },
  admin: Actor,
  log: (count: number) => string,
  notice: (b: Booking) => GuestNotice,
): DepartureNotices & { closed: boolean } {
  const result = getDb().transaction(
    (tx) => {
      const cancelled = cancelAll(tx, travellingOn(d));
      const notices = cancelled.map((b) => recordGuestNotice(tx, b, notice(b)));
      const closed = close && d.startTime !== null;
      if (closed) closeDepartureIn(tx, d.packageId, d.date, d.startTime, reason);
      addAdminUpdate(tx, log(cancelled.length));
      auditDeparture(tx, admin, "departure.cancel", d, { reason, closed, bookings: cancelled.map((b) => b.reference) });
      return { count: cancelled.length, notices, closed, users: [...new Set(cancelled.map((b) => b.userId))] };
    },
    { behavior: "immediate" },
  );
  // Cancelled bookings hold no seats: the departure's pages read them again.
  departuresChanged(d.packageId);
  publish({ topic: "bookings", adminsOnly: true });
  publish({ topic: "updates", adminsOnly: true });
  for (const userId of result.users) if (userId) publish({ topic: "bookings", userId });
  return { count: result.count, notices: result.notices, closed: result.closed };
}
