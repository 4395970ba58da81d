import { beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../../tests/fixtures/query-plan";
import { REPORT_FACTS, REPORT_PERIODS, seedReportData } from "../../../tests/fixtures/report-data";
import { statementsOf } from "../../../tests/fixtures/statements";
import { bookedQuery, ledgerQuery, revenueCsv, revenueReport } from "./revenue.server";

// Revenue on the reports' fixed data set (tests/fixtures/report-data.ts): booked from confirmed bookings by departure
// date, paid and refunded from the ledger by the Mauritius month the money was recorded in.

const TZ = "Indian/Mauritius";
const { november, december } = REPORT_PERIODS;
const HEADING = "Package,Month,Confirmed bookings,On request,Booked (MUR),Paid (MUR),Refunded (MUR),Net (MUR)";
const RANGE = { from: "2026-11-01", to: "2026-12-31", month: null };

let seeded: ReturnType<typeof seedReportData>;
beforeAll(() => {
  seeded = seedReportData();
});

describe("revenueReport", () => {
  it("books November's confirmed totals, the price on request apart, and the ledger of November's Mauritius days", () => {
    const { total, byMonth, packages } = revenueReport(november, TZ);
    const facts = REPORT_FACTS.november;
    expect(total).toEqual({
      bookedCents: facts.bookedCents,
      confirmed: facts.confirmed,
      onRequest: facts.onRequest,
      // The family's payment at 19:59Z on 30 Nov (23:59 local) and the cancelled booking's on 15 Nov; not the one at
      // 20:00Z (midnight local, 1 Dec).
      paidCents: facts.paidCents,
      refundedCents: facts.refundedCents,
      netCents: facts.paidCents - facts.refundedCents,
    });
    expect(byMonth).toEqual([{ month: "2026-11", ...total }]);
    // All of it is Reef's: the night departure of 1 Dec and its payment at 20:00Z belong to December.
    expect(packages.map((p) => [p.title, p.bookedCents, p.paidCents])).toEqual([["Reef", 450_000, 160_000]]);
  });

  it("leaves pending, cancelled and declined bookings out of booked, but keeps the money recorded on them", () => {
    const reef = revenueReport(november, TZ).packages[0];
    // Family 3,000 + no-show 1,500; the pending 5,000, cancelled 6,000 and declined 8,000 are not booked.
    expect(reef.bookedCents).toBe(450_000);
    expect(reef.confirmed).toBe(3);
    // The cancelled booking's payment of 15 Nov was money received in November.
    expect(reef.paidCents).toBe(160_000);
  });

  it("books December's night departure at 00:30 on 1 Dec in December, with its payment at 20:00Z and the refund", () => {
    const { total, packages } = revenueReport(december, TZ);
    const facts = REPORT_FACTS.december;
    expect(total).toMatchObject({
      bookedCents: facts.bookedCents,
      paidCents: facts.paidCents,
      refundedCents: facts.refundedCents,
      netCents: facts.paidCents - facts.refundedCents,
      confirmed: 1,
      onRequest: 0,
    });
    // Night booked and paid the most; Reef's refund (of the cancelled booking) is recorded on 2 Dec.
    expect(packages.map((p) => [p.packageId, p.bookedCents, p.paidCents, p.refundedCents, p.netCents])).toEqual([
      [seeded.night, 400_000, 200_000, 0, 200_000],
      [seeded.reef, 0, 0, 50_000, -50_000],
    ]);
  });

  it("gives each month of a range, for all packages and for each", () => {
    const report = revenueReport(RANGE, TZ);
    expect(report.months.map((m) => m.key)).toEqual(["2026-11", "2026-12"]);
    expect(report.byMonth.map((m) => [m.month, m.bookedCents, m.paidCents, m.refundedCents])).toEqual([
      ["2026-11", 450_000, 160_000, 0],
      ["2026-12", 400_000, 200_000, 50_000],
    ]);
    expect(report.total).toMatchObject({
      bookedCents: 850_000,
      paidCents: 360_000,
      refundedCents: 50_000,
      confirmed: 4,
    });
    // Booked the most first: Reef 4,500, Night 4,000; every month listed, zeros included.
    expect(report.packages.map((p) => p.title)).toEqual(["Reef", "Night"]);
    const night = report.packages[1];
    expect(night.months.map((m) => [m.month, m.bookedCents, m.paidCents])).toEqual([
      ["2026-11", 0, 0],
      ["2026-12", 400_000, 200_000],
    ]);
  });

  it("is empty for a period without bookings or money", () => {
    const report = revenueReport({ from: "2025-01-01", to: "2025-01-31", month: "2025-01" }, TZ);
    expect(report.packages).toEqual([]);
    expect(report.total).toMatchObject({ bookedCents: 0, paidCents: 0, refundedCents: 0, confirmed: 0 });
  });

  it("takes at most 4 statements, whatever the period's length", () => {
    expect(statementsOf(() => revenueReport(november, TZ))).toBeLessThanOrEqual(4);
    expect(
      statementsOf(() => revenueReport({ from: "2025-01-01", to: "2026-12-31", month: null }, TZ)),
    ).toBeLessThanOrEqual(4);
  });

  it("reads booked from the covering index and the ledger through its index on the time recorded", () => {
    const booked = queryPlan(bookedQuery(RANGE));
    expect(booked).toContain("USING COVERING INDEX bookings_report_idx");
    const ledger = queryPlan(ledgerQuery(RANGE, TZ));
    expect(ledger).toMatch(/SEARCH payments USING COVERING INDEX payments_created_idx/);
    expect(ledger).toMatch(/SEARCH bookings USING INDEX sqlite_autoindex_bookings_1 \(reference=\?\)/);
    for (const plan of [booked, ledger]) expect(plan).not.toMatch(/SCAN (bookings|payments)\b/);
  });
});

describe("revenueCsv", () => {
  it("writes each package by month and in all, then all packages, in rupees with two decimals", () => {
    const [heading, ...rows] = revenueCsv(revenueReport(RANGE, TZ));
    expect(heading.join(",")).toBe(HEADING);
    expect(rows).toEqual([
      ["Reef", "2026-11", 3, 1, "4500.00", "1600.00", "0.00", "1600.00"],
      ["Reef", "2026-12", 0, 0, "0.00", "0.00", "500.00", "-500.00"],
      ["Reef", "All months", 3, 1, "4500.00", "1600.00", "500.00", "1100.00"],
      ["Night", "2026-11", 0, 0, "0.00", "0.00", "0.00", "0.00"],
      ["Night", "2026-12", 1, 0, "4000.00", "2000.00", "0.00", "2000.00"],
      ["Night", "All months", 1, 0, "4000.00", "2000.00", "0.00", "2000.00"],
      ["All packages", "2026-11", 3, 1, "4500.00", "1600.00", "0.00", "1600.00"],
      ["All packages", "2026-12", 1, 0, "4000.00", "2000.00", "500.00", "1500.00"],
      ["All packages", "All months", 4, 1, "8500.00", "3600.00", "500.00", "3100.00"],
    ]);
  });

  it("writes zeros for a period without revenue", () => {
    const rows = revenueCsv(revenueReport({ from: "2025-01-01", to: "2025-01-31", month: "2025-01" }, TZ));
    expect(rows.slice(1)).toEqual([
      ["All packages", "2025-01", 0, 0, "0.00", "0.00", "0.00", "0.00"],
      ["All packages", "All months", 0, 0, "0.00", "0.00", "0.00", "0.00"],
    ]);
  });
});
