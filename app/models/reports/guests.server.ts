// Guests (issue 32): adults, children and infants; lead time (days between booking and departure, in Mauritius
// days); cancellation and no-show rates, each with what it is a share of. STUB from the foundation: engineer C.
import type { Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";

export type GuestCounts = {
  adults: number;
  children: number;
  infants: number;
  /** All the period's bookings, and of them cancelled and declined. */
  bookings: number;
  cancelled: number;
  declined: number;
  /** Confirmed bookings with a check-in recorded, and of them no-shows. */
  checkIns: number;
  noShows: number;
};
export type GuestsPackage = GuestCounts & { packageId: string; title: string };
export type LeadBucket = { label: string; count: number };
export type GuestsReport = {
  packages: GuestsPackage[];
  total: GuestCounts;
  lead: { buckets: LeadBucket[]; meanDays: number | null; medianDays: number | null };
};

export function guestsReport(period: Period, timeZone: string): GuestsReport {
  void period;
  void timeZone;
  const zero = { adults: 0, children: 0, infants: 0, bookings: 0, cancelled: 0, declined: 0, checkIns: 0, noShows: 0 };
  return { packages: [], total: zero, lead: { buckets: [], meanDays: null, medianDays: null } };
}

export function guestsCsv(report: GuestsReport): CsvCell[][] {
  void report;
  return [["Package", "Adults", "Children", "Infants", "Bookings", "Cancelled", "Declined", "Check-ins", "No-shows"]];
}
