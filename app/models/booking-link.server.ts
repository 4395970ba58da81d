import crypto from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import { bookingLinks, bookings } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { addDays, departureInstant } from "~/utils/time";
import type { Booking } from "./booking.server";

// The only writer of booking_links. A link is a bearer secret (whoever holds the e-mail manages the booking):
// only its hash is kept, so a copy of the database cannot be turned into working links.

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The path of a booking's private page; the token stands where TOKEN_PLACEHOLDER does in a recorded e-mail. */
export const manageLinkPath = (token: string) => `/manage/${token}`;

/** A link works until the end of the departure's day on the operator's clock (midnight after it). */
export function linkExpiry(booking: Pick<Booking, "date">, timeZone = getEnv().TZ): Date {
  return departureInstant(addDays(booking.date, 1), "00:00", timeZone);
}

/** A new private link to the booking: 32 random bytes, base64url; only their SHA-256 is stored. Returns the token. */
export function issueBookingLink(tx: Tx | DB, booking: Pick<Booking, "reference" | "date">, now = new Date()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  tx.insert(bookingLinks)
    .values({
      tokenHash: hash(token),
      bookingReference: booking.reference,
      expiresAt: linkExpiry(booking).toISOString(),
      createdAt: now.toISOString(),
    })
    .run();
  return token;
}

/** The booking a link opens, or null: an unknown, altered or expired token all answer null alike. */
export function bookingByLinkToken(token: string, now = new Date()): Booking | null {
  // A token as issued is 43 characters; anything far off is not worth a hash.
  if (!token || token.length > 200) return null;
  const row = getDb()
    .select({ booking: bookings })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.reference, bookingLinks.bookingReference))
    .where(and(eq(bookingLinks.tokenHash, hash(token)), gt(bookingLinks.expiresAt, now.toISOString())))
    .get();
  return row?.booking ?? null;
}

/** A link issued on its own, outside any other write (the e-mail sent after a guest's cancellation). */
export const newBookingLink = (booking: Pick<Booking, "reference" | "date">) => issueBookingLink(getDb(), booking);

/** Every private link to these bookings stops working (an erased guest's: nobody holds their bookings any more). */
export function deleteBookingLinks(tx: Tx, references: string[]): number {
  if (!references.length) return 0;
  return tx.delete(bookingLinks).where(inArray(bookingLinks.bookingReference, references)).run().changes;
}
