import fs from "node:fs";
import { axeViolations } from "./axe";
import { csvRecords, expect, recordMoney, test, type Page } from "./admin-support";
import { insertBookingRecord } from "./app-db";
import { retirePackage } from "./app-db";
import { dailyPackage, mauritiusDate, uniqueEmail } from "./support";

// The operator's reports (issue 32), JavaScript on and off: after two bookings and a payment recorded at the desk, the
// period's Occupancy, Revenue and Channels show them in their charts' tables and in their CSVs, each chart's SVG has
// its accessible name, axe passes, and the admin home's next 14 days link each day to its departures. The figures
// are those of a package (and an agent) of this spec's own: the shared site holds other specs' bookings too.

const TITLE = "Reports Reef";
const DATE = mauritiusDate(52);
const TODAY = mauritiusDate(0);

/** Two confirmed bookings on the spec's package (3 seats, MUR 7,500), one sold by an agent of the test's own; then a
 * cash payment of MUR 2,000 on the first, recorded on its admin page as staff do. */
async function twoBookingsAndAPayment(page: Page) {
  // A package of the test's own (the reports list every scheduled package, so a name shared with another worker's
  // package would show twice), retired afterwards.
  const title = `${TITLE} ${test.info().project.name} ${Date.now()}`;
  const pkg = { id: dailyPackage(title, ["09:30"], 20, { priceAdult: 2500 }) };
  created.push(pkg.id);
  const agent = `Agent ${Date.now()}`;
  const first = insertBookingRecord({
    email: uniqueEmail("reports"),
    packageId: pkg.id,
    packageTitle: title,
    date: DATE,
    startTime: "09:30",
    adults: 2,
    later: { status: "Confirmed" },
  });
  insertBookingRecord({
    email: uniqueEmail("reports"),
    packageId: pkg.id,
    packageTitle: title,
    date: DATE,
    startTime: "09:30",
    adults: 1,
    later: { status: "Confirmed", source: "agent", sourceName: agent },
  });
  await page.goto(`/update/booking/${first.reference}`);
  await recordMoney(page, "Record payment", "2000");
  await expect(page.getByText(/Payment of MUR 2,000 recorded/)).toBeVisible();
  return { title, agent };
}

const created: string[] = [];
test.afterEach(() => {
  for (const id of created.splice(0)) retirePackage(id);
});

/** The file a "Download CSV" link gives, with its name. */
async function download(page: Page, figure: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    figure.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  return { name: file.suggestedFilename(), records: csvRecords(fs.readFileSync((await file.path())!, "utf8")) };
}

test("the period's reports show two bookings and a payment in their tables and CSVs, and their charts are named", async ({
  adminPage: page,
}) => {
  const { title, agent } = await twoBookingsAndAPayment(page);

  // Occupancy on the departure's day: 3 of 20 seats.
  await page.goto(`/admin/reports/occupancy?from=${DATE}&to=${DATE}`);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const occupancy = page.getByRole("figure").first();
  await expect(occupancy.getByRole("img")).toHaveAccessibleName(/Occupancy/);
  await expect(occupancy.getByRole("row").filter({ hasText: title })).toContainText("3 of 20");
  const occupancyCsv = await download(page, occupancy);
  expect(occupancyCsv.name).toBe(`occupancy-${DATE}_${DATE}.csv`);
  expect(occupancyCsv.records.some((r) => r[0] === title && r.includes("3") && r.includes("20"))).toBe(true);

  // Revenue from today to the departure: booked MUR 7,500 by its date, the payment by today.
  const range = `from=${TODAY}&to=${DATE}`;
  await page.goto(`/admin/reports/revenue?${range}`);
  const byPackage = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: /by package/i }) });
  await expect(byPackage.getByRole("img")).toHaveAccessibleName(/Revenue/);
  const revenueRow = byPackage.getByRole("row").filter({ hasText: title });
  await expect(revenueRow).toContainText("MUR 7,500");
  await expect(revenueRow).toContainText("MUR 2,000");
  const revenueCsv = await download(page, page.getByRole("figure").first());
  expect(revenueCsv.name).toBe(`revenue-${TODAY}_${DATE}.csv`);
  expect(revenueCsv.records.some((r) => r[0] === title && r.includes("7500.00") && r.includes("2000.00"))).toBe(true);

  // Channels: the agent's own row, one booking of one guest worth MUR 2,500.
  await page.goto(`/admin/reports/channels?from=${DATE}&to=${DATE}`);
  const channels = page.getByRole("figure").first();
  await expect(channels.getByRole("img")).toHaveAccessibleName(/channel/i);
  await expect(channels.getByRole("row").filter({ hasText: agent })).toContainText("MUR 2,500");
  const channelsCsv = await download(page, channels);
  expect(channelsCsv.name).toBe(`channels-${DATE}_${DATE}.csv`);
  expect(channelsCsv.records.some((r) => r.includes(agent))).toBe(true);

  // The tabs keep the period.
  await page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Guests" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/guests\\?from=${DATE}&to=${DATE}$`));
  await expect(page.getByRole("figure").first().getByRole("img")).toHaveAccessibleName(/.+/);
});

test("the period is this month by default, steps to the month before and after, and takes a range", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/reports");
  const month = TODAY.slice(0, 7);
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue(month);
  await page.getByRole("navigation", { name: "Periods" }).getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  await expect(page.getByLabel("Month", { exact: true })).not.toHaveValue(month);
  await page.getByLabel("From", { exact: true }).fill(TODAY);
  await page.getByLabel("To", { exact: true }).fill(DATE);
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${TODAY}&to=${DATE}`));
  // A range the wrong way round: said at the period's form, and this month shown.
  await page.getByLabel("From", { exact: true }).fill(DATE);
  await page.getByLabel("To", { exact: true }).fill(TODAY);
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page.getByRole("alert")).toHaveText("The end date is before the start date.");
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue(month);
  // At the top of the period's forms, a link to the field, and the range kept as typed.
  // (Exact labels: a chart's name, its summary, may hold "to" too.)
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(DATE);
  await expect(page.getByLabel("To", { exact: true })).toHaveValue(TODAY);
  await page.getByRole("link", { name: "The end date is before the start date." }).click();
  await expect(page.getByLabel("From", { exact: true })).toBeFocused();
});

test("the admin home's next 14 days link each day to its departures", async ({ adminPage: page }) => {
  await page.goto("/admin/home");
  const section = page.getByRole("region", { name: "Next 14 days" });
  const day = section.getByRole("link", { name: /seats/ }).first();
  await expect(day).toBeVisible();
  const href = await day.getAttribute("href");
  expect(href).toMatch(/^\/admin\/departures\?date=\d{4}-\d{2}-\d{2}/);
  await day.click();
  await expect(page).toHaveURL(/\/admin\/departures\?date=/);
});

test("axe finds no WCAG 2.2 AA violations on the reports at 360 and 1280 px @js-only", async ({ adminPage: page }) => {
  for (const path of [
    "/admin/reports",
    ...["occupancy", "revenue", "channels", "guests"].map((r) => `/admin/reports/${r}`),
  ]) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
