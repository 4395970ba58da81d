// Occupancy (issue 32): seats sold of seats offered, per package and per week of the period.
// STUB from the foundation: engineer A fills it in (see the brief).
import type { Bucket, Period } from "~/utils/report-period";
import type { CsvCell } from "~/utils/reports";

export type OccupancyWeek = { week: string; sold: number; offered: number };
export type OccupancyPackage = {
  packageId: string;
  title: string;
  /** Seats (adults and children) of the period's bookings that hold them (neither cancelled nor declined). */
  sold: number;
  /** Seats of the period's scheduled departures that are not closed. */
  offered: number;
  /** Of `sold`, the seats booked on no scheduled departure (a package without a schedule, a removed departure). */
  unscheduled: number;
  weeks: OccupancyWeek[];
};
export type OccupancyReport = {
  weeks: Bucket[];
  packages: OccupancyPackage[];
  total: { sold: number; offered: number; unscheduled: number };
};

export function occupancyReport(period: Period, timeZone: string): OccupancyReport {
  void period;
  void timeZone;
  return { weeks: [], packages: [], total: { sold: 0, offered: 0, unscheduled: 0 } };
}

export function occupancyCsv(report: OccupancyReport): CsvCell[][] {
  void report;
  return [["Package", "Week", "Seats sold", "Seats offered", "Occupancy"]];
}
