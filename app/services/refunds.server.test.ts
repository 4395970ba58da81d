import { describe, expect, it } from "vitest";
import { cancelBookingByAdmin, cancelDeparture } from "~/models/booking-admin.server";
import { getBooking } from "~/models/booking.server";
import { MAX_REFUND_ATTEMPTS, refundsNotDone, refundsOf } from "~/models/refund.server";
import { bookingRow, testPackage } from "../../tests/fixtures/bookings";
import { guestMailsOf, ledgerOf } from "../../tests/fixtures/booking-records";
import { payOnline } from "../../tests/fixtures/online-payment";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";
import { startFakePayPal } from "../../tests/fakes/paypal.js";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { startFakeStripe } from "../../tests/fakes/stripe.js";
import { paypalProvider } from "./payments/paypal.server";
import { stripeProvider } from "./payments/stripe.server";
import { recordManual } from "~/models/ledger.server";
import { ProviderError, type CheckoutRequest, type PaymentProvider } from "./payments/provider.server";
import { retryRefund, sendDueRefunds, sendRefundsOf } from "./refunds.server";

const packageId = testPackage("Refund service boat", NO_FACTS);
const told = (b: { email: string }) => ({ recipient: b.email, subject: "Told", plainTextMessage: "", htmlMessage: "" });
/** A confirmed booking of MUR 7,000 departing on `date`. */
const confirmedOn = (date: string) =>
  bookingRow({ packageId, packageTitle: "Refund service boat", date, state: "confirmed", total: 7000 });
let day = 0;
/** A confirmed booking of MUR 7,000 on a day of its own, paid online, then cancelled by staff. */
function cancelledAfterPaying(amounts: number[] = [350_000]) {
  const b = confirmedOn(`2032-01-${String(++day).padStart(2, "0")}`);
  for (const amount of amounts) payOnline(b.reference, { amount });
  cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told);
  return b;
}

/**
 * A provider's refunds as the real ones keep them: one refund per idempotency key (asked again, the same one).
 * `next` decides the next calls: "ok", "refuse" (refused), "lose-answer" (made, but the answer never comes).
 */
function stubProvider() {
  const made = new Map<string, { refundId: string; captureRef: string; amount: number; currency: string }>();
  const calls: string[] = [];
  const next: ("ok" | "refuse" | "lose-answer")[] = [];
  const provider = {
    name: "paypal",
    refund: async (r: { captureRef: string; amount: number; currency: string; idempotencyKey: string }) => {
      calls.push(r.idempotencyKey);
      const mode = next.shift() ?? "ok";
      if (mode === "refuse") throw new ProviderError("REFUND_REFUSED: the capture cannot be refunded (test)");
      const refund = made.get(r.idempotencyKey) ?? { refundId: `REFUND-${made.size + 1}-${r.idempotencyKey}`, ...r };
      made.set(r.idempotencyKey, refund);
      if (mode === "lose-answer") throw new ProviderError("PayPal did not answer within 15 seconds", true);
      return { refundId: refund.refundId };
    },
  } as unknown as PaymentProvider;
  return { lookup: (name: string) => (name === "paypal" || name === "stripe" ? provider : null), made, calls, next };
}

const ledgerRefunds = (reference: string) => ledgerOf(reference).filter((p) => p.kind === "refund");
const refundEmails = (reference: string) =>
  guestMailsOf(reference).filter((e) => e.subject === `Your refund for booking ${reference}`);

describe("sending refunds through the payment door", () => {
  it("records the refund in the ledger once, the booking Refunded, the guest e-mailed once", async () => {
    const fake = stubProvider();
    const b = cancelledAfterPaying();
    expect(await sendRefundsOf(b.reference, fake.lookup)).toEqual(["done"]);
    expect(fake.made.size).toBe(1);
    expect([...fake.made.values()][0]).toMatchObject({ amount: 7_000, currency: "EUR" });
    expect(ledgerRefunds(b.reference)).toMatchObject([
      {
        method: "online",
        amount: 350_000,
        provider: "paypal",
        chargedAmount: 7_000,
        chargedCurrency: "EUR",
        rate: "50",
      },
    ]);
    expect(refundsOf(b.reference)).toMatchObject([{ status: "done", attempts: 0, lastError: null }]);
    expect(getBooking(b.reference)).toMatchObject({ paid: 0, refunded: 350_000, paymentState: "refunded" });
    const [mail] = refundEmails(b.reference);
    expect(mail.plainTextMessage).toContain("We have refunded MUR 3,500 for your booking");
    expect(mail.plainTextMessage).toContain("€70.00 goes back to your PayPal account");
    // Another round, or the worker: nothing left to send, nothing recorded again.
    expect(await sendDueRefunds(new Date(Date.now() + 86_400_000), fake.lookup)).toEqual([]);
    expect(fake.calls).toHaveLength(1);
    expect(ledgerRefunds(b.reference)).toHaveLength(1);
    expect(refundEmails(b.reference)).toHaveLength(1);
  });

  it("a refused refund stays pending with the provider's message and no ledger row, then is retried with the same key", async () => {
    const fake = stubProvider();
    const b = cancelledAfterPaying();
    fake.next.push("refuse");
    const at = new Date();
    expect(await sendRefundsOf(b.reference, fake.lookup, at)).toEqual(["retry"]);
    const [pending] = refundsOf(b.reference);
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: expect.stringContaining("REFUND_REFUSED"),
    });
    expect(Date.parse(pending.nextAttemptAt!)).toBeGreaterThan(at.getTime());
    expect(ledgerRefunds(b.reference)).toEqual([]);
    expect(getBooking(b.reference)?.paymentState).toBe("refund-due");
    expect(refundsNotDone().map((r) => r.id)).toContain(pending.id);
    // Not due again before its wait is over.
    expect(await sendDueRefunds(at, fake.lookup)).not.toContain("done");
    expect(await sendDueRefunds(new Date(Date.parse(pending.nextAttemptAt!)), fake.lookup)).toContain("done");
    expect(fake.calls).toEqual([`refund-${pending.id}`, `refund-${pending.id}`]);
    expect(ledgerRefunds(b.reference)).toHaveLength(1);
    expect(refundsNotDone().map((r) => r.id)).not.toContain(pending.id);
  });

  it("an answer lost after the provider made it: the retry with the same key is the same refund, recorded once", async () => {
    const fake = stubProvider();
    const b = cancelledAfterPaying();
    fake.next.push("lose-answer");
    expect(await sendRefundsOf(b.reference, fake.lookup)).toEqual(["retry"]);
    expect(ledgerRefunds(b.reference)).toEqual([]);
    const [r] = refundsOf(b.reference);
    expect(await retryRefund(b.reference, r.id, fake.lookup)).toBe("done");
    expect(fake.made.size).toBe(1);
    expect(ledgerRefunds(b.reference)).toMatchObject([{ providerRef: [...fake.made.values()][0].refundId }]);
  });

  it("fails after the last attempt and waits for staff; 'Retry refund' sends it again", async () => {
    const fake = stubProvider();
    const b = cancelledAfterPaying();
    let at = new Date();
    for (let i = 0; i < MAX_REFUND_ATTEMPTS; i++) {
      fake.next.push("refuse");
      await sendRefundsOf(b.reference, fake.lookup, at);
      at = new Date(Date.parse(refundsOf(b.reference)[0].nextAttemptAt!) + 1);
    }
    const [failed] = refundsOf(b.reference);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_REFUND_ATTEMPTS });
    // At most six hours between two attempts.
    expect(await sendDueRefunds(new Date(Date.now() + 7 * 3_600_000), fake.lookup)).toEqual([]);
    expect(await retryRefund("NOPE-NOPE-NOPE", failed.id, fake.lookup)).toBeNull();
    expect(await retryRefund(b.reference, failed.id, fake.lookup)).toBe("done");
    expect(getBooking(b.reference)?.paymentState).toBe("refunded");
  });

  it("a departure cancelled for the weather: one refund per online payment, each guest told once", async () => {
    const fake = stubProvider();
    const date = "2032-02-01";
    const one = confirmedOn(date);
    const two = confirmedOn(date);
    payOnline(one.reference, { amount: 350_000 });
    payOnline(two.reference, { amount: 100_000 });
    payOnline(two.reference, { amount: 200_000 });
    cancelDeparture(
      { packageId, date, startTime: "09:30" },
      { reason: "Swell", close: false },
      STAFF,
      () => "log",
      (g) => ({ email: told(g), bell: { title: "", message: "" } }),
    );
    await Promise.all([sendDueRefunds(new Date(), fake.lookup), sendDueRefunds(new Date(), fake.lookup)]);
    expect(fake.made.size).toBe(3);
    expect(ledgerRefunds(one.reference)).toHaveLength(1);
    expect(ledgerRefunds(two.reference)).toHaveLength(2);
    expect(refundEmails(one.reference)).toHaveLength(1);
    expect(refundEmails(two.reference)).toHaveLength(2);
    expect(getBooking(two.reference)?.paymentState).toBe("refunded");
  });

  it("a provider no longer configured: the refund waits, never recorded", async () => {
    const b = cancelledAfterPaying();
    expect(await sendRefundsOf(b.reference, () => null)).toEqual(["retry"]);
    expect(refundsOf(b.reference)[0].lastError).toBe("paypal is not configured: the refund cannot be sent");
    expect(ledgerRefunds(b.reference)).toEqual([]);
  });
});

/** What the site asks a provider for, `amount` in the smallest unit of `currency`; no guest visits its return pages. */
const checkoutRequest = (description: string, amount: number, currency: string): CheckoutRequest => ({
  checkoutId: `co-${crypto.randomUUID()}`,
  description,
  amount,
  currency,
  returnUrl: "http://site.test/return",
  cancelUrl: "http://site.test/cancel",
  locale: "en",
});

describe("refunds through the fake PayPal (Orders v2)", () => {
  const fake = fakeServerForTests(() => startFakePayPal({ clientId: "client", clientSecret: "secret" }));
  const account = { clientId: "client", clientSecret: "secret" };
  // Calls wait 5 s (a loaded machine is slow); only the call whose answer a test loses waits 300 ms.
  const paypal = (timeoutMs = 5000) =>
    paypalProvider({ ...account, timeoutMs, apiBase: fake().url, webhookId: fake().webhookId });
  const lookup = (timeoutMs?: number) => (name: string) => (name === "paypal" ? paypal(timeoutMs) : null);

  /** A booking paid €70.00 through the fake (created, approved, captured), then cancelled by staff. */
  async function paidThroughPayPal() {
    const created = await paypal().createCheckout(checkoutRequest("Deposit", 7_000, "EUR"));
    fake().approve(created.providerId);
    const paid = await paypal().completeCheckout(created.providerId);
    if (paid.status !== "paid") throw new Error("not paid");
    const b = confirmedOn("2032-03-01");
    payOnline(b.reference, { amount: 350_000, captureRef: paid.captureRef });
    cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told);
    return { b, captureRef: paid.captureRef };
  }
  const refundsAt = (captureRef: string) =>
    fake()
      .state()
      .refunds.filter((r: { captureId: string }) => r.captureId === captureRef);

  it("an answer lost after PayPal refunded: the retry with the same key is ONE refund at PayPal, recorded once", async () => {
    const { b, captureRef } = await paidThroughPayPal();
    fake().setMode({ mode: "lose-answer", target: captureRef, op: "refund", count: 1 });
    expect(await sendRefundsOf(b.reference, lookup(300))).toEqual(["retry"]);
    expect(ledgerRefunds(b.reference)).toEqual([]);
    expect(refundsAt(captureRef)).toHaveLength(1);
    const [r] = refundsOf(b.reference);
    expect(await retryRefund(b.reference, r.id, lookup())).toBe("done");
    expect(refundsAt(captureRef)).toHaveLength(1);
    expect(ledgerRefunds(b.reference)).toMatchObject([{ amount: 350_000, chargedAmount: 7_000 }]);
  });

  it("a refund PayPal refuses stays pending with its words, no ledger row; once PayPal accepts, it is made", async () => {
    const { b, captureRef } = await paidThroughPayPal();
    fake().setMode({ mode: "refuse-refund", target: captureRef });
    expect(await sendRefundsOf(b.reference, lookup())).toEqual(["retry"]);
    expect(refundsOf(b.reference)[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(refundsOf(b.reference)[0].lastError).toBeTruthy();
    expect(ledgerRefunds(b.reference)).toEqual([]);
    expect(refundsAt(captureRef)).toEqual([]);
    fake().setMode({ mode: "ok", target: captureRef });
    expect(await retryRefund(b.reference, refundsOf(b.reference)[0].id, lookup())).toBe("done");
    expect(refundsAt(captureRef)).toHaveLength(1);
    expect(getBooking(b.reference)?.paymentState).toBe("refunded");
  });
});

describe("refunds through the fake Stripe (Checkout, in rupees)", () => {
  const fake = fakeServerForTests(() => startFakeStripe());
  const stripe = () =>
    stripeProvider({ secretKey: "sk_test_refunds", webhookSecret: "whsec", apiBase: fake().url, timeoutMs: 5000 });

  it("gives back what the booking still holds of a card payment, in rupees, once", async () => {
    const created = await stripe().createCheckout(checkoutRequest("Payment", 700_000, "MUR"));
    await fake().pay(created.providerId);
    const paid = await stripe().completeCheckout(created.providerId);
    if (paid.status !== "paid") throw new Error("not paid");
    const b = confirmedOn("2032-04-01");
    payOnline(b.reference, { amount: 700_000, provider: "stripe", captureRef: paid.captureRef });
    // Staff gave MUR 2,000 back in cash before the cancellation: the card gets the other MUR 5,000.
    recordManual(b.reference, { kind: "refund", method: "cash", amount: 200_000, note: "" }, STAFF);
    cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told);
    const lookup = (name: string) => (name === "stripe" ? stripe() : null);
    expect(await sendRefundsOf(b.reference, lookup)).toEqual(["done"]);
    expect(await sendRefundsOf(b.reference, lookup)).toEqual([]);
    expect(fake().state().refunds).toMatchObject([
      { payment_intent: paid.captureRef, amount: 500_000, currency: "mur" },
    ]);
    expect(getBooking(b.reference)).toMatchObject({ paid: 0, refunded: 700_000, paymentState: "refunded" });
    expect(refundEmails(b.reference)[0].plainTextMessage).toContain("MUR 5,000 goes back to your card");
  });
});
