import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { adminUpdates, bookings, departureExceptions, notifications, outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { cancelDeparture, messageDeparture } from "./booking-admin.server";
import { createBooking, getBooking, type Booking } from "./booking.server";
import { manifestDeparture, manifestOn } from "./manifest.server";
import { setPackageStatus, type PackageFacts } from "./package.server";
import { packageAvailability, type RuleInput } from "./schedule.server";
import { createUser } from "./user.server";
import { testPackage } from "../../tests/fixtures/bookings";
import { statementsOf } from "../../tests/fixtures/statements";
import { STAFF } from "../../tests/unit/model-fixtures";

const today = todayIn(getEnv().TZ);
const day = (n: number) => addDays(today, n);
const DAILY = [1, 2, 3, 4, 5, 6, 7];
const facts: PackageFacts = {
  durationMinutes: 240,
  meetingPoint: "Grand Baie waterfront",
  priceAdult: null,
  priceChild: null,
  priceInfant: null,
  cutoffHours: null,
};

const pkg = (title: string, rules: RuleInput[] = []) => testPackage(title, facts, rules);
const daily = (startTimes: string[], seats = 20): RuleInput => ({
  weekdays: DAILY,
  startTimes,
  seats,
  validFrom: null,
  validTo: null,
});

type Pickup = { place: string; zone: string; time: string } | null;
function book(
  packageId: string,
  date: string,
  startTime: string | null,
  pickup: Pickup,
  extra: { adults?: number; userId?: string; email?: string } = {},
) {
  const { booking } = createBooking(
    {
      name: "Guest",
      surname: "Tester",
      email: extra.email ?? "guest@example.mu",
      phone: "+230 5712 3456",
      date,
      startTime,
      adults: extra.adults ?? 2,
      children: 1,
      infants: 0,
    },
    { packageId, packageTitle: "T", userId: extra.userId ?? null, humanChecked: true, formKey: null },
  );
  if (pickup)
    getDb()
      .update(bookings)
      .set({ pickupPlace: pickup.place, pickupZone: pickup.zone, pickupTime: pickup.time })
      .where(eq(bookings.reference, booking.reference))
      .run();
  return booking.reference;
}
const notice = (b: Booking) => ({
  email: { recipient: b.email, subject: `About ${b.reference}`, plainTextMessage: "x", htmlMessage: "<p>x</p>" },
  bell: { title: "t", message: "m" },
});

describe("the departure manifest", () => {
  const date = day(10);
  const boat = pkg("Manifest boat", [daily(["09:30", "14:00"])]);
  const walk = pkg("Manifest walk");
  const meeting = book(boat, date, "09:30", null);
  const late = book(boat, date, "09:30", { place: "Zilwa Attitude", zone: "North", time: "08:15" });
  const early = book(boat, date, "09:30", { place: "LUX Grand Baie", zone: "North", time: "07:50" });
  const sameTimeB = book(boat, date, "09:30", { place: "Veranda Paul et Virginie", zone: "North", time: "08:15" });
  const afternoon = book(boat, date, "14:00", { place: "Zilwa Attitude", zone: "North", time: "12:45" });
  const cancelled = book(boat, date, "09:30", { place: "Zilwa Attitude", zone: "North", time: "07:00" });
  getDb()
    .update(bookings)
    .set({ state: "cancelled", status: "Cancelled" })
    .where(eq(bookings.reference, cancelled))
    .run();
  const unscheduled = book(walk, date, null, null);

  it("lists each departure of the day by start time, its passengers in pickup order, meeting-point guests last", () => {
    const manifest = manifestOn(date).filter((d) => d.packageId === boat || d.packageId === walk);
    expect(manifest.map((d) => [d.packageTitle, d.startTime])).toEqual([
      ["Manifest boat", "09:30"],
      ["Manifest boat", "14:00"],
      ["Manifest walk", null],
    ]);
    const [morning, afternoonRun, noSetTime] = manifest;
    // 08:15 twice: by the place's name (LUX… 07:50, then Veranda before Zilwa), the meeting point at the end.
    expect(morning.passengers.map((p) => p.reference)).toEqual([early, sameTimeB, late, meeting]);
    expect(morning.notTravelling.map((p) => p.reference)).toEqual([cancelled]);
    expect(morning).toMatchObject({
      seats: 20,
      seatsTaken: 12,
      seatsLeft: 8,
      totals: { adults: 8, children: 4, infants: 0 },
    });
    expect(afternoonRun.passengers.map((p) => p.reference)).toEqual([afternoon]);
    expect(noSetTime).toMatchObject({ seats: null, seatsLeft: null, seatsTaken: 3 });
    expect(noSetTime.passengers.map((p) => p.reference)).toEqual([unscheduled]);
  });

  it("shows a retired package's departure only when someone is booked on it", () => {
    const retired = pkg("Manifest retired", [daily(["10:00"])]);
    setPackageStatus(retired, "deleted", STAFF);
    expect(manifestOn(date).some((d) => d.packageId === retired)).toBe(false);
    book(retired, date, "10:00", null);
    expect(manifestOn(date).some((d) => d.packageId === retired)).toBe(true);
  });

  it("reads in six statements, whatever the number of bookings", () => {
    const few = statementsOf(() => manifestOn(date));
    for (let i = 0; i < 10; i++) book(walk, date, null, null, { adults: 1 });
    expect(statementsOf(() => manifestOn(date))).toBe(few);
    expect(few).toBe(6);
  });
});

describe("cancelling a whole departure", async () => {
  const date = day(12);
  const boat = pkg("Cancel boat", [daily(["09:30", "14:00"], 10)]);
  const client = (await createUser({ email: "cancel-client@example.mu", passwordHash: "x" })).id;
  const a = book(boat, date, "09:30", null, { email: "one@example.mu", userId: client });
  const b = book(
    boat,
    date,
    "09:30",
    { place: "LUX Grand Baie", zone: "North", time: "08:00" },
    { email: "two@example.mu" },
  );
  const declined = book(boat, date, "09:30", null, { email: "three@example.mu" });
  getDb().update(bookings).set({ state: "declined", status: "Declined" }).where(eq(bookings.reference, declined)).run();
  const other = book(boat, date, "14:00", null, { email: "four@example.mu" });
  const departure = { packageId: boat, date, startTime: "09:30" };
  const mails = () => getDb().select().from(outbox).where(like(outbox.subject, "About %")).all();

  it("is all or nothing: a failure half-way changes no booking and records no e-mail", () => {
    let n = 0;
    expect(() =>
      cancelDeparture(
        departure,
        { reason: "Strong winds", close: true },
        STAFF,
        () => "log",
        (bk) => {
          if (++n === 2) throw new Error("boom");
          return notice(bk);
        },
      ),
    ).toThrow("boom");
    expect([a, b].map((r) => getBooking(r)?.state)).toEqual(["pending", "pending"]);
    expect(mails()).toEqual([]);
    expect(getDb().select().from(departureExceptions).where(eq(departureExceptions.packageId, boat)).all()).toEqual([]);
  });

  it("cancels only that departure's travelling bookings in one transaction, tells each guest once, and frees the seats", () => {
    const transaction = vi.spyOn(getDb(), "transaction");
    const result = cancelDeparture(
      departure,
      { reason: "Strong winds", close: false },
      STAFF,
      (n) => `Departure cancelled, ${n} bookings`,
      notice,
    );
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
    expect(result.count).toBe(2);
    expect([a, b].map((r) => getBooking(r))).toEqual([
      expect.objectContaining({ state: "cancelled", status: "Cancelled" }),
      expect.objectContaining({ state: "cancelled", status: "Cancelled" }),
    ]);
    // The declined booking keeps its word; the other start of the same day is untouched.
    expect(getBooking(declined)).toMatchObject({ state: "declined", status: "Declined" });
    expect(getBooking(other)).toMatchObject({ state: "pending", status: "Pending" });
    expect(
      mails()
        .map((m) => m.recipient)
        .sort(),
    ).toEqual(["one@example.mu", "two@example.mu"]);
    expect(getDb().select().from(notifications).where(eq(notifications.userId, client)).all()).toHaveLength(1);
    expect(
      getDb().select().from(adminUpdates).where(eq(adminUpdates.content, "Departure cancelled, 2 bookings")).all(),
    ).toHaveLength(1);
    const seats = packageAvailability({ id: boat, cutoffHours: 24 }).departures.filter((d) => d.date === date);
    expect(seats.map((d) => [d.startTime, d.seatsLeft, d.status])).toEqual([
      ["09:30", 10, "open"],
      ["14:00", 7, "open"],
    ]);
    expect(manifestDeparture(date, boat, "09:30")?.passengers).toEqual([]);
  });

  it("a second cancel tells no one again; closing uses the departure's closure", () => {
    const again = cancelDeparture(departure, { reason: "Still windy", close: true }, STAFF, () => "again", notice);
    expect(again).toMatchObject({ count: 0, closed: true, notices: [] });
    expect(mails()).toHaveLength(2);
    const morning = packageAvailability({ id: boat, cutoffHours: 24 }).departures.find(
      (d) => d.date === date && d.startTime === "09:30",
    );
    expect(morning).toMatchObject({ status: "closed", note: "Still windy" });
  });
});

describe("messaging everyone on a departure", () => {
  it("records one e-mail per travelling booking and one log line, in one transaction", () => {
    const date = day(14);
    const boat = pkg("Message boat", [daily(["09:30"])]);
    book(boat, date, "09:30", null, { email: "m1@example.mu" });
    book(boat, date, "09:30", null, { email: "m2@example.mu" });
    const gone = book(boat, date, "09:30", null, { email: "m3@example.mu" });
    getDb().update(bookings).set({ state: "cancelled", status: "Cancelled" }).where(eq(bookings.reference, gone)).run();
    const result = messageDeparture(
      { packageId: boat, date, startTime: "09:30" },
      STAFF,
      "About the boat",
      (n) => `Message sent to ${n} guests of Message boat`,
      notice,
    );
    expect(result.count).toBe(2);
    expect(result.notices).toHaveLength(2);
    expect(
      getDb()
        .select()
        .from(adminUpdates)
        .where(eq(adminUpdates.content, "Message sent to 2 guests of Message boat"))
        .all(),
    ).toHaveLength(1);
  });
});
