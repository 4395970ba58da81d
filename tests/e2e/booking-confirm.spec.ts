import { axeViolations } from "./axe";
import { expect, test, type Browser, type Page } from "./fixtures";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings, packages } from "~/db/schema";
import { packageAvailability } from "~/models/schedule.server";
import { bookingTotalText } from "~/utils/money";
import { formatDeparture } from "~/utils/time";
import { english } from "./translator";
import { addOneOffDeparture, createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "./app-db";
import { createAccount, mailWithSubject, logIn, mauritiusDate, uniqueEmail } from "./support";

// Confirm, Decline and Cancel on the admin booking page, and the guest told each time: the e-mail (read back from the
// fake Resend) and, for a client, the bell. A package of its own per project, with four departures.
let PACKAGE = "";
let TITLE = "";
let dates: string[] = [];
const BRING = ["Reef-safe sunscreen", "A towel and a change of clothes"];

// beforeAll and afterAll change the package's schedule: one worker runs this file in order.
test.describe.configure({ mode: "default" });

const bookingOf = (userId: string | null, email: string, date: string) =>
  insertBookingRecord({
    userId,
    email,
    packageId: PACKAGE,
    packageTitle: TITLE,
    date,
    startTime: "08:30",
    adults: 2,
    children: 1,
  });

/** The client's notifications, in a browser of their own. */
async function clientNotifications(
  browser: Browser,
  client: { email: string; password: string },
  javaScriptEnabled: boolean,
): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled });
  await logIn(page, client, javaScriptEnabled);
  await page.goto("/notifications");
  return page;
}

/** The booking's staff page, for a new admin logged in on the page. */
async function openAsStaff(page: Page, reference: string, javaScriptEnabled: boolean) {
  await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
  await page.goto(`/update/booking/${reference}`);
}

test.describe("confirm or decline a booking in one step", () => {
  test.beforeAll(() => {
    const base = 40 + test.info().project.name.length;
    dates = [0, 1, 2, 3].map((n) => mauritiusDate(base + n));
    TITLE = `Blue Bay Glass-Bottom Morning (${test.info().project.name})`;
    PACKAGE = createTestPackage(TITLE);
    schedulePackage(PACKAGE, {
      prices: { priceAdult: 2500, priceChild: 1200 },
      departures: dates.map((date) => ({ date, startTime: "08:30", seats: 10 })),
    });
    getDb().update(packages).set({ recommended: BRING }).where(eq(packages.id, PACKAGE)).run();
  });

  test.afterAll(() => retirePackage(PACKAGE));

  // Confirm and Decline: each on a new client's booking of the first date.
  test.describe("a client's booking", () => {
    let client: { id: string; email: string; password: string };
    let b: ReturnType<typeof bookingOf>;
    test.beforeEach(async () => {
      client = await createAccount();
      b = bookingOf(client.id, client.email, dates[0]);
    });

    test("Confirm: the guest's e-mail with the departure, party, total, meeting point and what to bring; the client's bell", async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      await openAsStaff(page, b.reference, javaScriptEnabled);
      await page.getByRole("button", { name: "Confirm", exact: true }).click();
      await expect(page.getByText("Booking confirmed and the guest told")).toBeVisible();
      await expect(page.getByRole("row", { name: /Status Confirmed/ })).toBeVisible();
      // Confirmed: only Decline is left to offer.
      await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Decline", exact: true })).toBeVisible();

      const mail = await mailWithSubject(client.email, `Booking confirmed ${b.reference}`);
      expect(mail.text).toContain(`Departure: ${formatDeparture(dates[0], "08:30", "Indian/Mauritius")}`);
      expect(mail.text).toContain("Party: 2 adults, 1 child, 0 infants");
      expect(mail.text).toContain(`Total: ${bookingTotalText(b, english())}`);
      expect(mail.text).toContain("Meeting point: Grand Baie waterfront");
      expect(mail.text).toContain(`What to bring:\n- ${BRING[0]}\n- ${BRING[1]}`);

      const bell = await clientNotifications(browser, client, javaScriptEnabled);
      await expect(bell.getByText(`Your booking ${b.reference} is confirmed`)).toBeVisible();
      await bell.close();

      await page.goto("/admin/updates");
      await expect(page.getByText(new RegExp(`Booking ${b.reference} .* confirmed by `))).toBeVisible();
    });

    test("Decline: an empty reason is refused at the top; then the reason and the next departures with seats, the bell, the seats back", async ({
      page,
      browser,
      javaScriptEnabled,
    }) => {
      const departure = page.locator(`button[name="departure"][value^="${dates[0]}T"]`);
      await page.goto(`/book/${PACKAGE}`);
      const seatsBefore = Number(/(\d+) seats? left$/.exec((await departure.textContent()) ?? "")?.[1]);
      await openAsStaff(page, b.reference, javaScriptEnabled);
      await page.getByRole("button", { name: "Decline", exact: true }).click();
      const alert = page.locator("#decline-form-alert");
      await expect(alert).toBeFocused();
      await expect(alert.getByRole("link", { name: "Please give a reason for declining" })).toBeVisible();
      await expect(page.getByRole("row", { name: /Status Pending/ })).toBeVisible();

      const reason = "The lagoon is closed to boats that morning for a regatta.";
      await page.getByLabel("Reason for declining").fill(reason);
      await page.getByRole("button", { name: "Decline", exact: true }).click();
      await expect(page.getByText("Booking declined and the guest told")).toBeVisible();
      await expect(page.getByRole("row", { name: /Status Declined/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Decline", exact: true })).toHaveCount(0);

      const mail = await mailWithSubject(client.email, `Booking declined ${b.reference}`);
      expect(mail.text).toContain(`> ${reason}`);
      // The next three departures, the declined one left out, each with its seats and a link that fills the date in.
      for (const date of dates.slice(1)) {
        expect(mail.text).toContain(`${formatDeparture(date, "08:30", "Indian/Mauritius")} — `);
        expect(mail.text).toMatch(new RegExp(` — \\d+ seats left: \\S+/book/${PACKAGE}\\?date=${date}\n`));
      }
      expect(mail.text).not.toContain(`?date=${dates[0]}`);

      const bell = await clientNotifications(browser, client, javaScriptEnabled);
      await expect(bell.getByText(`Your booking ${b.reference} was declined`)).toBeVisible();
      await bell.close();

      // The three seats are free at once.
      await page.goto(`/book/${PACKAGE}`);
      await expect(departure).toHaveText(new RegExp(`: ${seatsBefore + 3} seats left$`));
      await page.goto("/admin/updates");
      await expect(
        page.getByText(`Booking ${b.reference} (`).filter({ hasText: `declined by` }).filter({ hasText: reason }),
      ).toBeVisible();
    });
  });

  test("any other saved status e-mails a guest without an account; a cancelled booking offers neither button", async ({
    page,
    javaScriptEnabled,
  }) => {
    const b = bookingOf(null, uniqueEmail("no-account"), dates[1]);
    await openAsStaff(page, b.reference, javaScriptEnabled);
    await page.getByLabel("Status", { exact: true }).fill("Awaiting payment");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expect(page.getByText("Comments and status saved")).toBeVisible();
    const mail = await mailWithSubject(b.email, "Your booking has been updated to Awaiting payment");
    expect(mail.text).toContain(b.reference);

    const cancelled = insertBookingRecord({
      email: uniqueEmail("cancelled"),
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: dates[1],
      startTime: "08:30",
      later: { status: "Cancelled" },
    });
    await page.goto(`/update/booking/${cancelled.reference}`);
    await expect(page.getByRole("row", { name: /Status Cancelled/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Decline", exact: true })).toHaveCount(0);
  });

  test("a declined booking whose seats were resold: its status text is a label that takes no seat, and Confirm is refused with the seats left (issue 27)", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A departure of its own with 4 seats: the declined party of 3 gave them back, then 2 were booked.
    const date = mauritiusDate(60 + test.info().project.name.length);
    addOneOffDeparture(PACKAGE, date, "15:00", 4);
    const one = (adults: number, later?: { status: string }) =>
      insertBookingRecord({
        email: uniqueEmail("resold"),
        packageId: PACKAGE,
        packageTitle: TITLE,
        date,
        startTime: "15:00",
        adults,
        later,
      });
    const declined = one(3, { status: "Declined" });
    one(2);
    const stateOf = () =>
      getDb().select({ state: bookings.state }).from(bookings).where(eq(bookings.reference, declined.reference)).get();
    await openAsStaff(page, declined.reference, javaScriptEnabled);
    await expect(page.getByText("These buttons decide the booking (it is Declined now).")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).fill("Confirmed");
    await page.getByLabel("New comment (optional)").fill("Guest called back");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expect(
      page.getByText("Comments and status saved. The booking stays declined: a status is a label"),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Status Confirmed/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /State Declined/ })).toBeVisible();
    await expect(page.getByText("Guest called back")).toBeVisible();
    expect(stateOf()).toEqual({ state: "declined" });

    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    const alert = page.locator("#confirm-form-alert");
    await expect(alert).toBeFocused();
    await expect(alert).toContainText("has 2 seats left, and this party needs 3");
    await expect(page.getByRole("row", { name: /State Declined/ })).toBeVisible();
    expect(stateOf()).toEqual({ state: "declined" });
  });

  test("Cancel by staff asks for a reason, frees the seats and tells the guest; a cancelled booking offers no button and stays cancelled", async ({
    page,
    javaScriptEnabled,
  }) => {
    const b = bookingOf(null, uniqueEmail("staff-cancel"), dates[3]);
    const seatsLeft = () =>
      packageAvailability({ id: PACKAGE, cutoffHours: 24 }).departures.find((d) => d.date === dates[3])!.seatsLeft;
    const before = seatsLeft();
    await openAsStaff(page, b.reference, javaScriptEnabled);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(
      page.locator("#cancel-form-alert").getByRole("link", { name: "Please give a reason for cancelling" }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /State Pending/ })).toBeVisible();

    await page.getByLabel("Reason for cancelling").fill("The guest phoned: their flight was moved.");
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByText("Booking cancelled and the guest told")).toBeVisible();
    await expect(page.getByRole("row", { name: /State Cancelled/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Status Cancelled/ })).toBeVisible();
    for (const name of ["Confirm", "Decline", "Cancel booking"])
      await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
    const mail = await mailWithSubject(b.email, "Your booking has been updated to Cancelled");
    expect(mail.text).toContain(b.reference);
    expect(seatsLeft()).toBe(before + 3);

    // A status word saved afterwards is a label: the booking stays cancelled, its seats free.
    await page.goto(`/update/booking/${b.reference}`);
    await page.getByLabel("Status", { exact: true }).fill("Pending");
    await page.getByRole("button", { name: "Save status and comment" }).click();
    await expect(
      page.getByText("The booking stays cancelled: a status does not take a cancelled booking back"),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /State Cancelled/ })).toBeVisible();
    expect(seatsLeft()).toBe(before + 3);
    await page.goto("/admin/updates");
    await expect(
      page.getByText(new RegExp(`Booking ${b.reference} .* cancelled by .*: The guest phoned`)),
    ).toBeVisible();
  });

  test("the buttons and a refused Decline pass axe at 360 and 1280 px @js-only", async ({ page }) => {
    const b = bookingOf(null, uniqueEmail("axe"), dates[2]);
    await logIn(page, await createAccount({ role: "admin" }), true);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/update/booking/${b.reference}`);
      await page.getByRole("button", { name: "Decline", exact: true }).click();
      await expect(page.locator("#decline-form-alert")).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page
        .locator("section[aria-labelledby=status-heading]")
        .screenshot({ path: test.info().outputPath(`decline-${width}.png`) });
    }
  });
});
