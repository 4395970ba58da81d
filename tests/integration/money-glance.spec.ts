import { expect, test } from "@playwright/test";
import { getDb } from "~/db/db.server";
import { issueBookingLink } from "~/models/booking-link.server";
import { createTestPackage, dailyRule, insertBookingRecord, recordCashInDb, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// Money at a glance (issue 30), read from the site's answers: the admin home's "Deposits waiting" (a confirmed
// booking's deposit not paid DEPOSIT_WAIT_HOURS, 48, after it was confirmed) and the "≈ €" beside rupee prices at the
// shared site's display rate (EUR_RATE=50: MUR 3,500 is about €70). A package of this spec's own, MUR 3,500 an adult.

test.describe.configure({ mode: "default" });

let PACKAGE = "";
const TITLE = "Glance Lagoon Trip";
test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 3500 }, rules: [dailyRule(["09:00"], 20)] });
});
test.afterAll(() => retirePackage(PACKAGE));

/** The Total's cell: the total quoted (its test id), then the euros. */
const totalCell = (page: Page) => page.$('[data-testid="booking-total"]').parent().text().replace(/\s+/g, " ").trim();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A confirmed booking of 2 adults (MUR 7,000) with a deposit of MUR 1,400, confirmed `hours` ago. */
const confirmedWithDeposit = (hours: number) =>
  insertBookingRecord({
    email: uniqueEmail("deposit"),
    name: "Waiting",
    surname: `Guest ${hours}`,
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: mauritiusDate(20),
    startTime: "09:00",
    later: { status: "Confirmed", confirmedAt: hoursAgo(hours), depositDue: 140_000 },
  });

test("the admin home lists a deposit late past the wait, and not one covered or one still in time", async ({
  playwright,
}) => {
  const late = confirmedWithDeposit(72);
  const covered = confirmedWithDeposit(72);
  recordCashInDb(covered.reference, 1400);
  const inTime = confirmedWithDeposit(24);

  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const home = await admin.open("/admin/home");
    const section = home.$('section[aria-labelledby="deposits-heading"]');
    expect(home.text("#deposits-heading")).toMatch(/^Deposits waiting \(\d+\)$/);
    const text = home.text('section[aria-labelledby="deposits-heading"]');
    expect(text).toContain("not paid 48 hours after they were confirmed");
    expect(text).toContain("The site does not cancel them: you decide.");
    const rowOf = (reference: string) => section.find("li").filter((_, li) => home.$(li).text().includes(reference));
    const row = home.$(rowOf(late.reference)).text().replace(/\s+/g, " ");
    // Its reference links to its page; the guest, the package, the departure, the deposit owed, when it was confirmed.
    expect(rowOf(late.reference).find(`a[href="/update/booking/${late.reference}"]`).length).toBe(1);
    expect(row).toContain(`Waiting Guest 72 · ${TITLE}`);
    expect(row).toContain("at 09:00");
    expect(row).toMatch(/MUR 1,400 owed · confirmed .+, Mauritius time/);
    for (const b of [covered, inTime]) expect(rowOf(b.reference).length).toBe(0);
  });
});

test("rupee prices show about how many euros beside them, on the package's and the booking's pages, in both languages", async ({
  playwright,
}) => {
  await Visitor.visiting(playwright, undefined, async (visitor) => {
    const info = await visitor.open(`/info/${PACKAGE}`);
    expect(info.text("dl")).toContain("Adult (12 and over): MUR 3,500 ≈ €70");
    expect(info.text("dl")).toContain("Child (3 to 11): MUR 3,500 ≈ €70");

    const book = await visitor.open(`/book/${PACKAGE}`);
    expect(book.text('table tr:contains("Adult") td')).toBe("MUR 3,500 ≈ €70");
    // Infants travel free: nothing to convert.
    expect(book.text('table tr:contains("Infant") td')).toBe("Free");

    // French writes the euro sign after the amount.
    const french = await visitor.open(`/fr/info/${PACKAGE}`);
    expect(french.text("dl")).toContain("MUR 3 500 ≈ 70 €");
    // With a no-break space, as every French amount (the text above has its spaces collapsed).
    expect(french.html).toContain("≈ 70\u00a0€");

    // The total the guest was quoted, on the confirmation and on the booking's own page (the manage link).
    const booking = insertBookingRecord({
      email: uniqueEmail("approx"),
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: mauritiusDate(21),
      startTime: "09:00",
    });
    const total = "2 adults × MUR 3,500 = MUR 7,000";
    const confirmation = await visitor.open(`/booking-confirmation/${booking.reference}`);
    expect(confirmation.text('[data-testid="booking-total"]')).toBe(total);
    expect(totalCell(confirmation)).toBe(`${total} ≈ €140`);
    const manage = await visitor.open(`/manage/${issueBookingLink(getDb(), booking)}`);
    expect(manage.text('[data-testid="booking-total"]')).toBe(total);
    expect(totalCell(manage)).toBe(`${total} ≈ €140`);
  });
});
