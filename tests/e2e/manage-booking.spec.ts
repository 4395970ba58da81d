import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookingLinks, bookings } from "~/db/schema";
import { issueBookingLink } from "~/models/booking-link.server";
import { formatDeparture } from "~/utils/time";
import { insertBookingRecord, packageAndStrictTwin } from "./app-db";
import { adminUpdatesAbout } from "./bookings-db";
import { fillBooking, send } from "./booking-form";
import { ownPackages } from "./own-packages";
import { mailWithSubject, mauritiusDate, uniqueEmail } from "./support";

// The guest's private link (from the booking's e-mails): the booking shown, cancelled within the rule, nothing of any
// booking for a bad link, and the departure as a calendar file. Packages of its own per project.
test.describe.configure({ mode: "default" });

let PACKAGE = "";
let STRICT = ""; // confirmed bookings of this one are always inside its free-cancellation window
let TITLE = "";
let DATE = "";
const START = "09:30";
const ZONE = "Indian/Mauritius";
const LINK = /\/manage\/([A-Za-z0-9_-]{43})/;

const row = (page: Page, label: string) =>
  page.getByRole("row", { name: new RegExp(`^${label}\\b`) }).getByRole("cell");
const bookingState = (reference: string) =>
  getDb().select({ s: bookings.state }).from(bookings).where(eq(bookings.reference, reference)).get()?.s;
const confirmedBooking = (packageId: string, title: string) =>
  insertBookingRecord({
    email: uniqueEmail("manage"),
    packageId,
    packageTitle: title,
    date: DATE,
    startTime: START,
    later: { status: "Confirmed" },
  });

test.describe("manage a booking without an account", () => {
  ownPackages((project) => {
    DATE = mauritiusDate(30 + project.length);
    TITLE = `Manage-link Lagoon Morning (${project})`;
    ({ id: PACKAGE, strict: STRICT } = packageAndStrictTwin(TITLE, {
      prices: { priceAdult: 2000 },
      departures: [{ date: DATE, startTime: START, seats: 20 }],
    }));
    return [PACKAGE, STRICT];
  });

  test("the request e-mail's link shows the booking and cancels it after the confirmation step", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`/book/${PACKAGE}`);
    const v = await fillBooking(page, { date: DATE, children: "0" });
    await send(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/booking-confirmation\//);
    await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

    const mail = await mailWithSubject(v.email, `Booking Ref ${reference}`);
    expect(mail.text).toMatch(/Manage your booking: http:\/\/\S+\/manage\/[A-Za-z0-9_-]{43}/);
    const token = LINK.exec(mail.text)![1];
    expect(mail.html).toContain(`/manage/${token}`);

    const response = await page.goto(`/manage/${token}`);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(response!.headers()["referrer-policy"]).toBe("same-origin");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(row(page, "Booking reference")).toHaveText(reference);
    await expect(row(page, "Departure")).toHaveText(formatDeparture(DATE, START, ZONE));
    await expect(row(page, "Party")).toHaveText("2 adults");
    await expect(row(page, "Total")).toHaveText(/MUR 4,000/);
    await expect(row(page, "Pickup")).toHaveText(/Grand Baie waterfront/);
    await expect(row(page, "Status")).toHaveText("Pending");
    await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cancel this booking?" })).toBeVisible();
    expect(bookingState(reference)).toBe("pending");
    await page.getByRole("link", { name: "No, keep my booking" }).click();
    await expect(row(page, "Status")).toHaveText("Pending");

    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(page.getByText(`Your booking ${reference} has been cancelled.`)).toBeVisible();
    await expect(row(page, "Status")).toHaveText("Cancelled");
    expect(bookingState(reference)).toBe("cancelled");
    // The day is off: no "Add to calendar" any more, and a calendar that asks again is told it is cancelled (issue 27).
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);
    expect(await (await page.request.get(`/calendar/${reference}.ics`)).text()).toContain("STATUS:CANCELLED");
    expect(adminUpdatesAbout(reference)).toHaveLength(1);
    const cancelled = await mailWithSubject(v.email, "Booking Cancelled");
    expect(cancelled.text).toMatch(LINK);
  });

  test("a confirmed booking: Cancel before the free-cancellation cut-off; after it none, the page says until when, and a POST changes nothing @html-only", async ({
    page,
  }) => {
    const open = confirmedBooking(PACKAGE, TITLE);
    await page.goto(`/manage/${issueBookingLink(getDb(), open)}`);
    await expect(row(page, "Status")).toHaveText("Confirmed");
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeVisible();
    await expect(page.getByText(/can be cancelled free of charge until/)).toBeVisible();

    const late = confirmedBooking(STRICT, `${TITLE} strict`);
    const token = issueBookingLink(getDb(), late);
    await page.goto(`/manage/${token}`);
    await expect(row(page, "Status")).toHaveText("Confirmed");
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
    await expect(page.getByText(/This booking could be cancelled until .*please contact us/i)).toBeVisible();
    await page.goto(`/manage/${token}?cancel=1`);
    await expect(page.getByRole("button", { name: "Yes, cancel this booking" })).toHaveCount(0);

    const post = await page.request.post(`/manage/${token}`, { form: { intent: "cancel" }, maxRedirects: 0 });
    expect([302, 303]).toContain(post.status());
    expect(bookingState(late.reference)).toBe("confirmed");
    expect(adminUpdatesAbout(late.reference)).toEqual([]);
  });

  test("another booking's link, a changed token and an expired one show nothing of any booking @html-only", async ({
    page,
  }) => {
    const mine = confirmedBooking(PACKAGE, TITLE);
    const other = confirmedBooking(PACKAGE, TITLE);
    const token = issueBookingLink(getDb(), mine);
    await page.goto(`/manage/${token}`);
    await expect(row(page, "Booking reference")).toHaveText(mine.reference);
    await expect(page.getByText(other.reference)).toHaveCount(0);

    const changed = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const expired = crypto.randomBytes(32).toString("base64url");
    getDb()
      .insert(bookingLinks)
      .values({
        tokenHash: crypto.createHash("sha256").update(expired).digest("hex"),
        bookingReference: mine.reference,
        expiresAt: "2020-01-01T00:00:00.000Z",
      })
      .run();
    for (const bad of [changed, expired, "not-a-token"]) {
      const response = await page.goto(`/manage/${bad}`);
      expect(response!.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "This link is not valid or has expired" }),
      ).toBeVisible();
      const text = await page.locator("body").innerText();
      for (const secret of [mine.reference, other.reference, mine.email, TITLE]) expect(text).not.toContain(secret);
      const post = await page.request.post(`/manage/${bad}`, { form: { intent: "cancel" }, maxRedirects: 0 });
      expect(post.status()).toBe(404);
    }
    expect(bookingState(mine.reference)).toBe("confirmed");
  });

  test("Add to calendar downloads the departure at 09:30 Mauritius time", async ({ page }) => {
    const b = confirmedBooking(PACKAGE, TITLE);
    await page.goto(`/manage/${issueBookingLink(getDb(), b)}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    const ics = fs.readFileSync((await download.path())!, "utf8");
    const start = /DTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(ics);
    expect(start).not.toBeNull();
    const [, y, mo, d, h, mi] = start!.map(Number);
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
    expect(local).toBe(`${DATE}, ${START}`);
    expect(ics).toContain("DURATION:PT240M");
    expect(ics).not.toContain(b.email);
    const response = await page.request.get(`/calendar/${b.reference}.ics`);
    expect(response.headers()["content-type"]).toContain("text/calendar");
  });
});
