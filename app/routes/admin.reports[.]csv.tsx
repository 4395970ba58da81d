// Not under the _admin layout: a file download, not a page (as admin.bookings[.]csv.tsx). One route for the four
// reports (`?report=`), as a flat route cannot hold both a parameter and ".csv" in one segment.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/admin.server";
import { reportCsvRows, requestPeriod } from "~/services/reports.server";
import { toCsv, UTF8_BOM } from "~/utils/csv";
import { periodFileName } from "~/utils/report-period";
import { isReportName } from "~/utils/reports";

/** A report of a period as a CSV file named by both ("occupancy-2026-11-01_2026-11-30.csv"): its page's figures. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const name = new URL(request.url).searchParams.get("report") ?? "";
  if (!isReportName(name)) throw new Response("No such report", { status: 404 });
  const { period, error, tz } = requestPeriod(request);
  // A period that cannot be one is refused, not replaced by this month: a file's name must say what it holds.
  if (error) throw new Response(error, { status: 400 });
  return new Response(UTF8_BOM + toCsv(reportCsvRows[name](period, tz)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${periodFileName(name, period)}"`,
      // The operator's figures: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
