import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_FACTS, REPORT_PERIODS, seedReportData } from "../../../tests/fixtures/report-data";
import { NO_TABLE_SCAN, queryPlan } from "../../../tests/fixtures/query-plan";
import { statementsOf } from "../../../tests/fixtures/statements";
import { guestCountsQuery, guestsCsv, guestsReport, leadDaysQuery, leadOf } from "./guests.server";
import { leadText } from "~/utils/lead-time";

const TZ = "Indian/Mauritius";
const { november, december } = REPORT_PERIODS;
const facts = REPORT_FACTS.november;

describe("guestsReport", () => {
  let reef = "";
  beforeAll(() => {
    reef = seedReportData().reef;
  });

  it("counts November's guests of the bookings that hold seats, and every booking's state and check-in", () => {
    const { packages, total } = guestsReport(november, TZ);
    const counts = {
      ...facts.guests,
      bookings: facts.bookings,
      cancelled: facts.cancelled,
      declined: facts.declined,
      checkIns: facts.checkIns,
      noShows: facts.noShows,
      // The price on request is confirmed and nobody marked it.
      notRecorded: 1,
    };
    expect(total).toEqual(counts);
    expect(packages).toEqual([{ packageId: reef, title: "Reef", ...counts }]);
  });

  it("measures the lead time in Mauritius days: the 21:00Z booking of 30 Nov was made on 1 Dec, for 1 Dec", () => {
    const { lead, total } = guestsReport(december, TZ);
    expect(total).toMatchObject({ adults: 2, bookings: 1, cancelled: 0, notRecorded: 1 });
    expect(lead.buckets.map(({ label, count }) => ({ label, count }))).toEqual([
      { label: "0–1 days", count: 1 },
      { label: "2–7 days", count: 0 },
      { label: "8–30 days", count: 0 },
      { label: "31–90 days", count: 0 },
      { label: "91 days or more", count: 0 },
    ]);
    expect(lead.meanDays).toBe(REPORT_FACTS.december.leadDays);
    expect(lead.medianDays).toBe(REPORT_FACTS.december.leadDays);
  });

  it("gives November's lead times (19, 20, 21 and 24 days) their bucket, mean and median (two middle ones)", () => {
    const { lead } = guestsReport(november, TZ);
    expect(lead.buckets.map((b) => b.count)).toEqual([0, 0, 4, 0, 0]);
    expect(lead.meanDays).toBe(21);
    expect(lead.medianDays).toBe(20.5);
    expect(leadText(lead.medianDays)).toBe("20.5 days");
    // Both months: the night booking's 0 joins them; the middle one of five is 20.
    const both = guestsReport({ from: november.from, to: december.to, month: null }, TZ).lead;
    expect(both.medianDays).toBe(20);
    expect(both.meanDays).toBe(16.8);
  });

  it("is an empty report for a period with no bookings, with no lead time", () => {
    const empty = guestsReport({ from: "2027-01-01", to: "2027-01-31", month: "2027-01" }, TZ);
    expect(empty.packages).toEqual([]);
    expect(empty.total.bookings).toBe(0);
    expect(empty.lead).toMatchObject({ meanDays: null, medianDays: null });
    expect(leadText(null)).toBe("—");
  });

  it("takes the middle lead time, or the mean of the two middle ones, from the bookings per number of days", () => {
    const lead = leadOf([
      { days: 0, bookings: 2 },
      { days: 5, bookings: 1 },
      { days: 40, bookings: 1 },
    ]);
    expect(lead.buckets.map((b) => b.count)).toEqual([2, 1, 0, 1, 0]);
    expect(lead.meanDays).toBe(11.25);
    // 0, 0, 5, 40: the mean of 0 and 5.
    expect(lead.medianDays).toBe(2.5);
    expect(leadOf([{ days: 100, bookings: 3 }])).toMatchObject({ meanDays: 100, medianDays: 100 });
  });

  it("takes three statements (counts, titles, lead times), each read through an index of bookings", () => {
    expect(statementsOf(() => guestsReport(november, TZ))).toBe(3);
    // The counts read the covering index alone.
    const counts = queryPlan(guestCountsQuery(november));
    expect(counts).toContain("USING COVERING INDEX bookings_report_idx");
    // Per day, state and package in the index's order: the only sort is of those few rows, per package.
    expect(counts.match(/TEMP B-TREE/g)).toHaveLength(1);
    const lead = queryPlan(leadDaysQuery(november, TZ));
    expect(lead).toMatch(/bookings USING (COVERING )?INDEX bookings_\w+_idx/);
    for (const plan of [counts, lead]) expect(plan).not.toMatch(NO_TABLE_SCAN);
  });

  it("writes the CSV: a row a package and the total, then the lead time's buckets", () => {
    expect(guestsCsv(guestsReport(november, TZ))).toEqual([
      [
        "Package",
        "Adults",
        "Children",
        "Infants",
        "Bookings",
        "Cancelled",
        "Declined",
        "Check-ins",
        "No-shows",
        "Check-in not recorded",
      ],
      ["Reef", 6, 1, 1, 6, 1, 1, 2, 1, 1],
      ["Total", 6, 1, 1, 6, 1, 1, 2, 1, 1],
      ["Lead time", "Bookings"],
      ["0–1 days", 0],
      ["2–7 days", 0],
      ["8–30 days", 4],
      ["31–90 days", 0],
      ["91 days or more", 0],
      ["Mean (days)", 21],
      ["Median (days)", 20.5],
    ]);
  });
});
