import { expect, test } from "./fixtures";
import { fillBooking, send } from "./booking-form";
import { detailCell } from "./bookings-db";
import { createAccount, emailsTo, fieldError, logIn, mauritiusDate, ownDailyPackage } from "./support";

// A package that leaves twice a day: the booking form asks for the start time, refuses a booking without one
// (keeping what was typed), and the booking keeps the start chosen. A package of its own per project.
test.describe.configure({ mode: "default" });

const pkg = ownDailyPackage("Blue Bay Sunset Sail", ["09:00", "13:30"], 20, { priceAdult: 2900, priceChild: 1600 });

test("a package with two starts a day asks for the start time; the booking keeps it; a cancellation gives the seats back", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  // Among the next departures the page lists (the first days from today plus 2).
  const date = mauritiusDate(javaScriptEnabled ? 3 : 4);
  // A client's booking, so that the client's page and the cancellation can be seen too.
  await logIn(page, await createAccount(), javaScriptEnabled);
  await page.goto(`/book/${pkg.id}`);
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

  const reference = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  const departure = new RegExp(`^\\w{3} \\d{1,2} \\w{3} \\d{4}, 13:30, Mauritius time \\(UTC\\+4\\)$`);
  const total = "2 adults × MUR 2,900 + 1 child × MUR 1,600 = MUR 7,400";

  // The seats of that start only are taken.
  const departures = page.locator(`button[name="departure"][value^="${date}T"]`);
  await page.goto(`/book/${pkg.id}`);
  await expect(departures).toHaveText([/, 09:00: 20 seats left$/, /, 13:30: 17 seats left$/]);

  // The staff's page of the booking shows the departure and the total.
  const staff = await browser.newPage({ javaScriptEnabled });
  await logIn(staff, await createAccount({ role: "admin" }), javaScriptEnabled);
  await staff.goto(`/update/booking/${reference}`);
  await expect(detailCell(staff, "Departure")).toHaveText(departure);
  await expect(detailCell(staff, "Total")).toHaveText(total);
  await staff.close();

  // The client's page too; cancelling gives the three seats back at once.
  await page.goto(`/user/booking/${reference}`);
  await expect(detailCell(page, "Departure")).toHaveText(departure);
  // The rupees alone: the guest's page adds about how many euros beside them (EUR_RATE).
  await expect(detailCell(page, "Total").getByTestId("booking-total")).toHaveText(total);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(detailCell(page, "Status")).toHaveText("Cancelled");
  await page.goto(`/book/${pkg.id}`);
  await expect(departures).toHaveText([/, 09:00: 20 seats left$/, /, 13:30: 20 seats left$/]);
});
