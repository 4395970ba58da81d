import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import path from "node:path";
import Database from "better-sqlite3";
import { SERVED_AT_FIELD } from "~/utils/human-check";
import { BASE_URL, DATA_DIR, HUMAN_CHECK_MIN_FILL_MS, RESEND_URL } from "../setup/e2e-env.js";
import {
  createTestPackage,
  insertAccount,
  insertBookingRecord,
  schedulePackage,
  retirePackage,
  sessionCookie,
  type PackagePrices,
} from "./app-db";

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

/** The e-mail whose subject is (or matches) `subject` among the address's, its line breaks plain (waits for it). */
export async function mailWithSubject(address: string, subject: RegExp | string): Promise<SentEmail> {
  let mail: SentEmail | undefined;
  await expect
    .poll(async () => {
      mail = (await emailsTo(address)).find((m) =>
        typeof subject === "string" ? m.subject === subject : subject.test(m.subject),
      );
      return Boolean(mail);
    })
    .toBe(true);
  return { ...mail!, text: mail!.text.replace(/\r\n/g, "\n") };
}

/** The path and query of the link to `path` (e.g. "/verify-email?token=") in an e-mail's text; throws when there is none. */
export function linkIn(text: string, path: string) {
  const url = new RegExp(`https?://[^\\s]+${path.replace("?", "\\?")}[^\\s]+`).exec(text)?.[0];
  if (!url) throw new Error(`no ${path} link in: ${text}`);
  const u = new URL(url);
  return u.pathname + u.search;
}

/** When a form was served, from its signed served-at value (`form.id.time.signature`), or null. */
function servedTime(value: string | null | undefined): number | null {
  const time = Number(value?.split(".")[2]);
  return Number.isSafeInteger(time) && time > 0 ? time : null;
}

/** Until the server counts a form served at `time` as filled by a person (HUMAN_CHECK_MIN_FILL_MS after it): often already. */
async function untilFilledLikeAPerson(time: number) {
  const remaining = time + HUMAN_CHECK_MIN_FILL_MS + 20 - Date.now();
  if (remaining > 0) await new Promise((r) => setTimeout(r, remaining));
}

/**
 * Without JavaScript the server refuses forms sent faster than a person can (HUMAN_CHECK_MIN_FILL_MS after the page
 * served them, lowered for the suite): waits until the page's newest form is old enough, which it often is already.
 */
export async function waitLikeAPerson(page: Page) {
  const values = await page
    .locator(`input[name="${SERVED_AT_FIELD}"]`)
    .evaluateAll((inputs) => inputs.map((i) => i.getAttribute("value")));
  const times = values.map(servedTime).filter((t): t is number => t !== null);
  if (times.length) await untilFilledLikeAPerson(Math.max(...times));
}

/** The same wait for a test that posts a served form by hand, without a page: from its served-at value, or from now. */
export async function waitOutFillTime(servedAt?: string) {
  await untilFilledLikeAPerson(servedTime(servedAt) ?? Date.now());
}

/**
 * The booking form of the page at `path`, as it was served (its signed served-at time and one-time key), filled in
 * for a test that posts it by hand once a person could have sent it: one adult, the terms accepted, `over` last.
 * The page's HTML comes back too, for what else the test reads from it.
 */
export async function servedBookingForm(
  request: APIRequestContext,
  path: string,
  over: Partial<Record<string, string>> = {},
) {
  const html = await (await request.get(path)).text();
  const servedAt = /name="servedAt" value="([^"]+)"/.exec(html)![1];
  const formKey = /name="formKey" value="([^"]+)"/.exec(html)![1];
  await waitOutFillTime(servedAt);
  const form = {
    name: "A",
    surname: "B",
    email: uniqueEmail("book"),
    phone: "+23057123456",
    date: mauritiusDate(5),
    adults: "1",
    terms: "on",
    servedAt,
    formKey,
    ...over,
  };
  return { html, form };
}

/**
 * A field's message beside the field. After a refused submit it is also a link in the form's error summary
 * (tests/e2e/form-errors.spec.ts checks the summary), so a bare getByText would find it twice.
 */
export function fieldError(scope: Page | Locator, message: string | RegExp) {
  return scope.locator(".field-error").filter({ hasText: message });
}

/** A form's fields by their labels, each with a value: what a test types, and what it expects to find typed. */
export type LabelledValues = readonly (readonly [label: string | RegExp, value: string])[];

/** Types into the form's fields, found by their labels, in this order. */
export async function fillByLabel(scope: Page | Locator, fields: LabelledValues) {
  for (const [label, value] of fields) await scope.getByLabel(label).fill(value);
}

/** What was typed is still in the form: each field, found by its label, holds its value. */
export async function expectValues(scope: Page | Locator, fields: LabelledValues) {
  for (const [label, value] of fields) await expect(scope.getByLabel(label)).toHaveValue(value);
}

/** After a refused submit: each of these messages beside its field. */
export async function expectFieldErrors(scope: Page | Locator, messages: (string | RegExp)[]) {
  for (const message of messages) await expect(fieldError(scope, message)).toBeVisible();
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

/**
 * A booking page's package of a spec's own: MUR 3,500 an adult, 1,750 a child, and two departures at 08:30 a week
 * apart from `daysAhead` days on, `dates.open` with 12 seats and `dates.few` with 2 of its 4 taken (by `bookedBy`).
 */
export function packageWithTwoDepartures(title: string, daysAhead: number, bookedBy: string) {
  const dates = { open: mauritiusDate(daysAhead), few: mauritiusDate(daysAhead + 7) };
  const packageId = createTestPackage(title);
  schedulePackage(packageId, {
    prices: { priceAdult: 3500, priceChild: 1750 },
    departures: [
      { date: dates.open, startTime: "08:30", seats: 12 },
      { date: dates.few, startTime: "08:30", seats: 4 },
    ],
  });
  insertBookingRecord({ email: bookedBy, packageId, packageTitle: title, date: dates.few, adults: 2 });
  return { packageId, dates };
}

/**
 * A package of a spec's own that leaves every day of the week at each of `startTimes`, `seats` seats a departure,
 * with no end to its schedule (the weekly rule staff would set).
 */
export function dailyPackage(title: string, startTimes: string[], seats: number, prices?: PackagePrices) {
  const everyDay = { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes, seats, validFrom: null, validTo: null };
  return createTestPackage(title, { prices, rules: [everyDay] });
}

/**
 * A daily package of the spec's own for each project ("{title} ({project})"), made before the tests of the file or
 * group this is called in and taken off the site after them; `id` is set once made.
 */
export function ownDailyPackage(title: string, startTimes: string[], seats: number, prices?: PackagePrices) {
  const pkg = { id: "" };
  test.beforeAll(() => {
    pkg.id = dailyPackage(`${title} (${test.info().project.name})`, startTimes, seats, prices);
  });
  test.afterAll(() => retirePackage(pkg.id));
  return pkg;
}

/** The visitor pages that need no record of a test's own: what the HTML checker and the pseudo-locale's test open. */
export const visitorPages = (packageId: string) => [
  "/",
  `/info/${packageId}`,
  `/book/${packageId}`,
  "/contact",
  "/contact/sent",
  "/contact/sent?mail=failed",
  "/aboutus",
  "/Login",
  "/resetlink",
];

/** Creates an account straight in the site's database (hashed by the site's own code), or in another site's. */
export async function createAccount({
  email = uniqueEmail("client"),
  password = "lagoon-sunset-42",
  role = "user",
  verified = true,
  name = "",
  dataDir = DATA_DIR,
} = {}) {
  const user = await insertAccount({ email, password, role, verified, name, dataDir });
  return { id: user.id, email: user.email, password };
}

/** Sends the form on the page like a person does: ticks the human check (unless `human` is false), waits as long as a person would without JavaScript, presses the button. */
export async function submitLikeAPerson(page: Page, javaScriptEnabled: boolean, button: string, { human = true } = {}) {
  if (human) await solveHumanCheck(page, javaScriptEnabled);
  if (!javaScriptEnabled) await waitLikeAPerson(page);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** Fills the contact form of the page already open (the phone only when given). */
export async function fillContact(page: Page, v: { name: string; email: string; phone?: string; message: string }) {
  await page.getByLabel("Name").fill(v.name);
  await page.getByLabel("Email").fill(v.email);
  if (v.phone !== undefined) await page.getByLabel("Phone (optional)").fill(v.phone);
  await page.getByLabel("Message").fill(v.message);
}

/** Writes to the site through /contact like a person does. */
export async function sendContact(
  page: Page,
  javaScriptEnabled: boolean,
  v: { name: string; email: string; phone?: string; message: string },
) {
  await page.goto("/contact");
  await fillContact(page, v);
  await submitLikeAPerson(page, javaScriptEnabled, "Send Message");
}

/**
 * Signs in for a test whose subject is not logging in: a session made as the log-in action makes one (app-db.ts),
 * its cookie in the browser, checked by asking /Login without following it (a request, not a page load: it shares
 * the page's cookies), which sends a signed-in person on. The page is left where it was (about:blank for a new
 * page): the test opens what it checks. An account of another site than the shared one logs in with the form.
 */
export async function logIn(page: Page, account: { email: string; password: string }, javaScriptEnabled: boolean) {
  const cookie = await sessionCookie(account.email);
  if (cookie) {
    await page.context().addCookies([{ ...cookie, url: BASE_URL, httpOnly: true, sameSite: "Lax" }]);
    // Signed in, /Login sends on; the form means another site's page (the cookie is the shared site's) or no session.
    const answer = await page.request.get("/Login", { maxRedirects: 0 });
    if (answer.status() >= 300 && answer.status() < 400) return;
  }
  await logInWithForm(page, account, javaScriptEnabled);
}

/** Logs in through /Login like a person does: for the tests whose subject is logging in. */
export async function logInWithForm(
  page: Page,
  account: { email: string; password: string },
  javaScriptEnabled: boolean,
) {
  await page.goto("/Login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel(/I accept the terms and agreement/).check();
  await submitLikeAPerson(page, javaScriptEnabled, "Log in");
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith("/login"));
}

/** Inserts a booking straight into the site's database, through the booking model (for admin tests that need many dates). */
export function insertBooking(
  over: {
    user_id?: string;
    email?: string;
    name?: string;
    surname?: string;
    phone?: string;
    date?: string;
    status?: string;
    human_checked?: number;
  } = {},
) {
  const b = insertBookingRecord({
    userId: over.user_id ?? null,
    name: over.name ?? "Test",
    surname: over.surname,
    phone: over.phone,
    email: over.email ?? uniqueEmail("guest"),
    // The seeded package with no schedule: booked on any date (the admin tests' past and far dates), no seats to run out of.
    packageId: "pamplemousses-port-louis",
    packageTitle: "Pamplemousses Botanical Garden and Port Louis",
    date: over.date ?? mauritiusDate(5),
    humanChecked: over.human_checked !== 0,
    later: over.status ? { status: over.status } : undefined,
  });
  return { ...b, user_id: b.userId, human_checked: b.humanChecked ? 1 : 0 };
}
