// Not under the _admin layout: a file download, not a page (as admin.departures[.]csv.tsx, whose guard answers the same).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { runSheetOn } from "~/models/run-sheet.server";
import { requireAdmin } from "~/services/admin.server";
import { toCsv, UTF8_BOM } from "~/utils/csv";
import { getEnv } from "~/utils/env.server";
import { translator } from "~/utils/i18n.server";
import { manifestDate } from "~/utils/manifest";
import { runSheetCsvRows } from "~/utils/run-sheet";

/** The pickup run sheet of `?date=` as a CSV file: the page's pickups, by zone and in time order. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const date = manifestDate(new URL(request.url).searchParams.get("date"), getEnv().TZ);
  return new Response(UTF8_BOM + toCsv(runSheetCsvRows(runSheetOn(date), translator("en"))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="run-sheet-${date}.csv"`,
      // Guests' names and phones: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
