import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUpdates, bookings, outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { sourceText } from "~/utils/booking-desk";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { listAudit } from "./audit.server";
import { listAllBookings, listBookings } from "./booking-admin.server";
import { createBooking, DEPARTURE_PAST, getBooking, type Booking, type NewBooking } from "./booking.server";
import { closeDeparture, packageAvailability, type RuleInput } from "./schedule.server";
import { getPackage } from "./package.server";
import { refusal, testPackage } from "../../tests/fixtures/bookings";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

// The desk's rules in createBooking (issue 29): staff book from today until the cut-off, with the same seat check.

const daily = (seats: number, startTimes: string[]): RuleInput => ({
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTimes,
  seats,
  validFrom: null,
  validTo: null,
});
/** A package leaving daily at 09:00 and 14:00 with `seats` each, closing to bookings 2 hours before. */
const deskPackage = (seats = 10) =>
  getPackage(testPackage("Desk day", { ...NO_FACTS, cutoffHours: 2 }, [daily(seats, ["09:00", "14:00"])]))!;

const guest = { name: "Anjali", surname: "Ramgoolam", email: "", phone: "+23057123456", children: 0, infants: 0 };
const book = (
  pkg: { id: string },
  ask: Partial<NewBooking> & { date: string; startTime: string; adults: number },
  staff: { confirm: boolean } | null = { confirm: false },
  extra: Partial<Parameters<typeof createBooking>[1]> = {},
) =>
  createBooking(
    { ...guest, source: staff ? "phone" : undefined, ...ask },
    {
      packageId: pkg.id,
      packageTitle: "Desk day",
      userId: null,
      humanChecked: true,
      formKey: null,
      staff: staff ? { admin: STAFF, ...staff } : undefined,
      ...extra,
    },
  );
const seatsLeft = (pkg: { id: string; cutoffHours: number }, date: string, startTime: string) =>
  packageAvailability(pkg).departures.find((d) => d.date === date && d.startTime === startTime)?.seatsLeft;
const mail = (subject: string) => (b: Booking) => ({
  recipient: b.email,
  subject: `${subject} ${b.reference}`,
  plainTextMessage: "x",
  htmlMessage: "x",
});
const outboxOf = (b: Booking) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.related, `booking:${b.reference}`))
    .all();

describe("a booking made at the desk", () => {
  // 08:00 in Mauritius: today's 09:00 closed at 07:00 (its 2-hour cut-off), today's 14:00 is open until 12:00.
  const morning = new Date(`${todayIn(getEnv().TZ)}T04:00:00Z`);
  const today = todayIn(getEnv().TZ, morning);
  afterEach(() => vi.useRealTimers());
  const at8 = () => vi.useFakeTimers({ now: morning, toFake: ["Date"] });

  it("may take today's and tomorrow's departures until their cut-off, which the public form refuses", () => {
    at8();
    const pkg = deskPackage();
    const { booking } = book(pkg, { date: today, startTime: "14:00", adults: 2 });
    expect(booking).toMatchObject({ state: "pending", status: "Pending", startTime: "14:00", source: "phone" });
    expect(book(pkg, { date: addDays(today, 1), startTime: "09:00", adults: 1 }).booking.state).toBe("pending");
    const publicRefusal = refusal(() => book(pkg, { date: today, startTime: "14:00", adults: 1 }, null));
    expect(publicRefusal.message).toMatch(/we need 2 days/);
  });

  it("is refused past the cut-off, on a closed departure and on a day gone, saving nothing", () => {
    at8();
    const pkg = deskPackage();
    expect(refusal(() => book(pkg, { date: today, startTime: "09:00", adults: 1 })).message).toMatch(
      /close 2 hours before the start/,
    );
    closeDeparture(pkg.id, addDays(today, 3), "14:00", "boat in repair", STAFF);
    expect(refusal(() => book(pkg, { date: addDays(today, 3), startTime: "14:00", adults: 1 })).message).toMatch(
      /There is no departure on .* at 14:00: boat in repair/,
    );
    expect(refusal(() => book(pkg, { date: addDays(today, -1), startTime: "14:00", adults: 1 })).message).toBe(
      DEPARTURE_PAST,
    );
    expect(getDb().select().from(bookings).where(eq(bookings.packageId, pkg.id)).all()).toEqual([]);
  });

  it("refuses a party larger than the seats left with the seats left, and holds none", () => {
    at8();
    const pkg = deskPackage(5);
    const date = addDays(today, 4);
    book(pkg, { date, startTime: "09:00", adults: 2 }, null);
    const refused = refusal(() => book(pkg, { date, startTime: "09:00", adults: 4 }));
    expect(refused).toMatchObject({ field: "adults", message: "Only 3 seats left on this departure" });
    expect(seatsLeft(pkg, date, "09:00")).toBe(3);
    // Infants sit on a lap: 3 adults and 2 infants fit.
    expect(book(pkg, { date, startTime: "09:00", adults: 3, infants: 2 }).booking.state).toBe("pending");
    expect(seatsLeft(pkg, date, "09:00")).toBe(0);
  });

  it("'Save and confirm' writes it confirmed, with its source, audit row and log line in the same transaction", () => {
    const pkg = deskPackage();
    const date = addDays(today, 5);
    const { booking } = book(
      pkg,
      {
        date,
        startTime: "14:00",
        adults: 2,
        children: 1,
        source: "hotel-desk",
        sourceName: "Sugar Beach",
        sourceReference: "4471",
      },
      { confirm: true },
    );
    expect(getBooking(booking.reference)).toMatchObject({
      state: "confirmed",
      status: "Confirmed",
      userId: null,
      language: "en",
      source: "hotel-desk",
      sourceName: "Sugar Beach",
      sourceReference: "4471",
    });
    expect(sourceText(booking)).toBe("Hotel desk — Sugar Beach (ref. 4471)");
    expect(seatsLeft(pkg, date, "14:00")).toBe(7);
    const audit = listAudit({ target: booking.reference }).rows;
    expect(audit).toMatchObject([{ action: "booking.create", actorEmail: STAFF.email }]);
    const line = getDb()
      .select()
      .from(adminUpdates)
      .all()
      .find((u) => u.content.includes(booking.reference));
    expect(line?.content).toContain(`made by ${STAFF.email} (Hotel desk — Sugar Beach (ref. 4471)), Confirmed`);
  });

  it("records the request's and the confirmation's e-mails for a guest with an address, and none without", () => {
    const pkg = deskPackage();
    const date = addDays(today, 6);
    const emails = { email: mail("Booking Ref"), confirmationEmail: mail("Confirmed") };
    const at = (email: string | null, confirm: boolean) =>
      book(pkg, { date, startTime: "09:00", adults: 1, ...(email ? { email } : {}) }, { confirm }, emails);
    const withAddress = at("guest@example.mu", true);
    expect(outboxOf(withAddress.booking).map((e) => e.subject)).toEqual([
      `Booking Ref ${withAddress.booking.reference}`,
      `Confirmed ${withAddress.booking.reference}`,
    ]);
    expect(withAddress.confirmationEmailId).not.toBeNull();
    const pendingOnly = at("g2@example.mu", false);
    expect(outboxOf(pendingOnly.booking).map((e) => e.subject)).toEqual([
      `Booking Ref ${pendingOnly.booking.reference}`,
    ]);
    const phoneGuest = at(null, true);
    expect(phoneGuest).toMatchObject({ emailId: null, confirmationEmailId: null });
    expect(outboxOf(phoneGuest.booking)).toEqual([]);
  });

  it("leaves the public form's bookings as from the website, recording no audit row", () => {
    const pkg = deskPackage();
    const { booking } = book(pkg, { date: addDays(today, 7), startTime: "09:00", adults: 1 }, null);
    expect(booking.source).toBe("website");
    expect(sourceText(booking)).toBe("Website");
    expect(listAudit({ target: booking.reference }).rows).toEqual([]);
  });
});

describe("All Bookings by source", () => {
  it("lists, and exports, only the bookings of the source asked for; none asked: every source", () => {
    const pkg = deskPackage();
    const date = addDays(todayIn(getEnv().TZ), 8);
    const surname = `Src${crypto.randomUUID().slice(0, 8)}`;
    const ask = { date, startTime: "09:00", adults: 1, surname };
    const web = book(pkg, ask, null).booking;
    const agent = book(pkg, { ...ask, source: "agent", sourceName: "Coastal", sourceReference: "A1" }).booking;
    const refs = (rows: Booking[]) => rows.map((b) => b.reference).sort();
    expect(refs(listBookings({ q: surname, source: "agent" }).rows)).toEqual([agent.reference]);
    expect(refs(listAllBookings({ q: surname, source: "website" }))).toEqual([web.reference]);
    expect(refs(listBookings({ q: surname }).rows)).toEqual(refs([web, agent]));
  });
});

describe("the oversell guard, from both doors", () => {
  it("20 bookings at once from four processes, two at the desk and two on the public form, sell a 10-seat departure's 10", async () => {
    const pkg = getPackage(testPackage("Race", { ...NO_FACTS }, [daily(10, ["08:30"])]))!;
    const date = addDays(todayIn(getEnv().TZ), 9);
    const run = promisify(execFile);
    const worker = path.resolve("tests/unit/oversell-worker.ts");
    const results = await Promise.all(
      ["staff", "public", "staff", "public"].map((door) =>
        run(process.execPath, ["--import", "tsx", worker, pkg.id, date, "5", door], { env: process.env }).then(
          (r) => JSON.parse(r.stdout) as { sold: number; refused: number },
        ),
      ),
    );
    expect(results.reduce((n, r) => n + r.sold, 0)).toBe(10);
    expect(results.reduce((n, r) => n + r.refused, 0)).toBe(10);
    expect(seatsLeft(pkg, date, "08:30")).toBe(0);
    const sources = getDb()
      .select({ source: bookings.source })
      .from(bookings)
      .where(eq(bookings.packageId, pkg.id))
      .all();
    expect(sources).toHaveLength(10);
  });
});
