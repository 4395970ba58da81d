import { expect, test } from "@playwright/test";
import { formatDate } from "~/utils/time";
import { createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "../e2e/app-db";
import { bookingValues } from "../e2e/booking-form";
import { createAccount, mauritiusDate, openSiteDb, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// The concurrency case on the built server: 30 people send the no-JavaScript booking form for one departure
// of 10 seats at the same moment: 10 of them staff at the desk's New booking (issue 29), 5 staff moving a booking of
// the next day onto it with Change booking, the others on the public form. Exactly 10 seats are taken, and each of
// the 20 others gets the form back with the message and what they typed (a refused move leaves its booking where it was).
// A package of its own, taken off the site at the end. What a refused person sees in a browser:
// tests/e2e/departures-oversell.spec.ts.
const PEOPLE = 30;
const SEATS = 10;
/** Every third person is staff booking at the desk; five others are staff moving a booking. */
const isStaff = (i: number) => i % 3 === 0;
const isMover = (i: number) => i % 3 === 1 && i % 2 === 1;

test("30 bookings and moves sent at once, from the desk, Change booking and the public form, for a 10-seat departure take exactly 10 seats; each refused person gets the message", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const date = mauritiusDate(47);
  const id = createTestPackage(`Le Morne Kitesurf Lesson (http)`, { prices: { priceAdult: 4200 } });
  const nextDay = mauritiusDate(48);
  schedulePackage(id, {
    prices: { priceAdult: 4200 },
    departures: [
      { date, startTime: "10:00", seats: SEATS },
      { date: nextDay, startTime: "10:00", seats: SEATS },
    ],
  });
  // The bookings the movers move: one adult each, on the next day's departure.
  const toMove = new Map(
    Array.from({ length: PEOPLE }, (_, i) => i)
      .filter(isMover)
      .map((i) => [
        i,
        insertBookingRecord({
          email: uniqueEmail("mover"),
          packageId: id,
          packageTitle: "Le Morne Kitesurf Lesson (http)",
          date: nextDay,
          startTime: "10:00",
          adults: 1,
        }).reference,
      ]),
  );
  // The staff share one admin account, each in a session of their own.
  const desk = await createAccount({ role: "admin" });
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) =>
      Visitor.start(playwright, isStaff(i) || isMover(i) ? { signedInAs: desk } : {}),
    ),
  );
  try {
    // Each person opens the page (a few at a time, as people arrive); then all of them press the button at once.
    const pages: Awaited<ReturnType<Visitor["open"]>>[] = [];
    for (let i = 0; i < PEOPLE; i += 6)
      pages.push(
        ...(await Promise.all(
          people
            .slice(i, i + 6)
            .map((p, j) =>
              p.open(
                isStaff(i + j)
                  ? `/admin/bookings/new?package=${id}&date=${date}&start=10:00`
                  : isMover(i + j)
                    ? `/update/booking/${toMove.get(i + j)}`
                    : `/book/${id}?date=${date}`,
              ),
            ),
        )),
      );
    const answers = await Promise.all(
      people.map((person, i) =>
        isStaff(i)
          ? person.submit(pages[i], "Save and confirm", { name: "Desk", surname: "Race", phone: "+23057123456" })
          : isMover(i)
            ? person.submit(pages[i], "Change booking", { departure: `${date} 10:00` })
            : person.submit(pages[i], "Send booking request", {
                ...bookingValues({ email: uniqueEmail("oversell"), date, adults: "1", children: "0", message: "" }),
                terms: true,
              }),
      ),
    );
    const refusal = new RegExp(`^Only \\d+ seats? left on ${formatDate(date)}\\.`);
    // The desk names the departure: "Only 0 seats left on {date}. This departure is sold out." once none is left.
    const staffRefusal = new RegExp(`^Only \\d+ seats? left on (this departure|${formatDate(date)}\\.)`);
    const outcome = answers.map((page, i) => {
      if (isMover(i)) {
        if (/\/update\/booking\//.test(page.url) && page.text().includes("Booking changed")) return "sent";
        const kept = page.$('select[name="departure"] option[selected]').attr("value") === `${date} 10:00`;
        if (/Only \d+ seats? left on .+ at 10:00, and this party needs 1\./.test(page.text()) && kept) return "refused";
        return `unexpected ${page.status} ${page.url}: ${page.text().slice(0, 200)}`;
      }
      if (isStaff(i)) {
        if (/\/update\/booking\//.test(page.url) && page.text().includes("saved as Confirmed")) return "sent";
        const errors = page
          .$(".field-error")
          .map((_, el) => page.$(el).text().trim())
          .get();
        const kept = page.$('select[name="departure"] option[selected]').attr("value") === `${date}T10:00`;
        if (errors.some((e) => staffRefusal.test(e)) && kept) return "refused";
        return `unexpected ${page.status} ${page.url}: ${errors.join(" / ")}`;
      }
      if (
        /\/booking-confirmation\//.test(page.url) &&
        page.text().includes("Your booking request has been successfully sent")
      )
        return "sent";
      const errors = page
        .$(".field-error")
        .map((_, el) => page.$(el).text().trim())
        .get();
      // Refused: the message beside the field, and the form as typed.
      if (errors.some((e) => refusal.test(e)) && page.$('input[name="date"]').attr("value") === date) return "refused";
      return `unexpected ${page.status} ${page.url}: ${errors.join(" / ")}`;
    });
    expect(outcome.filter((o) => o === "sent")).toHaveLength(SEATS);
    expect(outcome.filter((o) => o === "refused")).toHaveLength(PEOPLE - SEATS);

    const db = openSiteDb();
    const row = db
      .prepare("select count(*) as n, sum(adults + children) as seats from bookings where package_id = ? and date = ?")
      .get(id, date);
    const left = db
      .prepare("select count(*) as n from bookings where package_id = ? and date = ?")
      .get(id, nextDay) as { n: number };
    db.close();
    expect(row).toEqual({ n: SEATS, seats: SEATS });
    // Every move either landed or left its booking on the next day: none lost, none in both.
    const moved = answers.filter((_, i) => isMover(i) && outcome[i] === "sent").length;
    expect(left.n).toBe(toMove.size - moved);
  } finally {
    await Promise.all(people.map((p) => p.close()));
    retirePackage(id);
  }
});
