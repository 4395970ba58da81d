// Where the end-to-end run's parts listen; shared by the Playwright config, the server runner and the tests.
import path from "node:path";

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const RESEND_PORT = Number(process.env.E2E_RESEND_PORT ?? 3101);
export const TURNSTILE_PORT = Number(process.env.E2E_TURNSTILE_PORT ?? 3102);
// The fake payment providers (tests/fakes/paypal.js, stripe.js), steered over HTTP by the tests (their /_test/ hooks).
export const PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 3103);
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3104);
// The fake Twilio (tests/fakes/twilio.js): the messages to guests' phones, steered over HTTP by the tests.
export const TWILIO_PORT = Number(process.env.E2E_TWILIO_PORT ?? 3105);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const RESEND_URL = `http://127.0.0.1:${RESEND_PORT}`;
export const TURNSTILE_URL = `http://127.0.0.1:${TURNSTILE_PORT}`;
export const PAYPAL_URL = `http://127.0.0.1:${PAYPAL_PORT}`;
export const STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;
export const TWILIO_URL = `http://127.0.0.1:${TWILIO_PORT}`;
export const DATA_DIR = path.resolve(`tests/.tmp/e2e-data-${APP_PORT}`);
// The human check's "too fast" time on the shared server (2000 ms as deployed): a no-JavaScript form waits
// just over it (waitLikeAPerson). The real threshold is checked by app/services/human-check.server.test.ts
// and, end to end, by contact.spec.ts on a site of its own.
export const HUMAN_CHECK_MIN_FILL_MS = 100;
// Signs the shared server's cookies; tests/e2e/app-db.ts signs the sessions it makes for the tests with it.
export const SESSION_SECRET = "e2e-session-secret-that-is-long-enough";
// The operator's address on the shared server (STAFF_EMAIL): each new booking request is told there.
export const STAFF_EMAIL = "staff@e2e.test";

/**
 * A site's settings that send its e-mail to a fake Resend and its human check to a fake Turnstile.
 * @param {string} resendUrl
 * @param {{ verifyUrl: string, scriptUrl: string }} turnstile
 */
export function fakeServicesEnv(resendUrl, turnstile) {
  return {
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resendUrl,
    TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
    TURNSTILE_SECRET_KEY: "fake-secret",
    TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
    TURNSTILE_SCRIPT_URL: turnstile.scriptUrl,
  };
}

/** The shared server's fake Stripe signs its webhooks with this (STRIPE_WEBHOOK_SECRET). */
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_fake_stripe_secret";
/** PayPal's id of the site's webhook (PAYPAL_WEBHOOK_ID): the fake verifies its signatures for it. */
export const PAYPAL_WEBHOOK_ID = "WH-E2E-FAKE-PAYPAL";
/** Rupees per euro on the shared server: MUR 3,500 is €70.00. */
export const EUR_RATE = 50;

/**
 * A site's settings that send its online payments to the fake PayPal and the fake Stripe.
 * @param {string} paypalUrl
 * @param {string} stripeUrl
 */
export function fakePaymentsEnv(paypalUrl, stripeUrl) {
  return {
    PAYPAL_CLIENT_ID: "e2e-paypal-client",
    PAYPAL_CLIENT_SECRET: "e2e-paypal-secret",
    PAYPAL_API_BASE: paypalUrl,
    PAYPAL_WEBHOOK_ID,
    STRIPE_SECRET_KEY: "sk_test_e2e_fake_stripe",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeUrl,
    EUR_RATE: String(EUR_RATE),
  };
}

/** The shared server's Twilio account and WhatsApp sender (the fake checks the account and its token). */
export const TWILIO_ACCOUNT_SID = "AC00000000000000000000000000e2e";
export const TWILIO_AUTH_TOKEN = "e2e-twilio-token";
export const TWILIO_WHATSAPP_FROM = "+14155238886";

/**
 * A site's settings that send the messages to guests' phones to a fake Twilio, by WhatsApp.
 * @param {string} twilioUrl
 */
export function fakeTwilioEnv(twilioUrl) {
  return { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_WHATSAPP_FROM, TWILIO_API_BASE: twilioUrl };
}
