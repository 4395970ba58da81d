import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getActivePackage, packageFacts } from "~/models/package.server";
import { bookingDepartures } from "~/services/departures.server";
import { langNamed, translator } from "~/utils/i18n.server";

/**
 * A package's departures and seats, as the booking page shows them: with JavaScript the page reads them again
 * here when a "departures" change comes down the event stream, instead of running its own loader again (that
 * would mint a new single-use form key under a visitor's typing). Public, like the page; never kept by a cache.
 * `?lang=fr` gives the labels in French, for the French page (any of the site's languages by its code).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const pkg = getActivePackage(params.packageId ?? "");
  if (!pkg) throw json({ error: "Package not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const i18n = translator(langNamed(new URL(request.url).searchParams.get("lang")));
  return json(bookingDepartures({ id: pkg.id, cutoffHours: packageFacts(pkg).cutoffHours }, i18n), {
    headers: { "Cache-Control": "no-store" },
  });
}
