import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkouts, payments } from "~/db/schema";
import { getBooking, type Booking } from "~/models/booking.server";
import { getCheckout } from "~/models/checkout.server";
import { reloadEnv } from "~/utils/env.server";
import { startFakePayPal } from "../../tests/fakes/paypal.js";
import { startFakeStripe } from "../../tests/fakes/stripe.js";
import { bookingRow } from "../../tests/fixtures/bookings";
import { guestMailsOf, ledgerOf } from "../../tests/fixtures/booking-records";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { startWebhookCatcher } from "../../tests/fixtures/webhook-catcher";
import { fakePaymentsEnv } from "../../tests/setup/e2e-env.js";
import {
  answerWebhook,
  emailPayButton,
  paymentView,
  reconcileCheckouts,
  settleCheckout,
  startCheckout,
} from "./checkout.server";
import { translator } from "~/utils/i18n.server";
import { providerNamed } from "./payments/provider.server";

// Paying online against the fake PayPal and the fake Stripe on loopback: the amount decided by the server, PayPal's
// euros at the operator's rate, the provider's answer deciding what is recorded, and each payment recorded once.

const paypal = fakeServerForTests(() => startFakePayPal({ webhookId: "WH-UNIT" }));
const stripe = fakeServerForTests(() => startFakeStripe({ webhookSecret: "whsec_unit" }));
const site = fakeServerForTests(startWebhookCatcher);
const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, fakePaymentsEnv(paypal().url, stripe().url), {
    PAYPAL_WEBHOOK_ID: "WH-UNIT",
    STRIPE_WEBHOOK_SECRET: "whsec_unit",
    PAYMENT_TIMEOUT_MS: "1500",
  });
  reloadEnv();
});
afterAll(() => {
  process.env = saved;
  reloadEnv();
});

/** A confirmed booking of MUR 7,000 departing in 2030, with a deposit of MUR 1,750 (`over` replaces any field). */
const booking = (over: Partial<Booking> = {}) =>
  bookingRow({
    packageId: "p",
    packageTitle: "Catamaran day",
    date: "2030-05-04",
    state: "confirmed",
    total: 7000,
    depositDue: 175000,
    ...over,
  });
const receipts = (reference: string) => guestMailsOf(reference).filter((m) => m.subject.startsWith("Payment received"));
const checkoutsOf = (reference: string) =>
  getDb().select().from(checkouts).where(eq(checkouts.bookingReference, reference)).all();

async function started(b: Booking, purpose: "deposit" | "balance", provider: "paypal" | "stripe") {
  const result = await startCheckout(b.reference, purpose, provider, "en");
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return { ...result, providerId: getCheckout(result.checkout.id)!.providerId! };
}

describe("startCheckout", () => {
  it("asks PayPal for the deposit in euros at the operator's rate, and keeps the rupees and the rate", async () => {
    const b = booking();
    const { checkout, providerId, redirectUrl } = await started(b, "deposit", "paypal");
    expect(checkout).toMatchObject({ amount: 175000, chargedAmount: 3500, chargedCurrency: "EUR", rate: "50" });
    const order = paypal()
      .state()
      .orders.find((o: { id: string }) => o.id === providerId)!;
    expect(order.purchase_units[0].amount).toEqual({ currency_code: "EUR", value: "35.00" });
    expect(order.returnUrl).toMatch(new RegExp(`/pay/${checkout.id}$`));
    expect(order.cancelUrl).toMatch(new RegExp(`/pay/${checkout.id}\\?cancelled=1$`));
    expect(redirectUrl).toBe(`${paypal().url}/checkoutnow?token=${providerId}`);
  });

  it("asks Stripe for the balance in rupees", async () => {
    const b = booking({ paid: 175000, paymentState: "deposit-paid" });
    const { checkout } = await started(b, "balance", "stripe");
    expect(checkout).toMatchObject({ amount: 525000, chargedAmount: 525000, chargedCurrency: "MUR", rate: null });
  });

  it("refuses, creating nothing, when nothing is owed, the booking does not run or its departure is past", async () => {
    const paid = booking({ paid: 700000, paymentState: "paid" });
    expect(await startCheckout(paid.reference, "balance", "paypal", "en")).toEqual({
      ok: false,
      message: "Nothing is owed on this booking now.",
    });
    expect(await startCheckout(paid.reference, "deposit", "paypal", "en")).toMatchObject({ ok: false });
    for (const b of [booking({ state: "cancelled" }), booking({ date: "2020-01-01" }), booking({ total: null })]) {
      expect(await startCheckout(b.reference, "balance", "stripe", "en")).toEqual({
        ok: false,
        message: "This booking cannot be paid online now.",
      });
      expect(checkoutsOf(b.reference)).toEqual([]);
    }
    expect(checkoutsOf(paid.reference)).toEqual([]);
  });

  it("says the provider did not answer, and nothing was charged, when it times out", async () => {
    const b = booking();
    paypal().setMode({ mode: "hang", op: "create", count: 1 });
    const result = await startCheckout(b.reference, "deposit", "paypal", "fr");
    expect(result).toEqual({
      ok: false,
      message: JSON.stringify({
        id: "{provider} did not answer. Nothing was charged: please try again.",
        values: { provider: "PayPal" },
      }),
    });
    expect(checkoutsOf(b.reference).map((c) => [c.status, c.providerId])).toEqual([["open", null]]);
    expect(ledgerOf(b.reference)).toEqual([]);
  });
});

describe("settleCheckout", () => {
  it("leaves an order the guest has not approved open, then captures and records it once", async () => {
    const b = booking();
    const { providerId } = await started(b, "deposit", "paypal");
    expect((await settleCheckout(providerId)).status).toBe("open");
    expect(ledgerOf(b.reference)).toEqual([]);

    paypal().approve(providerId);
    const [first, second] = await Promise.all([settleCheckout(providerId), settleCheckout(providerId)]);
    expect([first.status, second.status]).toEqual(["paid", "paid"]);
    expect((await settleCheckout(providerId)).status).toBe("paid");
    expect(ledgerOf(b.reference)).toHaveLength(1);
    expect(receipts(b.reference)).toHaveLength(1);
    expect(getBooking(b.reference)).toMatchObject({ paid: 175000, paymentState: "deposit-paid" });
    const order = paypal()
      .state()
      .orders.find((o: { id: string }) => o.id === providerId)!;
    expect(order.status).toBe("COMPLETED");
    expect(order.purchase_units[0].payments.captures).toHaveLength(1);
  });

  it("marks a voided order failed, and records nothing", async () => {
    const b = booking();
    const { providerId } = await started(b, "deposit", "paypal");
    paypal().voidOrder(providerId);
    expect((await settleCheckout(providerId)).status).toBe("failed");
    expect(ledgerOf(b.reference)).toEqual([]);
  });

  it("changes nothing for an order that is not the site's", async () => {
    expect(await settleCheckout("NOT-OURS")).toEqual({ status: "unknown" });
  });
});

describe("reconcileCheckouts", () => {
  it("records a capture whose answer was lost, by asking the provider again", async () => {
    const b = booking();
    const { providerId } = await started(b, "deposit", "paypal");
    paypal().approve(providerId);
    // PayPal captures but its answer never comes: the site times out, the checkout stays open.
    paypal().setMode({ mode: "lose-answer", op: "capture", target: providerId, count: 1 });
    expect((await settleCheckout(providerId)).status).toBe("open");
    expect(ledgerOf(b.reference)).toEqual([]);
    expect(await reconcileCheckouts()).toBeGreaterThanOrEqual(1);
    expect(ledgerOf(b.reference)).toHaveLength(1);
    expect(receipts(b.reference)).toHaveLength(1);
  });

  it("leaves the checkouts younger than the age asked alone", async () => {
    const b = booking();
    const { providerId } = await started(b, "balance", "stripe");
    stripe().pay(providerId);
    await reconcileCheckouts({ minAge: 5 * 60 * 1000 });
    expect(ledgerOf(b.reference)).toEqual([]);
    await reconcileCheckouts();
    expect(ledgerOf(b.reference)).toHaveLength(1);
  });
});

describe("answerWebhook", () => {
  const post = (provider: string, body: string, headers: Headers) =>
    answerWebhook(provider, new Request(`http://site.test/webhooks/${provider}`, { method: "POST", body, headers }));

  it("refuses a bad signature with a 400, and records a good one once however often it comes", async () => {
    const b = booking({ paid: 175000, paymentState: "deposit-paid" });
    const { providerId } = await started(b, "balance", "stripe");
    await stripe().pay(providerId);
    await stripe().sendWebhook({ session: providerId, badSignature: true, to: site().url });
    const forged = site().last();
    expect((await post("stripe", forged.body, forged.headers)).status).toBe(400);
    expect(ledgerOf(b.reference)).toEqual([]);

    await stripe().sendWebhook({ session: providerId, to: site().url });
    const good = site().last();
    for (let i = 0; i < 2; i++) expect((await post("stripe", good.body, good.headers)).status).toBe(200);
    expect(ledgerOf(b.reference)).toHaveLength(1);
    expect(receipts(b.reference)).toHaveLength(1);
    // The ledger holds this payment only (the deposit was written on the row by hand): the balance asked, in rupees.
    expect(getBooking(b.reference)?.paid).toBe(525000);
  });

  it("answers 200 and records nothing for a session the site never opened", async () => {
    const { providerId } = await providerNamed("stripe")!.createCheckout({
      checkoutId: "not-the-sites",
      description: "Someone else's",
      amount: 100000,
      currency: "MUR",
      returnUrl: "http://elsewhere.test/back",
      cancelUrl: "http://elsewhere.test/back",
      locale: "en",
    });
    await stripe().pay(providerId);
    await stripe().sendWebhook({ session: providerId, to: site().url });
    const hook = site().last();
    const before = getDb().select().from(payments).all().length;
    expect((await post("stripe", hook.body, hook.headers)).status).toBe(200);
    expect(getDb().select().from(payments).all()).toHaveLength(before);
  });
});

describe("paymentView and the e-mails' button", () => {
  const i18n = translator("en");

  it("offers the deposit while it is owed, with PayPal's euros and rate before paying", () => {
    const view = paymentView(booking(), i18n)!;
    expect(view.lines).toEqual(["Deposit MUR 1,750 due", "Balance MUR 7,000"]);
    expect(view.pay).toEqual({
      purpose: "deposit",
      label: "Pay deposit",
      providers: [
        { name: "paypal", label: "PayPal", charge: "MUR 1,750 is charged as €35.00 (MUR 50 = €1)" },
        { name: "stripe", label: "Card (Stripe)", charge: null },
      ],
    });
    expect(emailPayButton(booking())).toBe("deposit");
  });

  it("offers the balance once the deposit is paid, and nothing once all is paid", () => {
    const half = booking({ paid: 175000, paymentState: "deposit-paid" });
    expect(paymentView(half, i18n)).toMatchObject({
      state: "Deposit paid",
      paid: "MUR 1,750",
      lines: ["Balance MUR 5,250"],
      pay: { purpose: "balance", label: "Pay balance" },
    });
    const paid = booking({ paid: 700000, paymentState: "paid" });
    expect(paymentView(paid, i18n)).toMatchObject({ state: "Paid in full", lines: [], pay: null, note: null });
    expect(emailPayButton(paid)).toBeNull();
  });

  it("asks a pending request to wait for its confirmation, unless the operator asks the deposit to book", () => {
    const pending = booking({ state: "pending" });
    expect(paymentView(pending, i18n)).toMatchObject({
      pay: null,
      note: "You can pay online once your booking is confirmed.",
    });
    expect(emailPayButton(pending)).toBeNull();
    process.env.PAY_DEPOSIT_TO_BOOK = "on";
    reloadEnv();
    try {
      expect(paymentView(pending, i18n)?.pay?.label).toBe("Pay deposit");
      expect(emailPayButton(pending)).toBe("deposit");
    } finally {
      delete process.env.PAY_DEPOSIT_TO_BOOK;
      reloadEnv();
    }
  });
});
