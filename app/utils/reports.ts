// The reports of the back office (issue 32), by name: their pages (/admin/reports/<name>) and their CSVs
// (/admin/reports.csv?report=<name>&…the period).
import { ENGLISH } from "~/utils/i18n";
import { formatNumber } from "~/utils/intl";
import { formatMoney } from "~/utils/money";
import { periodQuery, type Period } from "~/utils/report-period";

export const reportNames = ["occupancy", "revenue", "channels", "guests"] as const;
export type ReportName = (typeof reportNames)[number];

/** A report's title, as its tab says it: its name, capitalised ("Occupancy"). */
export const reportTitle = (name: ReportName) => name.charAt(0).toUpperCase() + name.slice(1);

export const isReportName = (name: string): name is ReportName => (reportNames as readonly string[]).includes(name);

/** A CSV cell: text, a number, or nothing. */
export type CsvCell = string | number | null;

/** A report's page for a period. */
export const reportHref = (name: ReportName, p: Period) => `/admin/reports/${name}?${periodQuery(p)}`;

/** A report's CSV for a period. */
export const reportCsvHref = (name: ReportName, p: Period) => `/admin/reports.csv?report=${name}&${periodQuery(p)}`;

/** An amount in cents as the CSVs write it: rupees with two decimals, no thousands separator ("3500.00"). */
export const csvRupees = (cents: number) => (cents / 100).toFixed(2);

/** An amount in cents as the reports show it, "MUR 3,500"; below zero (more refunded than paid) "−MUR 500". */
export const reportMoney = (cents: number) =>
  cents < 0 ? `−${formatMoney(-cents, "MUR", ENGLISH)}` : formatMoney(cents, "MUR", ENGLISH);

/** A count as the reports write it: "1,240". */
export const reportCount = (n: number) => formatNumber(n, ENGLISH);

/** A count with its noun: "1 booking", "312 bookings" (`many` when the plural is not the noun and "s"). */
export const countOf = (n: number, one: string, many = `${one}s`) => `${reportCount(n)} ${n === 1 ? one : many}`;
