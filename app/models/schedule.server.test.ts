import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import { formatDate, addDays, todayIn } from "~/utils/time";
import { errorText } from "~/utils/error-message";
import { ENGLISH } from "~/utils/i18n";
import { cancelBookingByAdmin, declineBookingByAdmin } from "./booking-admin.server";
import { createBooking, DepartureUnavailableError, getBooking, type NewBooking } from "./booking.server";
import { getPackage, updatePackage, type PackageFacts } from "./package.server";
import {
  addExtraDeparture,
  closeDeparture,
  listDepartureExceptions,
  packageAvailability,
  packagesAvailability,
  removeDepartureException,
  removeExtraDeparture,
  reopenDeparture,
  setDepartureSeats,
  type RuleInput,
  type DepartureChange,
} from "./schedule.server";
import { refusal, testPackage } from "../../tests/fixtures/bookings";
import { statementsOf } from "../../tests/fixtures/statements";
import { KEEP_IMAGES, NO_FACTS, packageWords, STAFF } from "../../tests/unit/model-fixtures";

const today = todayIn(getEnv().TZ);
/** A date `n` days from today in Mauritius (bookable from 2 on; the default cut-off is 24 hours). */
const day = (n: number) => addDays(today, n);
const DAILY = [1, 2, 3, 4, 5, 6, 7];

function scheduledPackage(rules: RuleInput[], facts: Partial<PackageFacts> = {}) {
  return getPackage(testPackage("Catamaran", { ...NO_FACTS, ...facts }, rules))!;
}
const daily = (seats: number, startTimes = ["08:30"]): RuleInput => ({
  weekdays: DAILY,
  startTimes,
  seats,
  validFrom: null,
  validTo: null,
});

const guest = { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", children: 0, infants: 0 };
function book(packageId: string, party: Partial<NewBooking> & { date: string; adults: number }) {
  return createBooking(
    { ...guest, ...party },
    { packageId, packageTitle: "Catamaran", userId: null, humanChecked: true, formKey: null },
  ).booking;
}
const on = (pkg: { id: string; cutoffHours: number }, date: string, startTime = "08:30") =>
  packageAvailability(pkg).departures.find((d) => d.date === date && d.startTime === startTime);

/** A staff change's refusal as the departures page says it (a message id with its values, in English). */
const worded = (change: DepartureChange) =>
  change.ok ? change : { ok: false, message: errorText(ENGLISH, change.message) };

describe("rules and exceptions, read back through availability", () => {
  it("expands the rules over 90 days and applies closures, seat changes and extra departures", () => {
    const pkg = scheduledPackage([
      daily(10),
      { weekdays: DAILY, startTimes: ["14:00"], seats: 12, validFrom: day(20), validTo: day(21) },
    ]);
    closeDeparture(pkg.id, day(5), null, "cyclone warning", STAFF);
    expect(setDepartureSeats(pkg.id, day(6), "08:30", 4, STAFF)).toEqual({ ok: true });
    const extra = addExtraDeparture(pkg.id, day(7), "17:00", 6, STAFF);

    const a = packageAvailability(pkg);
    expect(a.scheduled).toBe(true);
    expect(a.departures.filter((d) => d.startTime === "08:30")).toHaveLength(90);
    expect(a.departures.filter((d) => d.startTime === "14:00").map((d) => d.date)).toEqual([day(20), day(21)]);
    expect(on(pkg, day(5))).toMatchObject({ closed: true, note: "cyclone warning", status: "closed" });
    expect(on(pkg, day(6))).toMatchObject({ seats: 4, seatsLeft: 4, status: "open" });
    expect(on(pkg, day(7), "17:00")).toMatchObject({ seats: 6, status: "open" });
    expect(on(pkg, day(1))).toMatchObject({ status: "too-soon" });
    expect(a.next).toMatchObject({ date: day(2), startTime: "08:30" });

    reopenDeparture(pkg.id, day(5), null, STAFF);
    expect(on(pkg, day(5))).toMatchObject({ closed: false, status: "open" });
    expect(removeDepartureException(pkg.id, extra)).toBe(true);
    expect(on(pkg, day(7), "17:00")).toBeUndefined();
  });

  it("saving the package's rules replaces them", async () => {
    const pkg = scheduledPackage([daily(10)]);
    await updatePackage(pkg.id, { ...packageWords("Catamaran"), rules: [daily(20, ["09:00"])] }, KEEP_IMAGES, STAFF);
    expect(on(pkg, day(3))).toBeUndefined();
    expect(on(pkg, day(3), "09:00")).toMatchObject({ seats: 20 });
  });

  it("publishes the package's departures after each change", () => {
    const pkg = scheduledPackage([daily(10)]);
    const seen: ChangeEvent[] = [];
    const stop = subscribe((e) => seen.push(e));
    closeDeparture(pkg.id, day(9), "08:30", "", STAFF);
    book(pkg.id, { date: day(10), adults: 1 });
    stop();
    expect(seen.filter((e) => e.topic === "departures")).toEqual([
      { topic: "departures", packageId: pkg.id },
      { topic: "departures", packageId: pkg.id },
    ]);
  });
});

describe("seats", () => {
  it("adults and children take seats, infants none; a cancelled or declined booking gives them back at once", () => {
    const pkg = scheduledPackage([daily(10)]);
    const date = day(4);
    const first = book(pkg.id, { date, adults: 3, children: 1, infants: 2 });
    const second = book(pkg.id, { date, adults: 2 });
    expect(on(pkg, date)).toMatchObject({ seatsTaken: 6, seatsLeft: 4 });
    const told = (b: { email: string }) => ({
      recipient: b.email,
      subject: "Updated",
      plainTextMessage: "",
      htmlMessage: "",
    });
    cancelBookingByAdmin(first.reference, STAFF, "Guest phoned", told);
    expect(on(pkg, date)).toMatchObject({ seatsTaken: 2, seatsLeft: 8 });
    declineBookingByAdmin(second.reference, STAFF, "Crew short", told);
    expect(on(pkg, date)).toMatchObject({ seatsTaken: 0, seatsLeft: 10 });
  });

  it("refuses more people than seats left, and a sold-out date, offering the next departures with room", () => {
    const pkg = scheduledPackage([daily(4)]);
    const date = day(3);
    book(pkg.id, { date, adults: 3 });
    const tooMany = refusal(() => book(pkg.id, { date, adults: 2 }));
    expect(tooMany).toMatchObject({ field: "adults", message: `Only 1 seat left on ${formatDate(date)}.` });
    expect(tooMany.next.map((d) => d.date)).toEqual([day(4), day(5), day(6)]);
    book(pkg.id, { date, adults: 1 });
    expect(refusal(() => book(pkg.id, { date, adults: 1 }))).toMatchObject({
      field: "date",
      message: `Only 0 seats left on ${formatDate(date)}. This departure is sold out.`,
    });
  });

  it("refuses a date without a departure, a closed date and a departure past its cut-off", () => {
    const pkg = scheduledPackage([{ weekdays: [1], startTimes: ["08:30"], seats: 10, validFrom: null, validTo: null }]);
    const monday = packageAvailability(pkg).next!.date;
    const other = addDays(monday, 1);
    const none = refusal(() => book(pkg.id, { date: other, adults: 1 }));
    expect(none).toMatchObject({ field: "date", message: `There is no departure on ${formatDate(other)}.` });
    expect(none.next[0]).toMatchObject({ date: addDays(monday, 7), startTime: "08:30" });
    closeDeparture(pkg.id, monday, null, "boat in repair", STAFF);
    expect(refusal(() => book(pkg.id, { date: monday, adults: 1 }))).toMatchObject({
      field: "date",
      message: `There is no departure on ${formatDate(monday)}: boat in repair.`,
    });

    const late = scheduledPackage([daily(10)], { cutoffHours: 720 });
    expect(refusal(() => book(late.id, { date: day(10), adults: 1 })).message).toBe(
      `Bookings for ${formatDate(day(10))} at 08:30 close 720 hours before the start. Please choose a later date.`,
    );
  });

  it("asks for the start time when a day has several, and keeps the one chosen", () => {
    const pkg = scheduledPackage([daily(10, ["08:30", "13:30"])]);
    expect(refusal(() => book(pkg.id, { date: day(3), adults: 1 }))).toMatchObject({
      field: "startTime",
      message: "Please choose a start time",
    });
    expect(book(pkg.id, { date: day(3), adults: 1, startTime: "13:30" }).startTime).toBe("13:30");
    expect(on(pkg, day(3), "13:30")).toMatchObject({ seatsTaken: 1 });
    expect(on(pkg, day(3), "08:30")).toMatchObject({ seatsTaken: 0 });
  });

  it("refuses lowering a departure's seats below those booked, changing nothing", () => {
    const pkg = scheduledPackage([daily(10)]);
    const date = day(8);
    book(pkg.id, { date, adults: 4, children: 2 });
    expect(worded(setDepartureSeats(pkg.id, date, "08:30", 5, STAFF))).toEqual({
      ok: false,
      message: `6 seats are already booked on ${formatDate(date)}: the departure cannot have fewer.`,
    });
    expect(setDepartureSeats(pkg.id, date, null, 5, STAFF)).toMatchObject({ ok: false });
    expect(on(pkg, date)).toMatchObject({ seats: 10 });
    expect(setDepartureSeats(pkg.id, date, "08:30", 6, STAFF)).toEqual({ ok: true });
    expect(on(pkg, date)).toMatchObject({ seats: 6, seatsLeft: 0, status: "sold-out" });
  });

  it("removes a one-off departure for staff only when no booked seat would be left without one", () => {
    const pkg = scheduledPackage([daily(4)]);
    const date = day(9);
    const empty = addExtraDeparture(pkg.id, date, "15:00", 6, STAFF);
    expect(removeExtraDeparture(pkg.id, empty, STAFF)).toEqual({ ok: true });
    expect(on(pkg, date, "15:00")).toBeUndefined();

    const booked = addExtraDeparture(pkg.id, date, "15:00", 6, STAFF);
    book(pkg.id, { date, startTime: "15:00", adults: 2 });
    expect(worded(removeExtraDeparture(pkg.id, booked, STAFF))).toEqual({
      ok: false,
      message: `2 seats are already booked on ${formatDate(date)}: the departure cannot be removed.`,
    });
    expect(on(pkg, date, "15:00")).toMatchObject({ seats: 6, seatsTaken: 2 });

    // At a rule's time the extra only raised the seats: back to the rule's 4 is refused below 5 booked.
    const raised = addExtraDeparture(pkg.id, date, "08:30", 8, STAFF);
    book(pkg.id, { date, startTime: "08:30", adults: 5 });
    expect(worded(removeExtraDeparture(pkg.id, raised, STAFF))).toEqual({
      ok: false,
      message: `5 seats are already booked on ${formatDate(date)}: the departure cannot have fewer.`,
    });
    expect(on(pkg, date, "08:30")).toMatchObject({ seats: 8 });
    // Another package's id changes nothing.
    const other = scheduledPackage([daily(4)]);
    expect(removeExtraDeparture(other.id, empty, STAFF)).toEqual({ ok: true });
  });

  it("refuses staff changes to a past day (Mauritius time), writing nothing; today still changes", () => {
    const pkg = scheduledPackage([daily(10)]);
    const yesterday = day(-1);
    const extra = addExtraDeparture(pkg.id, yesterday, "15:00", 6, STAFF);
    const before = listDepartureExceptions(pkg.id, yesterday, yesterday);
    const refused = {
      ok: false,
      message: `${formatDate(yesterday)} is past: its departures can no longer be changed.`,
    };
    expect(worded(closeDeparture(pkg.id, yesterday, null, "too late", STAFF))).toEqual(refused);
    expect(worded(reopenDeparture(pkg.id, yesterday, "08:30", STAFF))).toEqual(refused);
    expect(worded(setDepartureSeats(pkg.id, yesterday, "08:30", 4, STAFF))).toEqual(refused);
    expect(worded(removeExtraDeparture(pkg.id, extra, STAFF))).toEqual(refused);
    expect(listDepartureExceptions(pkg.id, yesterday, yesterday)).toEqual(before);
    expect(closeDeparture(pkg.id, today, "08:30", "", STAFF)).toEqual({ ok: true });
  });
});

describe("prices kept on the booking", () => {
  it("keeps the prices and total as they were when booked, whatever the package's prices become", async () => {
    const pkg = scheduledPackage([daily(10)], { priceAdult: 3500, priceChild: 1750 });
    const booking = book(pkg.id, { date: day(3), adults: 2, children: 1, infants: 1 });
    expect(booking).toMatchObject({
      startTime: "08:30",
      priceAdult: 3500,
      priceChild: 1750,
      priceInfant: 0,
      total: 8750,
    });
    await updatePackage(
      pkg.id,
      { ...packageWords("Catamaran"), facts: { ...NO_FACTS, priceAdult: 5000 } },
      KEEP_IMAGES,
      STAFF,
    );
    expect(getPackage(pkg.id)).toMatchObject({ priceAdult: 5000, priceChild: null });
    expect(getBooking(booking.reference)).toMatchObject({
      priceAdult: 3500,
      priceChild: 1750,
      priceInfant: 0,
      total: 8750,
    });
  });

  it("a package without a schedule books as before, with no seat check, and a price snapshot when it has prices", () => {
    const free = testPackage("Catamaran", { ...NO_FACTS, priceAdult: 1000 });
    const booking = book(free, { date: day(3), adults: 10, children: 10 });
    expect(booking).toMatchObject({ startTime: null, priceAdult: 1000, priceChild: 1000, total: 20_000 });
    const onRequest = testPackage("Catamaran", NO_FACTS);
    expect(book(onRequest, { date: day(3), adults: 1 })).toMatchObject({
      startTime: null,
      priceAdult: null,
      total: null,
    });
    expect(packageAvailability({ id: onRequest, cutoffHours: 24 })).toMatchObject({
      scheduled: false,
      departures: [],
      next: null,
    });
  });
});

describe("the availability read", () => {
  it("runs the same small number of statements for 1 booking or 50, and for 1 package or 5", () => {
    const one = scheduledPackage([daily(100)]);
    book(one.id, { date: day(3), adults: 1 });
    const many = scheduledPackage([daily(100)]);
    for (let i = 0; i < 50; i++) book(many.id, { date: day(3 + (i % 40)), adults: 1 });
    closeDeparture(many.id, day(50), null, "", STAFF);

    expect(statementsOf(() => packageAvailability(one))).toBe(3);
    expect(statementsOf(() => packageAvailability(many))).toBe(3);
    const five = [one, many, ...Array.from({ length: 3 }, () => scheduledPackage([daily(10)]))];
    expect(statementsOf(() => packagesAvailability(five))).toBe(3);
    expect(
      packagesAvailability(five)
        .get(many.id)!
        .departures.find((d) => d.date === day(3)),
    ).toMatchObject({ seatsTaken: 2 });
  });
});

describe("the oversell guard", () => {
  it("30 bookings for a 10-seat departure sell exactly 10 seats", () => {
    const pkg = scheduledPackage([daily(10)]);
    const date = day(12);
    let sold = 0;
    let refused = 0;
    for (let i = 0; i < 30; i++) {
      try {
        book(pkg.id, { date, adults: 1 + (i % 2) });
        sold += 1 + (i % 2);
      } catch (error) {
        if (!(error instanceof DepartureUnavailableError)) throw error;
        refused++;
      }
    }
    expect(sold).toBe(10);
    expect(refused).toBeGreaterThan(0);
    expect(on(pkg, date)).toMatchObject({ seatsTaken: 10, seatsLeft: 0 });
  });

  it("four processes booking the same 10-seat departure on one SQLite file sell exactly 10 seats", async () => {
    const pkg = scheduledPackage([daily(10)]);
    const date = day(13);
    const run = promisify(execFile);
    const worker = path.resolve("tests/unit/oversell-worker.ts");
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ["--import", "tsx", worker, pkg.id, date, "10"], { env: process.env }).then((r) =>
          JSON.parse(r.stdout),
        ),
      ),
    );
    expect(results.reduce((n, r) => n + r.sold, 0)).toBe(10);
    expect(results.reduce((n, r) => n + r.refused, 0)).toBe(30);
    expect(on(pkg, date)).toMatchObject({ seatsTaken: 10, seatsLeft: 0 });
  });
});
