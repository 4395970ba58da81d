// Revenue (issue 32): booked (confirmed bookings' totals, by departure date), paid and refunded (the ledger, by the
// Mauritius day the money moved), by package and by month. STUB from the foundation: engineer B fills it in.
import type { Bucket, Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";

/** Money in MUR cents (the ledger's unit; a booking's whole-rupee total × 100). */
export type RevenueCells = { bookedCents: number; paidCents: number; refundedCents: number };
export type RevenuePackage = RevenueCells & {
  packageId: string;
  title: string;
  /** Confirmed bookings of the period, and of them those on request (no total, so not in `bookedCents`). */
  confirmed: number;
  onRequest: number;
  months: (RevenueCells & { month: string })[];
};
export type RevenueReport = {
  months: Bucket[];
  packages: RevenuePackage[];
  byMonth: (RevenueCells & { month: string })[];
  total: RevenueCells & { confirmed: number; onRequest: number };
};

export function revenueReport(period: Period, timeZone: string): RevenueReport {
  void period;
  void timeZone;
  const zero = { bookedCents: 0, paidCents: 0, refundedCents: 0 };
  return { months: [], packages: [], byMonth: [], total: { ...zero, confirmed: 0, onRequest: 0 } };
}

export function revenueCsv(report: RevenueReport): CsvCell[][] {
  void report;
  return [["Package", "Month", "Booked (MUR)", "Paid (MUR)", "Refunded (MUR)", "Net (MUR)"]];
}
