import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings, notifications } from "~/db/schema";
import { issueBookingLink } from "~/models/booking-link.server";
import { getBooking } from "~/models/booking.server";
import { formatDeparture } from "~/utils/time";
import { insertBookingRecord, packageAndStrictTwin, retirePackage } from "../e2e/app-db";
import { adminUpdatesAbout } from "../e2e/bookings-db";
import { createAccount, mailWithSubject, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// A guest's 'Move my booking' read from the site's answers (tests/e2e/booking-desk-change.spec.ts moves one in a
// browser): a client moves theirs from their account (the log names them, their bell rings), nobody else's, a move
// past the free cancellation is refused with whom to ask, and a French booking is moved and told in French.
test.describe.configure({ mode: "default" });

const START = "08:30";
const ZONE = "Indian/Mauritius";
let PACKAGE = "";
let STRICT = "";
const TITLE = "Desk-move Reef Walk (http)";
const [D1, D2] = [mauritiusDate(47), mauritiusDate(48)];

const booking = (packageId: string, over: Partial<Parameters<typeof insertBookingRecord>[0]> = {}) =>
  insertBookingRecord({
    email: uniqueEmail("desk-move"),
    packageId,
    packageTitle: TITLE,
    date: D1,
    startTime: START,
    adults: 2,
    ...over,
  });

test.beforeAll(() => {
  const departures = [D1, D2].map((date) => ({ date, startTime: START, seats: 10 }));
  ({ id: PACKAGE, strict: STRICT } = packageAndStrictTwin(TITLE, { prices: { priceAdult: 2000 }, departures }));
});
test.afterAll(() => {
  retirePackage(PACKAGE);
  retirePackage(STRICT);
});

test("a client moves their own booking from their account: the log names them and their bell rings", async ({
  playwright,
}) => {
  const client = await createAccount();
  const b = booking(PACKAGE, { userId: client.id, email: client.email });
  const visitor = await Visitor.start(playwright, { signedInAs: client });
  try {
    const page = await visitor.open(`/user/booking/${b.reference}`);
    expect(page.text("#change-date-heading")).toBe("Change date");
    expect(page.text()).toContain("New total: MUR 4,000");
    const moved = await visitor.submit(page, "Move my booking", { departure: `${D2} ${START}` });
    expect(moved.text()).toContain(`Your booking is moved to ${formatDeparture(D2, START, ZONE)}.`);
    expect(getBooking(b.reference)).toMatchObject({ date: D2, adults: 2 });
    expect(adminUpdatesAbout(b.reference).map((u) => u.content)).toEqual([
      expect.stringContaining(`by the client ${client.email}`),
    ]);
    const bell = getDb().select().from(notifications).where(eq(notifications.userId, client.id)).all();
    expect(bell.map((n) => n.message)).toContain(`Your booking ${b.reference} has changed`);
  } finally {
    await visitor.close();
  }
});

test("another client's move of someone else's booking is a 404 and changes nothing", async ({ playwright }) => {
  const b = booking(PACKAGE, { userId: (await createAccount()).id });
  const intruder = await Visitor.start(playwright, { signedInAs: await createAccount() });
  try {
    const post = await intruder.request.post(`/user/booking/${b.reference}`, {
      form: { intent: "move", departure: `${D2} ${START}` },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    expect(getBooking(b.reference)).toEqual(b);
  } finally {
    await intruder.close();
  }
});

test("past the free cancellation a move posted anyway is refused with whom to ask, and changes nothing", async ({
  playwright,
}) => {
  const b = booking(STRICT, { later: { status: "Confirmed" } });
  const visitor = await Visitor.start(playwright);
  try {
    const path = `/manage/${issueBookingLink(getDb(), b)}`;
    const page = await visitor.open(path);
    expect(page.text("section[aria-labelledby=change-date-heading]")).toContain(
      "To change this booking, please contact us.",
    );
    const post = await visitor.request.post(path, {
      form: { intent: "move", departure: `${D2} ${START}` },
      headers: { Origin: new URL(visitor.baseURL).origin },
    });
    expect(await post.text()).toContain("To change this booking, please contact us.");
    expect(getDb().select().from(bookings).where(eq(bookings.reference, b.reference)).get()).toEqual(b);
  } finally {
    await visitor.close();
  }
});

test("a French booking is moved from its French page and told in French", async ({ playwright }) => {
  const b = booking(PACKAGE, { later: { language: "fr" } });
  const visitor = await Visitor.start(playwright);
  try {
    const page = await visitor.open(`/fr/manage/${issueBookingLink(getDb(), b)}`);
    expect(page.text("#change-date-heading")).toBe("Changer de date");
    const moved = await visitor.submit(page, "Déplacer ma réservation", { departure: `${D2} ${START}` });
    expect(moved.url).toContain("/fr/manage/");
    expect(moved.text()).toContain("Votre réservation est déplacée au");
    const mail = await mailWithSubject(b.email, `Votre réservation ${b.reference} a changé`);
    expect(mail.text).toContain("Voici ce qui est différent");
  } finally {
    await visitor.close();
  }
});
