// Channels (issue 32): bookings and revenue by source (Website, Phone, WhatsApp, E-mail, Walk-in, Hotel desk, Agent),
// a hotel desk or an agent by its name. One grouped statement over the period's bookings.
import { desc, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { bookings } from "~/db/schema";
import { inPeriod } from "~/models/reports/common.server";
import { holdingState } from "~/models/schedule.server";
import { sourceLabels, sourceText, type BookingSource } from "~/utils/booking-desk";
import type { Period } from "~/utils/report-period";
import { csvRupees, type CsvCell } from "~/utils/reports";

export type ChannelRow = {
  source: BookingSource;
  /** The hotel's or agent's name ("" for the other sources). */
  name: string;
  /** "Hotel desk — Sugar Beach", "Website". */
  label: string;
  /** Bookings that hold seats (neither cancelled nor declined), their guests, and the confirmed ones' totals. */
  bookings: number;
  guests: number;
  revenueCents: number;
  cancelled: number;
};
export type ChannelsReport = {
  rows: ChannelRow[];
  total: { bookings: number; guests: number; revenueCents: number; cancelled: number };
};

// Staff type a hotel's or agent's name on each booking: spaces around it and its case do not make another channel.
const name = sql`CASE WHEN ${bookings.source} IN ('hotel-desk', 'agent') THEN trim(${bookings.sourceName}) ELSE '' END`;
const bookingsHeld = sql<number>`sum(${holdingState})`;
const revenue = sql<number>`coalesce(sum(CASE WHEN ${bookings.state} = 'confirmed' THEN ${bookings.total} END), 0) * 100`;
const cancelled = sql<number>`sum(${bookings.state} = 'cancelled')`;

/** The period's bookings by source and name (a name's spellings in any case are one row), most bookings first. */
export function channelsQuery(period: Period) {
  return (
    getDb()
      .select({
        source: bookings.source,
        // Of a name's spellings, the capitalised one ("Sugar Beach" before "sugar beach": capitals sort first).
        name: sql<string>`min(${name})`,
        bookings: bookingsHeld,
        guests: sql<number>`coalesce(sum(CASE WHEN ${holdingState} THEN ${bookings.adults} + ${bookings.children} + ${bookings.infants} END), 0)`,
        revenueCents: revenue,
        cancelled,
      })
      .from(bookings)
      .where(inPeriod(bookings.date, period))
      .groupBy(bookings.source, sql`${name} COLLATE NOCASE`)
      // A channel whose only bookings were declined sold nothing and lost nothing: it is not one of the period's.
      .having(sql`${bookingsHeld} > 0 OR ${cancelled} > 0`)
      .orderBy(desc(bookingsHeld), desc(revenue), bookings.source, sql`min(${name})`)
  );
}

export function channelsReport(period: Period, timeZone: string): ChannelsReport {
  void timeZone; // Bookings count by their departure date, already a Mauritius day.
  const rows = channelsQuery(period)
    .all()
    .map((r) => ({ ...r, label: sourceText({ source: r.source, sourceName: r.name, sourceReference: "" }) }));
  const total = { bookings: 0, guests: 0, revenueCents: 0, cancelled: 0 };
  // A sum of a few grouped rows (one a channel), not of bookings.
  for (const r of rows) {
    total.bookings += r.bookings;
    total.guests += r.guests;
    total.revenueCents += r.revenueCents;
    total.cancelled += r.cancelled;
  }
  return { rows, total };
}

export function channelsCsv(report: ChannelsReport): CsvCell[][] {
  const { rows, total } = report;
  return [
    ["Channel", "Name", "Bookings", "Guests", "Revenue (MUR)", "Cancelled"],
    ...rows.map((r) => [sourceLabels[r.source], r.name, r.bookings, r.guests, csvRupees(r.revenueCents), r.cancelled]),
    ["Total", "", total.bookings, total.guests, csvRupees(total.revenueCents), total.cancelled],
  ];
}
