import { expect, test } from "@playwright/test";
import { createBooking } from "~/models/booking.server";
import type { BookingSource } from "~/utils/booking-desk";
import { csvRecords, siteRows } from "../e2e/admin-support";
import { createTestPackage, dailyRule, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// The booking desk's Source in All Bookings (its filter and column) and the CSV, and the desk form's own refusals,
// over HTTP on the built site (issue 29). A package of its own, taken off the site at the end.
let PACKAGE = "";
const TITLE = "Desk Source Trip (http)";
const DATE = mauritiusDate(61);

test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { rules: [dailyRule(["09:00"], 20)] });
});
test.afterAll(() => retirePackage(PACKAGE));

/** A booking of the spec's package, as the public form (website) or the desk makes it, with this surname. */
function booked(surname: string, source?: BookingSource, sourceName = "", sourceReference = "") {
  return createBooking(
    {
      name: "Source",
      surname,
      email: uniqueEmail("desk-source"),
      phone: "+23057123456",
      date: DATE,
      adults: 1,
      children: 0,
      infants: 0,
      source,
      sourceName,
      sourceReference,
    },
    {
      packageId: PACKAGE,
      packageTitle: TITLE,
      userId: null,
      humanChecked: true,
      formKey: null,
      staff: source ? { admin: { id: null, email: "desk@example.mu" }, confirm: false } : undefined,
    },
  ).booking;
}

test("All Bookings filters by Source and shows it in a column; the CSV has the Source column for the same rows", async ({
  playwright,
}) => {
  const tag = `Src${Date.now()}`;
  const web = booked(tag);
  const hotel = booked(tag, "hotel-desk", "Sugar Beach", "4471");
  const phone = booked(tag, "phone");
  const admin = await Visitor.start(playwright, { signedInAs: await createAccount({ role: "admin" }) });
  try {
    const all = await admin.open(`/admin/bookings?q=${tag}`);
    expect(all.$("#booking-source option").length).toBe(8);
    for (const b of [web, hotel, phone]) expect(all.text("table")).toContain(b.reference);

    // The search form's Source field, sent as a browser without JavaScript sends it.
    const filtered = await admin.submit(all, "Search", { source: "hotel-desk" });
    expect(new URL(filtered.url).searchParams.get("source")).toBe("hotel-desk");
    const headings = filtered
      .$("table thead th")
      .map((_, th) => filtered.$(th).text().trim())
      .get();
    const sourceColumn = headings.indexOf("Source");
    expect(sourceColumn).toBeGreaterThan(0);
    const rows = filtered.$("table tbody tr").toArray();
    expect(rows.map((tr) => filtered.$(tr).find("td").first().text().trim())).toEqual([hotel.reference]);
    expect(filtered.$(rows[0]).find("td").eq(sourceColumn).text().trim()).toBe("Hotel desk — Sugar Beach (ref. 4471)");
    // The CSV link carries the filter.
    const csvLink = filtered.$('a[href^="/admin/bookings.csv"]').attr("href")!;
    expect(csvLink).toContain("source=hotel-desk");

    const csv = await admin.request.get(csvLink);
    const [header, ...records] = csvRecords(await csv.text());
    const at = header.indexOf("Source");
    expect(at).toBeGreaterThan(0);
    expect(records.map((r) => [r[0], r[at]])).toEqual([[hotel.reference, "Hotel desk — Sugar Beach (ref. 4471)"]]);

    const everyCsv = csvRecords(await (await admin.request.get(`/admin/bookings.csv?q=${tag}`)).text());
    const sources = new Map(everyCsv.slice(1).map((r) => [r[0], r[at]]));
    expect(sources.get(web.reference)).toBe("Website");
    expect(sources.get(phone.reference)).toBe("Phone");
  } finally {
    await admin.close();
  }
});

test("the desk's form refuses a hotel's booking without its name and reference, and a made-up package, saving nothing", async ({
  playwright,
}) => {
  const surname = `DeskRefused${Date.now()}`;
  const admin = await Visitor.start(playwright, { signedInAs: await createAccount({ role: "admin" }) });
  try {
    const form = await admin.open(`/admin/bookings/new?package=${PACKAGE}&date=${DATE}&start=09:00`);
    expect(form.$('select[name="departure"] option[selected]').attr("value")).toBe(`${DATE}T09:00`);
    const fields = { name: "Desk", surname, phone: "+23057123456", source: "hotel-desk" };
    const refused = await admin.submit(form, "Save and confirm", fields);
    expect(refused.status).toBe(400);
    expect(refused.text()).toContain("Please enter the hotel or agent's name");
    expect(refused.text()).toContain("Please enter their reference");
    expect(refused.$('input[name="surname"]').attr("value")).toBe(surname);

    const gone = await admin.submit(form, "Save as pending", {
      ...fields,
      source: "phone",
      package: "no-such-package",
    });
    expect(gone.status).toBe(409);
    expect(gone.text()).toContain("This package is no longer active");
    expect(siteRows("SELECT reference FROM bookings WHERE surname = ?", surname)).toEqual([]);
  } finally {
    await admin.close();
  }
});
