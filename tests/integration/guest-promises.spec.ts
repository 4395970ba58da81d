import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { packages } from "~/db/schema";
import { bookingValues } from "../e2e/booking-form";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "../e2e/app-db";
import { createAccount, emailsTo, linkIn, mailWithSubject, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// The promises after /book (issue 31), read as a browser without JavaScript gets them: the package's cancellation
// policy on its page, on the confirmation, in the 'Booking Ref' e-mail, on the manage link's page and the client's
// booking page, and in the confirmation e-mail; the answer-time promise (the shared site's defaults: 4 hours, 7:00 to
// 20:00) on the confirmation and in the e-mail while Pending; the admin home's requests waiting longer than promised.
// A package of this spec's own, free to cancel up to 48 hours before (not the default 24), leaving daily at 09:00.

test.describe.configure({ mode: "default" });

const TITLE = "Promise Reef Walk";
let PACKAGE = "";
test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 2000 }, rules: [dailyRule(["09:00"], 30)] });
  getDb().update(packages).set({ freeCancelHours: 48 }).where(eq(packages.id, PACKAGE)).run();
});
test.afterAll(() => retirePackage(PACKAGE));

const AFTER = "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.";
const PROMISE = "We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time";

/** "Free cancellation until Tue 8 Dec 2026, 09:00 Mauritius time (48 hours before the departure)": 2 days before `date`. */
function freeUntil(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  const words = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(day);
  const part = (type: string) => words.find((p) => p.type === type)!.value;
  const when = `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
  return `Free cancellation until ${when}, 09:00 Mauritius time (48 hours before the departure)`;
}

test("the package page's facts say the package's rule, in English and French", async ({ playwright }) =>
  Visitor.visiting(playwright, undefined, async (visitor) => {
    const info = await visitor.open(`/info/${PACKAGE}`);
    const facts = info.text('section[aria-label="Facts"]');
    expect(facts).toContain(`Cancellation policyFree cancellation up to 48 hours before the departure${AFTER}`);
    const french = await visitor.open(`/fr/info/${PACKAGE}`);
    expect(french.text("dl")).toContain("Annulation gratuite jusqu’à 48 heures avant le départ");
  }));

test("a request sent through /book: the policy and the promise on the confirmation, in the e-mail and on the manage page; the confirmation e-mail keeps the policy", async ({
  playwright,
}) => {
  const date = mauritiusDate(12);
  const v = bookingValues({ email: uniqueEmail("promise"), date, message: "" });
  const reference = await Visitor.visiting(playwright, undefined, async (visitor) => {
    const form = await visitor.open(`/book/${PACKAGE}`);
    const answer = await visitor.submit(form, "Send booking request", { ...v, startTime: "09:00", terms: true });
    expect(answer.url).toMatch(/\/booking-confirmation\//);
    const policy = answer.text('[data-testid="cancellation-policy"]');
    expect(policy).toContain(`${freeUntil(date)}. ${AFTER}`);
    expect(policy).toContain("While your request is Pending, you can cancel it at any time.");
    expect(answer.text('[data-testid="answer-promise"]')).toBe(`${PROMISE}.`);

    const [mail] = await emailsTo(v.email);
    expect(mail.subject).toMatch(/^Booking Ref /);
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain(`${freeUntil(date)}. ${AFTER}`);
    expect(text).toContain(`${PROMISE}.`);
    expect(mail.html).toContain(freeUntil(date));

    const manage = await visitor.open(linkIn(mail.text, "/manage/"));
    expect(manage.text('[data-testid="cancellation-policy"]')).toBe(`${freeUntil(date)}. ${AFTER}`);
    return answer.text('[data-testid="booking-reference"]');
  });

  // Confirmed by staff: the confirmation e-mail says the policy, and the confirmation page no longer promises an answer.
  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const page = await admin.open(`/update/booking/${reference}`);
    await admin.submit(page, "Confirm");
  });
  const confirmed = await mailWithSubject(v.email, `Booking confirmed ${reference}`);
  expect(confirmed.text.replace(/\s+/g, " ")).toContain(`${freeUntil(date)}. ${AFTER}`);
  expect(confirmed.text).not.toContain(PROMISE);
  await Visitor.visiting(playwright, undefined, async (visitor) => {
    const page = await visitor.open(`/booking-confirmation/${reference}`);
    expect(page.text('[data-testid="cancellation-policy"]')).toContain(freeUntil(date));
    expect(page.text('[data-testid="cancellation-policy"]')).not.toContain("While your request is Pending");
    expect(page.$('[data-testid="answer-promise"]')).toHaveLength(0);
  });
});

test("in French: the confirmation and the e-mail in the booking's language", async ({ playwright }) =>
  Visitor.visiting(playwright, undefined, async (visitor) => {
    const v = bookingValues({ email: uniqueEmail("promesse"), date: mauritiusDate(13), message: "" });
    const form = await visitor.open(`/fr/book/${PACKAGE}`);
    const answer = await visitor.submit(form, "Envoyer la demande de réservation", {
      ...v,
      startTime: "09:00",
      terms: true,
    });
    expect(answer.text('[data-testid="cancellation-policy"]')).toContain("Annulation gratuite jusqu’au ");
    expect(answer.text('[data-testid="answer-promise"]')).toContain(
      "Nous répondons aux demandes de réservation sous 4 heures, de 7:00 à 20:00",
    );
    const [mail] = await emailsTo(v.email);
    expect(mail.text).toContain("(48 heures avant le départ). Passé ce délai");
    expect(mail.text).toContain("Nous répondons aux demandes de réservation sous 4 heures");
  }));

test("the client's booking page says the policy", async ({ playwright }) => {
  const client = await createAccount();
  const date = mauritiusDate(14);
  const b = insertBookingRecord({
    userId: client.id,
    email: client.email,
    packageId: PACKAGE,
    packageTitle: TITLE,
    date,
    startTime: "09:00",
  });
  await Visitor.visiting(playwright, client, async (visitor) => {
    const page = await visitor.open(`/user/booking/${b.reference}`);
    expect(page.text('[data-testid="cancellation-policy"]')).toBe(`${freeUntil(date)}. ${AFTER}`);
  });
});

test("the admin home lists a request waiting longer than promised, and not one just sent", async ({ playwright }) => {
  const request = (surname: string, sentHoursAgo: number | null) =>
    insertBookingRecord({
      email: uniqueEmail("waiting"),
      surname,
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: mauritiusDate(20),
      startTime: "09:00",
      // Two days ago: past any 4 answering hours; just sent: due 4 answering hours from now at the earliest.
      later:
        sentHoursAgo === null ? undefined : { time: new Date(Date.now() - sentHoursAgo * 3_600_000).toISOString() },
    });
  const old = request("Old", 49);
  const fresh = request("Fresh", null);
  const answered = insertBookingRecord({
    email: uniqueEmail("answered"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: mauritiusDate(20),
    startTime: "09:00",
    later: { time: new Date(Date.now() - 49 * 3_600_000).toISOString(), status: "Confirmed" },
  });

  await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
    const home = await admin.open("/admin/home");
    expect(home.text("#late-answers-heading")).toBe("Waiting longer than promised");
    const section = home.$('section[aria-labelledby="late-answers-heading"]');
    expect(section.text()).toContain(PROMISE);
    const rowOf = (reference: string) => section.find("li").filter((_, li) => home.$(li).text().includes(reference));
    expect(rowOf(old.reference).find(`a[href="/update/booking/${old.reference}"]`)).toHaveLength(1);
    const row = rowOf(old.reference).text().replace(/\s+/g, " ");
    expect(row).toContain(`${TITLE}, `);
    expect(row).toContain("at 09:00");
    expect(row).toMatch(/sent .+, Mauritius time · waiting 2 days 1 hour/);
    for (const b of [fresh, answered]) expect(rowOf(b.reference)).toHaveLength(0);
  });
});
