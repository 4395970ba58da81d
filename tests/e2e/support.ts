import { expect, type Locator, type Page } from "@playwright/test";
import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { DATA_DIR, HUMAN_CHECK_MIN_FILL_MS, RESEND_URL } from "../setup/e2e-env.js";

export type SentEmail = { id: string; to: string[]; subject: string; text: string; html: string };

/** A fresh address per test, so parallel tests never read each other's e-mails. */
export function uniqueEmail(tag: string, domain = "example.mu") {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** The e-mails the fake Resend server received for this address (waits for at least `count`). */
export async function emailsTo(address: string, count = 1): Promise<SentEmail[]> {
  let found: SentEmail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${RESEND_URL}/_test/emails?to=${encodeURIComponent(address)}`);
        found = (await res.json()) as SentEmail[];
        return found.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Without JavaScript the server refuses forms sent faster than a person can (HUMAN_CHECK_MIN_FILL_MS, lowered for the suite). */
export async function waitLikeAPerson(page: Page) {
  await page.waitForTimeout(HUMAN_CHECK_MIN_FILL_MS + 50);
}

/** The same wait for a test that posts a served form by hand, without a page. */
export function waitOutFillTime() {
  return new Promise((r) => setTimeout(r, HUMAN_CHECK_MIN_FILL_MS + 50));
}

/**
 * A field's message beside the field. After a refused submit it is also a link in the form's error summary
 * (tests/e2e/form-errors.spec.ts checks the summary), so a bare getByText would find it twice.
 */
export function fieldError(scope: Page | Locator, message: string | RegExp) {
  return scope.locator(".field-error").filter({ hasText: message });
}

/** Ticks the (fake) Turnstile widget when JavaScript runs; without JavaScript there is none. */
export async function solveHumanCheck(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.getByLabel("Verify you are human (test widget)").check();
}

/** The site's own SQLite file, opened beside the running server (WAL allows it); another site's with its data folder. */
export function openSiteDb(dataDir = DATA_DIR) {
  return new Database(path.join(dataDir, "app.db"));
}

/** Today's date in Mauritius plus `days`, as YYYY-MM-DD (the server's rule, computed independently). */
export function mauritiusDate(days: number, now = new Date()) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Indian/Mauritius" }).format(now);
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Creates an account straight in the site's database (same hash format as the site), or in another site's. */
export function createAccount({ email = uniqueEmail("client"), password = "lagoon-sunset-42", role = "user", verified = true, name = "", dataDir = DATA_DIR } = {}) {
  const salt = crypto.randomBytes(16);
  const logN = 12; // the e2e server runs with SCRYPT_LOG_N=12
  const hash = crypto.scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** logN, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  const passwordHash = ["scrypt", logN, 8, 1, salt.toString("base64"), hash.toString("base64")].join("$");
  const id = crypto.randomUUID();
  const db = openSiteDb(dataDir);
  db.prepare("insert into users (id, email, password_hash, role, email_verified_at, name) values (?, ?, ?, ?, ?, ?)").run(
    id,
    email.toLowerCase(),
    passwordHash,
    role,
    verified ? new Date().toISOString() : null,
    name,
  );
  db.close();
  return { id, email: email.toLowerCase(), password };
}

/** Logs in through /Login like a person does. */
export async function logIn(page: Page, account: { email: string; password: string }, javaScriptEnabled: boolean) {
  await page.goto("/Login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  await solveHumanCheck(page, javaScriptEnabled);
  if (!javaScriptEnabled) await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith("/login"));
}

/** Inserts a booking straight into the site's database (for admin tests that need many dates). */
export function insertBooking(over: Partial<Record<string, string | number | null>> = {}) {
  const reference = over.reference ?? `T${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
  const row = {
    reference,
    user_id: null,
    name: "Test",
    surname: "Guest",
    email: uniqueEmail("guest"),
    phone: "+23057123456",
    message: "",
    package_id: "ile-aux-cerfs-catamaran",
    package_title: "Île aux Cerfs Catamaran Day",
    date: mauritiusDate(5),
    adults: 2,
    children: 0,
    infants: 0,
    time: new Date().toISOString(),
    status: "Pending",
    human_checked: 1,
    ...over,
  };
  const db = openSiteDb();
  const columns = Object.keys(row);
  db.prepare(`insert into bookings (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`).run(row);
  db.close();
  return row as typeof row & { reference: string };
}
