import { expect, test } from "./fixtures";
import { retirePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { deleteProjectPlaces, offerPlaces } from "./pickup-places";
import { dailyPackage, expectValues, openSiteDb } from "./support";

// Deciding on /book with everything in view (issue 31): the form starts with the departure and comes first on a
// phone; the cancellation policy beside the prices and the total; the answer-time promise by the send button; the
// total before sending (live with JavaScript, 'Show total' without); the pickup time in the pickup choice. A package
// and places of its own per project, taken off the site at the end.
let PACKAGE = "";
let HOTEL = "";

// beforeAll and afterAll change the package's pickups: one worker runs this file in order.
test.describe.configure({ mode: "default" });

const POLICY_AFTER =
  "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.";

/** Whether the booking made with this address asked for messages on the phone. */
function phoneRemindersOf(email: string): number {
  const db = openSiteDb();
  const row = db.prepare("select phone_reminders as on_phone from bookings where email = ?").get(email) as {
    on_phone: number;
  };
  db.close();
  return row.on_phone;
}

/** How many bookings were made with this address. */
function bookingsBy(email: string): number {
  const db = openSiteDb();
  const { n } = db.prepare("select count(*) as n from bookings where email = ?").get(email) as { n: number };
  db.close();
  return n;
}

test.beforeAll(() => {
  const project = test.info().project.name;
  HOTEL = `Test Hotel Turtle Bay (${project})`;
  PACKAGE = dailyPackage(`Blue Bay Glass-Bottom Morning (${project})`, ["09:30"], 30, {
    priceAdult: 3000,
    priceChild: 1500,
  });
  offerPlaces(PACKAGE, [{ zone: "North", name: HOTEL, minutesBefore: 90 }]);
});

test.afterAll(() => {
  retirePackage(PACKAGE);
  deleteProjectPlaces(test.info().project.name);
});

test("the cancellation policy beside the prices and the total, the answer-time promise by the send button", async ({
  page,
}) => {
  await page.goto(`/book/${PACKAGE}`);
  const free = "Free cancellation up to 24 hours before the departure.";
  await expect(page.getByRole("complementary").getByText(free)).toBeVisible();
  await expect(page.getByTestId("booking-summary").getByText(free)).toBeVisible();
  await expect(page.getByText(POLICY_AFTER)).toHaveCount(2);
  const send = page.getByRole("button", { name: "Send booking request" });
  const promise = page.getByText("We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time");
  await expect(promise).toBeVisible();
  await expect(
    page.getByText("Nothing is paid now: we confirm availability and the price by e-mail first."),
  ).toBeVisible();
  // Right under the button.
  const [button, under] = [await send.boundingBox(), await promise.boundingBox()];
  expect(under!.y).toBeGreaterThan(button!.y);
  expect(under!.y - (button!.y + button!.height)).toBeLessThan(40);
});

test("'Show total' answers the form as typed with the total, the pickup time and the departure's policy, saving nothing @html-only", async ({
  page,
}) => {
  await page.goto(`/book/${PACKAGE}`);
  // Before anything is chosen, no total.
  await expect(page.getByTestId("shown-total")).toHaveCount(0);
  const date = (await page.locator('button[name="departure"]').first().getAttribute("value"))!.slice(0, 10);
  const typed = await fillBooking(page, { date, adults: "2", children: "1", message: "A honeymoon: any quiet spot?" });
  await page.getByLabel("Pickup", { exact: true }).selectOption({ label: HOTEL });
  await page.getByLabel(/I accept the terms and agreement/).check();
  await page.getByRole("button", { name: "Show total" }).click();

  const summary = page.getByTestId("booking-summary");
  await expect(summary.getByText("Total", { exact: true })).toBeVisible();
  await expect(page.getByTestId("shown-total")).toHaveText("2 adults × MUR 3,000 + 1 child × MUR 1,500 = MUR 7,500");
  await expect(page.getByTestId("shown-pickup")).toHaveText(`${HOTEL} (North) at 08:00, Mauritius time`);
  await expect(
    summary.getByText(/^Free cancellation until .+, 09:30 Mauritius time \(24 hours before the departure\)\.$/),
  ).toBeVisible();
  // The answer opens at the total.
  await expect(page.getByRole("button", { name: "Show total" })).toBeFocused();
  await expectValues(page, [
    ["First name", typed.name],
    ["Last name", typed.surname],
    ["Email", typed.email],
    ["Phone", typed.phone],
    ["Date", date],
    ["Adults", "2"],
    [/^Children/, "1"],
    [/^Infants/, "0"],
    ["Message (optional)", typed.message],
  ]);
  const pickup = page.getByLabel("Pickup", { exact: true });
  await expect(pickup.locator("option:checked")).toHaveText(`${HOTEL} · 08:00`);
  await expect(page.getByLabel(/I accept the terms and agreement/)).toBeChecked();
  // Not sent: no message, nothing saved, the same address.
  await expect(page.getByText("There is a problem")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/book/${PACKAGE}$`));
  expect(bookingsBy(typed.email)).toBe(0);
});

test("the live total sits just above the send button, under the message @js-only", async ({ page }) => {
  await page.goto(`/book/${PACKAGE}`);
  await fillBooking(page, { adults: "2", children: "1" });
  const total = page.getByTestId("live-total");
  await expect(total).toHaveText("2 adults × MUR 3,000 + 1 child × MUR 1,500 = MUR 7,500");
  // With JavaScript the total is live: no button to ask for it.
  await expect(page.getByRole("button", { name: "Show total" })).toHaveCount(0);
  const [message, shown, send] = await Promise.all([
    page.getByLabel("Message (optional)").boundingBox(),
    total.boundingBox(),
    page.getByRole("button", { name: "Send booking request" }).boundingBox(),
  ]);
  expect(shown!.y).toBeGreaterThan(message!.y + message!.height);
  expect(shown!.y).toBeLessThan(send!.y);
});

test("choosing a departure gives each pickup place its time and the policy its cut-off, keeping what was typed", async ({
  page,
}) => {
  await page.goto(`/book/${PACKAGE}`);
  const pickup = page.getByLabel("Pickup", { exact: true });
  // No departure yet: no time.
  await expect(pickup.locator("option", { hasText: HOTEL })).toHaveText(HOTEL);
  await page.getByLabel("First name").fill("Anjali");
  await page.getByLabel("Email").fill("anjali@example.mu");
  await page
    .getByRole("button", { name: /, 09:30: 30 seats left$/ })
    .first()
    .click();
  await expect(pickup.locator("option", { hasText: HOTEL })).toHaveText(`${HOTEL} · 08:00`);
  // The policy beside the total names the chosen departure's cut-off: live with JavaScript, the server's answer without.
  await expect(
    page
      .getByTestId("booking-summary")
      .getByText(/^Free cancellation until .+, 09:30 Mauritius time \(24 hours before the departure\)\.$/),
  ).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Anjali");
  await expect(page.getByLabel("Email")).toHaveValue("anjali@example.mu");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the form's first field, the date, is within the first screen @mobile", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    const first = page.locator("#booking-form").locator("input:not([type=hidden]), select, textarea").first();
    await expect(first).toHaveAttribute("type", "date");
    await expect(first).toHaveAccessibleName("Date");
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(450);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    // The package's summary comes after the form.
    const form = (await page.locator("#booking-form").boundingBox())!;
    const prices = (await page.getByRole("table", { name: "Prices per person" }).boundingBox())!;
    expect(prices.y).toBeGreaterThan(form.y + form.height);
  });
});

test("'Send me reminders on WhatsApp' starts unticked, and a booking sent with it ticked remembers it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/book/${PACKAGE}`);
  const date = (await page.locator('button[name="departure"]').first().getAttribute("value"))!.slice(0, 10);
  const box = page.getByLabel("Send me reminders on WhatsApp");
  await expect(box).not.toBeChecked();
  const typed = await fillBooking(page, { date });
  await box.check();
  await send(page, javaScriptEnabled);
  await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
  expect(phoneRemindersOf(typed.email)).toBe(1);
});
