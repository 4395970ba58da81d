import { expect, test } from "@playwright/test";
import { createTestPackage, retirePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { emailsTo, fieldError, mauritiusDate } from "./support";

// A package that leaves twice a day: the booking form asks for the start time, refuses a booking without one
// (keeping what was typed), and the booking keeps the start chosen. A package of its own per project.
let PACKAGE = "";

test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  const twice = { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["09:00", "13:30"], seats: 20, validFrom: null, validTo: null };
  PACKAGE = createTestPackage(`Blue Bay Sunset Sail (${test.info().project.name})`, { prices: { priceAdult: 2900, priceChild: 1600 }, rules: [twice] });
});
test.afterAll(() => retirePackage(PACKAGE));

test("a package with two starts a day asks for the start time, and the booking keeps the one chosen", async ({ page, javaScriptEnabled }) => {
  // Among the next departures the page lists (the first days from today plus 2).
  const date = mauritiusDate(javaScriptEnabled ? 3 : 4);
  await page.goto(`/book/${PACKAGE}`);
  const start = page.getByLabel("Start time");
  await expect(start.locator("option")).toHaveText(["Choose a start time", "09:00", "13:30"]);
  await expect(page.getByText(/, 13:30: 20 seats left/).first()).toBeVisible();

  const typed = await fillBooking(page, { date, adults: "2", children: "1" });
  await send(page, javaScriptEnabled);
  await expect(fieldError(page, "Please choose a start time")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(typed.email);
  await expect(page.getByLabel("Date")).toHaveValue(date);

  await page.getByLabel("Start time").selectOption("13:30");
  await send(page, javaScriptEnabled);
  await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();
  await expect(page.getByText(/, 13:30, Mauritius time \(UTC\+4\)$/)).toBeVisible();
  await expect(page.getByTestId("booking-total")).toHaveText("2 adults × MUR 2,900 + 1 child × MUR 1,600 = MUR 7,400");
  const [mail] = await emailsTo(typed.email);
  expect(mail.text).toContain("13:30, Mauritius time (UTC+4)");

  // The seats of that start only are taken.
  await page.goto(`/book/${PACKAGE}`);
  await expect(page.locator(`a[href="/book/${PACKAGE}?date=${date}"]`)).toHaveText([/, 09:00: 20 seats left$/, /, 13:30: 17 seats left$/]);
});
