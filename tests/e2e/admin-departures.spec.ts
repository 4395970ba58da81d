import { axeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { getPackage } from "~/models/package.server";
import { listDepartureExceptions } from "~/models/schedule.server";
import { addDays, formatDate } from "~/utils/time";
import { addOneOffDeparture, createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { createAccount, fieldError, logIn, mauritiusDate, uniqueEmail } from "./support";

// The staff's departures view, on a package of this spec's own per project: a daily 09:00 departure of 12 seats,
// taken off the site at the end.
let PACKAGE = "";

// One worker runs this file in order: its tests share the package its beforeAll makes.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  PACKAGE = createTestPackage(`Grand Port Heritage Walk (${test.info().project.name})`, {
    rules: [dailyRule(["09:00"], 12)],
  });
});
test.afterAll(() => retirePackage(PACKAGE));

// Each project its own dates, so the two never share a departure.
const day = (javaScriptEnabled: boolean, offset: number) => mauritiusDate((javaScriptEnabled ? 20 : 30) + offset);

async function openMonth(page: Page, date: string) {
  await page.goto(`/admin/departures/${PACKAGE}?month=${date.slice(0, 7)}`);
  return page.getByRole("row").filter({ hasText: formatDate(date) });
}

test.describe("the departures of a package, for staff", () => {
  test.beforeEach(async ({ page, javaScriptEnabled }) => {
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
  });

  test("an admin closing a date makes it unavailable at once on /book; reopening gives it back", async ({
    page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 0);
    const row = await openMonth(page, date);
    await expect(row).toContainText("0 of 12");
    await row.getByLabel("Note (optional)").fill("cyclone warning");
    await row.getByRole("button", { name: /Close this date/ }).click();
    await expect(page.getByText(`${formatDate(date)} is closed`)).toBeVisible();
    await expect(row).toContainText("Closed: cyclone warning");

    await page.goto(`/book/${PACKAGE}`);
    const typed = await fillBooking(page, { date, email: uniqueEmail("closed") });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, `There is no departure on ${formatDate(date)}: cyclone warning.`)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(typed.email);

    await openMonth(page, date);
    await row.getByRole("button", { name: /Reopen/ }).click();
    await expect(page.getByText(`${formatDate(date)} is open again`)).toBeVisible();
    await expect(row).not.toContainText("Closed");
  });

  test("lowering seats below what is booked is refused on the field, keeping what was typed; above it, it is saved", async ({
    page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 1);
    const pkg = getPackage(PACKAGE)!;
    const booking = insertBookingRecord({
      email: uniqueEmail("seats"),
      packageId: PACKAGE,
      packageTitle: pkg.title,
      date,
      adults: 2,
      children: 1,
      infants: 1,
    });
    const row = await openMonth(page, date);
    await expect(row).toContainText("3 of 12");
    await expect(row.getByRole("link", { name: booking.reference })).toBeVisible();

    const seats = row.getByLabel("Seats");
    await seats.fill("2");
    await row.getByRole("button", { name: /Change seats/ }).click();
    await expect(
      fieldError(row, `3 seats are already booked on ${formatDate(date)}: the departure cannot have fewer.`),
    ).toBeVisible();
    await expect(seats).toHaveValue("2");
    await expect(seats).toHaveAttribute("aria-invalid", "true");

    await seats.fill("3");
    await row.getByRole("button", { name: /Change seats/ }).click();
    await expect(page.getByText(`Seats changed on ${formatDate(date)}`)).toBeVisible();
    await expect(row).toContainText("3 of 3");
    await expect(row).toContainText("Sold out");

    if (!javaScriptEnabled) return;
    // With a refusal on screen and a booking listed, at 360 px: axe finds nothing.
    await page.setViewportSize({ width: 360, height: 800 });
    await seats.fill("1");
    await row.getByRole("button", { name: /Change seats/ }).click();
    await expect(seats).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an admin adds a one-off departure", async ({ page, javaScriptEnabled }) => {
    const date = day(javaScriptEnabled, 2);
    await openMonth(page, date);
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Start time").fill("15:30");
    await page.getByLabel("Seats", { exact: true }).last().fill("6");
    await page.getByRole("button", { name: "Add departure" }).click();
    await expect(page.getByText(`Departure added on ${formatDate(date)} at 15:30`)).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: formatDate(date) });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "15:30" })).toContainText("0 of 6");
  });

  test("on a day with two starts, one start is closed and reopened on its own", async ({ page, javaScriptEnabled }) => {
    const date = day(javaScriptEnabled, 3);
    addOneOffDeparture(PACKAGE, date, "15:30", 6);
    const rows = await openMonth(page, date);
    await expect(rows).toHaveCount(2);
    const late = rows.filter({ hasText: "15:30" });
    const early = rows.filter({ hasText: "09:00" });
    await late.getByLabel("Note (optional)").fill("skipper ill");
    await late.getByRole("button", { name: /Close this start/ }).click();
    await expect(page.getByText(`${formatDate(date)} at 15:30 is closed`)).toBeVisible();
    await expect(late).toContainText("Closed: skipper ill");
    await expect(early).not.toContainText("Closed");
    await expect(early.getByRole("button", { name: /Close this start/ })).toBeVisible();

    await late.getByRole("button", { name: /Reopen/ }).click();
    await expect(page.getByText(`${formatDate(date)} at 15:30 is open again`)).toBeVisible();
    await expect(late).not.toContainText("Closed");
    await expect(late).toContainText("0 of 6");
  });

  test("a one-off departure is removed; one with seats booked is refused with the message", async ({
    page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 4);
    addOneOffDeparture(PACKAGE, date, "15:30", 6);
    addOneOffDeparture(PACKAGE, date, "17:00", 4);
    const pkg = getPackage(PACKAGE)!;
    insertBookingRecord({
      email: uniqueEmail("one-off"),
      packageId: PACKAGE,
      packageTitle: pkg.title,
      date,
      startTime: "15:30",
      adults: 2,
    });
    const rows = await openMonth(page, date);
    await expect(rows).toHaveCount(3);
    // The rule's own departure has nothing to remove.
    await expect(
      rows.filter({ hasText: "09:00" }).getByRole("button", { name: /Remove one-off departure/ }),
    ).toHaveCount(0);

    const booked = rows.filter({ hasText: "15:30" });
    await booked.getByRole("button", { name: /Remove one-off departure/ }).click();
    await expect(
      fieldError(booked, `2 seats are already booked on ${formatDate(date)}: the departure cannot be removed.`),
    ).toBeVisible();
    await expect(booked).toContainText("2 of 6");

    await rows
      .filter({ hasText: "17:00" })
      .getByRole("button", { name: /Remove one-off departure/ })
      .click();
    await expect(page.getByText(`The one-off departure on ${formatDate(date)} at 17:00 is removed`)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "17:00" })).toHaveCount(0);
  });
  test("past days are read-only: no Close or Change-seats controls; a change posted for one is refused and nothing is written", async ({
    page,
    javaScriptEnabled,
  }) => {
    const today = mauritiusDate(0);
    const yesterday = mauritiusDate(-1);
    const thisMonth = today.slice(0, 7);
    // Every day of the month before this one is past, whatever day today is (on the 1st, this month has no past day).
    const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
    await page.goto(`/admin/departures/${PACKAGE}?month=${lastMonth}`);
    const days = page.getByRole("table", { name: /^Departures in / });
    await expect(
      days
        .getByRole("row")
        .filter({ hasText: formatDate(yesterday.slice(0, 7) === lastMonth ? yesterday : `${lastMonth}-01`) }),
    ).toContainText("Past");
    await expect(days.getByRole("row")).not.toHaveCount(1);
    await expect(days.getByRole("button")).toHaveCount(0);
    await expect(days.getByRole("spinbutton")).toHaveCount(0);
    await expect(days.getByRole("textbox")).toHaveCount(0);
    // Past rows are greyed: still readable (axe's contrast rule among the others).
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/admin/departures/${PACKAGE}?month=${thisMonth}`);
    const row = (date: string) => page.getByRole("row").filter({ hasText: formatDate(date) });
    // Today (in Mauritius) still has its controls: its departures may not have left yet.
    await expect(row(today).getByRole("button", { name: /Close this date/ })).toBeVisible();
    await expect(row(today).getByRole("button", { name: /Change seats/ })).toBeVisible();
    if (yesterday.startsWith(thisMonth)) {
      await expect(row(yesterday)).toContainText("Past");
      await expect(row(yesterday).getByRole("button")).toHaveCount(0);
    }

    // A form sent for a day that is past (a page left open overnight, or a post made by hand): refused, said at the top of the page.
    const seatsForm = row(today)
      .locator("form")
      .filter({ has: page.getByRole("button", { name: /Change seats/ }) });
    await seatsForm.getByLabel("Seats").fill("3");
    // The date changed and the form sent in one step: a re-render of the row in between (a live update of the seats)
    // would put today's date back.
    await seatsForm.evaluate((form: HTMLFormElement, date) => {
      form.querySelector<HTMLInputElement>('input[name="date"]')!.value = date;
      form.requestSubmit([...form.querySelectorAll("button")].find((b) => /Change seats/.test(b.textContent ?? "")));
    }, yesterday);
    const alert = page.getByRole("group", { name: "There is a problem" });
    await expect(alert).toContainText(`${formatDate(yesterday)} is past: its departures can no longer be changed.`);
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    expect(listDepartureExceptions(PACKAGE, yesterday, yesterday)).toEqual([]);
  });
});

test("the package form edits the facts: a duration out of range is refused keeping what was typed; saved ones come back", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
  await page.goto(`/edit/${PACKAGE}`);
  await page.getByLabel("Meeting point").fill("Mahébourg waterfront");
  await page.getByLabel("Duration (minutes)").fill("5");
  await page.getByLabel("Adult price (MUR)").fill("3500");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(fieldError(page, "Please enter a duration between 15 and 1440 minutes")).toBeVisible();
  await expect(page.getByLabel("Adult price (MUR)")).toHaveValue("3500");
  await expect(page.getByLabel("Meeting point")).toHaveValue("Mahébourg waterfront");

  await page.getByLabel("Duration (minutes)").fill("480");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).not.toHaveURL(/\/edit\//);
  await page.goto(`/edit/${PACKAGE}`);
  await expect(page.getByLabel("Duration (minutes)")).toHaveValue("480");
  await expect(page.getByLabel("Adult price (MUR)")).toHaveValue("3500");
  await expect(page.getByLabel("Meeting point")).toHaveValue("Mahébourg waterfront");

  // Back as the seed left it (no facts), for the other specs.
  for (const label of ["Meeting point", "Duration (minutes)", "Adult price (MUR)"])
    await page.getByLabel(label).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).not.toHaveURL(/\/edit\//);
});
