import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";
import { insertBookingRecord, type BookingOptions } from "./app-db";
import { adminUpdatesAbout, bookingStatus } from "./bookings-db";
import { DATA_DIR } from "../setup/e2e-env.js";
import { queryDb } from "./site-process";
import { createAccount, logIn } from "./support";

// What the back office's specs (and the others that read the site's records or a second person's page) share.

export * from "./fixtures";

type Account = Awaited<ReturnType<typeof createAccount>>;

export const test = base.extend<{ admin: Account; adminPage: Page }>({
  /** A fresh admin, the test's page signed in as them: for a test that reads their e-mail (logs, "Added by"). */
  admin: async ({ page, javaScriptEnabled }, provide) => {
    const admin = await createAccount({ role: "admin" });
    await logIn(page, admin, javaScriptEnabled);
    await provide(admin);
  },
  /** The test's page, signed in as a fresh admin (still blank: the test opens its first page). */
  adminPage: async ({ page, admin: _signedIn }, provide) => {
    await provide(page);
  },
});

/** A second person's page beside the test's, in a browser context of its own, signed in as `account` (still blank). */
export async function signedInPage(browser: Browser, account: Account, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await logIn(page, account, javaScriptEnabled);
  return page;
}

/** The rows a query reads from the shared site's database. */
export function siteRows<T>(query: string, ...params: unknown[]): T[] {
  return queryDb<T>(DATA_DIR, query, ...params);
}

/** RFC 4180 records of a CSV whose quoted fields hold no line breaks (enough for these rows), after its byte-order mark. */
export const csvRecords = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) =>
      // Each field after the line's start or a comma: a last empty field is one too.
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field]) =>
        field.replace(/^"|"$/g, "").replace(/""/g, '"'),
      ),
    );

/** A client's cancel of a booking posted by hand, as a form without a page would (its answer is the caller's to check). */
export function postCancel(request: APIRequestContext, reference: string) {
  return request.post(`/user/booking/${reference}`, { form: { intent: "cancel" }, maxRedirects: 0 });
}

/** The booking is still `status`, and nothing about it was logged for the staff. */
export function expectUnchanged(reference: string, status: string) {
  expect(bookingStatus(reference)).toBe(status);
  expect(adminUpdatesAbout(reference)).toEqual([]);
}

/** A client's Notifications page (what their bell lists), opened in a browser context of their own. */
export async function notificationsOf(browser: Browser, account: Account, javaScriptEnabled: boolean) {
  const page = await signedInPage(browser, account, javaScriptEnabled);
  await page.goto("/notifications");
  return page;
}

/** A money form of the admin booking page, by its heading ('Record payment', 'Record refund'). */
export const moneyForm = (page: Page, name: "Record payment" | "Record refund") => page.getByRole("form", { name });

/** Records money in one of the booking page's two forms, as staff do: the amount typed over the one it starts with. */
export async function recordMoney(
  page: Page,
  name: "Record payment" | "Record refund",
  amount: string,
  method = "Cash",
) {
  const form = moneyForm(page, name);
  await form.getByLabel("Amount (MUR)").fill(amount);
  await form.getByLabel("Method").selectOption({ label: method });
  await form.getByRole("button", { name }).click();
}

/** A new booking, confirmed by staff on its admin page ('Confirm') as the back office does: the guest is e-mailed. */
export async function staffConfirmedBooking(page: Page, booking: BookingOptions) {
  const b = insertBookingRecord(booking);
  await page.goto(`/update/booking/${b.reference}`);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Booking confirmed and the guest told")).toBeVisible();
  return b;
}
