import { describe, expect, it } from "vitest";
import { startFakePayPal } from "../../../tests/fakes/paypal.js";
import { fakeServerForTests } from "../../../tests/fixtures/fake-server";
import { startWebhookCatcher } from "../../../tests/fixtures/webhook-catcher";
import { paypalProvider } from "./paypal.server";
import { configuredProviders, providerNamed, WebhookRejected } from "./provider.server";
import { reloadEnv } from "~/utils/env.server";
import { expectRefundsOncePerKey } from "../../../tests/fixtures/refund-contract";
import { expectFailedOnceClosed, expectUnanswered, NOBODY_LISTENING } from "../../../tests/fixtures/provider-contract";
import { fakePayPalAt } from "../../../tests/e2e/payments-support";

const site = fakeServerForTests(startWebhookCatcher);
const fake = fakeServerForTests(() =>
  startFakePayPal({ webhookUrl: site().url, clientId: "client", clientSecret: "secret" }),
);
/** A slow answer (a loaded machine) is still an answer; the tests of silence ask with paypal(TIMEOUT). */
const TIMEOUT = 300;
const paypal = (timeoutMs = 5000, apiBase = fake().url) =>
  paypalProvider({
    clientId: "client",
    clientSecret: "secret",
    apiBase,
    webhookId: fake().webhookId,
    timeoutMs,
  });

let checkouts = 0;
/** A new order for €70.00, as the site asks for a deposit of MUR 3,500 at 50 rupees per euro. */
async function newOrder(provider = paypal()) {
  const checkoutId = `co-${++checkouts}-${Date.now()}`;
  const created = await provider.createCheckout({
    checkoutId,
    description: "Deposit for booking K7QM-4XPT-9HRC",
    amount: 7000,
    currency: "EUR",
    returnUrl: "http://site.test/pay/return",
    cancelUrl: "http://site.test/pay/cancel",
    locale: "fr",
    email: "guest@example.mu",
  });
  return { ...created, checkoutId, provider };
}
const captureRefOf = async (orderId: string) => {
  const result = await paypal().completeCheckout(orderId);
  if (result.status !== "paid") throw new Error(`not paid: ${result.status}`);
  return result.captureRef;
};

describe("PayPal Checkout (Orders v2) against the fake", () => {
  it("creates an order in EUR, open until the guest approves, then captures it once however often it is asked", async () => {
    const { provider, providerId, redirectUrl } = await newOrder();
    expect(redirectUrl).toBe(`${fake().url}/checkoutnow?token=${providerId}`);
    const order = fake()
      .state()
      .orders.find((o) => o.id === providerId);
    expect(order?.purchase_units[0].amount).toEqual({ currency_code: "EUR", value: "70.00" });
    expect(order?.returnUrl).toBe("http://site.test/pay/return");

    expect(await provider.completeCheckout(providerId)).toEqual({ status: "open" });
    fake().approve(providerId);
    const paid = await provider.completeCheckout(providerId);
    expect(paid).toEqual({ status: "paid", amount: 7000, currency: "EUR", captureRef: expect.any(String) });
    // Asked again (the webhook after the guest's return): the same capture, not a second one.
    expect(await paypal().completeCheckout(providerId)).toEqual(paid);
  });

  it("makes one order of a create retried with the same checkout", async () => {
    const provider = paypal();
    const first = await newOrder(provider);
    checkouts--;
    const again = await provider.createCheckout({
      checkoutId: first.checkoutId,
      description: "Deposit",
      amount: 7000,
      currency: "EUR",
      returnUrl: "http://site.test/r",
      cancelUrl: "http://site.test/c",
      locale: "en",
    });
    checkouts++;
    expect(again.providerId).toBe(first.providerId);
  });

  it("shows the guest the amount on its page and sends them back with the order's token", async () => {
    const { providerId, redirectUrl } = await newOrder();
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain("EUR 70.00");
    expect(page).toContain("Pay now");
    expect(page).toContain("Cancel and return");
    const back = await fetch(`${fake().url}/checkoutnow?token=${providerId}&action=pay`, {
      method: "POST",
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`http://site.test/pay/return?token=${providerId}&PayerID=FAKEPAYER`);
    expect((await paypal().completeCheckout(providerId)).status).toBe("paid");
  });

  it("asks for a new access token when PayPal no longer takes its own", async () => {
    const { provider, providerId } = await newOrder();
    fake().revokeTokens();
    expect(await provider.completeCheckout(providerId)).toEqual({ status: "open" });
  });

  it("reads a voided order as failed", () => expectFailedOnceClosed(newOrder(), (id) => fake().voidOrder(id)));

  it("reads a verified webhook as a hint of its order, the same each time it comes, and rejects a bad signature", async () => {
    const { provider, providerId } = await newOrder();
    fake().approve(providerId);
    const approved = await fake().sendWebhook({ order: providerId });
    expect(approved.eventType).toBe("CHECKOUT.ORDER.APPROVED");
    const notice = await provider.readWebhook(site().last().body, site().last().headers);
    expect(notice).toEqual({ eventId: approved.eventId, providerId });
    // Sent twice: the same notice (the caller keeps it once, by the order).
    await fake().sendWebhook({ order: providerId });
    expect(await provider.readWebhook(site().last().body, site().last().headers)).toEqual(notice);

    await fake().sendWebhook({ order: providerId, badSignature: true });
    await expect(provider.readWebhook(site().last().body, site().last().headers)).rejects.toThrow(WebhookRejected);
    // A body changed after signing does not hold either.
    const { body, headers } = (await fake().sendWebhook({ order: providerId }), site().last());
    await expect(provider.readWebhook(body.replace(providerId, "FORGED"), headers)).rejects.toThrow(WebhookRejected);

    await captureRefOf(providerId);
    const captured = await fake().sendWebhook({ order: providerId });
    expect(captured.eventType).toBe("PAYMENT.CAPTURE.COMPLETED");
    expect(await provider.readWebhook(site().last().body, site().last().headers)).toEqual({
      eventId: captured.eventId,
      providerId,
    });
  });

  it("counts a call PayPal does not answer in time as unanswered", async () => {
    const { providerId } = await newOrder();
    fake().setMode({ mode: "hang", target: providerId, count: 1 });
    const started = Date.now();
    await expectUnanswered(paypal(TIMEOUT).completeCheckout(providerId));
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("counts PayPal not listening at all as unanswered", async () => {
    await expectUnanswered(paypal(2000, NOBODY_LISTENING).completeCheckout("FAKEORDER"));
  });

  it("captures once when the capture's answer was lost and it is asked again", async () => {
    const { providerId } = await newOrder();
    fake().approve(providerId);
    fake().setMode({ mode: "lose-answer", op: "capture", target: providerId, count: 1 });
    await expect(paypal(TIMEOUT).completeCheckout(providerId)).rejects.toMatchObject({ unanswered: true });
    const paid = await paypal().completeCheckout(providerId);
    expect(paid).toMatchObject({ status: "paid", amount: 7000, currency: "EUR" });
    const order = fake()
      .state()
      .orders.find((o) => o.id === providerId);
    expect(order?.purchase_units[0].payments.captures.map((c: { id: string }) => c.id)).toEqual([
      paid.status === "paid" && paid.captureRef,
    ]);
  });

  it("refunds on the capture once per key, even after a lost answer; a refused refund is a refusal, not silence", async () => {
    const { provider, providerId } = await newOrder();
    fake().approve(providerId);
    const captureRef = await captureRefOf(providerId);
    const refundsOf = () =>
      fake()
        .state()
        .refunds.filter((r) => r.captureId === captureRef);
    await expectRefundsOncePerKey({
      provider,
      silent: paypal(TIMEOUT),
      captureRef,
      currency: "EUR",
      amount: 2000,
      setMode: (rule) => fake().setMode(rule),
      refunds: () => refundsOf().length,
    });
    expect(refundsOf()[0].amount).toEqual({ currency_code: "EUR", value: "20.00" });
  });

  it("is steered over HTTP as the shared end-to-end server's fake is", async () => {
    const { providerId, checkoutId } = await newOrder();
    const steer = fakePayPalAt(fake().url);
    expect((await steer.orderOf(checkoutId))?.id).toBe(providerId);
    await steer.approve(providerId);
    await steer.setMode({ mode: "500", target: providerId, count: 1 });
    await expect(paypal().completeCheckout(providerId)).rejects.toMatchObject({ unanswered: true });
    expect((await paypal().completeCheckout(providerId)).status).toBe("paid");
    expect(await steer.webhook({ order: providerId })).toMatchObject({
      eventType: "PAYMENT.CAPTURE.COMPLETED",
      status: 200,
    });
    expect((await steer.state()).orders.find((o) => o.id === providerId)?.status).toBe("COMPLETED");
  });
});

describe("the door's providers, from the settings", () => {
  it("has PayPal when its keys and the rate are set, none without", () => {
    for (const key of ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      delete process.env[key];
    }
    reloadEnv();
    expect(configuredProviders()).toEqual([]);
    Object.assign(process.env, { PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", EUR_RATE: "50" });
    reloadEnv();
    expect(configuredProviders().map((p) => [p.name, p.label, p.currency])).toEqual([["paypal", "PayPal", "EUR"]]);
    expect(providerNamed("paypal")).toBe(configuredProviders()[0]);
    expect(providerNamed("stripe")).toBeUndefined();
    Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    reloadEnv();
    expect(configuredProviders().map((p) => [p.name, p.label, p.currency])).toEqual([
      ["paypal", "PayPal", "EUR"],
      ["stripe", "Card (Stripe)", "MUR"],
    ]);
  });
});
