import { axeViolations } from "./axe";
import { expect, moneyForm, recordMoney as record, test, type Page } from "./admin-support";
import { insertBookingRecord } from "./app-db";
import { mauritiusDate, ownDailyPackage, uniqueEmail } from "./support";

// The ledger at the desk (issue 30), JavaScript on and off: staff record a cash payment of the balance on a booking's
// page (the badge, the ledger, All Bookings' column and Payment filter say Paid), a payment above the balance is
// refused at the form's top with the amount kept, and refunds make it "Refund due" then "Refunded" as the rule says.
// What needs no browser (the CSV, the refusals of a post made by hand, the package's deposit): tests/integration/ledger.spec.ts.

const TITLE = "Ledger Reef Walk";
const pkg = ownDailyPackage(TITLE, ["09:30"], 30, { priceAdult: 3500 });
const DATE = mauritiusDate(52);

/** A new booking of one adult on the package (MUR 3,500, no deposit), its admin page open. */
async function openNewBooking(page: Page) {
  const b = insertBookingRecord({
    email: uniqueEmail("ledger"),
    surname: `Ledger${Date.now()}`,
    packageId: pkg.id,
    packageTitle: `${TITLE} (${test.info().project.name})`,
    date: DATE,
    startTime: "09:30",
    adults: 1,
  });
  await page.goto(`/update/booking/${b.reference}`);
  return b;
}

const badge = (page: Page) => page.locator("#booking-states");

test("a cash payment of the balance makes the booking Paid: the badge, the ledger, All Bookings and its filter", async ({
  adminPage: page,
  admin,
}) => {
  const b = await openNewBooking(page);
  await expect(badge(page)).toHaveText(/Pending\s*Unpaid/);
  const payments = page.locator("section[aria-labelledby=payments-heading]");
  await expect(payments.getByText("No payments yet.")).toBeVisible();
  // The balance to start with: the whole total, no deposit being asked.
  await expect(moneyForm(page, "Record payment").getByLabel("Amount (MUR)")).toHaveValue("3500");
  await expect(moneyForm(page, "Record refund")).toHaveCount(0);

  await record(page, "Record payment", "3500");
  await expect(page.getByText("Payment of MUR 3,500 recorded: Paid")).toBeVisible();
  await expect(badge(page)).toHaveText(/Pending\s*Paid/);
  const row = payments.getByRole("row").nth(1);
  for (const cell of ["Payment", "Cash", "MUR 3,500", admin.email])
    await expect(row.getByRole("cell", { name: cell, exact: true })).toBeVisible();
  await expect(payments.getByRole("columnheader", { name: "When (Mauritius time)" })).toBeVisible();
  await expect(payments.locator("dl")).toContainText("Balance MUR 0");

  await page.goto("/admin/bookings");
  await page.getByLabel("Payment").selectOption({ label: "Paid" });
  await page.getByLabel("Search bookings").fill(b.reference);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/payment=paid/);
  const listed = page.getByRole("row").filter({ hasText: b.reference });
  await expect(listed).toContainText("Paid");
  await page.getByLabel("Payment").selectOption({ label: "Unpaid" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/payment=unpaid/);
  await expect(page.getByText(`No bookings found for “${b.reference}”`)).toBeVisible();
});

test("a payment above the balance is refused at the form's top, the amount kept and nothing recorded", async ({
  adminPage: page,
}) => {
  await openNewBooking(page);
  await record(page, "Record payment", "4000", "Bank transfer");
  const alert = page.locator("#payment-form-alert");
  await expect(alert.getByRole("link", { name: "This is more than the balance of MUR 3,500." })).toBeVisible();
  const form = moneyForm(page, "Record payment");
  await expect(form.getByLabel("Amount (MUR)")).toHaveValue("4000");
  await expect(form.getByLabel("Method")).toHaveValue("bank-transfer");
  await alert.getByRole("link").click();
  await expect(form.getByLabel("Amount (MUR)")).toBeFocused();
  await expect(page.getByText("No payments yet.")).toBeVisible();
  await expect(badge(page)).toHaveText(/Unpaid/);
});

test("refunds: part of it keeps a running booking Deposit paid; cancelled it is Refund due, then Refunded", async ({
  adminPage: page,
}) => {
  await openNewBooking(page);
  await record(page, "Record payment", "3500", "Card terminal");
  await expect(page.getByText("Payment of MUR 3,500 recorded: Paid")).toBeVisible();
  // The refund form starts with what was paid, and refuses more.
  await expect(moneyForm(page, "Record refund").getByLabel("Amount (MUR)")).toHaveValue("3500");
  await record(page, "Record refund", "3600");
  await expect(page.locator("#refund-form-alert")).toContainText("This is more than the MUR 3,500 paid.");

  await record(page, "Record refund", "1000");
  await expect(page.getByText("Refund of MUR 1,000 recorded: Deposit paid")).toBeVisible();
  await expect(page.locator("section[aria-labelledby=payments-heading] dl")).toContainText("Refunded MUR 1,000");

  await page.getByLabel("Reason for cancelling").fill("The guest's flight was moved.");
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking cancelled and the guest told")).toBeVisible();
  await expect(badge(page)).toHaveText(/Cancelled\s*Refund due/);

  await record(page, "Record refund", "2500");
  await expect(page.getByText("Refund of MUR 2,500 recorded: Refunded")).toBeVisible();
  await expect(badge(page)).toHaveText(/Cancelled\s*Refunded/);
  await expect(page.locator("section[aria-labelledby=payments-heading] tbody tr")).toHaveCount(3);
});

test("the Payments section with a ledger and a refused refund passes axe at 360 and 1280 px @js-only", async ({
  adminPage: page,
}) => {
  const b = await openNewBooking(page);
  await record(page, "Record payment", "1500");
  await expect(page.getByText("Payment of MUR 1,500 recorded: Deposit paid")).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/update/booking/${b.reference}`);
    await record(page, "Record refund", "2000");
    await expect(page.locator("#refund-form-alert")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .locator("section[aria-labelledby=payments-heading]")
      .screenshot({ path: test.info().outputPath(`payments-${width}.png`) });
  }
});
