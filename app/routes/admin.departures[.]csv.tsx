// Not under the _admin layout: a file download, not a page (as admin.bookings[.]csv.tsx, whose guard answers the same).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { manifestOn } from "~/models/manifest.server";
import { requireAdmin } from "~/services/admin.server";
import { toCsv, UTF8_BOM } from "~/utils/csv";
import { getEnv } from "~/utils/env.server";
import { translator } from "~/utils/i18n.server";
import { manifestCsvRows, manifestDate } from "~/utils/manifest";

/** The departure manifest of `?date=` as a CSV file: the page's passengers, in the same order, each with its departure. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { TZ } = getEnv();
  const date = manifestDate(new URL(request.url).searchParams.get("date"), TZ);
  return new Response(UTF8_BOM + toCsv(manifestCsvRows(manifestOn(date), translator("en"), TZ)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="departures-${date}.csv"`,
      // Guests' names and phones: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
