import { eq } from "drizzle-orm";
import { expect, test, type Page } from "./admin-support";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { issueBookingLink } from "~/models/booking-link.server";
import { getBooking } from "~/models/booking.server";
import { packageAvailability } from "~/models/schedule.server";
import { formatDeparture } from "~/utils/time";
import { insertBookingRecord, packageAndStrictTwin, retirePackage } from "./app-db";
import { mailWithSubject, mauritiusDate, uniqueEmail } from "./support";

// Issue 29, "Staff change bookings": staff move a booking on its admin page (the seats follow it, the guest's e-mail
// shows old and new), a move the departure cannot take is refused with its seats left, and a guest moves their own
// booking from the manage link while it is free to cancel (past it, the page says to ask). Packages of its own per
// project, so the JavaScript and no-JavaScript runs never share a departure.
test.describe.configure({ mode: "default" });

const START = "08:30";
const ZONE = "Indian/Mauritius";
let PACKAGE = "";
let STRICT = ""; // a confirmed booking of this one is past its free cancellation
let TITLE = "";
let [D1, D2, D3] = ["", "", ""];

const seatsTaken = (date: string) =>
  packageAvailability({ id: PACKAGE, cutoffHours: null }).departures.find(
    (d) => d.date === date && d.startTime === START,
  )!.seatsTaken;
const row = (page: Page, label: string) =>
  page.getByRole("row", { name: new RegExp(`^${label}\\b`) }).getByRole("cell");
const guestBooking = (date: string, adults: number, packageId = PACKAGE, title = TITLE) =>
  insertBookingRecord({
    email: uniqueEmail("desk-change"),
    packageId,
    packageTitle: title,
    date,
    startTime: START,
    adults,
  });

test.beforeAll(() => {
  const project = test.info().project.name;
  D1 = mauritiusDate(40 + project.length);
  [D2, D3] = [mauritiusDate(41 + project.length), mauritiusDate(42 + project.length)];
  TITLE = `Desk-change Lagoon Day (${project})`;
  const departures = [
    { date: D1, startTime: START, seats: 10 },
    { date: D2, startTime: START, seats: 10 },
    { date: D3, startTime: START, seats: 3 },
  ];
  ({ id: PACKAGE, strict: STRICT } = packageAndStrictTwin(TITLE, { prices: { priceAdult: 3500 }, departures }));
});
test.afterAll(() => {
  retirePackage(PACKAGE);
  retirePackage(STRICT);
});

test("staff move a booking to another date and party: the seats follow it, and the guest's e-mail shows old and new", async ({
  adminPage: page,
}) => {
  const b = guestBooking(D1, 2);
  const [before1, before2] = [seatsTaken(D1), seatsTaken(D2)];
  await page.goto(`/update/booking/${b.reference}`);
  const form = page.getByRole("region", { name: "Change booking" });
  await expect(form.getByLabel("Departure")).toHaveValue(`${D1} ${START}`);
  await expect(form.getByLabel("First name")).toHaveValue(b.name);
  await form.getByLabel("Departure").selectOption(`${D2} ${START}`);
  await form.getByLabel("Adults").fill("3");
  await form.getByRole("button", { name: "Change booking" }).click();
  await expect(page.getByText("New total MUR 10,500 (was MUR 7,000): recalculated from today's prices")).toBeVisible();
  await expect(page.getByRole("row", { name: /^Departure\b/ })).toContainText(formatDeparture(D2, START, ZONE));
  expect(seatsTaken(D1)).toBe(before1 - 2);
  expect(seatsTaken(D2)).toBe(before2 + 3);

  const mail = await mailWithSubject(b.email, `Your booking ${b.reference} has changed`);
  expect(mail.text).toContain(`Departure: ${formatDeparture(D1, START, ZONE)} → ${formatDeparture(D2, START, ZONE)}`);
  expect(mail.text).toContain("Party: 2 adults, 0 children, 0 infants → 3 adults, 0 children, 0 infants");
  expect(mail.text).toMatch(/Total: .*MUR 7,000 → .*MUR 10,500/);
  expect(mail.text).toMatch(/Manage your booking: http:\/\/\S+\/manage\/[A-Za-z0-9_-]{43}/);
});

test("a move the new departure cannot take is refused with its seats left, and nothing changes", async ({
  adminPage: page,
}) => {
  const b = guestBooking(D1, 4);
  await page.goto(`/update/booking/${b.reference}`);
  const form = page.getByRole("region", { name: "Change booking" });
  await form.getByLabel("Departure").selectOption(`${D3} ${START}`);
  await form.getByRole("button", { name: "Change booking" }).click();
  await expect(form.getByRole("alert").first()).toContainText(
    /Only 3 seats left on .+ at 08:30, and this party needs 4\. Nothing was changed or sent\./,
  );
  // What was typed stays in the form.
  await expect(form.getByLabel("Departure")).toHaveValue(`${D3} ${START}`);
  expect(getBooking(b.reference)).toEqual(b);
});

test("a guest moves their own booking from the manage link, and is told by e-mail @mobile", async ({ page }) => {
  const b = guestBooking(D1, 1);
  await page.goto(`/manage/${issueBookingLink(getDb(), b)}`);
  const section = page.getByRole("region", { name: "Change date" });
  const choice = section.getByLabel("New departure");
  await expect(section).toContainText("New total: MUR 3,500");
  await choice.selectOption(`${D2} ${START}`);
  await section.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByText(`Your booking is moved to ${formatDeparture(D2, START, ZONE)}.`)).toBeVisible();
  await expect(row(page, "Departure")).toHaveText(formatDeparture(D2, START, ZONE));
  expect(getDb().select().from(bookings).where(eq(bookings.reference, b.reference)).get()).toMatchObject({
    date: D2,
    adults: 1,
  });
  const mail = await mailWithSubject(b.email, `Your booking ${b.reference} has changed`);
  expect(mail.text).toContain(`→ ${formatDeparture(D2, START, ZONE)}`);
});

test("past the free cancellation the manage page says to contact the operator, and offers no move", async ({
  page,
}) => {
  const b = guestBooking(D1, 1, STRICT, `${TITLE} strict`);
  getDb()
    .update(bookings)
    .set({ state: "confirmed", status: "Confirmed" })
    .where(eq(bookings.reference, b.reference))
    .run();
  await page.goto(`/manage/${issueBookingLink(getDb(), b)}`);
  const section = page.getByRole("region", { name: "Change date" });
  await expect(section).toContainText("To change this booking, please contact us.");
  await expect(section.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("button", { name: "Move my booking" })).toHaveCount(0);
});
