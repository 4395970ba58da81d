// Not under the _admin layout: a file download, not a page. The same guard answers 401 or 403 (as JSON, which
// a download link never renders), and the admin guard spec, which expects each _admin page to answer in HTML, leaves it out.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllBookings } from "~/models/booking-admin.server";
import { requireAdmin } from "~/services/admin.server";
import { readPrefs } from "~/services/session.server";
import { omittedColumns, visibleColumns } from "~/utils/booking-columns";
import { readBookingQuery } from "~/utils/booking-filters";
import { toCsv, UTF8_BOM } from "~/utils/csv";
import { getEnv } from "~/utils/env.server";
import { translator } from "~/utils/i18n.server";
import { todayIn } from "~/utils/time";

/** All Bookings as a CSV file: the page's filter, search, sort and visible columns, every page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { TZ } = getEnv();
  const columns = visibleColumns(omittedColumns((await readPrefs(request)).omitColumns));
  const rows = listAllBookings(readBookingQuery(new URL(request.url).searchParams));
  // The back office is English; its headers are messages all the same.
  const i18n = translator("en");
  const csv = toCsv([columns.map((c) => i18n.t(c.heading)), ...rows.map((b) => columns.map((c) => c.text(b, TZ)))]);
  return new Response(UTF8_BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${todayIn(TZ)}.csv"`,
      // Guests' names and phones: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
