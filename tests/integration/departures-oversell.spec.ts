import { expect, test } from "@playwright/test";
import { formatDate } from "~/utils/time";
import { createTestPackage, retirePackage, schedulePackage } from "../e2e/app-db";
import { bookingValues } from "../e2e/booking-form";
import { createAccount, mauritiusDate, openSiteDb, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// The concurrency case on the built server: 30 people send the no-JavaScript booking form for one departure
// of 10 seats at the same moment, 10 of them staff at the desk's New booking (issue 29), the others on the public
// form. Exactly 10 seats are sold, and each of the 20 others gets the form back with the message and what they typed.
// A package of its own, taken off the site at the end. What a refused person sees in a browser:
// tests/e2e/departures-oversell.spec.ts.
const PEOPLE = 30;
const SEATS = 10;
/** Every third person is staff. */
const isStaff = (i: number) => i % 3 === 0;

test("30 bookings sent at once, from the desk and the public form, for a 10-seat departure sell exactly 10 seats; each refused person gets the message", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const date = mauritiusDate(47);
  const id = createTestPackage(`Le Morne Kitesurf Lesson (http)`, { prices: { priceAdult: 4200 } });
  schedulePackage(id, { prices: { priceAdult: 4200 }, departures: [{ date, startTime: "10:00", seats: SEATS }] });
  // The staff share one admin account, each in a session of their own.
  const desk = await createAccount({ role: "admin" });
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, (_, i) => Visitor.start(playwright, isStaff(i) ? { signedInAs: desk } : {})),
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
                  : `/book/${id}?date=${date}`,
              ),
            ),
        )),
      );
    const answers = await Promise.all(
      people.map((person, i) =>
        isStaff(i)
          ? person.submit(pages[i], "Save and confirm", { name: "Desk", surname: "Race", phone: "+23057123456" })
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
    db.close();
    expect(row).toEqual({ n: SEATS, seats: SEATS });
  } finally {
    await Promise.all(people.map((p) => p.close()));
    retirePackage(id);
  }
});
