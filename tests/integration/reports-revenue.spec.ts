import { expect, test } from "@playwright/test";
import { csvRecords } from "../e2e/admin-support";
import { createTestPackage, dailyRule, insertBookingRecord, recordCashInDb, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The revenue report read from the site's answers (issue 32): a confirmed booking of this spec's own package and a
// payment recorded on it today show in the package's row of the report of a period from today to the departure (the
// ledger counts money by the day it was recorded, the booking by its departure date), and in the CSV of that period.
// tests/e2e/reports.spec.ts checks the pages in a browser, JavaScript on and off, and axe.

test.describe.configure({ mode: "default" });

const TITLE = "Revenue Reef (http)";
const FROM = mauritiusDate(0);
const DATE = mauritiusDate(45);
let PACKAGE = "";

test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 2500 }, rules: [dailyRule(["09:30"], 20)] });
});
test.afterAll(() => retirePackage(PACKAGE));

/** The cells of the row headed `label` in the table captioned `caption`, spaces collapsed. */
const rowOf = (page: Page, caption: string, label: string) => {
  const table = page.$("table").filter((_, t) => page.$(t).find("caption").text().trim() === caption);
  const row = table.find("tbody tr").filter((_, tr) => page.$(tr).find("th").text().trim() === label);
  return row
    .find("td")
    .map((_, td) => page.$(td).text().trim())
    .get();
};

test("an admin sees a confirmed booking and the payment recorded on it in the period's revenue, and in its CSV", async ({
  playwright,
}) => {
  // Two adults at MUR 2,500, confirmed; MUR 1,000 in cash recorded now.
  const booking = insertBookingRecord({
    email: uniqueEmail("revenue"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: DATE,
    startTime: "09:30",
    adults: 2,
    later: { status: "Confirmed" },
  });
  expect(booking.total).toBe(5000);
  recordCashInDb(booking.reference, 1000);

  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await admin.open(`/admin/reports/revenue?from=${FROM}&to=${DATE}`);
    expect(page.status).toBe(200);
    expect(page.text("h2")).toContain("Revenue by month");
    // Confirmed, on request, booked, paid, refunded, net.
    expect(rowOf(page, "Revenue by package", TITLE)).toEqual([
      "1",
      "0",
      "MUR 5,000",
      "MUR 1,000",
      "MUR 0",
      "MUR 1,000",
    ]);
    // Each chart is an image named by its figure's heading and summary, both in the page.
    const charts = page.$('svg[role="img"]');
    expect(charts.length).toBe(2);
    expect(charts.first().attr("aria-labelledby")).toBe("revenue-months-title revenue-months-summary");
    expect(page.text("#revenue-months-title")).toBe("Revenue by month");
    expect(page.text("#revenue-months-summary")).toMatch(/^MUR [\d,]+ booked on [\d,]+ confirmed booking/);
    expect(page.text("main")).toContain("by the day the money was recorded, Mauritius time");

    const link = page.$('a:contains("Download CSV")').attr("href");
    expect(link).toBe(`/admin/reports.csv?report=revenue&from=${FROM}&to=${DATE}`);
    const response = await admin.request.get(link!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="revenue-${FROM}_${DATE}.csv"`);
    const [heading, ...rows] = csvRecords(await response.text());
    expect(heading.join(",")).toBe(
      "Package,Month,Confirmed bookings,On request,Booked (MUR),Paid (MUR),Refunded (MUR),Net (MUR)",
    );
    expect(rows).toContainEqual([TITLE, "All months", "1", "0", "5000.00", "1000.00", "0.00", "1000.00"]);
    // The booking in its departure's month, the payment in today's (one month or two).
    const monthRow = (month: string) => rows.find((r) => r[0] === TITLE && r[1] === month);
    expect(monthRow(DATE.slice(0, 7))?.slice(2, 5)).toEqual(["1", "0", "5000.00"]);
    expect(monthRow(FROM.slice(0, 7))?.[5]).toBe("1000.00");
  });
});

test("a period without revenue says so", async ({ playwright }) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await admin.open("/admin/reports/revenue?month=2001-01");
    expect(page.status).toBe(200);
    expect(page.text("main")).toContain("No revenue in this period.");
    expect(page.$('svg[role="img"]').length).toBe(0);
  });
});
