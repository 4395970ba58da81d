import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_FACTS, REPORT_PERIODS, seedReportData } from "../../../tests/fixtures/report-data";
import { NO_TABLE_SCAN, queryPlan } from "../../../tests/fixtures/query-plan";
import { statementsOf } from "../../../tests/fixtures/statements";
import { channelsCsv, channelsQuery, channelsReport } from "./channels.server";

const TZ = "Indian/Mauritius";
const { november, december } = REPORT_PERIODS;

describe("channelsReport", () => {
  beforeAll(() => {
    seedReportData();
  });

  it("counts November's bookings by source, a hotel's two spellings as one, the cancelled apart, the declined nowhere", () => {
    const { rows, total } = channelsReport(november, TZ);
    expect(
      rows.map(({ label, name, bookings, guests, revenueCents, cancelled }) => ({
        label,
        name,
        bookings,
        guests,
        revenueCents,
        cancelled,
      })),
    ).toEqual([
      // The family (2 + 1 + 1 guests, MUR 3,000); the declined booking counts nowhere.
      { label: "Website", name: "", bookings: 1, guests: 4, revenueCents: 300_000, cancelled: 0 },
      { label: "Phone", name: "", bookings: 1, guests: 1, revenueCents: 150_000, cancelled: 0 },
      // Price on request: a booking with no revenue.
      {
        label: "Agent — Blue Lagoon Tours",
        name: "Blue Lagoon Tours",
        bookings: 1,
        guests: 1,
        revenueCents: 0,
        cancelled: 0,
      },
      // "Sugar Beach" (pending: seats held, no revenue yet) and "sugar beach" (cancelled) are one hotel.
      { label: "Hotel desk — Sugar Beach", name: "Sugar Beach", bookings: 1, guests: 2, revenueCents: 0, cancelled: 1 },
    ]);
    // The revenue is the period's booked revenue (confirmed totals), as the Revenue report finds it.
    expect(total).toEqual({ bookings: 4, guests: 8, revenueCents: REPORT_FACTS.november.bookedCents, cancelled: 1 });
    expect(total.bookings + total.cancelled + REPORT_FACTS.november.declined).toBe(REPORT_FACTS.november.bookings);
  });

  it("puts the 00:30 departure of 1 December in December", () => {
    expect(channelsReport(december, TZ)).toEqual({
      rows: [
        {
          source: "whatsapp",
          name: "",
          label: "WhatsApp",
          bookings: 1,
          guests: 2,
          revenueCents: REPORT_FACTS.december.bookedCents,
          cancelled: 0,
        },
      ],
      total: { bookings: 1, guests: 2, revenueCents: REPORT_FACTS.december.bookedCents, cancelled: 0 },
    });
  });

  it("leaves out a channel whose only booking was declined", () => {
    // 24 Nov: the declined booking alone.
    expect(channelsReport({ from: "2026-11-24", to: "2026-11-24", month: null }, TZ)).toEqual({
      rows: [],
      total: { bookings: 0, guests: 0, revenueCents: 0, cancelled: 0 },
    });
  });

  it("is one statement, read through an index of bookings", () => {
    expect(statementsOf(() => channelsReport(november, TZ))).toBe(1);
    const plan = queryPlan(channelsQuery(november));
    expect(plan).toMatch(/bookings USING (COVERING )?INDEX bookings_\w+_idx/);
    expect(plan).not.toMatch(NO_TABLE_SCAN);
  });

  it("writes the CSV: a row a channel with its name apart, rupees with two decimals, then the total", () => {
    expect(channelsCsv(channelsReport(november, TZ))).toEqual([
      ["Channel", "Name", "Bookings", "Guests", "Revenue (MUR)", "Cancelled"],
      ["Website", "", 1, 4, "3000.00", 0],
      ["Phone", "", 1, 1, "1500.00", 0],
      ["Agent", "Blue Lagoon Tours", 1, 1, "0.00", 0],
      ["Hotel desk", "Sugar Beach", 1, 2, "0.00", 1],
      ["Total", "", 4, 8, "4500.00", 1],
    ]);
  });
});
