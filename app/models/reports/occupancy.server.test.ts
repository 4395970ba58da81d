import { describe, expect, it } from "vitest";
import type { Booking } from "~/models/booking.server";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { addExtraDeparture, closeDeparture, scheduledDepartures, setDepartureSeats } from "../schedule.server";
import { occupancyCsv, occupancyNext14, occupancyReport } from "./occupancy.server";
import { bookingRow, testPackage } from "../../../tests/fixtures/bookings";
import { REPORT_FACTS, REPORT_PERIODS, seedReportData } from "../../../tests/fixtures/report-data";
import { plansOf } from "../../../tests/fixtures/query-plan";
import { statementsOf } from "../../../tests/fixtures/statements";
import { NO_FACTS, STAFF } from "../../../tests/unit/model-fixtures";

const TZ = getEnv().TZ;

describe("occupancy on the reports' data set", () => {
  const { reef, night } = seedReportData();
  const november = occupancyReport(REPORT_PERIODS.november, TZ);
  const december = occupancyReport(REPORT_PERIODS.december, TZ);
  const of = (report: typeof november, id: string) => report.packages.find((p) => p.packageId === id)!;

  it("offers the scheduled seats less the closed day and the seats change, and sells those held", () => {
    expect(november.packages.map((p) => p.title)).toEqual(["Night", "Reef"]);
    expect(of(november, reef)).toMatchObject({
      offered: REPORT_FACTS.november.offered.reef,
      sold: REPORT_FACTS.november.sold.reef,
      unscheduled: 0,
    });
    expect(of(november, night)).toMatchObject({
      offered: REPORT_FACTS.november.offered.night,
      sold: REPORT_FACTS.november.sold.night,
    });
    expect(november.total).toEqual({
      offered: REPORT_FACTS.november.offered.reef + REPORT_FACTS.november.offered.night,
      sold: REPORT_FACTS.november.sold.reef,
      unscheduled: 0,
    });
  });

  it("counts the 00:30 departure of 1 Dec and its booking in December, in the week of Monday 30 Nov", () => {
    expect(of(december, night)).toMatchObject({
      offered: REPORT_FACTS.december.offered.night,
      sold: REPORT_FACTS.december.sold.night,
    });
    expect(of(december, reef)).toMatchObject({
      offered: REPORT_FACTS.december.offered.reef,
      sold: REPORT_FACTS.december.sold.reef,
    });
    expect(december.weeks[0]).toEqual({ key: "2026-11-30", from: "2026-12-01", to: "2026-12-06" });
    // 1 Dec's departure: 8 seats, of which the night booking's 2 adults.
    expect(of(december, night).weeks[0]).toEqual({ week: "2026-11-30", sold: 2, offered: 8, unscheduled: 0 });
  });

  it("clips the weeks to the period: November's last week is 30 Nov alone", () => {
    expect(november.weeks.map((w) => w.key)).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(november.weeks.at(-1)).toEqual({ key: "2026-11-30", from: "2026-11-30", to: "2026-11-30" });
    // Reef on 30 Nov only (10 seats); Night leaves on 1 Dec, not in November.
    expect(of(november, reef).weeks.at(-1)).toMatchObject({ offered: 10, sold: 0 });
    expect(of(november, night).weeks.at(-1)).toMatchObject({ offered: 0, sold: 0 });
    // The week of 9 Nov: 7 days less the closed 10th and 4 fewer on the 12th; nothing sold.
    expect(of(november, reef).weeks[2]).toMatchObject({ week: "2026-11-09", offered: 56, sold: 0 });
    // The week of 16 Nov: the family's 3 (20 Nov), the agent's 1 (21st), the pending 2 (22nd).
    expect(of(november, reef).weeks[3]).toMatchObject({ week: "2026-11-16", offered: 70, sold: 6 });
    // The week of 23 Nov: the cancelled (23rd) and the declined (24th) are left out; the no-show's 1 counts.
    expect(of(november, reef).weeks[4]).toMatchObject({ week: "2026-11-23", offered: 70, sold: 1 });
    expect(november.byWeek.map((w) => w.sold)).toEqual([0, 0, 0, 6, 1, 0]);
    expect(november.byWeek.reduce((n, w) => n + w.offered, 0)).toBe(november.total.offered);
  });

  it("sums the same figures by month, the 00:30 departure of 1 Dec in December", () => {
    const both = occupancyReport({ from: "2026-11-01", to: "2026-12-31", month: null }, TZ);
    const { november: nov, december: dec } = REPORT_FACTS;
    expect(both.months.map((m) => m.key)).toEqual(["2026-11", "2026-12"]);
    expect(both.byMonth).toEqual([
      { month: "2026-11", sold: nov.sold.reef, offered: nov.offered.reef + nov.offered.night, unscheduled: 0 },
      { month: "2026-12", sold: dec.sold.night, offered: dec.offered.reef + dec.offered.night, unscheduled: 0 },
    ]);
    expect(of(both, night).months.map((m) => m.sold)).toEqual([0, 2]);
    // The week of 30 Nov spans both months: 30 Nov's Reef and 1–6 Dec's departures.
    expect(both.byWeek.find((w) => w.week === "2026-11-30")).toMatchObject({ offered: 7 * 10 + 8, sold: 2 });
  });

  it("reads in 4 statements at most, the bookings through an index alone", () => {
    expect(statementsOf(() => occupancyReport(REPORT_PERIODS.november, TZ))).toBeLessThanOrEqual(4);
    const plans = plansOf(() => occupancyReport(REPORT_PERIODS.november, TZ));
    const overBookings = plans.filter((p) => /\bbookings\b/.test(p.sql));
    expect(overBookings.length).toBeGreaterThan(0);
    for (const { plan } of plans) expect(plan).not.toMatch(/SCAN bookings(?! USING)/);
    expect(plans[0].plan).toContain("USING COVERING INDEX bookings_report_idx");
  });

  it("writes a CSV row per package and week, then per package, then all packages", () => {
    const rows = occupancyCsv(november);
    expect(rows[0]).toEqual([
      "Package",
      "Week starting",
      "Seats sold",
      "Seats offered",
      "Occupancy",
      "Seats sold without a departure",
    ]);
    expect(rows).toContainEqual(["Reef", "2026-11-16", 6, 70, "9%", 0]);
    // A week without a seat offered has no occupancy to write.
    expect(rows).toContainEqual(["Night", "2026-11-30", 0, 0, null, 0]);
    expect(rows).toContainEqual(["Reef", "All weeks", 7, 286, "2%", 0]);
    expect(rows.at(-1)).toEqual(["All packages", "All weeks", 7, 318, "2%", 0]);
    expect(rows).toHaveLength(1 + 2 * 6 + 2 + 1);
  });

  it("shows seats sold on a day without a departure apart, and a package without a schedule", () => {
    const free = testPackage("Free Walk", NO_FACTS);
    bookingRow({ packageId: free, packageTitle: "Free Walk", date: "2026-11-05", startTime: null, adults: 3 });
    // Reef's closed 10 Nov: a booking held on it is on no departure offered.
    bookingRow({ packageId: reef, packageTitle: "Reef", date: "2026-11-10", adults: 2, state: "confirmed" });
    const report = occupancyReport(REPORT_PERIODS.november, TZ);
    expect(of(report, free)).toMatchObject({ title: "Free Walk", sold: 0, offered: 0, unscheduled: 3 });
    expect(of(report, reef)).toMatchObject({ sold: 7, offered: 286, unscheduled: 2 });
    expect(report.total.unscheduled).toBe(5);
    expect(report.packages.map((p) => p.title)).toEqual(["Free Walk", "Night", "Reef"]);
  });

  it("says there is nothing in a period without departures or bookings", () => {
    const empty = occupancyReport({ from: "2026-01-01", to: "2026-01-31", month: "2026-01" }, TZ);
    expect(empty.packages).toEqual([]);
    expect(empty.total).toEqual({ sold: 0, offered: 0, unscheduled: 0 });
  });
});

describe("scheduledDepartures", () => {
  it("expands each package's rules with its closed and seats exceptions, closed ones kept, in two statements", () => {
    const today = todayIn(TZ);
    const day = (n: number) => addDays(today, n);
    const a = testPackage("A", NO_FACTS, [
      { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["08:00", "13:00"], seats: 10, validFrom: null, validTo: null },
    ]);
    const b = testPackage("B", NO_FACTS);
    closeDeparture(a, day(3), "13:00", "Wind", STAFF);
    setDepartureSeats(a, day(4), "08:00", 6, STAFF);
    addExtraDeparture(b, day(5), "10:00", 4, STAFF);

    let found = new Map<string, { date: string; startTime: string; seats: number; closed: boolean }[]>();
    expect(statementsOf(() => (found = scheduledDepartures([a, b, "gone"], day(3), day(5))))).toBe(2);
    expect(found.get(a)).toEqual([
      { date: day(3), startTime: "08:00", seats: 10, closed: false },
      { date: day(3), startTime: "13:00", seats: 10, closed: true, note: "Wind" },
      { date: day(4), startTime: "08:00", seats: 6, closed: false },
      { date: day(4), startTime: "13:00", seats: 10, closed: false },
      { date: day(5), startTime: "08:00", seats: 10, closed: false },
      { date: day(5), startTime: "13:00", seats: 10, closed: false },
    ]);
    expect(found.get(b)).toEqual([{ date: day(5), startTime: "10:00", seats: 4, closed: false }]);
    expect(found.get("gone")).toEqual([]);
    expect(statementsOf(() => scheduledDepartures([], day(3), day(5)))).toBe(0);
  });
});

describe("the admin home's next 14 days", () => {
  it("gives each day of a scheduled package its seats offered and taken, from today", () => {
    const today = todayIn(TZ);
    const day = (n: number) => addDays(today, n);
    const pkg = testPackage("Strip Trip", NO_FACTS, [
      { weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["09:00"], seats: 12, validFrom: today, validTo: day(10) },
    ]);
    const none = testPackage("No Schedule", NO_FACTS);
    closeDeparture(pkg, day(3), null, "Cyclone", STAFF);
    const at = (n: number, own: Partial<Booking>) =>
      bookingRow({ packageId: pkg, packageTitle: "Strip Trip", date: day(n), startTime: "09:00", ...own });
    at(2, { adults: 2, children: 1, infants: 1, state: "confirmed" });
    at(2, { adults: 1, state: "pending" });
    at(2, { adults: 4, state: "cancelled" });
    at(5, { adults: 3, state: "declined" });

    const strip = occupancyNext14(TZ);
    expect(strip.find((p) => p.packageId === none)).toBeUndefined();
    const own = strip.find((p) => p.packageId === pkg)!;
    expect(own.title).toBe("Strip Trip");
    expect(own.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => day(i)));
    expect(own.days[2]).toEqual({ date: day(2), offered: 12, taken: 4, closed: false, none: false });
    expect(own.days[3]).toMatchObject({ offered: 0, closed: true, none: false });
    expect(own.days[5]).toMatchObject({ offered: 12, taken: 0 });
    // The rule ends on day 10: the days after have no departure.
    expect(own.days[11]).toMatchObject({ offered: 0, taken: 0, closed: false, none: true });
    expect(statementsOf(() => occupancyNext14(TZ))).toBeLessThanOrEqual(4);
  });
});
