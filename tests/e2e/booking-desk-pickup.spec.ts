import { eq } from "drizzle-orm";
import { expect, test, type Page } from "./fixtures";
import { getDb } from "~/db/db.server";
import { packages } from "~/db/schema";
import { getBooking } from "~/models/booking.server";
import { retirePackage } from "./app-db";
import { deleteProjectPlaces, offerPlaces } from "./pickup-places";
import { fillBooking, send } from "./booking-form";
import { createAccount, dailyPackage, emailsTo, fieldError, logIn, mauritiusDate, uniqueEmail } from "./support";

// Pickup zone surcharges and "Another address" (issue 29, docs/decisions/040-zone-surcharge.md): a zone's surcharge
// per person is on the pickup choice, in the live total, the confirmation, the e-mail and the stored total; a guest
// in a villa types the address, which the confirmation and the admin's booking page show. A package and places of its
// own per project, taken off the site at the end.
let [PACKAGE, WEST, NORTH, DATE] = ["", "", "", ""];
const ADDRESS = "Villa Ylang, Route Royale, Flic en Flac";

// beforeAll and afterAll change the package's pickups: one worker runs this file in order.
test.describe.configure({ mode: "default" });

/** The booking page, with 2 adults, 1 child and 1 infant on DATE and this pickup chosen (by its option's words). */
async function fillParty(page: Page, pickup: string) {
  await page.goto(`/book/${PACKAGE}`);
  const v = await fillBooking(page, {
    date: DATE,
    adults: "2",
    children: "1",
    infants: "1",
    email: uniqueEmail("zone"),
  });
  await page.getByLabel("Pickup", { exact: true }).selectOption({ label: pickup });
  return v;
}

const reference = async (page: Page) => (await page.getByTestId("booking-reference").textContent())!.trim();

test.describe("pickup zone surcharges and another address", () => {
  test.beforeAll(() => {
    const project = test.info().project.name;
    DATE = mauritiusDate(45 + project.length);
    WEST = `Test Hotel Wolmar (${project})`;
    NORTH = `Test Hotel Pereybère (${project})`;
    PACKAGE = dailyPackage(`West Coast Sunset Cruise (${project})`, ["09:30"], 40, {
      priceAdult: 3000,
      priceChild: 1500,
    });
    offerPlaces(PACKAGE, [
      { zone: "West", name: WEST, minutesBefore: 60 },
      { zone: "North", name: NORTH, minutesBefore: 90 },
    ]);
    getDb()
      .update(packages)
      .set({ zoneSurcharges: { West: 500 } })
      .where(eq(packages.id, PACKAGE))
      .run();
  });

  test.afterAll(() => {
    retirePackage(PACKAGE);
    deleteProjectPlaces(test.info().project.name);
  });

  test("an admin sets a zone's surcharge per person on the package form", async ({ page, javaScriptEnabled }) => {
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto(`/edit/${PACKAGE}`);
    const pickup = page.getByRole("region", { name: "Pickup" });
    const north = pickup.getByLabel("Surcharge per person (MUR), North");
    await expect(pickup.getByLabel("Surcharge per person (MUR), West")).toHaveValue("500");
    await expect(north).toHaveValue("");
    await north.fill("250");
    await page.getByRole("button", { name: "Save changes", exact: true }).last().click();
    await expect(page.getByText("Package updated successfully!")).toBeVisible();
    expect(getDb().select().from(packages).where(eq(packages.id, PACKAGE)).get()!.zoneSurcharges).toEqual({
      West: 500,
      North: 250,
    });

    // A wrong amount is refused on its field, nothing saved.
    await page.goto(`/edit/${PACKAGE}`);
    await pickup.getByLabel("Surcharge per person (MUR), North").fill("-3");
    await page.getByRole("button", { name: "Save changes", exact: true }).last().click();
    await expect(
      fieldError(page, "Please enter the surcharge per person in whole rupees, from 0 to 100000, or leave it empty"),
    ).toBeVisible();

    // Emptied: none again.
    await page.goto(`/edit/${PACKAGE}`);
    await pickup.getByLabel("Surcharge per person (MUR), North").fill("");
    await page.getByRole("button", { name: "Save changes", exact: true }).last().click();
    await expect(page.getByText("Package updated successfully!")).toBeVisible();
    expect(getDb().select().from(packages).where(eq(packages.id, PACKAGE)).get()!.zoneSurcharges).toEqual({
      West: 500,
    });
  });

  test("a zone surcharge is in the total: the choice, the live total, the confirmation, the e-mail and the stored total", async ({
    page,
    javaScriptEnabled,
  }) => {
    // With JavaScript the choice gives each place's time once the date names the departure (09:30, less its minutes).
    const [westTime, northTime] = javaScriptEnabled ? [" · 08:30", " · 08:00"] : ["", ""];
    const west = `${WEST}${westTime} · + MUR 500 per person`;
    const north = `${NORTH}${northTime}`;
    const v = await fillParty(page, west);
    const select = page.getByLabel("Pickup", { exact: true });
    // Visible without JavaScript: the choice itself says it; a zone without one says nothing.
    await expect(select.locator("optgroup[label=West] option")).toHaveText(west);
    await expect(select.locator("optgroup[label=North] option")).toHaveText(north);
    // 2 × 3,000 + 1 × 1,500 + 3 × 500 (two adults and a child pay it; the infant rides on a lap).
    const sum = "2 adults × MUR 3,000 + 1 child × MUR 1,500 + 1 infant free + pickup surcharge 3 × MUR 500 = MUR 9,000";
    if (javaScriptEnabled) {
      await expect(page.getByTestId("live-total")).toHaveText(sum);
      await select.selectOption({ label: north });
      await expect(page.getByTestId("live-total")).toHaveText(
        "2 adults × MUR 3,000 + 1 child × MUR 1,500 + 1 infant free = MUR 7,500",
      );
      await select.selectOption({ label: west });
      await expect(page.getByTestId("live-total")).toHaveText(sum);
    }
    await send(page, javaScriptEnabled);
    await expect(page.getByTestId("booking-total")).toHaveText(sum);
    await expect(page.getByTestId("booking-pickup")).toHaveText(`${WEST} (West) at 08:30, Mauritius time`);
    expect(getBooking(await reference(page))).toMatchObject({ total: 9000, pickupSurcharge: 500, pickupZone: "West" });
    const [mail] = await emailsTo(v.email);
    expect(mail.text).toContain("Pickup surcharge: 3 × MUR 500 = MUR 1,500");
    expect(mail.text).toContain(`Total: ${sum}`);
  });

  test("a guest books with another address: on the confirmation, in the e-mail and on the admin's booking page", async ({
    page,
    javaScriptEnabled,
  }) => {
    const v = await fillParty(page, "Another address");
    await page.getByLabel("Address", { exact: true }).fill(ADDRESS);
    await send(page, javaScriptEnabled);
    const told = `${ADDRESS} — we will tell you the pickup time`;
    await expect(page.getByTestId("booking-pickup")).toHaveText(told);
    await expect(page.getByTestId("booking-total")).toHaveText(/= MUR 7,500$/);
    const ref = await reference(page);
    expect(getBooking(ref)).toMatchObject({ pickupAddress: ADDRESS, pickupPlace: null, pickupTime: null });
    const [mail] = await emailsTo(v.email);
    expect(mail.text).toContain(`Pickup: ${told}`);

    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto(`/update/booking/${ref}`);
    await expect(page.getByText(told)).toBeVisible();
  });

  test("another address left empty is refused at the top of the form, with a link to the field, nothing typed lost", async ({
    page,
    javaScriptEnabled,
  }) => {
    const v = await fillParty(page, "Another address");
    await send(page, javaScriptEnabled);
    const message = "Please enter the address where we pick you up";
    const summary = page.locator('[id="booking-form-alert"]');
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await summary.getByRole("link", { name: message }).click();
    const address = page.getByLabel("Address", { exact: true });
    await expect(address).toBeInViewport();
    if (javaScriptEnabled) await expect(address).toBeFocused();
    await expect(fieldError(page, message)).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    // What was typed stays, the choice too.
    await expect(page.getByLabel("First name")).toHaveValue(v.name);
    await expect(page.getByLabel("Date")).toHaveValue(DATE);
    await expect(page.getByLabel("Pickup", { exact: true })).toHaveValue("address");
    await expect(page.getByLabel("Message (optional)")).toHaveValue(v.message);
  });
});
