// Deposits not paid in time (issue 30): the confirmed bookings whose deposit is still owed past the wait the operator
// allows (DEPOSIT_WAIT_HOURS), listed for staff on the admin home, and, only when the operator turns it on
// (DEPOSIT_AUTO_CANCEL), cancelled by the site with the named action, its log line and the guest's notice.
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { depositOwed } from "~/utils/payment";
import { formatDate, todayIn } from "~/utils/time";
import { departureAhead, writeCancellation, type Booking } from "./booking.server";
import { refundReasons } from "./refund.server";
import { recordGuestNotice, type GuestNotice, type RecordedNotice } from "./guest-notice.server";

/** A late deposit as the admin home lists it. */
export type LateDeposit = Pick<
  Booking,
  "reference" | "name" | "surname" | "packageTitle" | "date" | "startTime" | "confirmedAt"
> & {
  /** Still owed of the deposit, in cents of MUR. */
  owed: number;
};

/** A booking confirmed before this instant has waited `waitHours` for its deposit. */
const waitStart = (now: Date, waitHours: number) => new Date(now.getTime() - waitHours * 3_600_000);

/** The SQL of a late deposit: confirmed, its deposit not covered, confirmed before `before`, its day not past. */
function lateWhere(before: Date, today: string) {
  return and(
    eq(bookings.state, "confirmed"),
    lt(bookings.paid, bookings.depositDue),
    lt(bookings.confirmedAt, before.toISOString()),
    gte(bookings.date, today),
  );
}

/** Whether a booking read again (in the cancelling transaction) is still late: nothing paid or confirmed meanwhile. */
const stillLate = (b: Booking, before: Date, now: Date) =>
  b.state === "confirmed" &&
  b.paid < b.depositDue &&
  b.confirmedAt !== null &&
  b.confirmedAt < before.toISOString() &&
  departureAhead(b, now);

/**
 * The confirmed bookings whose deposit is not covered more than `waitHours` after they were confirmed, their departure
 * still ahead, the longest waiting first; one statement (the day's bound in SQL, the departure's instant after).
 */
export function lateDeposits(now: Date, waitHours: number, timeZone: string): Booking[] {
  const before = waitStart(now, waitHours);
  return getDb()
    .select()
    .from(bookings)
    .where(lateWhere(before, todayIn(timeZone, now)))
    .orderBy(asc(bookings.confirmedAt), asc(bookings.reference))
    .all()
    .filter((b) => departureAhead(b, now));
}

/** The admin home's rows: who, what, when, and the deposit still owed. */
export function lateDepositList(now: Date, waitHours: number, timeZone: string): LateDeposit[] {
  return lateDeposits(now, waitHours, timeZone).map((b) => ({
    reference: b.reference,
    name: b.name,
    surname: b.surname,
    packageTitle: b.packageTitle,
    date: b.date,
    startTime: b.startTime,
    confirmedAt: b.confirmedAt,
    owed: depositOwed(b),
  }));
}

/** "… cancelled: deposit not paid within 48 hours": the updates log's line of a cancellation for a late deposit. */
export const lateDepositLine = (b: Booking, waitHours: number) =>
  `Booking ${b.reference} (${b.packageTitle}, ${formatDate(b.date)}) cancelled: deposit not paid within ${waitHours === 1 ? "1 hour" : `${waitHours} hours`}`;

/**
 * Cancels each late deposit's booking (DEPOSIT_AUTO_CANCEL): per booking one write transaction that reads it again
 * (a payment or a staff action meanwhile keeps it), the cancel action, its log line and the guest's notice. Returns
 * the cancelled bookings and their notices, to deliver and publish after the commits.
 */
export function cancelLateDeposits(
  now: Date,
  waitHours: number,
  timeZone: string,
  notice: (b: Booking) => GuestNotice,
): { booking: Booking; notice: RecordedNotice }[] {
  const before = waitStart(now, waitHours);
  const done: { booking: Booking; notice: RecordedNotice }[] = [];
  for (const { reference } of lateDeposits(now, waitHours, timeZone)) {
    const result = getDb().transaction(
      (tx) => {
        const current = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
        if (!current || !stillLate(current, before, now)) return null;
        const booking = writeCancellation(tx, current, (b) => lateDepositLine(b, waitHours), refundReasons.depositLate);
        return booking && { booking, notice: recordGuestNotice(tx, booking, notice(booking)) };
      },
      { behavior: "immediate" },
    );
    if (result) done.push(result);
  }
  return done;
}
