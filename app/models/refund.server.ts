// The only writer of `refunds` (docs/decisions/042-money.md): refunds of online payments asked of their provider.
// A cancellation or a decline queues them in its own transaction (booking.server.ts), so a refund exists exactly when
// the cancellation does; services/refunds.server.ts sends them and records each in the ledger once the provider has
// made it. Money paid by hand is never queued here: the ledger still holds it, so the booking reads "Refund due"
// until staff record what they gave back.
import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { bookings, checkouts, payments, refunds } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import type { Booking } from "./booking.server";
import { retryWait } from "~/utils/retry";

export type Refund = typeof refunds.$inferSelect;

/** Why a refund was asked for: the staff's page shows it beside each refund. */
export const refundReasons = {
  guest: "Cancelled by the guest",
  staff: "Cancelled by staff",
  weather: "Departure cancelled: weather",
  declined: "Declined",
  depositLate: "Cancelled: deposit not paid in time",
} as const;

/** After this many refused or unanswered attempts a refund is "failed": it waits for staff (Retry refund). */
export const MAX_REFUND_ATTEMPTS = 8;

/**
 * Queues, in the caller's transaction (the cancellation's or the decline's), the refund of what each online payment
 * of the booking still holds: its amount less what was already queued for it, never more in all than the booking
 * still holds (a part staff gave back by hand is not given twice). What the provider gives back is in the charge's
 * currency: the rest of the charge for the rest of a payment, else in proportion, rounded down. A second
 * cancellation finds nothing left and queues nothing. Returns the rows queued.
 */
export function queueRefunds(tx: Tx, booking: Pick<Booking, "reference">, reason: string): Refund[] {
  const held = tx.select({ paid: bookings.paid }).from(bookings).where(eq(bookings.reference, booking.reference)).get();
  const online = tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingReference, booking.reference),
        eq(payments.kind, "payment"),
        eq(payments.method, "online"),
        isNotNull(payments.provider),
      ),
    )
    .orderBy(asc(payments.id))
    .all();
  if (!held || !online.length) return [];
  const queuedOf = (paymentId: number) =>
    tx
      .select({
        amount: sql<number>`coalesce(sum(${refunds.amount}), 0)`,
        charged: sql<number>`coalesce(sum(${refunds.chargedAmount}), 0)`,
      })
      .from(refunds)
      .where(eq(refunds.paymentId, paymentId))
      .get() ?? { amount: 0, charged: 0 };
  // What the ledger still holds less what is on its way back already (pending refunds are not in the ledger yet).
  const inFlight = tx
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.bookingReference, booking.reference), inArray(refunds.status, ["pending", "failed"])))
    .get();
  let budget = held.paid - (inFlight?.amount ?? 0);
  const queued: Refund[] = [];
  for (const p of online) {
    if (budget <= 0) break;
    const already = queuedOf(p.id);
    const rest = p.amount - already.amount;
    const amount = Math.min(rest, budget);
    if (amount <= 0) continue;
    const restCharged = (p.chargedAmount ?? p.amount) - already.charged;
    const chargedAmount = amount === rest ? restCharged : Math.floor((restCharged * amount) / rest);
    const row = tx
      .insert(refunds)
      .values({
        bookingReference: booking.reference,
        paymentId: p.id,
        provider: p.provider!,
        amount,
        chargedAmount,
        chargedCurrency: p.chargedCurrency ?? p.currency,
        reason,
      })
      .returning()
      .get();
    queued.push(row);
    budget -= amount;
  }
  return queued;
}

/** A refund with what sending it needs: what it is made against (the checkout's capture) and the charge's rate. */
export type RefundToSend = Refund & { captureRef: string | null; rate: string | null };

function withCapture(db: DB | Tx) {
  return db
    .select({ refund: refunds, captureRef: checkouts.captureRef, rate: payments.rate })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(checkouts, eq(checkouts.paymentId, refunds.paymentId));
}
const flat = (r: { refund: Refund; captureRef: string | null; rate: string | null }): RefundToSend => ({
  ...r.refund,
  captureRef: r.captureRef,
  rate: r.rate,
});

/** The pending refunds due at `now` (never tried, or their wait over), oldest first; `reference`: one booking's only. */
export function dueRefunds(now: Date, reference?: string): RefundToSend[] {
  const due = or(sql`${refunds.nextAttemptAt} is null`, lte(refunds.nextAttemptAt, now.toISOString()));
  return withCapture(getDb())
    .where(and(eq(refunds.status, "pending"), due, reference ? eq(refunds.bookingReference, reference) : undefined))
    .orderBy(asc(refunds.id))
    .limit(50)
    .all()
    .map(flat);
}

/**
 * The refund made: marked done with the provider's id and its ledger row, in the caller's transaction (the one that
 * writes the ledger row). Only a pending refund changes (false: another round recorded it first).
 */
export function markRefundDone(tx: Tx, id: number, providerRefundId: string, ledgerId: number | null): boolean {
  return (
    tx
      .update(refunds)
      .set({ status: "done", providerRefundId, ledgerId, lastError: null, updatedAt: new Date().toISOString() })
      .where(and(eq(refunds.id, id), eq(refunds.status, "pending")))
      .run().changes > 0
  );
}

/**
 * The provider refused or did not answer: one more attempt counted, its error kept, and the next try after a wait
 * that doubles (base × 2^(attempts−1), at most six hours); "failed" after MAX_REFUND_ATTEMPTS. Never done.
 */
export function markRefundAttemptFailed(id: number, error: string, baseMs: number, now = new Date()): Refund | null {
  const current = getDb().select().from(refunds).where(eq(refunds.id, id)).get();
  if (!current || current.status !== "pending") return current ?? null;
  const attempts = current.attempts + 1;
  const wait = retryWait(attempts, baseMs);
  return (
    getDb()
      .update(refunds)
      .set({
        attempts,
        lastError: error,
        status: attempts >= MAX_REFUND_ATTEMPTS ? "failed" : "pending",
        nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
        updatedAt: now.toISOString(),
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, "pending")))
      .returning()
      .get() ?? null
  );
}

/** Staff's 'Retry refund': a pending or failed refund of the booking due now again (its attempts kept). */
export function retryRefundNow(reference: string, id: number, now = new Date()): Refund | null {
  return (
    getDb()
      .update(refunds)
      .set({ status: "pending", nextAttemptAt: now.toISOString(), updatedAt: now.toISOString() })
      .where(
        and(
          eq(refunds.id, id),
          eq(refunds.bookingReference, reference),
          inArray(refunds.status, ["pending", "failed"]),
        ),
      )
      .returning()
      .get() ?? null
  );
}

/** A booking's refunds, oldest first, with the provider's name and what was charged (for its pages and e-mails). */
export function refundsOf(reference: string, db: DB | Tx = getDb()): RefundToSend[] {
  return withCapture(db).where(eq(refunds.bookingReference, reference)).orderBy(asc(refunds.id)).all().map(flat);
}

/** The online payments on their way back to the guest (pending or failed: not made yet), for the e-mail telling them. */
export function refundsUnderWay(reference: string): Refund[] {
  return getDb()
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingReference, reference), inArray(refunds.status, ["pending", "failed"])))
    .orderBy(asc(refunds.id))
    .all();
}

/** Refunds staff must look at: failed ones, and pending ones the provider already refused or left unanswered. */
export function refundsNotDone(limit = 20): Refund[] {
  return getDb()
    .select()
    .from(refunds)
    .where(or(eq(refunds.status, "failed"), and(eq(refunds.status, "pending"), isNotNull(refunds.lastError))))
    .orderBy(desc(refunds.id))
    .limit(limit)
    .all();
}
