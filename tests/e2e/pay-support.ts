// What the paying-online specs share (tests/integration/pay.spec.ts, tests/e2e/pay-online.spec.ts): a confirmed
// booking with a deposit on a package of the spec's own, its private manage link, the fakes' steering (their /_test/
// hooks over HTTP: the shared server runs them in its own process) and what the site recorded.
import { test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { packages } from "~/db/schema";
import { issueBookingLink } from "~/models/booking-link.server";
import { DATA_DIR, PAYPAL_URL, STRIPE_URL } from "../setup/e2e-env.js";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "./app-db";
import { queryDb } from "./site-process";
import { emailsTo, mauritiusDate, uniqueEmail } from "./support";

/** MUR 3,500 an adult, a deposit of 25%: two adults owe MUR 7,000, MUR 1,750 of it before the day (€35.00 at 50). */
const PAY_PRICES = { priceAdult: 3500 };

/** The package's deposit, set as staff set it on the package form. */
export function setDeposit(packageId: string, kind: "none" | "percent" | "per-person", value: number) {
  getDb().update(packages).set({ depositKind: kind, depositValue: value }).where(eq(packages.id, packageId)).run();
}

/**
 * Two packages of the spec's own ("{title} ({project})"), leaving daily at 09:00 at PAY_PRICES: one asking a deposit
 * of 25%, one asking none. Made before the file's tests, taken off the site after them; the ids are set once made.
 */
export function ownPayPackages(title: string) {
  const packages = { deposit: { id: "" }, noDeposit: { id: "" } };
  test.beforeAll(() => {
    const daily = { prices: PAY_PRICES, rules: [dailyRule(["09:00"], 40)] };
    packages.deposit.id = createTestPackage(`${title} (${test.info().project.name})`, daily);
    setDeposit(packages.deposit.id, "percent", 25);
    packages.noDeposit.id = createTestPackage(`${title}, no deposit (${test.info().project.name})`, daily);
  });
  test.afterAll(() => {
    retirePackage(packages.deposit.id);
    retirePackage(packages.noDeposit.id);
  });
  return packages;
}

/** A confirmed booking of two adults on `pkg` in `daysAhead` days at 09:00, a guest of its own, and its manage link. */
export function confirmedBooking(pkg: { id: string }, daysAhead = 12, tag = "payer") {
  const email = uniqueEmail(tag);
  const booking = insertBookingRecord({
    email,
    packageId: pkg.id,
    packageTitle: "Paying online test",
    date: mauritiusDate(daysAhead),
    startTime: "09:00",
    adults: 2,
    later: { status: "Confirmed" },
  });
  return { ...booking, email, managePath: `/manage/${issueBookingLink(getDb(), booking)}` };
}

/** Asks a fake provider's test hook (`/_test/…`) and reads its answer. */
export async function steer<T = unknown>(provider: "paypal" | "stripe", hook: string, body?: unknown): Promise<T> {
  const base = provider === "paypal" ? PAYPAL_URL : STRIPE_URL;
  const res = await fetch(`${base}/_test/${hook}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${provider} /_test/${hook}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type FakeOrder = { id: string; status: string; purchase_units: { amount: { currency_code: string; value: string } }[] };
type FakeSession = { id: string; amount_total: number; currency: string; payment_status: string };

/** The fake PayPal's order, as PayPal holds it. */
export async function paypalOrder(id: string): Promise<FakeOrder> {
  const state = await steer<{ orders: FakeOrder[] }>("paypal", "state");
  const order = state.orders.find((o) => o.id === id);
  if (!order) throw new Error(`no order ${id} at the fake PayPal`);
  return order;
}

/** The fake Stripe's Checkout session, as Stripe holds it. */
export async function stripeSession(id: string): Promise<FakeSession> {
  const state = await steer<{ sessions: FakeSession[] }>("stripe", "state");
  const session = state.sessions.find((s) => s.id === id);
  if (!session) throw new Error(`no session ${id} at the fake Stripe`);
  return session;
}

/** The booking's ledger rows as the site recorded them. */
export const ledgerOf = (reference: string) =>
  queryDb<{ kind: string; method: string; amount: number; charged_amount: number; charged_currency: string }>(
    DATA_DIR,
    "select kind, method, amount, charged_amount, charged_currency from payments where booking_reference = ? order by id",
    reference,
  );

/** The booking's payment state and money as stored. */
export const moneyOf = (reference: string) =>
  queryDb<{ payment_state: string; paid: number }>(
    DATA_DIR,
    "select payment_state, paid from bookings where reference = ?",
    reference,
  )[0];

/** The booking's checkouts, oldest first (the provider's id of each once created). */
export const checkoutsOf = (reference: string) =>
  queryDb<{ id: string; provider_id: string | null; status: string; charged_amount: number }>(
    DATA_DIR,
    "select id, provider_id, status, charged_amount from checkouts where booking_reference = ? order by created_at",
    reference,
  );

/** The receipts the fake Resend received for the address (none yet is an empty list). */
export async function receiptsTo(address: string) {
  return (await emailsTo(address, 0)).filter((m) => m.subject.startsWith("Payment received for booking"));
}
