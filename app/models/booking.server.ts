import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { addDays, todayIn } from "~/utils/time";

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
};

/**
 * Saves a booking request in one short transaction. A repeated form key (double click, resubmitted
 * form, browser retry) returns the booking already made instead of a second one.
 */
export function createBooking(
  input: NewBooking,
  opts: { packageId: string; packageTitle: string; userId: string | null; humanChecked: boolean; formKey: string | null },
): { booking: Booking; duplicate: boolean } {
  const db = getDb();
  const result = db.transaction((tx) => {
    if (opts.formKey) {
      const existing = tx.select().from(bookings).where(eq(bookings.formKey, opts.formKey)).get();
      if (existing) return { booking: existing, duplicate: true };
    }
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
        time: new Date().toISOString(),
        status: "Pending",
        humanChecked: opts.humanChecked,
        formKey: opts.formKey,
      })
      .returning()
      .get();
    return { booking, duplicate: false };
  });
  if (!result.duplicate) publish({ topic: "bookings", userId: opts.userId ?? undefined, adminsOnly: !opts.userId });
  return result;
}

export function getBooking(reference: string): Booking | null {
  return getDb().select().from(bookings).where(eq(bookings.reference, reference)).get() ?? null;
}
