import { expect, test } from "@playwright/test";
import { addGuide, addVehicle, assignCrew } from "~/models/crew.server";
import { STAFF } from "../unit/model-fixtures";
import { csvRecords } from "../e2e/admin-support";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage, type BookingOptions } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The day of the trip read from the site's answers (issue 29): the pickup run sheet and its CSV across two packages,
// a check-in's state on the booking's page and in both CSVs, and the run sheet's CSV for admins only. What a browser
// shows of them (the buttons at 360 px, JavaScript on and off): tests/e2e/booking-desk-day.spec.ts.

test.describe.configure({ mode: "default" });

const packages: string[] = [];
test.afterAll(() => packages.forEach(retirePackage));

function testPackage(title: string, startTimes: string[]) {
  const id = createTestPackage(title, { rules: [dailyRule(startTimes, 20)] });
  packages.push(id);
  return id;
}

type Pickup = [place: string, zone: string, time: string | null];
const book = (pkg: { id: string; title: string }, date: string, startTime: string, pickup: Pickup | null, more = {}) =>
  insertBookingRecord({
    email: uniqueEmail("run-sheet"),
    packageId: pkg.id,
    packageTitle: pkg.title,
    date,
    startTime,
    ...more,
    later: {
      ...(pickup ? { pickupPlace: pickup[0], pickupZone: pickup[1], pickupTime: pickup[2] } : {}),
      ...(more as Partial<BookingOptions>).later,
    },
  });

const asAdmin = async <T>(playwright: Parameters<typeof Visitor.start>[0], act: (admin: Visitor) => Promise<T>) =>
  Visitor.visiting(playwright, await createAccount({ role: "admin" }), act);

/** The references of a zone's table on the run sheet, top to bottom. */
const zoneReferences = (page: Page, zone: string) =>
  page
    .$(`section[aria-labelledby="zone-${zone.replace(/\W+/g, "-")}"] tbody tr td:nth-child(3)`)
    .map((_, td) => page.$(td).text().trim())
    .get();

test("the run sheet lists two packages' pickups by zone and in time order, with the crew; its CSV the same", async ({
  playwright,
}) => {
  const date = mauritiusDate(83);
  const cruise = { id: testPackage("Run Sheet Cruise", ["09:30"]), title: "Run Sheet Cruise" };
  const walk = { id: testPackage("Run Sheet Walk", ["08:00"]), title: "Run Sheet Walk" };
  // Written out of order: the sheet sorts each zone by time, whatever the package.
  const lateNorth = book(cruise, date, "09:30", ["Zilwa Attitude", "North", "08:20"], {
    name: "Late",
    surname: "North",
  });
  const earlyNorth = book(walk, date, "08:00", ["LUX Grand Baie", "North", "06:45"], {
    name: "Early",
    surname: "North",
  });
  const midNorth = book(cruise, date, "09:30", ["Royal Palm", "North", "07:55"], { name: "Mid", surname: "North" });
  const west = book(walk, date, "08:00", ["Sugar Beach", "West", "07:10"], { name: "Wes", surname: "Coast" });
  const villa = book(cruise, date, "09:30", null, {
    name: "Vil",
    surname: "La",
    later: { pickupAddress: "Villa Frangipane, Pointe aux Piments", pickupZone: "West" },
  });
  const cancelled = book(cruise, date, "09:30", ["Royal Palm", "North", "07:55"], { later: { status: "Cancelled" } });
  const meetingPoint = book(cruise, date, "09:30", null);
  const guide = addGuide({ name: "Run Sheet Guide", phone: "+2305712999" }, STAFF);
  const van = addVehicle({ name: "Run Sheet Van", kind: "vehicle", seats: 14 }, STAFF);
  assignCrew({ packageId: cruise.id, date, startTime: "09:30" }, { guideId: guide, vehicleId: van }, STAFF);

  await asAdmin(playwright, async (admin) => {
    const page = await admin.open(`/admin/run-sheet?date=${date}`);
    expect(page.status).toBe(200);
    expect(page.text("h1")).toMatch(/^Run sheet for /);
    // The menu has it after Departures.
    const menu = page
      .$("nav[aria-label=Admin] a")
      .map((_, a) => page.$(a).text().trim())
      .get();
    expect(menu.slice(menu.indexOf("Departures"), menu.indexOf("Departures") + 2)).toEqual(["Departures", "Run sheet"]);
    expect(zoneReferences(page, "North")).toEqual([earlyNorth.reference, midNorth.reference, lateNorth.reference]);
    // The address without a time comes after the timed pickups of its zone.
    expect(zoneReferences(page, "West")).toEqual([west.reference, villa.reference]);
    const text = page.text("main");
    expect(text).not.toContain(cancelled.reference);
    expect(text).not.toContain(meetingPoint.reference);
    const midRow = page.text(`tr:has(a:contains("${midNorth.reference}"))`);
    expect(midRow).toContain("07:55");
    expect(midRow).toContain("Royal Palm");
    expect(midRow).toContain("Mid North");
    expect(midRow).toContain("2 adults");
    expect(midRow).toContain("Run Sheet Cruise — 09:30");
    expect(midRow).toContain("Guide: Run Sheet Guide (+2305712999) · Vehicle: Run Sheet Van (vehicle, 14 seats)");
    const villaRow = page.text(`tr:has(a:contains("${villa.reference}"))`);
    expect(villaRow).toContain("Time to set");
    expect(villaRow).toContain("Another address: Villa Frangipane, Pointe aux Piments");
    expect(page.$(`a[href="/admin/run-sheet.csv?date=${date}"]`).text()).toBe("Download CSV");

    const res = await admin.request.get(`/admin/run-sheet.csv?date=${date}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toBe(`attachment; filename="run-sheet-${date}.csv"`);
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    const [header, ...rows] = csvRecords(await res.text());
    expect(header.join(",")).toBe("Zone,Time,Place,Reference,Name,Phone,Party,Package,Guide,Vehicle,To collect (MUR)");
    const ours = rows.filter((r) => r[7].startsWith("Run Sheet "));
    expect(ours.map((r) => [r[0], r[1], r[3]])).toEqual([
      ["North", "06:45", earlyNorth.reference],
      ["North", "07:55", midNorth.reference],
      ["North", "08:20", lateNorth.reference],
      ["West", "07:10", west.reference],
      ["West", "Time to set", villa.reference],
    ]);
    expect(ours[1]).toEqual([
      "North",
      "07:55",
      "Royal Palm",
      midNorth.reference,
      "Mid North",
      "+23057123456",
      "2 adults",
      "Run Sheet Cruise — 09:30",
      "Run Sheet Guide (+2305712999)",
      "Run Sheet Van (vehicle, 14 seats)",
      "0",
    ]);
  });
});

test("a passenger checked in on the manifest: the state on the booking's page and in both CSVs; a cancelled booking is refused", async ({
  playwright,
}) => {
  const date = mauritiusDate(84);
  const cruise = { id: testPackage("Check-in Cruise", ["10:00"]), title: "Check-in Cruise" };
  const guest = book(cruise, date, "10:00", null, { name: "Checkin", surname: `Guest${Date.now()}` });
  const gone = book(cruise, date, "10:00", null, { name: "Gone", surname: "Guest", later: { status: "Cancelled" } });
  const name = `${guest.name} ${guest.surname}`;

  await asAdmin(playwright, async (admin) => {
    const manifest = await admin.open(`/admin/departures?date=${date}`);
    const after = await admin.submit(manifest, `Checked in: ${name}`);
    expect(after.url).toContain(`/admin/departures?date=${date}`);
    expect(after.text()).toContain(`${name}: Checked in`);
    expect(after.text()).toContain("Checked in 2 · Waiting 0 · No-show 0");

    const booking = await admin.open(`/update/booking/${guest.reference}`);
    const line = booking.text(`tr:has(th:contains("Check-in"))`);
    expect(line).toMatch(/^Check-in ?Checked in at \d\d:\d\d \(Mauritius time\)$/);

    const departures = csvRecords(await (await admin.request.get(`/admin/departures.csv?date=${date}`)).text());
    const checkInColumn = departures[0].indexOf("Check-in");
    expect(checkInColumn).toBeGreaterThan(0);
    expect(departures.find((r) => r[1] === guest.reference)?.[checkInColumn]).toMatch(/^Checked in at \d\d:\d\d$/);
    const all = csvRecords(await (await admin.request.get(`/admin/bookings.csv?q=${guest.reference}`)).text());
    expect(all[0].at(-1)).toBe("Check-in");
    expect(all[1][0]).toBe(guest.reference);
    expect(all[1].at(-1)).toMatch(/^Checked in at \d\d:\d\d$/);

    // A cancelled booking holds no seats: its check-in is refused and changes nothing (a post made by hand).
    const refused = await admin.request.post("/admin/departures?index", {
      form: {
        intent: "check-in",
        packageId: cruise.id,
        date,
        startTime: "10:00",
        reference: gone.reference,
        checkIn: "checked-in",
      },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    const page = await admin.open(refused.headers().location);
    expect(page.text()).toContain(`Booking ${gone.reference} holds no seats`);
    expect(page.text(`tr:has(a:contains("${gone.reference}"))`)).toBe("");
  });
});

test("the run sheet's CSV is for admins only: 401 for a visitor, 403 for a client", async ({ playwright }) => {
  const visitor = await Visitor.start(playwright);
  const client = await Visitor.start(playwright, { signedInAs: await createAccount() });
  try {
    expect((await visitor.request.get("/admin/run-sheet.csv", { maxRedirects: 0 })).status()).toBe(401);
    expect((await client.request.get("/admin/run-sheet.csv", { maxRedirects: 0 })).status()).toBe(403);
  } finally {
    await visitor.close();
    await client.close();
  }
});
