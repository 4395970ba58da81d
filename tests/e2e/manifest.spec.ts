import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { axeViolations } from "./axe";
import { csvRecords, expect, notificationsOf, siteRows, test, type Page } from "./admin-support";
import { getBooking } from "~/models/booking.server";
import { formatDate, formatDepartureDate } from "~/utils/time";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage, type BookingOptions } from "./app-db";
import { createAccount, emailsTo, fieldError, logIn, mauritiusDate, uniqueEmail } from "./support";

// The departure manifest (/admin/departures), on a package of this spec's own per project: daily at 09:00 and
// 14:00 with 12 seats each, taken off the site at the end. Each test its own date, each project its own dates.
let PACKAGE = "";
let TITLE = "";

// One worker runs this file in order: its tests share the package its beforeAll makes.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  TITLE = `Manifest Lagoon Cruise (${test.info().project.name})`;
  PACKAGE = createTestPackage(TITLE, { rules: [dailyRule(["09:00", "14:00"], 12)] });
});
test.afterAll(() => retirePackage(PACKAGE));

const day = (javaScriptEnabled: boolean, offset: number) => mauritiusDate((javaScriptEnabled ? 40 : 55) + offset);

type Guest = Partial<BookingOptions> & { pickup?: [place: string, zone: string, time: string] };
function book(date: string, startTime: string, { pickup, ...guest }: Guest = {}) {
  return insertBookingRecord({
    email: uniqueEmail("manifest"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date,
    startTime,
    ...guest,
    later: {
      ...(pickup ? { pickupPlace: pickup[0], pickupZone: pickup[1], pickupTime: pickup[2] } : {}),
      ...guest.later,
    },
  });
}

const section = (page: Page, startTime: string) =>
  page.getByRole("region", { name: `${TITLE} — ${startTime} (Mauritius time)` });
const references = (page: Page, startTime: string) =>
  section(page, startTime).locator("tbody tr td:first-child a").allTextContents();

/** Opens the manifest from the admin menu and picks the date in its Date field (a GET form: the same with or without JavaScript). */
async function openManifest(page: Page, date: string) {
  await page.goto("/admin/home");
  await page
    .getByRole("navigation", { name: "Admin" })
    .last()
    .getByRole("link", { name: "Departures", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Departures on / })).toBeVisible();
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(
    page.getByRole("heading", { level: 1, name: `Departures on ${formatDepartureDate(date)}` }),
  ).toBeVisible();
}

test.describe("the departure manifest", () => {
  test("lists a day's passengers in pickup order, with seats and totals; the CSV has the same rows in the same order", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 0);
    // Written out of order: the manifest sorts them by pickup time, then place, the meeting point last.
    const atMeetingPoint = book(date, "09:00", {
      name: "Mira",
      surname: "Jolie",
      adults: 1,
      message: "Vegetarian lunch, please",
    });
    const second = book(date, "09:00", {
      name: "Ravi",
      surname: "Doolun",
      children: 2,
      pickup: ["Zilwa Attitude", "North", "08:05"],
    });
    const first = book(date, "09:00", {
      name: "Lena",
      surname: "Ortiz",
      infants: 1,
      pickup: ["LUX Grand Baie", "North", "07:45"],
      later: { status: "Confirmed" },
    });
    const cancelled = book(date, "09:00", {
      name: "Tom",
      surname: "Gone",
      pickup: ["LUX Grand Baie", "North", "07:45"],
      later: { status: "Cancelled" },
    });
    const afternoon = book(date, "14:00", { name: "Ana", surname: "Later" });

    await openManifest(page, date);
    const morning = section(page, "09:00");
    await expect(morning).toContainText("5 seats left of 12");
    await expect(morning).toContainText(
      "2 pickups, the first at 07:45; 1 booking at the meeting point (Grand Baie waterfront).",
    );
    expect(await references(page, "09:00")).toEqual([first.reference, second.reference, atMeetingPoint.reference]);
    const firstRow = morning.getByRole("row").filter({ hasText: first.reference });
    await expect(firstRow).toContainText("Lena Ortiz");
    await expect(firstRow).toContainText("LUX Grand Baie, North");
    await expect(firstRow).toContainText("07:45");
    await expect(firstRow).toContainText("Confirmed");
    await expect(firstRow.getByRole("link", { name: first.phone })).toHaveAttribute("href", `tel:${first.phone}`);
    await expect(morning.getByRole("row").filter({ hasText: atMeetingPoint.reference })).toContainText(
      "Vegetarian lunch, please",
    );
    // The package has no price: nothing to collect (to-collect.spec.ts has a priced one).
    await expect(morning.getByRole("row", { name: /^Total/ })).toHaveText(
      /^Total\s*5 adults\s*2 children\s*1 infant\s*MUR 0$/,
    );
    // Cancelled: not a passenger, listed apart.
    await expect(morning.getByRole("heading", { name: "Not travelling" })).toBeVisible();
    await expect(morning.locator("s").filter({ hasText: cancelled.reference })).toBeVisible();
    expect(await references(page, "09:00")).not.toContain(cancelled.reference);
    expect(await references(page, "14:00")).toEqual([afternoon.reference]);
    await morning.getByRole("link", { name: first.reference }).click();
    await expect(page.getByRole("heading", { name: `Booking ${first.reference}` })).toBeVisible();
    await page.goBack();

    // The CSV of the same date: the same passengers in the same order, each with its departure.
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `/admin/departures.csv?date=${date}`,
    );
    const res = await page.request.get(`/admin/departures.csv?date=${date}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toBe(`attachment; filename="departures-${date}.csv"`);
    const rows = csvRecords(await res.text());
    expect(rows[0].join(",")).toBe(
      "Departure,Reference,Name,Phone,Adults,Children,Infants,Pickup,Pickup time,Message,Status,Check-in,Payment,To collect (MUR)",
    );
    const ours = rows.filter((r) => r[0].startsWith(TITLE));
    expect(ours.map((r) => [r[0], r[1]])).toEqual([
      [`${TITLE}, 09:00`, first.reference],
      [`${TITLE}, 09:00`, second.reference],
      [`${TITLE}, 09:00`, atMeetingPoint.reference],
      [`${TITLE}, 14:00`, afternoon.reference],
    ]);
    // The phone starts with "+" but is only digits: written as the driver dials it (no apostrophe before it).
    expect(ours[0]).toEqual([
      `${TITLE}, 09:00`,
      first.reference,
      "Lena Ortiz",
      first.phone,
      "2",
      "0",
      "1",
      "LUX Grand Baie, North",
      "07:45",
      "",
      "Confirmed",
      "",
      "Unpaid",
      "0",
    ]);
  });

  test("message everyone on a departure: each guest's mailbox, a client's bell, the updates log", async ({
    adminPage: page,
    browser,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 1);
    const client = await createAccount();
    const mine = book(date, "09:00", { email: client.email, userId: client.id });
    const other = book(date, "09:00", { pickup: ["Zilwa Attitude", "North", "08:05"] });
    const notOnIt = book(date, "14:00");
    const subject = `Bring a hat ${Date.now()}`;

    await openManifest(page, date);
    const morning = section(page, "09:00");
    const form = morning.getByRole("form", { name: "Message everyone on this departure" });
    // Refused without a subject, on the field.
    await form.getByLabel("Message").fill("Sunny tomorrow.\nSee you at the pickup.");
    await form.getByRole("button", { name: "Send to 2 guests" }).click();
    await expect(fieldError(form, "Please enter a Subject")).toBeVisible();
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Sunny tomorrow.\nSee you at the pickup.");
    await form.getByRole("button", { name: "Send to 2 guests" }).click();
    await expect(
      page.getByText(`Message sent to 2 guests of ${TITLE} on ${formatDepartureDate(date)} at 09:00`),
    ).toBeVisible();

    for (const b of [mine, other]) {
      const [mail] = await emailsTo(b.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain("Sunny tomorrow.\nSee you at the pickup.");
      expect(mail.text).toContain(b.reference);
    }
    expect((await emailsTo(other.email))[0].text).toContain("Pickup: Zilwa Attitude (North) at 08:05");
    expect(await emailsTo(notOnIt.email, 0)).toEqual([]);

    await page.goto("/admin/updates");
    await expect(
      page.getByText(`Message sent to 2 guests of ${TITLE} ${formatDepartureDate(date)} 09:00: ${subject}`),
    ).toBeVisible();

    const bell = await notificationsOf(browser, client, javaScriptEnabled);
    await expect(bell.getByText(subject)).toBeVisible();
    await bell.context().close();
  });

  test("cancelling a departure asks first, then cancels its bookings, frees the seats and e-mails each guest once", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 2);
    const a = book(date, "09:00", { adults: 3 });
    const b = book(date, "09:00", { later: { status: "Confirmed" }, pickup: ["LUX Grand Baie", "North", "07:45"] });
    const afternoon = book(date, "14:00");
    const reason = "Strong winds: the coast guard closed the lagoon";

    await openManifest(page, date);
    const morning = section(page, "09:00");
    await expect(morning).toContainText("7 seats left of 12");
    const form = morning.getByRole("form", { name: "Cancel this departure" });
    await form.getByRole("button", { name: "Cancel this departure" }).click();
    await expect(fieldError(form, "Please give the reason guests will read")).toBeVisible();

    // The confirmation step; "Keep it" changes nothing.
    // Straight from the field to the button: the press blurs the field and its check empties the summary, which
    // must not move the button from under the pointer (the click would be lost).
    await form.getByLabel("Reason").fill(reason);
    await form.getByRole("button", { name: "Cancel this departure" }).click();
    const question = page.getByRole("heading", { name: `Cancel ${TITLE} on ${formatDepartureDate(date)} at 09:00?` });
    await expect(question).toBeVisible();
    await expect(page.getByText("2 bookings will be cancelled and every guest told.")).toBeVisible();
    await page.getByRole("link", { name: "Keep it" }).click();
    await expect(question).toBeHidden();
    expect(getBooking(a.reference)?.status).toBe("Pending");

    await form.getByLabel("Reason").fill(reason);
    await form.getByRole("button", { name: "Cancel this departure" }).click();
    await page.getByRole("button", { name: "Yes, cancel the departure" }).click();
    await expect(
      page.getByText(`${TITLE} on ${formatDepartureDate(date)} at 09:00 is cancelled: 2 bookings cancelled`),
    ).toBeVisible();
    await expect(morning).toContainText("12 seats left of 12");
    await expect(morning.getByRole("heading", { name: "Not travelling" })).toBeVisible();

    // Their pages say Cancelled; the other start of the day is untouched.
    for (const r of [a.reference, b.reference]) {
      await page.goto(`/update/booking/${r}`);
      await expect(page.getByRole("row", { name: /Status Cancelled/ })).toBeVisible();
    }
    expect(getBooking(afternoon.reference)?.status).toBe("Pending");
    // The seats are back on the package's departures.
    await page.goto(`/admin/departures/${PACKAGE}?month=${date.slice(0, 7)}`);
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: formatDate(date) })
        .filter({ hasText: "09:00" }),
    ).toContainText("0 of 12");

    for (const g of [a, b]) {
      const [mail] = await emailsTo(g.email);
      expect(mail.subject).toBe(`Departure cancelled: ${TITLE} on ${formatDepartureDate(date)}`);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(g.reference);
      expect(mail.text).toContain(`/book/${PACKAGE}`);
    }
    // Exactly once each, for good: each guest's outbox holds one e-mail and it is sent (a sent one is never sent again).
    for (const g of [a, b]) {
      await expect
        .poll(() =>
          siteRows<{ status: string }>("select status from outbox where recipient = ?", g.email).map((r) => r.status),
        )
        .toEqual(["sent"]);
      expect(await emailsTo(g.email)).toHaveLength(1);
    }
    expect(await emailsTo(afternoon.email, 0)).toEqual([]);
  });

  test("a closed departure: cancelling with 'Also close' closes it to new bookings", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 3);
    book(date, "14:00");
    await openManifest(page, date);
    const form = section(page, "14:00").getByRole("form", { name: "Cancel this departure" });
    await form.getByLabel("Reason").fill("Boat in repair");
    await form.getByLabel("Also close this departure to new bookings").check();
    await form.getByRole("button", { name: "Cancel this departure" }).click();
    await expect(page.getByText("The departure will be closed to new bookings.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel the departure" }).click();
    await expect(page.getByText(/at 14:00 is cancelled: 1 booking cancelled, closed to new bookings/)).toBeVisible();
    await expect(section(page, "14:00")).toContainText("Closed: Boat in repair.");
  });

  test("'Cancel this departure' opens at its question, on screen and focused, at 1280 px and on a 360 px phone @mobile", async ({
    adminPage: page,
    javaScriptEnabled,
    isMobile,
  }) => {
    const date = day(javaScriptEnabled, 7);
    book(date, "09:00", { pickup: ["LUX Grand Baie", "North", "07:45"] });
    book(date, "14:00");
    // The afternoon's form is far down the day's page: the question used to open above the screen (JavaScript kept the scroll).
    for (const viewport of isMobile
      ? [page.viewportSize()!]
      : [
          { width: 1280, height: 720 },
          { width: 360, height: 740 },
        ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/admin/departures?date=${date}`);
      const form = section(page, "14:00").getByRole("form", { name: "Cancel this departure" });
      await form.getByLabel("Reason").fill("Boat in repair");
      await form.getByRole("button", { name: "Cancel this departure" }).click();
      const question = page.getByRole("region", { name: `Cancel ${TITLE} on ${formatDepartureDate(date)} at 14:00?` });
      await expect(question, `${viewport.width} px`).toBeFocused();
      await expect(question.getByRole("heading"), `${viewport.width} px`).toBeInViewport({ ratio: 1 });
      // Not under the sticky site header either.
      const headerBottom = (await page.getByRole("banner").boundingBox())!;
      const headingTop = (await question.getByRole("heading").boundingBox())!.y;
      expect(headingTop, `${viewport.width} px: the question's heading starts below the header`).toBeGreaterThanOrEqual(
        headerBottom.y + headerBottom.height,
      );
      await expect(
        question.getByRole("button", { name: "Yes, cancel the departure" }),
        `${viewport.width} px`,
      ).toBeInViewport({ ratio: 1 });
    }
  });

  test("the passenger table fits its card at 1280 px and an A4 portrait page, with long names, hotels, messages and statuses", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    const date = day(javaScriptEnabled, 8);
    const long = { children: 1, infants: 1, phone: "+230 5712 3456" };
    book(date, "09:00", {
      ...long,
      name: "Marie-Christine",
      surname: "Ramgoolam-Lagesse",
      message: "Vegetarian lunch for two, please; one child is allergic to nuts",
      pickup: ["LUX* Grand Baie Resort & Residences", "North", "07:45"],
      later: { status: "Confirmed — deposit paid by bank transfer" },
    });
    book(date, "09:00", {
      ...long,
      name: "Aarav",
      surname: "Seebaluck",
      pickup: ["Heritage Le Telfair Golf & Wellness Resort", "South", "06:50"],
    });
    book(date, "09:00", {
      ...long,
      name: "Jean",
      surname: "Dupont",
      message: "We arrive late the night before: please call the front desk",
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/departures?date=${date}`);
    const table = section(page, "09:00").getByRole("table");
    const overflow = () => table.evaluate((t) => t.scrollWidth - t.closest(".manifest-table")!.clientWidth);
    await expect(table.getByRole("columnheader", { name: "Status" })).toBeVisible();
    expect(await overflow(), "1280 px: wider than its card by").toBeLessThanOrEqual(0);

    // On paper: the page's own @page rule says A4 (portrait, which the browser writes as plain "a4") and its margins;
    // the table fits the width left between them.
    await page.emulateMedia({ media: "print" });
    const pageRule = await page.evaluate(() => {
      const rules = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((r) => (r instanceof CSSMediaRule ? rules(r.cssRules) : [r]));
      const rule = [...document.styleSheets]
        .flatMap((sheet) => rules(sheet.cssRules))
        .find((r): r is CSSPageRule => r instanceof CSSPageRule);
      return (
        rule && {
          size: rule.style.getPropertyValue("size"),
          left: rule.style.getPropertyValue("margin-left"),
          right: rule.style.getPropertyValue("margin-right"),
        }
      );
    });
    expect(pageRule?.size).toMatch(/^a4( portrait)?$/i);
    const mm = (value: string) => (value.endsWith("mm") ? (parseFloat(value) * 96) / 25.4 : NaN);
    const width = Math.floor((210 * 96) / 25.4 - mm(pageRule!.left) - mm(pageRule!.right));
    expect(width).toBeGreaterThan(600);
    await page.setViewportSize({ width, height: 1100 });
    expect(await overflow(), `A4 portrait (${width} px): wider than the page by`).toBeLessThanOrEqual(0);
    // Chromium prints it on A4 portrait by the page's own rule (595 × 842 points).
    const pdf = (await page.pdf({ preferCSSPageSize: true, path: test.info().outputPath("manifest-a4.pdf") })).toString(
      "latin1",
    );
    const box = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
    expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([595, 842]);
  });

  test("prints as a clean list: no menu, header or forms, each departure on its own page @js-only", async ({
    adminPage: page,
  }) => {
    const date = day(true, 4);
    book(date, "09:00", { pickup: ["LUX Grand Baie", "North", "07:45"] });
    book(date, "14:00");
    await page.goto(`/admin/departures?date=${date}`);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    const menus = page.locator('nav[aria-label="Admin"]');
    await expect(menus).toHaveCount(2);
    for (const nav of await menus.all()) await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(section(page, "09:00").getByRole("form", { name: "Cancel this departure" })).toBeHidden();
    await expect(section(page, "09:00").getByRole("table")).toBeVisible();
    await expect(section(page, "14:00")).toHaveCSS("break-before", "page");
    // Departures without passengers are not printed.
    await expect(page.getByRole("region", { name: /Île aux Cerfs/ })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("manifest-print.png"), fullPage: true });
    // One page per printed departure: ours two, and any other package's with passengers that day (other specs book too).
    const printed = await page.getByRole("heading", { name: /\(Mauritius time\)$/ }).count();
    expect(printed).toBeGreaterThanOrEqual(2);
    const pdf = await page.pdf({ format: "A4", path: test.info().outputPath("manifest.pdf") });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(printed);
  });

  test("without JavaScript the page says to use the browser's Print; the HTML is valid", async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the page as the server sends it");
    const date = day(false, 5);
    book(date, "09:00", { pickup: ["LUX Grand Baie", "North", "07:45"], message: "Two cots" });
    book(date, "09:00", { later: { status: "Cancelled" } });
    await page.goto(`/admin/departures?date=${date}`);
    await expect(page.getByText("Use your browser's Print to print this list.")).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath("manifest-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath("manifest-1280.png"), fullPage: true });

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "manifest-html-")), "manifest.html");
    fs.writeFileSync(file, await (await page.request.get(`/admin/departures?date=${date}`)).text());
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const { stderr } = await promisify(execFile)("java", [
      "-jar",
      vnu,
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      file,
    ]);
    expect((JSON.parse(stderr) as { messages: unknown[] }).messages).toEqual([]);
  });

  test("a visitor and a client can open neither the page nor the CSV, nor post its actions @js-only", async ({
    page,
    request,
  }) => {
    const date = day(true, 6);
    const b = book(date, "09:00");
    const cancel = { intent: "cancel", packageId: PACKAGE, date, startTime: "09:00", reason: "No", confirmed: "yes" };
    const message = {
      intent: "message",
      packageId: PACKAGE,
      date,
      startTime: "09:00",
      subject: "Hi",
      message: "Hello",
    };
    expect((await request.get(`/admin/departures?date=${date}`, { maxRedirects: 0 })).status()).toBe(401);
    expect((await request.get(`/admin/departures.csv?date=${date}`, { maxRedirects: 0 })).status()).toBe(401);
    for (const form of [cancel, message])
      expect((await request.post("/admin/departures", { form, maxRedirects: 0 })).status()).toBe(401);
    await logIn(page, await createAccount(), true);
    expect((await page.request.get(`/admin/departures?date=${date}`, { maxRedirects: 0 })).status()).toBe(403);
    expect((await page.request.get(`/admin/departures.csv?date=${date}`, { maxRedirects: 0 })).status()).toBe(403);
    for (const form of [cancel, message])
      expect((await page.request.post("/admin/departures", { form, maxRedirects: 0 })).status()).toBe(403);
    expect(getBooking(b.reference)?.status).toBe("Pending");
    expect(await emailsTo(b.email, 0)).toEqual([]);
  });
});
