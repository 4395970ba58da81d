import crypto from "node:crypto";
import { packages } from "~/db/schema";
import { sealClearTokens } from "~/models/outbox.server";
import { countAdmins, ensureAdmin, getUserByEmail } from "~/models/user.server";
import { hasSeeded, seedDemo, seedDemoPickups } from "~/seed/seed.server";
import { getDb } from "~/db/db.server";
import { startOutboxWorker, stopOutboxWorker } from "~/services/email.server";
import { startReminderWorker, stopReminderWorker } from "~/services/reminders.server";
import { startBackupWorker, stopBackupWorker } from "~/services/backup.server";
import { startDepositWorker, stopDepositWorker } from "~/services/deposits.server";
import { startRefundWorker, stopRefundWorker } from "~/services/refunds.server";
import { startCheckoutWorker, stopCheckoutWorker } from "~/services/checkout.server";
import { getEnv } from "~/utils/env.server";
import { warnIfDevelopmentCheck } from "~/services/human-check.server";
import { sessionSecret } from "~/utils/secret.server";

/** Runs once before the server listens: settings, migrations, the first admin, the demo seed. */
export async function prepare() {
  const env = getEnv(); // throws a clear message for a bad setting
  const db = getDb(); // opens the file and applies migrations
  sessionSecret(); // throws for an empty or short secret (a file a full disk left empty), before anything is signed with it
  const sealed = sealClearTokens();
  if (sealed) console.log(`[setup] ${sealed} e-mail link token(s) in the outbox sealed`);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created } = await ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    console.log(`[setup] admin ${env.ADMIN_EMAIL} ${created ? "created" : "is ready"}`);
  } else if (countAdmins() === 0) {
    const email = "admin@example.com";
    const password = crypto.randomBytes(12).toString("base64url");
    await ensureAdmin(email, password);
    console.log(
      `\n[setup] A demo admin account was created. Its password is shown only this once:\n  e-mail:   ${email}\n  password: ${password}\n  Set ADMIN_EMAIL and ADMIN_PASSWORD, or run \`npm run admin -- you@example.com\`, for a real one.\n`,
    );
  }
  const emptyCatalogue = !db.select({ id: packages.id }).from(packages).limit(1).get();
  const seed = env.SEED_DEMO ?? true;
  if (seed && emptyCatalogue && !hasSeeded()) {
    const started = Date.now();
    await seedDemo();
    console.log(`[setup] demo packages seeded in ${Date.now() - started} ms`);
  }
  // Pickup came after the first demo seeds (issue 16): a demo database gets its places at its next start too.
  if (seed && seedDemoPickups()) console.log("[setup] demo pickup places seeded");
  warnIfDevelopmentCheck();
  if (!env.RESEND_API_KEY)
    console.log("[setup] RESEND_API_KEY is not set: e-mails are kept in the outbox and printed here.");
  startOutboxWorker();
  startReminderWorker();
  startBackupWorker();
  startDepositWorker();
  startRefundWorker();
  // Online payments a crash left between the provider's capture and the ledger: asked about now, in the background.
  startCheckoutWorker();
}

export function shutdown() {
  stopOutboxWorker();
  stopReminderWorker();
  stopBackupWorker();
  stopDepositWorker();
  stopRefundWorker();
  stopCheckoutWorker();
  getDb().$client.close();
}

/** For `npm run admin -- EMAIL`: creates (with a random password, returned once) or promotes an admin. */
export async function promoteAdmin(email: string): Promise<{ password: string | null }> {
  getEnv();
  getDb();
  const password = crypto.randomBytes(12).toString("base64url");
  const existing = getUserByEmail(email);
  await ensureAdmin(email, existing ? undefined : password);
  return { password: existing ? null : password };
}
