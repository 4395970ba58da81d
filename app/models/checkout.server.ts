// The only writer of `checkouts` (docs/decisions/042-money.md): a guest's online payment from its start to the
// ledger row it becomes. The row exists before the provider is asked, so a capture whose recording a crash lost is
// found again (services/checkout.server.ts reconcileCheckouts) and recorded once: the ledger's provider reference
// and the checkout's status both say "already recorded".
import crypto from "node:crypto";
import { and, eq, gte, isNotNull, lte } from "drizzle-orm";
import { bookings, checkouts } from "~/db/schema";
import { getDb } from "~/db/db.server";
import type { CheckoutPurpose } from "~/utils/payment";
import type { Booking } from "./booking.server";
import { recordGuestNotice, type BookingEmail, type RecordedNotice } from "./guest-notice.server";
import { moneyPublished, writeLedgerEntry, type ProviderCharge } from "./ledger.server";
import { addNotification } from "./notification.server";

export type Checkout = typeof checkouts.$inferSelect;

export type NewCheckout = {
  bookingReference: string;
  provider: string;
  purpose: CheckoutPurpose;
  /** MUR cents: what the ledger records once paid. */
  amount: number;
} & ProviderCharge;

/** A new checkout, before the provider is asked; its id (128 random bits) is the guest's return address, a secret. */
export function openCheckout(input: NewCheckout): Checkout {
  return getDb()
    .insert(checkouts)
    .values({ id: crypto.randomBytes(16).toString("base64url"), ...input, currency: "MUR" })
    .returning()
    .get();
}

/** The provider's id of the order or session it created for the checkout. */
export function checkoutCreated(id: string, providerId: string): void {
  getDb().update(checkouts).set({ providerId, updatedAt: new Date().toISOString() }).where(eq(checkouts.id, id)).run();
}

export function getCheckout(id: string): Checkout | null {
  return getDb().select().from(checkouts).where(eq(checkouts.id, id)).get() ?? null;
}

export function checkoutOfProvider(providerId: string): Checkout | null {
  return getDb().select().from(checkouts).where(eq(checkouts.providerId, providerId)).get() ?? null;
}

/** The provider says it will never be paid (voided, refused): an open checkout becomes failed, a paid one stays. */
export function checkoutFailed(providerId: string): void {
  getDb()
    .update(checkouts)
    .set({ status: "failed", updatedAt: new Date().toISOString() })
    .where(and(eq(checkouts.providerId, providerId), eq(checkouts.status, "open")))
    .run();
}

/** Open checkouts the provider knows of, created between `since` and `until`: what the reconciling asks about. */
export function openCheckoutsBetween(since: Date, until: Date): Checkout[] {
  return getDb()
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, "open"),
        isNotNull(checkouts.providerId),
        gte(checkouts.createdAt, since.toISOString()),
        lte(checkouts.createdAt, until.toISOString()),
      ),
    )
    .all();
}

/** The receipt as its checkout and its booking (after the payment) give it; the service builds it from the e-mail. */
export type ReceiptBuilder = (booking: Booking, checkout: Checkout) => BookingEmail;

export type OnlinePayment =
  | { recorded: true; checkout: Checkout; booking: Booking; notice: RecordedNotice | null }
  /** Recorded before (the same capture, or webhook, twice or late), or no such checkout: nothing written. */
  | { recorded: false; checkout: Checkout | null };

/**
 * Records a paid checkout: in ONE write transaction (the lock taken at its start, so that a webhook and the guest's
 * return racing each other record it once) the ledger row, the booking's money and state, the checkout paid with what
 * a refund is made against, the guest's receipt through the outbox and the client's bell. The caller sends the
 * receipt after the commit.
 */
export function recordOnlinePayment(
  providerId: string,
  result: { status: "paid"; captureRef: string },
  receipt: ReceiptBuilder,
): OnlinePayment {
  const done = getDb().transaction(
    (tx): OnlinePayment => {
      const checkout = tx.select().from(checkouts).where(eq(checkouts.providerId, providerId)).get() ?? null;
      if (!checkout || checkout.status === "paid") return { recorded: false, checkout };
      const written = writeLedgerEntry(
        tx,
        {
          bookingReference: checkout.bookingReference,
          kind: "payment",
          method: "online",
          amount: checkout.amount,
          provider: checkout.provider,
          providerRef: providerId,
          chargedAmount: checkout.chargedAmount,
          chargedCurrency: checkout.chargedCurrency,
          rate: checkout.rate,
        },
        { provider: checkout.provider },
      );
      // The ledger has it already (a checkout marked paid is the same transaction, so this is a second provider id
      // only in theory): nothing more.
      if (!written) return { recorded: false, checkout };
      const paid = tx
        .update(checkouts)
        .set({
          status: "paid",
          captureRef: result.captureRef,
          paymentId: written.row.id,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(checkouts.id, checkout.id))
        .returning()
        .get()!;
      const booking = written.booking;
      const bell = {
        title: `Booking ${booking.reference}`,
        message: `Payment received for booking ${booking.reference}`,
      };
      let notice: RecordedNotice | null = null;
      if (booking.email) notice = recordGuestNotice(tx, booking, { email: receipt(booking, paid), bell });
      else if (booking.userId)
        addNotification(tx, booking.userId, {
          ...bell,
          link: `/user/booking/${booking.reference}`,
          action: "View booking",
        });
      return { recorded: true, checkout: paid, booking, notice };
    },
    { behavior: "immediate" },
  );
  if (done.recorded) moneyPublished(done.booking);
  return done;
}

/** A booking's checkouts, newest first (the pages' "a payment is being confirmed"). */
export function checkoutsOf(reference: string): Checkout[] {
  return getDb().select().from(checkouts).where(eq(checkouts.bookingReference, reference)).all().reverse();
}

/** The booking a checkout pays, as it is now. */
export function bookingOfCheckout(checkout: Checkout): Booking | null {
  return getDb().select().from(bookings).where(eq(bookings.reference, checkout.bookingReference)).get() ?? null;
}
