import { and, asc, count, desc, eq, gte, lt, lte, ne, type SQL } from "drizzle-orm";
import { adminUpdates, bookingComments, bookings, users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { addDays, todayIn } from "~/utils/time";
import { stateForStatus } from "~/utils/booking-state";
import { addNotification } from "./notification.server";
import { departuresChanged } from "./schedule.server";

import type { BookingFilter } from "~/utils/booking-filters";
import { pageWithin } from "~/utils/paging";
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

/** One page of bookings for the admin table: filtered, sorted by date and paged in SQL (two statements). */
export function listBookings({
  filter = "all",
  sort = "desc",
  page = 1,
  now = new Date(),
}: {
  filter?: BookingFilter;
  sort?: "asc" | "desc";
  page?: unknown;
  now?: Date;
}) {
  const db = getDb();
  const where = filterWhere(filter, todayIn(getEnv().TZ, now));
  const order = sort === "asc" ? [asc(bookings.date), asc(bookings.time)] : [desc(bookings.date), desc(bookings.time)];
  const total = db.select({ n: count() }).from(bookings).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = pageWithin(page, pageCount);
  const rows = db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .all();
  return { rows, total, page: current, pageCount };
}

/** What needs attention on the admin Home: pending requests, the next days, recent updates. */
export function attentionSummary(now = new Date()) {
  const db = getDb();
  const today = todayIn(getEnv().TZ, now);
  const pending = db.select().from(bookings).where(eq(bookings.state, "pending")).orderBy(desc(bookings.time)).limit(5).all();
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
    .select({ id: bookingComments.id, content: bookingComments.content, createdAt: bookingComments.createdAt, author: users.email })
    .from(bookingComments)
    .leftJoin(users, eq(users.id, bookingComments.authorId))
    .where(eq(bookingComments.bookingReference, reference))
    .orderBy(asc(bookingComments.id))
    .all();
}

/**
 * The admin's save on a booking: the status (free text; the words of stateForStatus set the state too, other
 * text keeps it), an optional new comment, and a notification
 * to the client whose bookings include it ('Your booking has been updated to {status}'), in one transaction.
 */
export function saveBookingByAdmin(reference: string, input: { status: string; comment?: string }, adminId: string) {
  const db = getDb();
  const result = db.transaction((tx) => {
    const booking = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
    if (!booking) return null;
    const changed = booking.status !== input.status;
    if (changed) {
      const state = stateForStatus(input.status) ?? booking.state;
      tx.update(bookings).set({ status: input.status, state }).where(eq(bookings.reference, reference)).run();
    }
    if (input.comment) tx.insert(bookingComments).values({ bookingReference: reference, content: input.comment, authorId: adminId }).run();
    if (changed && booking.userId) {
      addNotification(tx, booking.userId, {
        title: `Booking ${reference}`,
        message: `Your booking has been updated to ${input.status}`,
        link: `/user/booking/${reference}`,
        action: "View booking",
      });
    }
    return { booking, changed };
  });
  if (result?.changed) {
    publish({ topic: "bookings", adminsOnly: true });
    // A state that gives seats back (or takes them again) changes what the departure shows.
    if (result.booking.startTime) departuresChanged(result.booking.packageId);
    if (result.booking.userId) {
      publish({ topic: "bookings", userId: result.booking.userId });
      publish({ topic: "notifications", userId: result.booking.userId });
    }
  }
  return result;
}
