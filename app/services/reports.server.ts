// The reports' one loader (issue 32): the guard, the period asked for (utils/report-period.ts) and the report of that
// period, for a report's page and for its CSV (routes/admin.reports[.]csv.tsx), so both show the same figures.
import { json } from "@remix-run/node";
import { channelsCsv, channelsReport } from "~/models/reports/channels.server";
import { guestsCsv, guestsReport } from "~/models/reports/guests.server";
import { occupancyCsv, occupancyReport } from "~/models/reports/occupancy.server";
import { revenueCsv, revenueReport } from "~/models/reports/revenue.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { readPeriod, type Period } from "~/utils/report-period";
import type { CsvCell, ReportName } from "~/utils/reports";
import { todayIn } from "~/utils/time";

/** The period a request asks for (this month when none, or when the one asked for cannot be; then `error` says why). */
export function requestPeriod(request: Request) {
  const { TZ } = getEnv();
  return { ...readPeriod(new URL(request.url).searchParams, todayIn(TZ)), tz: TZ };
}

/** A report's page: the admin's guard, the period, and what `build` makes of it. Never kept by a shared cache. */
export async function reportPageLoader<T>(request: Request, build: (period: Period, timeZone: string) => T) {
  const admin = await requireAdmin(request);
  rememberAdminPage(admin, request);
  const { period, error, tz } = requestPeriod(request);
  return json({ period, error, report: build(period, tz) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Each report's CSV rows for a period: its heading row, then the same figures as its page's table. */
export const reportCsvRows: Record<ReportName, (period: Period, timeZone: string) => CsvCell[][]> = {
  occupancy: (p, tz) => occupancyCsv(occupancyReport(p, tz)),
  revenue: (p, tz) => revenueCsv(revenueReport(p, tz)),
  channels: (p, tz) => channelsCsv(channelsReport(p, tz)),
  guests: (p, tz) => guestsCsv(guestsReport(p, tz)),
};
