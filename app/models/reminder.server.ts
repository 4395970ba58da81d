import { and, between, inArray, isNotNull, isNull } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import type { BookingState } from "~/utils/booking-state";
import { addDays, departureInstant, pickupInstant, todayIn } from "~/utils/time";
import { markReminded, type Booking } from "./booking.server";
import { recordGuestNotice, type GuestNotice, type RecordedNotice } from "./guest-notice.server";
import { bookingPackageTexts } from "./package.server";

/** A booking due for its reminder, with what the message needs beside it: its package's title and meeting point in its language. */
export type DueReminder = { booking: Booking; packageTitle: string; meetingPoint: string };

// Cancelled and declined bookings are never reminded; pending ones are (the guest may still come).
const REMINDED_STATES: BookingState[] = ["pending", "confirmed"];

/** When the guest starts their day: the pickup when they have one, else the departure (the meeting point). */
export function reminderStart(b: Pick<Booking, "date" | "startTime" | "pickupTime">, timeZone: string): Date | null {
  if (!b.startTime) return null;
  return b.pickupTime
    ? pickupInstant(b.date, b.startTime, b.pickupTime, timeZone)
    : departureInstant(b.date, b.startTime, timeZone);
}

/** Due at `now`: within `hours` of its start, and its departure not yet started. */
export function isReminderDue(
  b: Pick<Booking, "date" | "startTime" | "pickupTime">,
  now: Date,
  hours: number,
  timeZone: string,
): boolean {
  const start = reminderStart(b, timeZone);
  if (!start || !b.startTime) return false;
  return now.getTime() >= start.getTime() - hours * 3_600_000 && now < departureInstant(b.date, b.startTime, timeZone);
}

/**
 * Records the reminder of every booking due at `now`, once: in ONE transaction that takes the write lock at its
 * start, each due booking gets its e-mail in the outbox (and a bell notification for a client) and keeps that
 * e-mail's id in `reminderEmailId`. A crash leaves both or neither, and a booking with an id is never chosen again,
 * so two scans (or two processes) never remind twice. The caller sends the returned notices after the commit.
 */
export function recordDueReminders(
  now: Date,
  opts: { hours: number; timeZone: string; notice: (due: DueReminder) => GuestNotice },
): RecordedNotice[] {
  const today = todayIn(opts.timeZone, now);
  // The (state, date) index narrows to a few days; the exact instant is checked on those rows. A pickup is at most
  // a day before its departure, hence the extra day.
  const lastDate = addDays(today, Math.ceil(opts.hours / 24) + 1);
  // Each round reads first, without the write lock: most rounds find nothing due and so never block a booking.
  const dueNow = (db: DB | Tx) =>
    db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(bookings.state, REMINDED_STATES),
          between(bookings.date, today, lastDate),
          isNotNull(bookings.startTime),
          isNull(bookings.reminderEmailId),
        ),
      )
      .all()
      .filter((booking) => isReminderDue(booking, now, opts.hours, opts.timeZone));
  if (dueNow(getDb()).length === 0) return [];
  return getDb().transaction(
    (tx) => {
      // Read again under the lock: another process may have reminded some meanwhile.
      const candidates = dueNow(tx);
      const recorded: RecordedNotice[] = [];
      for (const booking of candidates) {
        const { title, meetingPoint } = bookingPackageTexts(booking);
        const notice = recordGuestNotice(tx, booking, opts.notice({ booking, packageTitle: title, meetingPoint }));
        markReminded(tx, booking.reference, notice.emailId);
        recorded.push(notice);
      }
      return recorded;
    },
    { behavior: "immediate" },
  );
}
