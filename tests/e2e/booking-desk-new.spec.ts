import { expect, siteRows, test, type Page } from "./admin-support";
import { addOneOffDeparture, createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "./app-db";
import { detailCell } from "./bookings-db";
import { emailsTo, expectValues, fillByLabel, mailWithSubject, mauritiusDate, uniqueEmail } from "./support";
import { formatDepartureDate } from "~/utils/time";

// Staff's New booking (issue 29), on a package of this spec's own per project: daily at 08:30 with 12 seats, closing
// to bookings 1 hour before the start. Each test its own date, each project its own dates.
let PACKAGE = "";
let TITLE = "";

test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  TITLE = `Desk Lagoon Cruise (${test.info().project.name})`;
  PACKAGE = createTestPackage(TITLE, {
    rules: [dailyRule(["08:30"], 12)],
    cutoffHours: 1,
    prices: { priceAdult: 2000 },
  });
});
test.afterAll(() => retirePackage(PACKAGE));

const day = (javaScriptEnabled: boolean, offset: number) => mauritiusDate((javaScriptEnabled ? 20 : 30) + offset);

const section = (page: Page, startTime: string) =>
  page.getByRole("region", { name: `${TITLE} — ${startTime} (Mauritius time)` });

const bookingsNamed = (surname: string) =>
  siteRows<{ reference: string; state: string; source: string; email: string; phone_reminders: number }>(
    "SELECT reference, state, source, email, phone_reminders FROM bookings WHERE surname = ?",
    surname,
  );

/** The desk's form for the spec's package, chosen with the Package field and "Choose" (the same with or without JavaScript). */
async function openDesk(page: Page) {
  await page.goto("/admin/home");
  await page.getByRole("navigation", { name: "Admin" }).last().getByRole("link", { name: "New booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New booking" })).toBeVisible();
  await page.getByLabel("Package").selectOption({ label: TITLE });
  await page.getByRole("button", { name: "Choose" }).click();
  await expect(page.getByText(`Package: ${TITLE}`)).toBeVisible();
}

test("a phone booking without an e-mail, from the departure's link, with WhatsApp reminders, is on the manifest and takes its seats", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 0);
  const surname = `Phone${Date.now()}`;
  await page.goto(`/admin/departures?date=${date}`);
  await expect(section(page, "08:30").getByText("12 seats left of 12")).toBeVisible();
  await section(page, "08:30").getByRole("link", { name: "New booking" }).click();
  // The link fills the package and its departure in.
  await expect(page.getByText(`Package: ${TITLE}`)).toBeVisible();
  const departure = page.getByLabel("Departure");
  await expect(departure).toHaveValue(`${date}T08:30`);
  await expect(departure.locator("option:checked")).toHaveText(`${formatDepartureDate(date)}, 08:30 · 12 seats left`);
  await expect(page.getByLabel("Source")).toHaveValue("phone");
  await page.getByLabel("Adults").selectOption("2");
  await page.getByLabel("Children").selectOption("1");
  await fillByLabel(page, [
    ["First name", "Ravi"],
    ["Last name", surname],
    ["Phone", "+23057001122"],
  ]);
  // The guest on the phone asks for WhatsApp reminders (the shared site has a messaging provider).
  const reminders = page.getByLabel("Send the guest reminders on WhatsApp");
  await expect(reminders).not.toBeChecked();
  await reminders.check();
  await page.getByRole("button", { name: "Save as pending" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^Booking / })).toBeVisible();
  const [saved] = bookingsNamed(surname);
  expect(saved).toMatchObject({ state: "pending", source: "phone", email: "", phone_reminders: 1 });
  await expect(page.getByText(`Reference to read out: ${saved.reference}`)).toBeVisible();
  await expect(page.getByText(/no e-mail given: read the reference out/)).toBeVisible();
  await expect(detailCell(page, "Source")).toHaveText("Phone");
  await expect(detailCell(page, "State")).toHaveText("Pending");

  await page.goto(`/admin/departures?date=${date}`);
  await expect(section(page, "08:30").getByText("9 seats left of 12")).toBeVisible();
  await expect(section(page, "08:30").getByRole("row", { name: new RegExp(saved.reference) })).toContainText(
    `Ravi ${surname}`,
  );
});

test("a party larger than the seats left is refused with the seats left, everything typed kept", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 1);
  insertBookingRecord({ email: uniqueEmail("desk"), packageId: PACKAGE, packageTitle: TITLE, date, adults: 9 });
  const surname = `Large${Date.now()}`;
  await openDesk(page);
  await page.getByLabel("Departure").selectOption(`${date}T08:30`);
  await page.getByLabel("Adults").selectOption("4");
  await page.getByLabel("Source").selectOption({ label: "Hotel desk" });
  const typed = [
    ["First name", "Aisha"],
    ["Last name", surname],
    ["Phone", "+23057003344"],
    ["Email", "aisha@example.mu"],
    ["Message", "Two vegetarians"],
    ["Hotel or agent name", "Sugar Beach"],
    ["Their reference", "4471"],
  ] as const;
  await fillByLabel(page, typed);
  await page.getByRole("button", { name: "Save and confirm" }).click();

  const alert = page.getByRole("group", { name: "There is a problem" });
  await expect(alert).toContainText("Only 3 seats left on this departure");
  await expectValues(page, typed);
  await expect(page.getByLabel("Departure")).toHaveValue(`${date}T08:30`);
  await expect(page.getByLabel("Adults")).toHaveValue("4");
  await expect(page.getByLabel("Source")).toHaveValue("hotel-desk");
  expect(bookingsNamed(surname)).toEqual([]);
});

test("'Save and confirm' with an e-mail sends the Booking Ref and the confirmation, and the booking is Confirmed", async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const date = day(javaScriptEnabled, 2);
  const email = uniqueEmail("desk-guest");
  const surname = `Agent${Date.now()}`;
  await openDesk(page);
  await page.getByLabel("Departure").selectOption(`${date}T08:30`);
  await page.getByLabel("Source").selectOption({ label: "Agent" });
  await fillByLabel(page, [
    ["First name", "Lea"],
    ["Last name", surname],
    ["Phone", "+33612345678"],
    ["Email", email],
    ["Hotel or agent name", "Coastal Tours"],
    ["Their reference", "A-17"],
  ]);
  await page.getByRole("button", { name: "Save and confirm" }).click();

  await expect(page.getByRole("heading", { level: 1, name: /^Booking / })).toBeVisible();
  const [saved] = bookingsNamed(surname);
  expect(saved).toMatchObject({ state: "confirmed", source: "agent" });
  await expect(detailCell(page, "State")).toHaveText("Confirmed");
  await expect(detailCell(page, "Source")).toHaveText("Agent — Coastal Tours (ref. A-17)");
  await expect(page.getByText("Reference to read out")).toHaveCount(0);

  const request = await mailWithSubject(email, `Booking Ref ${saved.reference}`);
  expect(request.text).toContain("/manage/");
  const confirmed = await mailWithSubject(email, `Booking confirmed ${saved.reference}`);
  expect(confirmed.text).toContain("/manage/");
  expect(await emailsTo(email, 2)).toHaveLength(2);
});

test("today's departure may be booked by staff until its cut-off", async ({ adminPage: page, javaScriptEnabled }) => {
  // A one-off departure later today, two hours from now (its cut-off is one hour before it); a minute later
  // without JavaScript, so the two projects' departures are not the same one.
  const now = new Date();
  const at = new Date(now.getTime() + 2 * 3_600_000 + (javaScriptEnabled ? 0 : 60_000));
  const today = mauritiusDate(0, now);
  test.skip(mauritiusDate(0, at) !== today, "less than two hours of today left in Mauritius");
  const startTime = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Indian/Mauritius",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  addOneOffDeparture(PACKAGE, today, startTime, 6);
  const surname = `Today${Date.now()}`;
  await page.goto(`/admin/bookings/new?package=${PACKAGE}&date=${today}&start=${startTime}`);
  await expect(page.getByLabel("Departure")).toHaveValue(`${today}T${startTime}`);
  await fillByLabel(page, [
    ["First name", "Walk"],
    ["Last name", surname],
    ["Phone", "+23057005566"],
  ]);
  await page.getByLabel("Source").selectOption({ label: "Walk-in" });
  await page.getByRole("button", { name: "Save as pending" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Booking / })).toBeVisible();
  expect(bookingsNamed(surname)).toMatchObject([{ state: "pending", source: "walk-in" }]);
});
