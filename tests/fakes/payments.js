// Both fake payment providers for one site: their webhooks sent to the site's routes, and the site's settings for
// them (tests/setup/e2e-env.js fakePaymentsEnv). The shared end-to-end server starts them so; a test with a site of
// its own (tests/e2e/site-process.ts) too, on free ports: `env` goes into startSite's env.
import { startFakePayPal } from "./paypal.js";
import { startFakeStripe } from "./stripe.js";
import { fakePaymentsEnv } from "../setup/e2e-env.js";

/** @param {{ siteUrl: string, paypalPort?: number, stripePort?: number, host?: string }} options */
export async function startFakePayments({ siteUrl, paypalPort = 0, stripePort = 0, host = "127.0.0.1" }) {
  // Only the site's own keys are taken, as at PayPal and Stripe.
  const keys = fakePaymentsEnv("", "");
  const paypal = await startFakePayPal({
    clientId: keys.PAYPAL_CLIENT_ID,
    clientSecret: keys.PAYPAL_CLIENT_SECRET,
    port: paypalPort,
    host,
    webhookUrl: `${siteUrl}/webhooks/paypal`,
    webhookId: keys.PAYPAL_WEBHOOK_ID,
  });
  const stripe = await startFakeStripe({
    port: stripePort,
    host,
    webhookUrl: `${siteUrl}/webhooks/stripe`,
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
    secretKey: keys.STRIPE_SECRET_KEY,
  });
  return {
    paypal,
    stripe,
    env: fakePaymentsEnv(paypal.url, stripe.url),
    close: () => Promise.all([paypal.close(), stripe.close()]),
  };
}
