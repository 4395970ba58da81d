import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminUpdates, auditLog, notifications, outbox, packages } from "~/db/schema";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { errorText } from "~/utils/error-message";
import { ENGLISH } from "~/utils/i18n";
import { confirmBookingByAdmin } from "./booking-admin.server";
import {
  changeBooking,
  createBooking,
  getBooking,
  type Booking,
  type ChangeNotice,
  type ChangeResult,
  type NewBooking,
} from "./booking.server";
import { getPackage, type PackageFacts } from "./package.server";
import { addPickupPlace, listPickupPlaces, replacePackagePickups } from "./pickup.server";
import { packageAvailability, type RuleInput } from "./schedule.server";
import { testAccount, testPackage } from "../../tests/fixtures/bookings";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

const today = todayIn(getEnv().TZ);
const day = (n: number) => addDays(today, n);
const daily = (seats: number): RuleInput => ({
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startTimes: ["08:30"],
  seats,
  validFrom: null,
  validTo: null,
});
const PRICES = { priceAdult: 3500, priceChild: 1750, priceInfant: 0 };

function scheduledPackage(seats = 10, facts: Partial<PackageFacts> = {}) {
  return getPackage(testPackage("Catamaran", { ...NO_FACTS, ...PRICES, ...facts }, [daily(seats)]))!;
}
const guest = { name: "Priya", surname: "Doolub", email: "priya@example.mu", phone: "+23057123456" };
function book(packageId: string, party: Partial<NewBooking> & { date: string; adults: number }, userId?: string) {
  return createBooking(
    { ...guest, children: 0, infants: 0, ...party },
    { packageId, packageTitle: "Catamaran", userId: userId ?? null, humanChecked: true, formKey: null },
  ).booking;
}
const seatsTaken = (pkg: { id: string; cutoffHours: number }, date: string) =>
  packageAvailability(pkg).departures.find((d) => d.date === date && d.startTime === "08:30")!.seatsTaken;

const notice: ChangeNotice = {
  email: (before, after, link) => ({
    recipient: after.email,
    subject: `Your booking ${after.reference} has changed`,
    plainTextMessage: `${before.date} → ${after.date} ${link}`,
    htmlMessage: "x",
  }),
  bell: (b) => ({ title: `Booking ${b.reference}`, message: "Your booking has changed" }),
};
const staff = { by: "staff" as const, actor: STAFF };
const asGuest = { by: "guest" as const, logLine: (b: Booking) => `Booking ${b.reference} moved by the guest` };
const staffChange = (b: Booking, changes: Partial<Booking>) =>
  changeBooking(b.reference, { date: b.date, startTime: b.startTime, ...changes }, staff, notice);
const refusalText = (r: ChangeResult) => (r.outcome === "refused" ? errorText(ENGLISH, r.message) : r.outcome);

describe("changeBooking by staff", () => {
  it("moves a booking: frees the old departure's seats, takes the new one's, reprices, and tells everyone", async () => {
    const pkg = scheduledPackage();
    const user = await testAccount("mover");
    const b = book(pkg.id, { date: day(10), adults: 2 }, user.id);
    const result = staffChange(b, { date: day(11) });
    expect(result.outcome).toBe("changed");
    expect(seatsTaken(pkg, day(10))).toBe(0);
    expect(seatsTaken(pkg, day(11))).toBe(2);
    expect(getBooking(b.reference)).toMatchObject({ date: day(11), total: 7000 });
    const db = getDb();
    const audit = db.select().from(auditLog).orderBy(desc(auditLog.id)).get()!;
    expect(audit).toMatchObject({ action: "booking.change", targetId: b.reference });
    expect(audit.changes).toEqual({ date: [day(10), day(11)] });
    expect(db.select().from(adminUpdates).orderBy(desc(adminUpdates.id)).get()!.content).toContain(
      `changed by ${STAFF.email}`,
    );
    const mail = db.select().from(outbox).orderBy(desc(outbox.id)).get()!;
    expect(mail).toMatchObject({ recipient: guest.email, subject: `Your booking ${b.reference} has changed` });
    expect(db.select().from(notifications).where(eq(notifications.userId, user.id)).all()).toHaveLength(1);
  });

  it("refuses a departure that cannot take the party with its seats left, and changes nothing", () => {
    const pkg = scheduledPackage(4);
    const b = book(pkg.id, { date: day(10), adults: 2 });
    book(pkg.id, { date: day(11), adults: 1 });
    const outboxBefore = getDb().select().from(outbox).all().length;
    const result = staffChange(b, { date: day(11), adults: 4 });
    expect(refusalText(result)).toMatch(/^Only 3 seats left on .+ at 08:30, and this party needs 4\./);
    expect(getBooking(b.reference)).toEqual(b);
    expect(seatsTaken(pkg, day(10))).toBe(2);
    expect(seatsTaken(pkg, day(11))).toBe(1);
    expect(getDb().select().from(outbox).all()).toHaveLength(outboxBefore);
  });

  it("counts the booking's own seats as free when it grows on its own departure", () => {
    const pkg = scheduledPackage(5);
    const b = book(pkg.id, { date: day(10), adults: 3 });
    book(pkg.id, { date: day(10), adults: 1 });
    // 1 seat left besides its own 3: 4 fits, 5 does not.
    expect(staffChange(b, { adults: 4 }).outcome).toBe("changed");
    expect(refusalText(staffChange(getBooking(b.reference)!, { adults: 5 }))).toMatch(/^Only 4 seats left/);
    expect(seatsTaken(pkg, day(10))).toBe(5);
  });

  it("reprices from today's prices only when the party or the departure changes", () => {
    const pkg = scheduledPackage();
    const b = book(pkg.id, { date: day(10), adults: 2 });
    // The package's prices change after the booking: a change of name keeps the old prices and total.
    getDb().run(`update packages set price_adult = 4000 where id = '${pkg.id}'`);
    const renamed = staffChange(b, { name: "Anjali" });
    expect(renamed).toMatchObject({ outcome: "changed", repriced: false });
    expect(getBooking(b.reference)).toMatchObject({ name: "Anjali", total: 7000, priceAdult: 3500 });
    const grown = staffChange(getBooking(b.reference)!, { children: 1 });
    expect(grown).toMatchObject({ outcome: "changed", repriced: true });
    expect(getBooking(b.reference)).toMatchObject({ total: 9750, priceAdult: 4000, priceChild: 1750 });
  });

  it("says unchanged, writing and sending nothing, when nothing differs", () => {
    const pkg = scheduledPackage();
    const b = book(pkg.id, { date: day(10), adults: 2 });
    expect(staffChange(b, {}).outcome).toBe("unchanged");
  });

  it("prices a pickup in a zone with a surcharge again, and another address replaces a place", () => {
    const pkg = scheduledPackage(10);
    getDb()
      .update(packages)
      .set({ zoneSurcharges: { West: 500 } })
      .where(eq(packages.id, pkg.id))
      .run();
    addPickupPlace({ zone: "West", name: `Sugar Beach ${pkg.id}` }, STAFF);
    addPickupPlace({ zone: "North", name: `Oberoi ${pkg.id}` }, STAFF);
    const places = listPickupPlaces().filter((p) => p.name.endsWith(pkg.id));
    const west = places.find((p) => p.zone === "West")!;
    const north = places.find((p) => p.zone === "North")!;
    getDb().transaction((tx) =>
      replacePackagePickups(tx, pkg.id, [
        { placeId: west.id, minutesBefore: 60 },
        { placeId: north.id, minutesBefore: 30 },
      ]),
    );
    const b = book(pkg.id, { date: day(10), adults: 2, pickupPlaceId: north.id });
    expect(b).toMatchObject({ total: 7000, pickupSurcharge: null });
    staffChange(b, { pickupPlaceId: west.id });
    expect(getBooking(b.reference)).toMatchObject({ total: 8000, pickupSurcharge: 500, pickupZone: "West" });
    staffChange(getBooking(b.reference)!, { pickupPlaceId: null, pickupAddress: "Villa Ylang, Flic en Flac" });
    expect(getBooking(b.reference)).toMatchObject({
      total: 7000,
      pickupSurcharge: null,
      pickupPlace: null,
      pickupAddress: "Villa Ylang, Flic en Flac",
    });
    staffChange(getBooking(b.reference)!, { pickupPlaceId: north.id, pickupAddress: null });
    expect(getBooking(b.reference)).toMatchObject({
      pickupPlace: north.name,
      pickupAddress: null,
      pickupTime: "08:00",
    });
  });

  it("keeps staff's pickup time through a move, and computes it again once cleared", () => {
    const pkg = scheduledPackage();
    addPickupPlace({ zone: "North", name: `Royal Palm ${pkg.id}` }, STAFF);
    const place = listPickupPlaces().find((p) => p.name === `Royal Palm ${pkg.id}`)!;
    getDb().transaction((tx) => replacePackagePickups(tx, pkg.id, [{ placeId: place.id, minutesBefore: 60 }]));
    const b = book(pkg.id, { date: day(10), adults: 2, pickupPlaceId: place.id });
    expect(b.pickupTime).toBe("07:30");
    staffChange(b, { pickupTime: "07:10" });
    expect(getBooking(b.reference)).toMatchObject({ pickupTime: "07:10", pickupTimeFixed: true });
    staffChange(getBooking(b.reference)!, { date: day(12) });
    expect(getBooking(b.reference)).toMatchObject({ date: day(12), pickupTime: "07:10", pickupTimeFixed: true });
    staffChange(getBooking(b.reference)!, { pickupTime: null });
    expect(getBooking(b.reference)).toMatchObject({ pickupTime: "07:30", pickupTimeFixed: false });
    staffChange(getBooking(b.reference)!, { pickupPlaceId: null });
    expect(getBooking(b.reference)).toMatchObject({ pickupPlace: null, pickupTime: null });
  });

  it("may move a booking inside the cut-off (tomorrow), which a guest may not", () => {
    const pkg = scheduledPackage();
    const b = book(pkg.id, { date: day(10), adults: 2 });
    expect(staffChange(b, { date: day(1) }).outcome).toBe("changed");
  });

  it("sends no e-mail to a booking without an address", () => {
    const pkg = scheduledPackage();
    const b = book(pkg.id, { date: day(10), adults: 2 });
    const before = getDb().select().from(outbox).all().length;
    expect(staffChange(b, { email: "" }).outcome).toBe("changed");
    expect(staffChange(getBooking(b.reference)!, { date: day(11) }).outcome).toBe("changed");
    expect(getDb().select().from(outbox).all()).toHaveLength(before);
  });
});

describe("changeBooking by the guest", () => {
  const move = (b: Booking, date: string, now?: Date) =>
    changeBooking(b.reference, { date, startTime: "08:30", adults: 9, name: "Nope" }, asGuest, notice, now);

  it("moves only the departure, by the public form's rules", () => {
    const pkg = scheduledPackage();
    const b = book(pkg.id, { date: day(10), adults: 2 });
    expect(move(b, day(12)).outcome).toBe("changed");
    expect(getBooking(b.reference)).toMatchObject({ date: day(12), adults: 2, name: "Priya" });
    expect(seatsTaken(pkg, day(10))).toBe(0);
    expect(seatsTaken(pkg, day(12))).toBe(2);
    expect(getDb().select().from(adminUpdates).orderBy(desc(adminUpdates.id)).get()!.content).toBe(
      `Booking ${b.reference} moved by the guest`,
    );
  });

  it("may not move to a departure before today plus 2, nor to one without the seats", () => {
    const pkg = scheduledPackage(3);
    const b = book(pkg.id, { date: day(10), adults: 2 });
    book(pkg.id, { date: day(12), adults: 2 });
    expect(refusalText(move(b, day(1)))).toMatch(/we need 2 days/);
    expect(refusalText(move(b, day(12)))).toMatch(/^Only 1 seat left on/);
    expect(getBooking(b.reference)).toEqual(b);
  });

  it("is not allowed once a confirmed booking is past its free cancellation", () => {
    const pkg = scheduledPackage(10, { freeCancelHours: 24 });
    const b = book(pkg.id, { date: day(10), adults: 2 });
    confirmBookingByAdmin(b.reference, STAFF, notice.email.bind(null, b));
    const confirmed = getBooking(b.reference)!;
    const lateNow = new Date(Date.now() + 9.5 * 24 * 3_600_000);
    expect(move(confirmed, day(12), lateNow).outcome).toBe("not-allowed");
    expect(move(confirmed, day(12)).outcome).toBe("changed");
  });
});

describe("moves and new bookings at once", () => {
  it("four processes booking and moving onto one 10-seat departure on one SQLite file never oversell it", async () => {
    const pkg = scheduledPackage(10);
    const target = day(20);
    // Bookings of 1 on other days, for the movers to move onto the target.
    const movers = Array.from({ length: 12 }, (_, i) => book(pkg.id, { date: day(21 + (i % 5)), adults: 1 }));
    const run = promisify(execFile);
    const tsx = (worker: string, ...args: string[]) =>
      run(process.execPath, ["--import", "tsx", path.resolve(`tests/unit/${worker}`), ...args]);
    const half = (i: number) => movers.filter((_, j) => j % 2 === i).map((b) => b.reference);
    const results = await Promise.all([
      ...[0, 1].map((i) => tsx("change-race-worker.ts", target, ...half(i))),
      ...[0, 1].map(() => tsx("oversell-worker.ts", pkg.id, target, "6")),
    ]);
    const counts = results.map((r) => JSON.parse(r.stdout) as { sold: number; refused: number });
    expect(counts.reduce((n, c) => n + c.sold, 0)).toBe(10);
    expect(counts.reduce((n, c) => n + c.refused, 0)).toBe(12 + 12 - 10);
    expect(seatsTaken(pkg, target)).toBe(10);
  });
});
