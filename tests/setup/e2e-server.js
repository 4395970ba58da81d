// Starts what the end-to-end tests run against: the fake Resend, Turnstile, PayPal, Stripe and Twilio servers on loopback,
// and the built site (`node server.js`, the same start command as production) on a fresh data folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { startFakePayments } from "../fakes/payments.js";
import { startFakeResend } from "../fakes/resend.js";
import { startFakeTurnstile } from "../fakes/turnstile.js";
import { startFakeTwilio } from "../fakes/twilio.js";
import {
  APP_PORT,
  BASE_URL,
  DATA_DIR,
  fakeServicesEnv,
  fakeTwilioEnv,
  HUMAN_CHECK_MIN_FILL_MS,
  PAYPAL_PORT,
  RESEND_PORT,
  SESSION_SECRET,
  STAFF_EMAIL,
  STRIPE_PORT,
  TURNSTILE_PORT,
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  TWILIO_PORT,
} from "./e2e-env.js";

fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(DATA_DIR, { recursive: true });

const resend = await startFakeResend({ port: RESEND_PORT });
const turnstile = await startFakeTurnstile({ port: TURNSTILE_PORT });
// Messages to guests' phones: the booking form offers 'Send me reminders on WhatsApp' with a provider configured.
const twilio = await startFakeTwilio({
  port: TWILIO_PORT,
  accountSid: TWILIO_ACCOUNT_SID,
  authToken: TWILIO_AUTH_TOKEN,
});
// Both providers send their webhooks to the site's routes, as the operator sets them up in each dashboard.
const payments = await startFakePayments({ siteUrl: BASE_URL, paypalPort: PAYPAL_PORT, stripePort: STRIPE_PORT });

// No NODE_ENV: the site runs like the README's start command, on http://localhost.
const { NODE_ENV: _ignored, ...inherited } = process.env;
const app = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...inherited,
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    DATA_DIR,
    SESSION_SECRET,
    ADMIN_EMAIL: "admin@e2e.test",
    ADMIN_PASSWORD: "e2e-admin-password",
    STAFF_EMAIL,
    ...fakeServicesEnv(resend.url, turnstile),
    ...payments.env,
    ...fakeTwilioEnv(twilio.url),
    RATE_LIMIT_MULTIPLIER: "100",
    HUMAN_CHECK_MIN_FILL_MS: String(HUMAN_CHECK_MIN_FILL_MS),
    SCRYPT_LOG_N: "12",
    // Lets reminders.spec.ts move the reminders' clock (tests/e2e/app-db.ts setTestClock) instead of waiting a day.
    TEST_CLOCK: "on",
    // A page asked for with the cookie pseudo-locale=on is in the pseudo-locale (pseudo-locale.spec.ts): ⟦…⟧ round every message.
    PSEUDO_LOCALE: "on",
    // No scheduled snapshots of the shared site; admin-backups.spec.ts and backup-restore.spec.ts run sites of their own.
    BACKUP_INTERVAL_MINUTES: "0",
    // A provider that does not answer (pay.spec.ts's "hang") is given up on after 3 s, not the deployed 15.
    PAYMENT_TIMEOUT_MS: "3000",
  },
});

let stopping = false;
const exited = new Promise((resolve) => app.once("exit", resolve));
// The site is waited for: its shutdown runs to the end, and its CPU time counts in the run's.
const stop = async () => {
  stopping = true;
  app.kill("SIGTERM");
  await Promise.all([exited, resend.close(), turnstile.close(), payments.close(), twilio.close()]);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  if (stopping) return;
  console.error(`[e2e] the site stopped (exit ${code})`);
  process.exit(code ?? 1);
});
