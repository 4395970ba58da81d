import { json } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { manifestDate } from "~/utils/manifest";
import { addDays } from "~/utils/time";
import { rememberAdminPage, requireAdmin } from "./admin.server";

/**
 * The loader of a back-office page about one day (the Departures manifest, the run sheet): admins only, the day of
 * `?date=` (today in the operator's zone when missing or not a date) with the days before and after, and the page's
 * own data for it.
 */
export async function dayPageLoader<T extends object>(request: Request, data: (date: string, timeZone: string) => T) {
  const admin = await requireAdmin(request);
  const tz = getEnv().TZ;
  const date = manifestDate(new URL(request.url).searchParams.get("date"), tz);
  rememberAdminPage(admin, request);
  return json({ date, previous: addDays(date, -1), next: addDays(date, 1), ...data(date, tz) });
}
