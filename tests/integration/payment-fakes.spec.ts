import { expect, test } from "@playwright/test";
import { paypalProvider } from "~/services/payments/paypal.server";
import { stripeProvider } from "~/services/payments/stripe.server";
import { BASE_URL, fakePaymentsEnv, PAYPAL_URL, STRIPE_URL } from "../setup/e2e-env.js";
import { fakePayPal, fakeStripe } from "../e2e/payments-support";
import { startWebhookCatcher } from "../fixtures/webhook-catcher";

// The shared site's two fake providers and its settings agree: the adapters, given the very settings the site runs
// with, create, pay and refund there; the webhooks the fakes send to the site's routes are signed so that the site's
// settings verify them. What the site does with a payment is the paying-online specs'; the adapters themselves are
// app/services/payments/*.server.test.ts.

const settings = fakePaymentsEnv(PAYPAL_URL, STRIPE_URL);
const paypal = () =>
  paypalProvider({
    clientId: settings.PAYPAL_CLIENT_ID,
    clientSecret: settings.PAYPAL_CLIENT_SECRET,
    apiBase: settings.PAYPAL_API_BASE,
    webhookId: settings.PAYPAL_WEBHOOK_ID,
    timeoutMs: 5000,
  });
const stripe = () =>
  stripeProvider({
    secretKey: settings.STRIPE_SECRET_KEY,
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    apiBase: settings.STRIPE_API_BASE,
    timeoutMs: 5000,
  });
const request = (checkoutId: string, amount: number, currency: string) => ({
  checkoutId,
  description: "Deposit for booking TEST-FAKE",
  amount,
  currency,
  returnUrl: `${BASE_URL}/pay/return`,
  cancelUrl: `${BASE_URL}/pay/cancel`,
  locale: "en",
});

/** The webhook as the site's route gets it: the fake sends it there; here it is sent again to a catcher of ours. */
async function caughtWebhook(send: (to: string) => Promise<unknown>) {
  const catcher = await startWebhookCatcher();
  try {
    await send(catcher.url);
    return catcher.last();
  } finally {
    await catcher.close();
  }
}

test("the shared fake PayPal takes the site's keys, charges €70.00, signs webhooks for the site's webhook id", async () => {
  const checkoutId = `fakes-pp-${Date.now()}`;
  const { providerId } = await paypal().createCheckout(request(checkoutId, 7000, "EUR"));
  expect((await fakePayPal.orderOf(checkoutId))?.id).toBe(providerId);
  await fakePayPal.approve(providerId);
  const paid = await paypal().completeCheckout(providerId);
  expect(paid).toMatchObject({ status: "paid", amount: 7000, currency: "EUR" });

  const sent = await fakePayPal.webhook({ order: providerId });
  expect(sent.to).toBe(`${BASE_URL}/webhooks/paypal`);
  const hook = await caughtWebhook((to) => fakePayPal.webhook({ order: providerId, to }));
  expect(await paypal().readWebhook(hook.body, hook.headers)).toEqual({ eventId: sent.eventId, providerId });
});

test("the shared fake Stripe takes the site's key, charges MUR, signs webhooks with the site's secret", async () => {
  const checkoutId = `fakes-st-${Date.now()}`;
  const { providerId } = await stripe().createCheckout(request(checkoutId, 350000, "MUR"));
  expect((await fakeStripe.sessionOf(checkoutId))?.id).toBe(providerId);
  await fakeStripe.pay(providerId);
  const paid = await stripe().completeCheckout(providerId);
  expect(paid).toMatchObject({ status: "paid", amount: 350000, currency: "MUR" });
  const sent = (await fakeStripe.state()).webhooks.find((w) => w.session === providerId);
  expect(sent?.to).toBe(`${BASE_URL}/webhooks/stripe`);

  const hook = await caughtWebhook((to) => fakeStripe.webhook({ session: providerId, to }));
  expect(await stripe().readWebhook(hook.body, hook.headers)).toEqual({ eventId: sent?.eventId, providerId });
  if (paid.status !== "paid") return;
  await stripe().refund({ captureRef: paid.captureRef, amount: 350000, currency: "MUR", idempotencyKey: checkoutId });
  expect((await fakeStripe.state()).refunds.filter((r) => r.session === providerId)).toHaveLength(1);
});
