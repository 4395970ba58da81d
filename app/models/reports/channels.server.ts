// Channels (issue 32): bookings and revenue by source (Website, Phone, WhatsApp, E-mail, Walk-in, Hotel desk, Agent),
// a hotel desk or an agent by its name. STUB from the foundation: engineer C fills it in.
import type { BookingSource } from "~/utils/booking-desk";
import type { Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";

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

export function channelsReport(period: Period, timeZone: string): ChannelsReport {
  void period;
  void timeZone;
  return { rows: [], total: { bookings: 0, guests: 0, revenueCents: 0, cancelled: 0 } };
}

export function channelsCsv(report: ChannelsReport): CsvCell[][] {
  void report;
  return [["Channel", "Name", "Bookings", "Guests", "Revenue (MUR)", "Cancelled"]];
}
