import { expect, test, type Page } from "./fixtures";
import { getDb } from "~/db/db.server";
import { addPickupPlace, deletePickupPlace, replacePackagePickups } from "~/models/pickup.server";
import { retirePackage } from "./app-db";
import { deleteProjectPlaces, offerPlaces, placeId, STAFF } from "./pickup-places";
import { fillBooking, send } from "./booking-form";
import { createAccount, dailyPackage, emailsTo, fieldError, logIn, mauritiusDate, uniqueEmail } from "./support";

// Hotel pickup (issue 16): staff keep places by zone and each package's minutes before the start; a visitor
// chooses a place or the meeting point, and the confirmation, the e-mail and the client's page say where and when.
// A package and places of its own per project, taken off the site at the end.
let PACKAGE = "";
let TITLE = "";
let NORTH = "";
let EAST = "";
let DATE = "";
const MEETING_POINT = "Grand Baie waterfront";

// beforeAll and afterAll change the package's pickups and schedule: one worker runs this file in order.
test.describe.configure({ mode: "default" });

/** Chooses this pickup place (its option reads "{place} · 08:00" once a departure is chosen). */
async function choosePickup(page: Page, place: string) {
  const select = page.getByLabel("Pickup", { exact: true });
  await select.selectOption((await select.locator("option", { hasText: place }).getAttribute("value"))!);
}

/** Books the package on the open page for DATE, adults only, with this pickup place chosen (none: the meeting point). */
async function bookWithPickup(page: Page, javaScriptEnabled: boolean, pickup?: string, over: { email?: string } = {}) {
  const v = await fillBooking(page, { date: DATE, children: "0", ...over });
  if (pickup) await choosePickup(page, pickup);
  await send(page, javaScriptEnabled);
  return v;
}

test.describe("hotel pickup", () => {
  test.beforeAll(() => {
    const project = test.info().project.name;
    DATE = mauritiusDate(40 + project.length);
    TITLE = `Northern Isles Catamaran (${project})`;
    NORTH = `Test Hotel Cap Malheureux (${project})`;
    EAST = `Test Hotel Palmar (${project})`;
    PACKAGE = dailyPackage(TITLE, ["09:30"], 40, { priceAdult: 3000 });
    offerPlaces(PACKAGE, [
      { zone: "North", name: NORTH, minutesBefore: 90 },
      { zone: "East", name: EAST, minutesBefore: 45 },
    ]);
  });

  test.afterAll(() => {
    retirePackage(PACKAGE);
    deleteProjectPlaces(test.info().project.name);
  });

  test("an admin adds a place and sets its minutes on a package", async ({ page, javaScriptEnabled }) => {
    const place = `Test Hotel Flic en Flac (${test.info().project.name})`;
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/home");
    await page.getByRole("navigation", { name: "Admin" }).first().getByRole("link", { name: "Pickup places" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pickup places" })).toBeVisible();
    const add = page.getByRole("region", { name: "Add a pickup place" });
    await add.getByLabel("Zone").selectOption("West");
    await add.getByLabel("Name").fill(place);
    await add.getByRole("button", { name: "Add place" }).click();
    await expect(page.getByText("Pickup place added")).toBeVisible();
    await expect(page.getByRole("region", { name: "West" }).getByText(place)).toBeVisible();

    await page.goto(`/edit/${PACKAGE}`);
    const pickup = page.getByRole("region", { name: "Pickup" });
    await expect(pickup.getByLabel(`${NORTH}, minutes before the start`)).toHaveValue("90");
    await pickup.getByLabel(`${place}, minutes before the start`).fill("100");
    await page.getByRole("button", { name: "Save changes", exact: true }).last().click();
    await expect(page.getByText("Package updated successfully!")).toBeVisible();

    await page.goto(`/book/${PACKAGE}`);
    const select = page.getByLabel("Pickup", { exact: true });
    await expect(select.locator("optgroup[label=West] option", { hasText: place })).toHaveCount(1);
    await bookWithPickup(page, javaScriptEnabled, place);
    await expect(page.getByTestId("booking-pickup")).toHaveText(`${place} (West) at 07:50, Mauritius time`);
  });

  test("a visitor books with pickup: the place and time on the confirmation and in the e-mail", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${PACKAGE}`);
    await expect(page.getByText(`Meeting point: ${MEETING_POINT}`)).toBeVisible();
    const select = page.getByLabel("Pickup", { exact: true });
    await expect(select.locator("option").first()).toHaveText("I will come to the meeting point");
    await expect(select.locator("optgroup[label=North] option", { hasText: NORTH })).toHaveCount(1);
    await expect(select.locator("optgroup[label=East] option", { hasText: EAST })).toHaveCount(1);
    // The message's hint no longer asks for the hotel beside the choice that does.
    await expect(page.getByLabel("Message (optional)")).toHaveAttribute(
      "placeholder",
      "Dietary needs, celebrations, questions…",
    );
    const v = await bookWithPickup(page, javaScriptEnabled, NORTH);
    const told = `${NORTH} (North) at 08:00, Mauritius time`;
    await expect(page.getByTestId("booking-pickup")).toHaveText(told);
    const [mail] = await emailsTo(v.email);
    expect(mail.text).toContain(`Pickup: ${told}`);
  });

  test("'I will come to the meeting point' shows the meeting point, on the confirmation and in the e-mail", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${PACKAGE}`);
    const v = await bookWithPickup(page, javaScriptEnabled);
    await expect(page.getByTestId("booking-pickup")).toHaveText(`none — meeting point: ${MEETING_POINT}`);
    const [mail] = await emailsTo(v.email);
    expect(mail.text).toContain(`Pickup: none — meeting point: ${MEETING_POINT}`);
  });

  test("a client's booking page shows the pickup", async ({ page, javaScriptEnabled }) => {
    const client = await createAccount();
    await logIn(page, client, javaScriptEnabled);
    await page.goto(`/book/${PACKAGE}`);
    await bookWithPickup(page, javaScriptEnabled, EAST, { email: client.email });
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    await page.goto(`/user/booking/${reference}`);
    await expect(page.getByText(`${EAST} (East) at 08:45, Mauritius time`)).toBeVisible();
  });

  test("a place no longer offered is refused on its field, keeping what was typed", async ({
    page,
    javaScriptEnabled,
  }) => {
    const gone = `Test Hotel Gone (${test.info().project.name})`;
    addPickupPlace({ zone: "Centre", name: gone }, STAFF);
    getDb().transaction((tx) =>
      replacePackagePickups(tx, PACKAGE, [
        { placeId: placeId(NORTH), minutesBefore: 90 },
        { placeId: placeId(EAST), minutesBefore: 45 },
        { placeId: placeId(gone), minutesBefore: 60 },
      ]),
    );
    await page.goto(`/book/${PACKAGE}`);
    const v = await fillBooking(page, { date: DATE, children: "0", email: uniqueEmail("gone") });
    await choosePickup(page, gone);
    // Staff delete the place while the visitor fills the form in.
    deletePickupPlace(placeId(gone), STAFF);
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, "Please choose one of the pickup places listed, or the meeting point")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(v.name);
    await expect(page.getByLabel("Date")).toHaveValue(DATE);
  });
});
