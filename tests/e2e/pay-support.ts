// What the paying-online specs share (tests/integration/pay.spec.ts, tests/e2e/pay-online.spec.ts): packages of the
// spec's own, a confirmed booking and its private manage link, and what the site recorded. The fake providers are
// steered through tests/e2e/payments-support.ts.
import { test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { packages } from "~/db/schema";
import { issueBookingLink } from "~/models/booking-link.server";
import { DATA_DIR } from "../setup/e2e-env.js";
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
