import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/services/admin.server";
import { requestPeriod } from "~/services/reports.server";
import { periodQuery } from "~/utils/report-period";

/**
 * /admin/reports opens at Occupancy, with the period asked for. (A page of every report's headline would cost the four
 * reports at once: over two years of bookings, more than the 300 ms a report page may take.)
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(`/admin/reports/occupancy?${periodQuery(requestPeriod(request).period)}`);
}
