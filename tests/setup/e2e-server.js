// Starts what the end-to-end tests run against: the fake Resend, Turnstile, PayPal and Stripe servers on loopback,
// and the built site (`node server.js`, the same start command as production) on a fresh data folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { startFakePayPal } from "../fakes/paypal.js";
import { startFakeResend } from "../fakes/resend.js";
import { startFakeStripe } from "../fakes/stripe.js";
import { startFakeTurnstile } from "../fakes/turnstile.js";
import {
  APP_PORT,
  BASE_URL,
  DATA_DIR,
  fakePaymentsEnv,
  fakeServicesEnv,
  HUMAN_CHECK_MIN_FILL_MS,
  PAYPAL_PORT,
  PAYPAL_WEBHOOK_ID,
  RESEND_PORT,
  SESSION_SECRET,
  STAFF_EMAIL,
  STRIPE_PORT,
  STRIPE_WEBHOOK_SECRET,
  TURNSTILE_PORT,
} from "./e2e-env.js";

fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(DATA_DIR, { recursive: true });

const resend = await startFakeResend({ port: RESEND_PORT });
const turnstile = await startFakeTurnstile({ port: TURNSTILE_PORT });
// Both providers send their webhooks to the site's routes, as the operator sets them up in each dashboard.
const paypal = await startFakePayPal({
  port: PAYPAL_PORT,
  webhookUrl: `${BASE_URL}/webhooks/paypal`,
  webhookId: PAYPAL_WEBHOOK_ID,
});
const stripe = await startFakeStripe({
  port: STRIPE_PORT,
  webhookUrl: `${BASE_URL}/webhooks/stripe`,
  webhookSecret: STRIPE_WEBHOOK_SECRET,
});

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
    ...fakePaymentsEnv(paypal.url, stripe.url),
    RATE_LIMIT_MULTIPLIER: "100",
    HUMAN_CHECK_MIN_FILL_MS: String(HUMAN_CHECK_MIN_FILL_MS),
    SCRYPT_LOG_N: "12",
    // Lets reminders.spec.ts move the reminders' clock (tests/e2e/app-db.ts setTestClock) instead of waiting a day.
    TEST_CLOCK: "on",
    // A page asked for with the cookie pseudo-locale=on is in the pseudo-locale (pseudo-locale.spec.ts): ⟦…⟧ round every message.
    PSEUDO_LOCALE: "on",
    // No scheduled snapshots of the shared site; admin-backups.spec.ts and backup-restore.spec.ts run sites of their own.
    BACKUP_INTERVAL_MINUTES: "0",
  },
});

let stopping = false;
const exited = new Promise((resolve) => app.once("exit", resolve));
// The site is waited for: its shutdown runs to the end, and its CPU time counts in the run's.
const stop = async () => {
  stopping = true;
  app.kill("SIGTERM");
  await Promise.all([exited, resend.close(), turnstile.close(), paypal.close(), stripe.close()]);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  if (stopping) return;
  console.error(`[e2e] the site stopped (exit ${code})`);
  process.exit(code ?? 1);
});
