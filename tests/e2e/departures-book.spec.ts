import { expect, test } from "./fixtures";
import { formatDate } from "~/utils/time";
import { createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { emailsTo, fieldError, mauritiusDate } from "./support";

// The booking page of a package with departures and prices: the price table, the next departures (links that
// fill the date in) and the seat check's refusal keeping what was typed. A package of its own per project, taken
// off the site at the end.
let PACKAGE = "";
let TITLE = "";

// beforeAll and afterAll change the package's schedule: one worker runs this file in order, so no worker's
// afterAll takes the departures away while another's tests still book them.
test.describe.configure({ mode: "default" });

test.describe("booking a departure", () => {
  let dates: { open: string; few: string };

  test.beforeAll(() => {
    const testInfo = test.info();
    // Far enough ahead for any cut-off, and a different pair of dates for each project.
    const base = 60 + testInfo.project.name.length;
    dates = { open: mauritiusDate(base), few: mauritiusDate(base + 7) };
    TITLE = `Tamarin Bay Dolphin Morning (${testInfo.project.name})`;
    PACKAGE = createTestPackage(TITLE);
    schedulePackage(PACKAGE, {
      prices: { priceAdult: 3500, priceChild: 1750 },
      departures: [
        { date: dates.open, startTime: "08:30", seats: 12 },
        { date: dates.few, startTime: "08:30", seats: 4 },
      ],
    });
    // Two of the four seats of the second date taken.
    insertBookingRecord({ email: "seats@example.mu", packageId: PACKAGE, packageTitle: TITLE, date: dates.few, adults: 2 });
  });

  test.afterAll(() => retirePackage(PACKAGE));

  test("the price table and the infants' rule sit beside the form", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    const prices = page.getByRole("table", { name: "Prices per person" });
    await expect(prices.getByRole("row", { name: "Adult (12 and over) MUR 3,500" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Child (3 to 11) MUR 1,750" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Infant (0 to 2) Free" })).toBeVisible();
    await expect(page.getByText("Infants sit on a lap and take no seat.")).toBeVisible();
  });

  test("a departure's link fills the date in", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    await expect(page.getByText(/, 08:30: Sold out|, 08:30: 2 seats left/).first()).toBeVisible();
    await page.locator(`a[href="/book/${PACKAGE}?date=${dates.few}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${dates.few}$`));
    await expect(page.getByLabel("Date")).toHaveValue(dates.few);
  });

  test("more people than seats are refused with the message, keeping what was typed", async ({ page, javaScriptEnabled }) => {
    await page.goto(`/book/${PACKAGE}`);
    const typed = await fillBooking(page, { date: dates.few, adults: "2", children: "1" });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, `Only 2 seats left on ${formatDate(dates.few)}.`)).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(typed.name);
    await expect(page.getByLabel("Email")).toHaveValue(typed.email);
    await expect(page.getByLabel("Date")).toHaveValue(dates.few);
    await expect(page.getByLabel(/^Children/)).toHaveValue("1");
    await expect(page.getByLabel("Message (optional)")).toHaveValue(typed.message);
  });

  test("a date without a departure is refused and the next departures are offered", async ({ page, javaScriptEnabled }) => {
    await page.goto(`/book/${PACKAGE}`);
    const none = mauritiusDate(60 + test.info().project.name.length + 1);
    await fillBooking(page, { date: none, adults: "1", children: "0" });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, `There is no departure on ${formatDate(none)}.`)).toBeVisible();
    const form = page.locator("#booking-form");
    await expect(form.getByRole("link", { name: /08:30: (\d+ seats? left)/ }).first()).toHaveAttribute("href", new RegExp(`\\?date=\\d{4}-\\d{2}-\\d{2}$`));
  });

  test("the total shows under the form with JavaScript, on the confirmation and in the e-mail", async ({ page, javaScriptEnabled }) => {
    const total = "2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750";
    await page.goto(`/book/${PACKAGE}?date=${dates.open}`);
    const typed = await fillBooking(page, { date: dates.open, adults: "2", children: "1" });
    // A preview only with JavaScript; without it the server's total is on the confirmation.
    if (javaScriptEnabled) await expect(page.getByTestId("live-total")).toHaveText(total);
    else await expect(page.getByTestId("live-total")).toHaveCount(0);
    await send(page, javaScriptEnabled);
    await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
    await expect(page.getByTestId("booking-total")).toHaveText(total);
    await expect(page.getByText(/, 08:30, Mauritius time \(UTC\+4\)$/)).toBeVisible();
    const [mail] = await emailsTo(typed.email);
    expect(mail.text).toContain(total);
    expect(mail.text).toContain("08:30, Mauritius time (UTC+4)");
  });

  test("the package page has a facts box with the prices and the next departures, and 'Book now' after the details", async ({ page }) => {
    await page.goto(`/info/${PACKAGE}`);
    const facts = page.getByRole("region", { name: "Facts" });
    await expect(facts.getByText("Adult (12 and over): MUR 3,500")).toBeVisible();
    await expect(facts.getByText("Child (3 to 11): MUR 1,750")).toBeVisible();
    await expect(facts.getByText(/, 08:30: \d+ seats? left$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Book now" }).last()).toHaveAttribute("href", `/book/${PACKAGE}`);
  });

  test("the home card's header says the price from, and the next departure with its seats, the card closed", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("details").filter({ has: page.getByRole("heading", { name: TITLE }) });
    await expect(card).not.toHaveAttribute("open", "");
    const facts = card.locator("summary");
    await expect(facts.getByText("from MUR 3,500", { exact: true })).toBeVisible();
    await expect(facts.getByText(/^Next departure \(Mauritius time\): .+, 08:30, \d+ seats? left$/)).toBeVisible();
  });
});
