import { expect, test } from "@playwright/test";
import { paypalProvider } from "~/services/payments/paypal.server";
import type { PaymentProvider } from "~/services/payments/provider.server";
import { stripeProvider } from "~/services/payments/stripe.server";
import { BASE_URL, fakePaymentsEnv, PAYPAL_URL, STRIPE_URL } from "../setup/e2e-env.js";
import { fakePayPal, fakeStripe, type SentWebhook } from "../e2e/payments-support";
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

type Charge = { amount: number; currency: string };
const request = (checkoutId: string, { amount, currency }: Charge) => ({
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

/** One shared fake: how the site's checkout is paid there, and what the fake holds of it. */
type SharedFake = {
  title: string;
  provider: () => PaymentProvider;
  /** What the site asks the fake to charge, and what it then reads as paid. */
  charge: Charge;
  /** The fake's id of the site's checkout (PayPal's order, Stripe's session). */
  providerIdOf: (checkoutId: string) => Promise<string | undefined>;
  pay: (providerId: string) => Promise<unknown>;
  /** The webhook the fake sent to the site about the paid checkout. */
  sentToSite: (providerId: string) => Promise<SentWebhook | undefined>;
  sendWebhook: (providerId: string, to: string) => Promise<unknown>;
  refundsOf: (providerId: string) => Promise<unknown[]>;
};

const sharedFakes: SharedFake[] = [
  {
    title: "the shared fake PayPal takes the site's keys, charges €70.00, signs webhooks for the site's webhook id",
    provider: paypal,
    charge: { amount: 7000, currency: "EUR" },
    providerIdOf: async (checkoutId) => (await fakePayPal.orderOf(checkoutId))?.id,
    pay: (providerId) => fakePayPal.approve(providerId),
    // The guest's approval sends no webhook (the site captures on their return): one is sent now.
    sentToSite: (providerId) => fakePayPal.webhook({ order: providerId }),
    sendWebhook: (providerId, to) => fakePayPal.webhook({ order: providerId, to }),
    refundsOf: async (providerId) => (await fakePayPal.state()).refunds.filter((r) => r.orderId === providerId),
  },
  {
    title: "the shared fake Stripe takes the site's key, charges MUR, signs webhooks with the site's secret",
    provider: stripe,
    charge: { amount: 350000, currency: "MUR" },
    providerIdOf: async (checkoutId) => (await fakeStripe.sessionOf(checkoutId))?.id,
    pay: (providerId) => fakeStripe.pay(providerId),
    // Paying sent it already, before the guest is back.
    sentToSite: async (providerId) => (await fakeStripe.state()).webhooks.find((w) => w.session === providerId),
    sendWebhook: (providerId, to) => fakeStripe.webhook({ session: providerId, to }),
    refundsOf: async (providerId) => (await fakeStripe.state()).refunds.filter((r) => r.session === providerId),
  },
];

for (const fake of sharedFakes) {
  test(fake.title, async () => {
    const { name } = fake.provider();
    const checkoutId = `fakes-${name}-${Date.now()}`;
    const { providerId } = await fake.provider().createCheckout(request(checkoutId, fake.charge));
    expect(await fake.providerIdOf(checkoutId)).toBe(providerId);
    await fake.pay(providerId);
    const paid = await fake.provider().completeCheckout(providerId);
    expect(paid).toMatchObject({ status: "paid", ...fake.charge });
    const sent = await fake.sentToSite(providerId);
    // The site's route for this provider's webhooks.
    expect(sent?.to).toBe(`${BASE_URL}/webhooks/${name}`);

    const hook = await caughtWebhook((to) => fake.sendWebhook(providerId, to));
    expect(await fake.provider().readWebhook(hook.body, hook.headers)).toEqual({ eventId: sent?.eventId, providerId });
    if (paid.status !== "paid") return;
    await fake.provider().refund({ captureRef: paid.captureRef, ...fake.charge, idempotencyKey: checkoutId });
    expect(await fake.refundsOf(providerId)).toHaveLength(1);
  });
}
