// Both fake payment providers for one site: their webhooks sent to the site's routes, and the site's settings for
// them (tests/setup/e2e-env.js fakePaymentsEnv). The shared end-to-end server starts them so; a test with a site of
// its own (tests/e2e/site-process.ts) too, on free ports: `env` goes into startSite's env.
import { startFakePayPal } from "./paypal.js";
import { startFakeStripe } from "./stripe.js";
import { fakePaymentsEnv, PAYPAL_WEBHOOK_ID, STRIPE_WEBHOOK_SECRET } from "../setup/e2e-env.js";

/** @param {{ siteUrl: string, paypalPort?: number, stripePort?: number, host?: string }} options */
export async function startFakePayments({ siteUrl, paypalPort = 0, stripePort = 0, host = "127.0.0.1" }) {
  const paypal = await startFakePayPal({
    port: paypalPort,
    host,
    webhookUrl: `${siteUrl}/webhooks/paypal`,
    webhookId: PAYPAL_WEBHOOK_ID,
  });
  const stripe = await startFakeStripe({
    port: stripePort,
    host,
    webhookUrl: `${siteUrl}/webhooks/stripe`,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  });
  return {
    paypal,
    stripe,
    env: fakePaymentsEnv(paypal.url, stripe.url),
    close: () => Promise.all([paypal.close(), stripe.close()]),
  };
}
