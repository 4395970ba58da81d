import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { formatDepartureDate } from "~/utils/time";
import { createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { mauritiusDate } from "./support";

// The booking page's calendar of departures (with JavaScript) and the seats that follow other people's
// bookings on /book and /info while they are open. A package of this spec's own per project, retired at the end.

// beforeAll and afterAll make and retire the package: one worker runs this file in order.
test.describe.configure({ mode: "default" });

/** "Saturday 5 December 2026": the start of a calendar day's accessible name. */
function longDate(iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  for (const { type, value } of format.formatToParts(Date.UTC(y, m - 1, d))) p[type] = value;
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** A day of the calendar, the calendar turned to its month first. */
async function calendarDay(page: Page, iso: string) {
  const calendar = page.getByTestId("departure-calendar");
  // It comes after the page runs: wait for its first month.
  await expect(calendar.getByRole("grid")).toBeVisible();
  const day = calendar.getByRole("button", { name: new RegExp(`^${longDate(iso)}, `) });
  // The month shown is before the day's, or after it.
  const caption = await calendar.getByRole("grid").getAttribute("aria-label");
  const later = new Date(`1 ${caption}`).getTime() < Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, 1);
  const turn = calendar.getByRole("button", { name: later ? "Go to the Next Month" : "Go to the Previous Month" });
  for (let i = 0; i < 4 && !(await day.isVisible()); i++) await turn.click();
  return day;
}

test.describe("departures and live seats", () => {
  let pkg: { id: string; title: string };
  let dates: { open: string; soldOut: string };

  test.beforeAll(() => {
    const project = test.info().project.name;
    const title = `Live seats day (${project})`;
    pkg = { id: createTestPackage(title), title };
    dates = { open: mauritiusDate(6), soldOut: mauritiusDate(9) };
    schedulePackage(pkg.id, {
      prices: { priceAdult: 2000 },
      departures: [
        { date: dates.open, startTime: "09:00", seats: 8 },
        { date: dates.soldOut, startTime: "09:00", seats: 2 },
      ],
    });
    insertBookingRecord({
      email: "full@example.mu",
      packageId: pkg.id,
      packageTitle: pkg.title,
      date: dates.soldOut,
      adults: 2,
    });
  });

  test.afterAll(() => retirePackage(pkg.id));

  test("the calendar marks the departure days with their seats; choosing one fills the Date field in @js-only", async ({
    page,
  }) => {
    await page.goto(`/book/${pkg.id}`);
    const open = await calendarDay(page, dates.open);
    await expect(open).toHaveAccessibleName(`${longDate(dates.open)}, 8 seats left`);
    await expect(open).toBeEnabled();
    await open.click();
    await expect(page.getByLabel("Date")).toHaveValue(dates.open);
    await expect(page.getByTestId("departure-calendar")).toContainText(
      `${formatDepartureDate(dates.open)}: 8 seats left`,
    );
    // The live total follows the party as before.
    await page.getByLabel("Adults").selectOption("2");
    await expect(page.getByTestId("live-total")).toHaveText("2 adults × MUR 2,000 = MUR 4,000");

    const soldOut = await calendarDay(page, dates.soldOut);
    await expect(soldOut).toHaveAccessibleName(`${longDate(dates.soldOut)}, Sold out`);
    await expect(soldOut).toBeDisabled();
    // A day without a departure cannot be chosen either.
    const none = await calendarDay(page, mauritiusDate(7));
    await expect(none).toHaveAccessibleName(`${longDate(mauritiusDate(7))}, no departure`);
    await expect(none).toBeDisabled();
  });

  test("the calendar is reached and used with the keyboard, and passes axe @js-only", async ({ page }) => {
    await page.goto(`/book/${pkg.id}`);
    const open = await calendarDay(page, dates.open);
    // From the Date field, Tab goes through the month's buttons to the one day that can be chosen.
    await page.getByLabel("Date").focus();
    for (let i = 0; i < 6 && !(await open.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Date")).toHaveValue(dates.open);
    const results = await new AxeBuilder({ page }).include("[data-testid=departure-calendar]").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  });

  test("someone else's booking changes the seats on /book and /info without a reload @js-only", async ({
    page,
    browser,
  }) => {
    await page.goto(`/book/${pkg.id}`);
    await expect(page.locator("html[data-live=connected]")).toHaveCount(1);
    await page.getByLabel("First name").fill("Still here");
    const formKey = await page.locator("input[name=formKey]").inputValue();
    const info = await page.context().newPage();
    await info.goto(`/info/${pkg.id}`);
    await expect(info.locator("html[data-live=connected]")).toHaveCount(1);
    const facts = info.getByRole("region", { name: "Facts" });
    await expect(facts.getByText(`${formatDepartureDate(dates.open)}, 09:00: 8 seats left`)).toBeVisible();
    await expect(
      page.getByRole("button", { name: `${formatDepartureDate(dates.open)}, 09:00: 8 seats left` }),
    ).toBeVisible();

    // Someone else, in another browser, books 3 seats.
    const other = await browser.newContext({ javaScriptEnabled: true });
    const otherPage = await other.newPage();
    await otherPage.goto(`/book/${pkg.id}?date=${dates.open}`);
    await fillBooking(otherPage, { date: dates.open, adults: "3", children: "0" });
    await send(otherPage, true);
    await expect(otherPage.getByText("Your booking request has been successfully sent")).toBeVisible();
    await other.close();

    await expect(
      page.getByRole("button", { name: `${formatDepartureDate(dates.open)}, 09:00: 5 seats left` }),
    ).toBeVisible();
    await expect(await calendarDay(page, dates.open)).toHaveAccessibleName(`${longDate(dates.open)}, 5 seats left`);
    await expect(facts.getByText(`${formatDepartureDate(dates.open)}, 09:00: 5 seats left`)).toBeVisible();
    // Not reloaded: what was typed and the form's key are still there.
    await expect(page.getByLabel("First name")).toHaveValue("Still here");
    await expect(page.locator("input[name=formKey]")).toHaveValue(formKey);
  });

  test("without JavaScript there is no calendar; the departures are buttons that fill the date in", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the calendar is there with JavaScript");
    await page.goto(`/book/${pkg.id}`);
    await expect(page.getByTestId("departure-calendar")).toHaveCount(0);
    await expect(page.locator(".rdp-root, [role=grid]")).toHaveCount(0);
    await page.getByRole("button", { name: `${formatDepartureDate(dates.open)}, 09:00: 8 seats left` }).click();
    await expect(page.getByLabel("Date")).toHaveValue(dates.open);
  });

  test("/resources/departures/{id} answers the seats, never cached; 404 for a package that is not on sale @js-only", async ({
    request,
  }) => {
    const res = await request.get(`/resources/departures/${pkg.id}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    const body = (await res.json()) as { seats: [string, string, number, string][] };
    expect(body.seats).toContainEqual([dates.soldOut, "09:00", 0, "sold-out"]);
    expect(body.seats.find((s) => s[0] === dates.open)?.[3]).toBe("open");
    expect((await request.get("/resources/departures/no-such-package")).status()).toBe(404);
    expect((await request.get("/resources/departures/..%2F..%2Fapp.db")).status()).toBe(404);
  });
});
