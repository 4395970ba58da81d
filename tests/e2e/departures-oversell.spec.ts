import { expect, test } from "./fixtures";
import { formatDate } from "~/utils/time";
import { createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { fieldError, mauritiusDate, openSiteDb, uniqueEmail } from "./support";

// A person fills the booking form in while others take the last seats of the departure: the page comes back with
// the message beside the date and what they typed; nothing is booked. The 30 people sending the form at once for
// 10 seats, exactly 10 sold: tests/integration/departures-oversell.spec.ts. A package of its own per project.
const SEATS = 10;

test("the seats taken while a person fills the form in: the form comes back with the message and what they typed", async ({
  page,
  javaScriptEnabled,
}) => {
  const project = test.info().project.name;
  const date = mauritiusDate(40 + project.length);
  const title = `Le Morne Kitesurf Lesson (${project})`;
  const id = createTestPackage(title, { prices: { priceAdult: 4200 } });
  schedulePackage(id, { prices: { priceAdult: 4200 }, departures: [{ date, startTime: "10:00", seats: SEATS }] });
  try {
    await page.goto(`/book/${id}?date=${date}`);
    const typed = await fillBooking(page, { date, adults: "1", children: "0" });
    // Meanwhile the others take every seat.
    insertBookingRecord({
      email: uniqueEmail("others"),
      packageId: id,
      packageTitle: title,
      date,
      startTime: "10:00",
      adults: SEATS,
    });
    await send(page, javaScriptEnabled);
    await expect(fieldError(page, new RegExp(`^Only 0 seats left on ${formatDate(date)}\\.`))).toBeVisible();
    await expect(page.getByLabel("Date")).toHaveValue(date);
    await expect(page.getByLabel("Email")).toHaveValue(typed.email);
    const db = openSiteDb();
    expect(
      db.prepare("select count(*) as n from bookings where package_id = ? and email = ?").get(id, typed.email),
    ).toEqual({ n: 0 });
    db.close();
  } finally {
    retirePackage(id);
  }
});
