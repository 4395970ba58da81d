// The only writer of `payments`, the ledger (docs/decisions/042-money.md): every payment and refund of a booking, each
// written in the transaction of what caused it, with the booking's money (booking.server.ts writeMoney) beside it.
// A row is never changed: a mistake is corrected by another row. Amounts are in the smallest unit of their currency.
import { asc, eq } from "drizzle-orm";
import { bookings, payments } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { formatMoney } from "~/utils/money";
import { balanceOf, paymentMethodLabels, type LedgerKind, type PaymentMethod } from "~/utils/payment";
import { translator } from "~/utils/i18n.server";
import { formatDate } from "~/utils/time";
import { addAdminUpdate } from "./admin-update.server";
import { recordAudit, type Actor } from "./audit.server";
import { writeMoney, type Booking } from "./booking.server";

export type LedgerRow = typeof payments.$inferSelect;

/** What a provider charges, in the smallest unit of its currency, and the rupees per unit when not MUR. */
export type ProviderCharge = {
  chargedAmount: number;
  chargedCurrency: string;
  rate: string | null;
};

/** One row as its cause gives it: MUR in the smallest unit, and for a provider's charge what it charged and at what rate. */
export type LedgerEntry = {
  bookingReference: string;
  kind: LedgerKind;
  method: PaymentMethod;
  amount: number;
  note?: string;
  /** An online payment or refund: the provider and its own id of it (unique together: recorded once). */
  provider?: string;
  providerRef?: string;
} & Partial<ProviderCharge>;

/** Who wrote it: staff, or a provider (the guest's online payment, a refund it made). */
export type RecordedBy = { actor: Actor } | { provider: string };

/**
 * Writes a ledger row and the booking's money in the caller's transaction. A provider's row whose reference is
 * already in the ledger is not written again: null (the same capture or webhook, twice, or late).
 */
export function writeLedgerEntry(
  tx: Tx,
  entry: LedgerEntry,
  by: RecordedBy,
): { row: LedgerRow; booking: Booking } | null {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0)
    throw new RangeError(`A ledger amount must be a whole number of cents above 0 (got ${entry.amount})`);
  const row = tx
    .insert(payments)
    .values({
      ...entry,
      currency: "MUR",
      note: entry.note ?? "",
      recordedById: "actor" in by ? by.actor.id : null,
      recordedBy: "actor" in by ? by.actor.email : by.provider,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!row) return null;
  const booking = writeMoney(tx, entry.bookingReference)!;
  const what = `${paymentMethodLabels[entry.method]} ${entry.kind} of ${formatMoney(entry.amount, "MUR", translator("en"))}`;
  addAdminUpdate(
    tx,
    `${what} recorded on booking ${booking.reference} (${booking.packageTitle}, ${formatDate(booking.date)}) by ${row.recordedBy}`,
  );
  return { row, booking };
}

/** Publishes a booking's money after the commit: the admins' lists, the log, and the client's own page. */
export function moneyPublished(booking: Pick<Booking, "userId">) {
  publish({ topic: "bookings", adminsOnly: true });
  publish({ topic: "updates", adminsOnly: true });
  if (booking.userId) publish({ topic: "bookings", userId: booking.userId });
}

export type ManualRecord = { kind: LedgerKind; method: PaymentMethod; amount: number; note: string };
export type ManualResult =
  | { outcome: "recorded"; row: LedgerRow; booking: Booking }
  /** More than is owed (a payment: the balance) or than was paid (a refund): nothing written. */
  | { outcome: "too-much"; limit: number; booking: Booking }
  | { outcome: "not-found" };

/**
 * Staff record money taken or given back by hand ('Record payment', 'Record refund'), in one write transaction with
 * its audit row and log line: a payment up to the balance (any amount for a price on request), a refund up to what
 * the ledger holds.
 */
export function recordManual(reference: string, entry: ManualRecord, actor: Actor): ManualResult {
  const result = getDb().transaction(
    (tx): ManualResult => {
      const current = tx.select().from(bookings).where(eq(bookings.reference, reference)).get();
      if (!current) return { outcome: "not-found" };
      const limit = entry.kind === "payment" ? (current.total === null ? null : balanceOf(current)) : current.paid;
      if (limit !== null && entry.amount > limit) return { outcome: "too-much", limit, booking: current };
      const written = writeLedgerEntry(tx, { bookingReference: reference, ...entry }, { actor })!;
      recordAudit(tx, actor, {
        action: entry.kind === "payment" ? "booking.payment" : "booking.refund",
        target: { kind: "booking", id: reference, label: `${reference} (${current.packageTitle}, ${current.date})` },
        changes: {
          amount: formatMoney(entry.amount, "MUR", translator("en")),
          method: paymentMethodLabels[entry.method],
          note: entry.note,
          paymentState: [current.paymentState, written.booking.paymentState],
        },
      });
      return { outcome: "recorded", ...written };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "recorded") moneyPublished(result.booking);
  return result;
}

/** A booking's ledger, oldest first. */
export function ledgerOf(reference: string): LedgerRow[] {
  return getDb()
    .query.payments.findMany({ where: eq(payments.bookingReference, reference), orderBy: asc(payments.id) })
    .sync();
}
