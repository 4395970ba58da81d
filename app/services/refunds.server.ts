// Sending the refunds a cancellation or a decline queued (models/refund.server.ts) through the payment door: each
// made by its provider with a key of its own (a retry after a lost answer is the same refund), then recorded in one
// transaction: the refund done, the ledger's row (the booking's money with it) and the guest's e-mail and bell.
// A refusal or no answer is counted and tried again later, never recorded as done.
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings, refunds } from "~/db/schema";
import { refundSentEmail } from "~/emails/refund-sent";
import { recordGuestNotice, type RecordedNotice } from "~/models/guest-notice.server";
import { moneyPublished, writeLedgerEntry } from "~/models/ledger.server";
import { inBookingLanguage } from "~/models/package.server";
import type { Booking } from "~/models/booking.server";
import {
  dueRefunds,
  markRefundAttemptFailed,
  markRefundDone,
  refundsNotDone,
  refundsOf,
  retryRefundNow,
  type Refund,
  type RefundToSend,
} from "~/models/refund.server";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { formatMoney } from "~/utils/money";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { formatInstant } from "~/utils/time";
import { periodicWorker } from "~/utils/worker.server";
import { deliverGuestNotices } from "./guest-notice.server";
import { providerNamed, type PaymentProvider } from "./payments/provider.server";

/** Finds the provider a refund goes through (null: not configured any more). Tests give their own. */
export type ProviderLookup = (name: string) => PaymentProvider | null | undefined;

// Refunds being sent by this process: the worker and a cancellation's own send never ask for the same one at once.
const inFlight = new Set<number>();

/** What happened to one refund: made and recorded, refused or unanswered (tried again later), or left to another round. */
export type RefundOutcome = "done" | "retry" | "skipped";

async function sendRefund(r: RefundToSend, providers: ProviderLookup, now: Date): Promise<RefundOutcome> {
  if (inFlight.has(r.id)) return "skipped";
  inFlight.add(r.id);
  try {
    const provider = providers(r.provider);
    let refundId: string;
    try {
      if (!provider) throw new Error(`${r.provider} is not configured: the refund cannot be sent`);
      if (!r.captureRef) throw new Error("The payment's capture is unknown: the refund cannot be sent");
      ({ refundId } = await provider.refund({
        captureRef: r.captureRef,
        amount: r.chargedAmount,
        currency: r.chargedCurrency,
        idempotencyKey: `refund-${r.id}`,
      }));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      markRefundAttemptFailed(r.id, message, getEnv().OUTBOX_RETRY_BASE_MS, now);
      publish({ topic: "bookings", adminsOnly: true });
      console.error(`[refunds] refund #${r.id} of booking ${r.bookingReference} not made: ${message}`);
      return "retry";
    }
    const recorded = recordRefundMade(r, refundId);
    if (!recorded) return "skipped";
    moneyPublished(recorded.booking);
    await deliverGuestNotices([recorded.notice]);
    return "done";
  } finally {
    inFlight.delete(r.id);
  }
}

/** The provider made it: the refund done, its ledger row and the guest's e-mail and bell, in one transaction. */
function recordRefundMade(r: RefundToSend, refundId: string) {
  return getDb().transaction(
    (tx) => {
      const current = tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, r.id)).get();
      // Another round recorded it first: nothing more.
      if (current?.status !== "pending") return null;
      const written = writeLedgerEntry(
        tx,
        {
          bookingReference: r.bookingReference,
          kind: "refund",
          method: "online",
          amount: r.amount,
          provider: r.provider,
          providerRef: refundId,
          chargedAmount: r.chargedAmount,
          chargedCurrency: r.chargedCurrency,
          rate: r.rate,
        },
        { provider: r.provider },
      );
      markRefundDone(tx, r.id, refundId, written?.row.id ?? null);
      // The provider's refund already in the ledger (it cannot be, but were it so): done, and told once already.
      if (!written) return null;
      const b = tx.select().from(bookings).where(eq(bookings.reference, r.bookingReference)).get()!;
      const { SITE_NAME, TZ } = getEnv();
      const amount = formatMoney(r.amount, "MUR", translator("en"));
      const notice: RecordedNotice = recordGuestNotice(tx, b, {
        email: (manageLink) => ({
          ...refundSentEmail(inBookingLanguage(b), r, SITE_NAME, TZ, manageLink),
          related: `booking:${b.reference}`,
        }),
        bell: { title: `Booking ${b.reference}`, message: `Your refund of ${amount} has been made` },
      });
      return { booking: written.booking, notice };
    },
    { behavior: "immediate" },
  );
}

async function sendAll(list: RefundToSend[], providers: ProviderLookup, now: Date) {
  const outcomes: RefundOutcome[] = [];
  // One after another: each on its own, whatever happens to the others.
  for (const r of list) {
    try {
      outcomes.push(await sendRefund(r, providers, now));
    } catch (e) {
      console.error(`[refunds] refund #${r.id} could not be tried`, e);
      outcomes.push("retry");
    }
  }
  return outcomes;
}

/** Sends every pending refund due at `now`: never tried, or its wait over. The worker's round. */
export function sendDueRefunds(now = new Date(), providers: ProviderLookup = providerNamed) {
  return sendAll(dueRefunds(now), providers, now);
}

/** Sends a booking's due refunds: called right after a cancellation commits, so the guest hears promptly. */
export function sendRefundsOf(reference: string, providers: ProviderLookup = providerNamed, now = new Date()) {
  return sendAll(dueRefunds(now, reference), providers, now);
}

/** After a cancellation's commit, without holding the request: its refunds go now, a failure is the worker's. */
export function startRefundsOf(references: string[]) {
  for (const reference of references)
    void sendRefundsOf(reference).catch((e) => console.error(`[refunds] booking ${reference}`, e));
}

/** Sends every due refund now, without holding the request (a whole departure cancelled: its bookings' refunds). */
export function startDueRefunds() {
  void sendDueRefunds().catch((e) => console.error("[refunds] round failed", e));
}

/** Staff's 'Retry refund': the refund due now, and sent at once (whatever its wait or its failed state). */
export async function retryRefund(reference: string, id: number, providers: ProviderLookup = providerNamed) {
  const refund = retryRefundNow(reference, id);
  if (!refund) return null;
  const now = new Date();
  const [outcome] = await sendAll(
    dueRefunds(now, reference).filter((r) => r.id === id),
    providers,
    now,
  );
  return outcome ?? "skipped";
}

/** 'Retry refund' as the page's flash tells it. */
export async function retryRefundFlash(reference: string, id: number) {
  const outcome = await retryRefund(reference, id);
  if (outcome === "done") return { message: "Refund made and recorded; the guest was told" };
  if (outcome === null)
    return { message: "That refund is already made, or is not this booking's", kind: "error" as const };
  return { message: "The refund was not made: see why below. It will be tried again", kind: "error" as const };
}

const en = translator("en");
const providerLabels: Record<string, string> = { paypal: "PayPal", stripe: "Stripe" };

/** "MUR 3,500 (€70.00 by PayPal)": what a refund gives back, as staff read it. */
function refundAmountText(r: Pick<Refund, "amount" | "chargedAmount" | "chargedCurrency" | "provider">) {
  const mur = formatMoney(r.amount, "MUR", en);
  const by = providerLabels[r.provider] ?? r.provider;
  return r.chargedCurrency === "MUR"
    ? `${mur} by ${by}`
    : `${mur} (${formatMoney(r.chargedAmount, r.chargedCurrency, en)} by ${by})`;
}

/** "Refund failed: the capture is refunded already (3 attempts, next try 14:05 Mauritius time)". */
function refundStatusText(r: Refund, tz: string) {
  if (r.status === "done") return "Refunded";
  if (!r.lastError) return "Refund pending";
  const attempts = r.attempts === 1 ? "1 attempt" : `${r.attempts} attempts`;
  const next =
    r.status === "failed" || !r.nextAttemptAt
      ? "no more automatic tries"
      : `next try ${formatInstant(new Date(r.nextAttemptAt), tz).replace(/, Mauritius time.*$/, "")} Mauritius time`;
  return `Refund failed: ${r.lastError} (${attempts}, ${next})`;
}

/**
 * The booking page's Refunds: each online refund (amount, why, where it stands, whether 'Retry refund' applies), and
 * what was paid by hand and is still to give back (null: nothing) on a booking that no longer runs.
 */
export function refundsForStaff(b: Booking, tz = getEnv().TZ) {
  const list = refundsOf(b.reference);
  const underWay = list.filter((r) => r.status !== "done").reduce((sum, r) => sum + r.amount, 0);
  const runs = b.state === "pending" || b.state === "confirmed";
  const byHand = runs ? 0 : b.paid - underWay;
  return {
    refunds: list.map((r) => ({
      id: r.id,
      amount: refundAmountText(r),
      reason: r.reason,
      status: refundStatusText(r, tz),
      retry: r.status !== "done",
    })),
    handDue:
      byHand > 0
        ? `${formatMoney(byHand, "MUR", en)} paid by hand is due back to the guest: record it with Record refund once given.`
        : null,
  };
}

/** The admin home's "Refunds not done": refused, unanswered or failed ones, with the booking to open. */
export function refundsNotDoneForStaff(tz = getEnv().TZ) {
  return refundsNotDone().map((r) => ({
    id: r.id,
    reference: r.bookingReference,
    amount: refundAmountText(r),
    status: refundStatusText(r, tz),
  }));
}

/** A guest's refunds as their booking page says them: "Refund on its way: €70.00 to your PayPal account" (null: none). */
export function guestRefundText(reference: string, i18n: Translator): string | null {
  const lines = refundsOf(reference).map((r) => {
    const amount = formatMoney(r.chargedAmount, r.chargedCurrency, i18n);
    if (r.status === "done")
      return r.provider === "paypal"
        ? i18n.t("Refunded: {amount} to your PayPal account", { amount })
        : i18n.t("Refunded: {amount} to your card", { amount });
    return r.provider === "paypal"
      ? i18n.t("Refund on its way: {amount} to your PayPal account", { amount })
      : i18n.t("Refund on its way: {amount} to your card", { amount });
  });
  return lines.length ? lines.join("\n") : null;
}

const refundWorker = periodicWorker("refunds", () => sendDueRefunds());

/** Sends due refunds every OUTBOX_INTERVAL_MS, and once at once: what a crash or a stop left pending goes at start. */
export function startRefundWorker(intervalMs = getEnv().OUTBOX_INTERVAL_MS) {
  refundWorker.start(intervalMs);
}
export function stopRefundWorker() {
  refundWorker.stop();
}
