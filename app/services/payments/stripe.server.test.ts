import { describe, expect, it } from "vitest";
import { startFakeStripe } from "../../../tests/fakes/stripe.js";
import { fakeServerForTests } from "../../../tests/fixtures/fake-server";
import { startWebhookCatcher } from "../../../tests/fixtures/webhook-catcher";
import { WebhookRejected } from "./provider.server";
import { stripeProvider } from "./stripe.server";
import { expectRefundsOncePerKey } from "../../../tests/fixtures/refund-contract";
import { expectFailedOnceClosed, expectUnanswered, NOBODY_LISTENING } from "../../../tests/fixtures/provider-contract";
import { fakeStripeAt } from "../../../tests/e2e/payments-support";

const WEBHOOK_SECRET = "whsec_adapter_test";
const site = fakeServerForTests(startWebhookCatcher);
const fake = fakeServerForTests(() => startFakeStripe({ webhookUrl: site().url, webhookSecret: WEBHOOK_SECRET }));
/** A slow answer (a loaded machine) is still an answer; the tests of silence ask with stripe(TIMEOUT). */
const TIMEOUT = 300;
const stripe = (timeoutMs = 5000, apiBase = fake().url) =>
  stripeProvider({ secretKey: "sk_test_adapter", webhookSecret: WEBHOOK_SECRET, apiBase, timeoutMs });

let checkouts = 0;
/** A new session for MUR 3,500 (350000 cents: MUR has two decimals at Stripe). */
async function newSession(provider = stripe(), checkoutId = `co-${++checkouts}-${Date.now()}`) {
  const created = await provider.createCheckout({
    checkoutId,
    description: "Deposit for booking K7QM-4XPT-9HRC",
    amount: 350000,
    currency: "MUR",
    returnUrl: "http://site.test/pay/return",
    cancelUrl: "http://site.test/pay/cancel",
    locale: "fr",
    email: "guest@example.mu",
  });
  return { ...created, checkoutId, provider };
}
const sessionOf = (id: string) =>
  fake()
    .state()
    .sessions.find((s) => s.id === id);

describe("Stripe Checkout against the fake, through Stripe's library", () => {
  it("creates a session in MUR, open until the guest pays, then paid with the payment intent to refund against", async () => {
    const { provider, providerId, redirectUrl, checkoutId } = await newSession();
    expect(providerId).toMatch(/^cs_test_/);
    expect(redirectUrl).toBe(`${fake().url}/pay/${providerId}`);
    expect(sessionOf(providerId)).toMatchObject({
      amount_total: 350000,
      currency: "mur",
      client_reference_id: checkoutId,
      metadata: { checkoutId },
      locale: "fr",
      customer_email: "guest@example.mu",
      success_url: "http://site.test/pay/return?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://site.test/pay/cancel",
    });
    expect(await provider.completeCheckout(providerId)).toEqual({ status: "open" });
    await fake().pay(providerId);
    const paid = await provider.completeCheckout(providerId);
    expect(paid).toEqual({
      status: "paid",
      amount: 350000,
      currency: "MUR",
      captureRef: sessionOf(providerId)?.payment_intent,
    });
    expect(await stripe().completeCheckout(providerId)).toEqual(paid);
  });

  it("makes one session of a create retried with the same checkout", async () => {
    const first = await newSession();
    const again = await newSession(stripe(), first.checkoutId);
    expect(again.providerId).toBe(first.providerId);
  });

  it("pays on its page, tells the site by webhook before the guest is back, then sends them to the success URL", async () => {
    const { providerId, redirectUrl } = await newSession();
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain("MUR 3500.00");
    const back = await fetch(`${redirectUrl}?action=pay`, { method: "POST", redirect: "manual" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`http://site.test/pay/return?session_id=${providerId}`);
    const event = JSON.parse(site().last().body);
    expect(event).toMatchObject({ type: "checkout.session.completed", data: { object: { id: providerId } } });
  });

  it("reads an expired session as failed", () => expectFailedOnceClosed(newSession(), (id) => fake().expire(id)));

  it("reads a signed webhook, the same each time it comes, ignores other events and rejects a bad signature", async () => {
    const { provider, providerId } = await newSession();
    const sent = (await fake().pay(providerId), fake().state().webhooks.at(-1));
    const notice = await provider.readWebhook(site().last().body, site().last().headers);
    expect(notice).toEqual({ eventId: sent?.eventId, providerId });
    await fake().sendWebhook({ session: providerId });
    expect(await provider.readWebhook(site().last().body, site().last().headers)).toEqual(notice);

    await fake().sendWebhook({ session: providerId, event: "checkout.session.expired" });
    expect(await provider.readWebhook(site().last().body, site().last().headers)).toBeNull();
    await fake().sendWebhook({ session: providerId, event: "checkout.session.async_payment_succeeded" });
    expect(await provider.readWebhook(site().last().body, site().last().headers)).toMatchObject({ providerId });

    await fake().sendWebhook({ session: providerId, badSignature: true });
    await expect(provider.readWebhook(site().last().body, site().last().headers)).rejects.toThrow(WebhookRejected);
    await fake().sendWebhook({ session: providerId });
    const { body, headers } = site().last();
    await expect(provider.readWebhook(body.replace(providerId, "cs_test_forged"), headers)).rejects.toThrow(
      WebhookRejected,
    );
    await expect(provider.readWebhook(body, new Headers())).rejects.toThrow(WebhookRejected);
  });

  it("counts a call Stripe does not answer in time as unanswered", async () => {
    const { providerId } = await newSession();
    fake().setMode({ mode: "hang", target: providerId, count: 1 });
    await expectUnanswered(stripe(TIMEOUT).completeCheckout(providerId));
    expect(await stripe().completeCheckout(providerId)).toEqual({ status: "open" });
  });

  it("counts Stripe not listening at all as unanswered", async () => {
    await expectUnanswered(stripe(2000, NOBODY_LISTENING).completeCheckout("cs_test_x"));
  });

  it("refunds once per key, even after a lost answer; a refused refund is a refusal, not silence", async () => {
    const { provider, providerId } = await newSession();
    await fake().pay(providerId);
    const paid = await provider.completeCheckout(providerId);
    if (paid.status !== "paid") throw new Error("not paid");
    const intent = paid.captureRef;
    const refundsOf = () =>
      fake()
        .state()
        .refunds.filter((r) => r.payment_intent === intent);
    const first = await expectRefundsOncePerKey({
      provider,
      silent: stripe(TIMEOUT),
      captureRef: intent,
      currency: "MUR",
      amount: 100000,
      setMode: (rule) => fake().setMode(rule),
      refunds: () => refundsOf().length,
    });
    expect(first.refundId).toMatch(/^re_/);
    expect(refundsOf()[0]).toMatchObject({ amount: 100000, currency: "mur", status: "succeeded" });
  });

  it("is steered over HTTP as the shared end-to-end server's fake is", async () => {
    const { providerId, checkoutId } = await newSession();
    const steer = fakeStripeAt(fake().url);
    expect((await steer.sessionOf(checkoutId))?.id).toBe(providerId);
    await steer.setMode({ mode: "500", target: providerId, count: 1 });
    await expect(stripe().completeCheckout(providerId)).rejects.toMatchObject({ unanswered: true });
    expect(await steer.pay(providerId)).toMatchObject({ payment_status: "paid" });
    expect((await stripe().completeCheckout(providerId)).status).toBe("paid");
    expect(await steer.webhook({ session: providerId })).toMatchObject({ status: 200 });
  });
});
