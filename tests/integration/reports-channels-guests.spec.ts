import { expect, test } from "@playwright/test";
import { createBooking } from "~/models/booking.server";
import type { BookingSource } from "~/utils/booking-desk";
import { csvRecords } from "../e2e/admin-support";
import { createTestPackage, dailyRule, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The Channels and Guests reports (issue 32) over HTTP on the built site, as a browser without JavaScript gets them:
// an admin's page for a period with bookings from three sources, its tables' figures, its charts' names, and its CSV.
// A package of its own on a day of its own, taken off the site at the end; other specs' bookings may share the day,
// so the checks read this spec's rows (its package, its agent's name), not the period's totals.

let PACKAGE = "";
const TITLE = "Reports Channels Trip (http)";
const DATE = mauritiusDate(173);
const PERIOD = `from=${DATE}&to=${DATE}`;
const AGENT = `Lagoon Agents ${Date.now()}`;

/** A booking of the spec's package: from the public form (website, pending), or saved and confirmed at the desk. */
function booked(adults: number, children: number, source?: BookingSource, sourceName = "") {
  return createBooking(
    {
      name: "Report",
      surname: "Guest",
      email: uniqueEmail("reports"),
      phone: "+23057123456",
      date: DATE,
      adults,
      children,
      infants: 0,
      source,
      sourceName,
      sourceReference: sourceName ? "R-1" : "",
    },
    {
      packageId: PACKAGE,
      packageTitle: TITLE,
      userId: null,
      humanChecked: true,
      formKey: null,
      staff: source ? { admin: { id: null, email: "desk@example.mu" }, confirm: true } : undefined,
    },
  ).booking;
}

test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, {
    prices: { priceAdult: 2500, priceChild: 1500 },
    rules: [dailyRule(["09:00"], 30)],
  });
  booked(2, 0); // website, pending: seats held, nothing booked yet
  booked(1, 1, "agent", AGENT); // confirmed: MUR 2,500 + 1,500
  booked(3, 0, "phone"); // confirmed: MUR 7,500
});
test.afterAll(() => retirePackage(PACKAGE));

/** The cells of a table's row whose header holds `name`, each as read. */
function rowOf(page: Page, table: string, name: string) {
  const row = page.$(`${table} tbody tr`).filter((_, tr) => page.$(tr).find("th").text().trim() === name);
  expect(row.length, `a row "${name}" in ${table}`).toBe(1);
  return row
    .find("th, td")
    .map((_, cell) => page.$(cell).text().replace(/\s+/g, " ").trim())
    .get();
}

/** The figure's chart is an image named by the figure's heading and summary, both on the page. */
function expectNamedChart(page: Page, id: string, title: string) {
  const svg = page.$(`figure[aria-labelledby="${id}-title"] svg[role="img"]`);
  expect(svg.length).toBe(1);
  expect(svg.attr("aria-labelledby")).toBe(`${id}-title ${id}-summary`);
  expect(page.text(`#${id}-title`)).toBe(title);
  expect(page.text(`#${id}-summary`).length).toBeGreaterThan(10);
}

/** A report's page for the spec's period, answered, each of its charts (figure id → heading) named. */
async function openReport(admin: Visitor, name: string, charts: Record<string, string>) {
  const page = await admin.open(`/admin/reports/${name}?${PERIOD}`);
  expect(page.status).toBe(200);
  for (const [id, title] of Object.entries(charts)) expectNamedChart(page, id, title);
  return page;
}

test("an admin sees the period's channels, an agent by name, with its figures; the CSV has the same", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await openReport(admin, "channels", {
      "channel-bookings": "Bookings by channel",
      "channel-revenue": "Revenue by channel",
    });
    const table = 'figure[aria-labelledby="channel-bookings-title"] table';
    expect(page.text(`${table} caption`)).toContain("Bookings by channel");
    expect(page.$(`${table} thead th[scope="col"]`).length).toBe(5);
    // Channel, bookings, guests, revenue, cancelled.
    expect(rowOf(page, table, `Agent — ${AGENT}`)).toEqual([`Agent — ${AGENT}`, "1", "2", "MUR 4,000", "0"]);
    expect(page.text(`${table} tbody`)).toContain("Website");
    expect(page.text(`${table} tbody`)).toContain("Phone");
    expect(page.text(`${table} tfoot th`)).toBe("Total");
    // The bar's title says the agent's figures.
    expect(page.html).toContain(`<title>Agent — ${AGENT}, Confirmed bookings&#x27; totals: MUR 4,000</title>`);

    const href = page.$('a:contains("Download CSV")').first().attr("href")!;
    expect(href).toBe(`/admin/reports.csv?report=channels&${PERIOD}`);
    const csv = await admin.request.get(href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="channels-${DATE}_${DATE}.csv"`);
    const [header, ...records] = csvRecords(await csv.text());
    expect(header).toEqual(["Channel", "Name", "Bookings", "Guests", "Revenue (MUR)", "Cancelled"]);
    expect(records).toContainEqual(["Agent", AGENT, "1", "2", "4000.00", "0"]);
    expect(records.at(-1)?.[0]).toBe("Total");
  });
});

test("an admin sees the period's guests by age, lead time and rates per package; the CSV has the same", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await openReport(admin, "guests", { "guest-ages": "Guests by age", "lead-time": "Lead time" });
    const ages = 'figure[aria-labelledby="guest-ages-title"] table';
    expect(page.text(`${ages} caption`)).toContain("Guests by age");
    // Package, adults, children, infants, guests.
    expect(rowOf(page, ages, TITLE)).toEqual([TITLE, "6", "1", "0", "7"]);
    // Booked today for a day 173 days ahead.
    const lead = rowOf(page, 'figure[aria-labelledby="lead-time-title"] table', "91 days or more");
    expect(Number(lead[1])).toBeGreaterThanOrEqual(3);
    const rates = rowOf(page, 'section[aria-labelledby="cancellations-title"] table', TITLE);
    expect(rates).toEqual([TITLE, "3", "0% (0 of 3 bookings)", "0", "—", "2"]);

    const href = page.$('a:contains("Download CSV")').first().attr("href")!;
    const csv = await admin.request.get(href);
    expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="guests-${DATE}_${DATE}.csv"`);
    const [header, ...records] = csvRecords(await csv.text());
    expect(header.slice(0, 4)).toEqual(["Package", "Adults", "Children", "Infants"]);
    expect(records).toContainEqual([TITLE, "6", "1", "0", "3", "0", "0", "0", "0", "2"]);
    expect(records).toContainEqual(["Lead time", "Bookings"]);
  });
});

test("a period without bookings says so in words, with no chart", async ({ playwright }) => {
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    for (const report of ["channels", "guests"]) {
      const page = await admin.open(`/admin/reports/${report}?from=2099-01-01&to=2099-01-31`);
      expect(page.status).toBe(200);
      expect(page.text("main")).toContain("No bookings in this period.");
      expect(page.$('main svg[role="img"]').length).toBe(0);
    }
  });
});
