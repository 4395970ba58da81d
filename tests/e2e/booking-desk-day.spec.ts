import { expect, test, type Page } from "./admin-support";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage, type BookingOptions } from "./app-db";
import { mauritiusDate, uniqueEmail } from "./support";

// The day of the trip (issue 29): check-in and no-show per passenger on the Departures page at 360 px, the counts and
// Undo; a guide and a vehicle kept on /admin/crew and given a departure; the run sheet across two packages. JavaScript
// on and off. A package of this spec's own per project (daily at 09:00, 20 seats), taken off the site at the end; each
// test its own date.
let PACKAGE = "";
let TITLE = "";

test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  TITLE = `Day of the Trip Cruise (${test.info().project.name})`;
  PACKAGE = createTestPackage(TITLE, { rules: [dailyRule(["09:00"], 20)] });
});
test.afterAll(() => retirePackage(PACKAGE));

const day = (javaScriptEnabled: boolean, offset: number) => mauritiusDate((javaScriptEnabled ? 30 : 35) + offset);

function book(date: string, guest: Partial<BookingOptions>) {
  return insertBookingRecord({
    email: uniqueEmail("day"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date,
    startTime: "09:00",
    ...guest,
  });
}

const departure = (page: Page) => page.getByRole("region", { name: `${TITLE} — 09:00 (Mauritius time)` });
const row = (page: Page, reference: string) => departure(page).getByRole("row").filter({ hasText: reference });

test("check-in and no-show on the manifest at 360 px, with the counts and Undo", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 0);
  const family = book(date, { name: "Lena", surname: "Ortiz", adults: 2, children: 1, later: { status: "Confirmed" } });
  const single = book(date, { name: "Ravi", surname: "Doolun", adults: 1 });
  const villa = book(date, {
    name: "Mira",
    surname: "Jolie",
    adults: 2,
    later: { pickupAddress: "Villa Frangipane, Pointe aux Piments", pickupZone: "West" },
  });
  const gone = book(date, { name: "Tom", surname: "Gone", later: { status: "Cancelled" } });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/departures?date=${date}`);
  const counts = departure(page).locator("[data-counts]");
  await expect(counts).toHaveText("Checked in 0 · Waiting 6 · No-show 0");
  // A typed address shows whole, its time still to set by staff.
  await expect(row(page, villa.reference)).toContainText("Another address: Villa Frangipane, Pointe aux Piments");
  await expect(row(page, villa.reference)).toContainText("Time to set");
  // A cancelled booking is not a passenger: nothing to check in.
  await expect(row(page, gone.reference).getByRole("button")).toHaveCount(0);

  // On a phone the buttons are a finger's size and on the screen, without scrolling sideways.
  const checkIn = row(page, family.reference).getByRole("button", { name: "Checked in" });
  const box = (await checkIn.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath("check-in-360.png"), fullPage: true });

  await checkIn.click();
  await expect(row(page, family.reference)).toContainText(/Checked in at \d\d:\d\d/);
  await expect(counts).toHaveText("Checked in 3 · Waiting 3 · No-show 0");
  // Without JavaScript the page comes back at the departure acted on.
  if (!javaScriptEnabled) expect(page.url()).toMatch(new RegExp(`date=${date}#dep-`));
  await row(page, single.reference).getByRole("button", { name: "No-show" }).click();
  await expect(counts).toHaveText("Checked in 3 · Waiting 2 · No-show 1".replace("Waiting 2", "Waiting 2"));
  await expect(row(page, single.reference)).toContainText("No-show at");

  // Undo: back to waiting, the buttons again.
  await row(page, family.reference).getByRole("button", { name: "Undo" }).click();
  await expect(counts).toHaveText("Checked in 0 · Waiting 5 · No-show 1");
  await expect(row(page, family.reference).getByRole("button", { name: "Checked in" })).toBeVisible();

  // The state on the booking's page, in Mauritius time.
  await page.goto(`/update/booking/${single.reference}`);
  await expect(page.getByRole("row", { name: /^Check-in/ })).toContainText(/No-show at \d\d:\d\d \(Mauritius time\)/);
});

test("a guide and a vehicle kept on Guides and vehicles, given a departure, shown on its manifest", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 1);
  book(date, { name: "Ana", surname: "Crew" });
  const tag = `${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}`;
  const guide = `Guide ${tag}`;
  const boat = `Boat ${tag}`;

  await page.goto("/admin/home");
  await page
    .getByRole("navigation", { name: "Admin" })
    .last()
    .getByRole("link", { name: "Guides and vehicles" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Guides and vehicles" })).toBeVisible();
  // Refused without a name: said at the top of the form, nothing added.
  const addGuide = page.getByRole("form", { name: "Add a guide" });
  await addGuide.getByRole("button", { name: "Add guide" }).click();
  await expect(addGuide.getByText("Please enter the guide's name").first()).toBeVisible();
  await addGuide.getByLabel("Name").fill(guide);
  await addGuide.getByLabel("Phone").fill("+230 5712 0001");
  await addGuide.getByRole("button", { name: "Add guide" }).click();
  await expect(page.getByText(`Guide added: ${guide}`)).toBeVisible();
  const addVehicle = page.getByRole("form", { name: "Add a vehicle" });
  await addVehicle.getByLabel("Name").fill(boat);
  await addVehicle.getByLabel("Kind").selectOption("Boat");
  await addVehicle.getByLabel("Seats").fill("40");
  await addVehicle.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page.getByText(`Vehicle added: ${boat}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Vehicles" })).toContainText(`${boat} (boat, 40 seats)`);

  // On the Departures page: the departure's Guide and Vehicle, then Assign.
  await page.goto(`/admin/departures?date=${date}`);
  await departure(page)
    .getByLabel("Guide")
    .selectOption({ label: `${guide} (+230 5712 0001)` });
  await departure(page)
    .getByLabel("Vehicle")
    .selectOption({ label: `${boat} (boat, 40 seats)` });
  await departure(page).getByRole("button", { name: "Assign" }).click();
  const crew = departure(page).locator("[data-crew]");
  await expect(crew).toHaveText(`Guide: ${guide} (+230 5712 0001) · Vehicle: ${boat} (boat, 40 seats)`);
  await page.reload();
  await expect(crew).toHaveText(`Guide: ${guide} (+230 5712 0001) · Vehicle: ${boat} (boat, 40 seats)`);
  await expect(departure(page).getByLabel("Guide")).toHaveValue(/\d+/);
  await page.screenshot({ path: test.info().outputPath("crew-manifest.png"), fullPage: true });

  // Renamed on its page, the departure prints the new name; removed, the departure has no vehicle.
  await page.goto("/admin/crew");
  const guideItem = page.getByRole("listitem").filter({ hasText: guide });
  await guideItem.getByText("Rename or change").click();
  await guideItem.getByLabel("Name").fill(`${guide} Ramsamy`);
  await guideItem.getByRole("button", { name: "Save guide" }).click();
  await expect(page.getByText(`Guide saved: ${guide} Ramsamy`)).toBeVisible();
  await page.getByRole("button", { name: `Remove: ${boat} (boat, 40 seats)` }).click();
  await expect(page.getByText("Vehicle removed")).toBeVisible();
  await page.goto(`/admin/departures?date=${date}`);
  await expect(crew).toHaveText(`Guide: ${guide} Ramsamy (+230 5712 0001)`);
});

test("the run sheet, from the menu, lists two packages' pickups of a day by zone and in time order", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 2);
  const walkTitle = `Day of the Trip Walk (${test.info().project.name})`;
  const walk = createTestPackage(walkTitle, { rules: [dailyRule(["08:00"], 20)] });
  try {
    const pickup = (pickupPlace: string, pickupTime: string) => ({ pickupPlace, pickupZone: "North", pickupTime });
    // Written out of order: the cruise's guest is collected after the walk's, whose trip starts earlier.
    const late = book(date, { name: "Late", surname: "Cruiser", later: pickup("Zilwa Attitude", "08:20") });
    const early = insertBookingRecord({
      ...{ email: uniqueEmail("day"), packageId: walk, packageTitle: walkTitle, date, startTime: "08:00" },
      ...{ name: "Early", surname: "Walker", later: pickup("LUX Grand Baie", "06:45") },
    });
    await page.goto("/admin/home");
    await page.getByRole("navigation", { name: "Admin" }).last().getByRole("link", { name: "Run sheet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Run sheet for / })).toBeVisible();
    await page.goto(`/admin/run-sheet?date=${date}`);
    const ours = page
      .getByRole("region", { name: "North" })
      .getByRole("row")
      .filter({ hasText: /Early Walker|Late Cruiser/ });
    await expect(ours).toHaveCount(2);
    for (const [i, b, time, title] of [
      [0, early, "06:45", walkTitle],
      [1, late, "08:20", TITLE],
    ] as const) {
      await expect(ours.nth(i)).toContainText(b.reference);
      await expect(ours.nth(i)).toContainText(time);
      await expect(ours.nth(i)).toContainText(title);
    }
  } finally {
    retirePackage(walk);
  }
});
