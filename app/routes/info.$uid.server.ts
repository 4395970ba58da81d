// The server half of app/routes/info.$uid.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { getActivePackage, packageFacts, packageInLanguage, packageTexts } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { getEnv } from "~/utils/env.server";
import { cancellationPolicy } from "~/utils/guest-promises";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { imageSource } from "~/utils/image-source";
import { priceTable } from "~/utils/money";
import { nextAvailable, seatsLabel } from "~/utils/schedule";
import { formatDepartureDate, formatDuration } from "~/utils/time";
import { sharedPage } from "~/utils/cache-policy.server";

// The same for every visitor without a cookie: its package (the `uid` one: another package's seats leave it alone).
export const cache = sharedPage({ dropOn: ["packages", "departures"], onePackage: "uid" });

/** How many next departures the facts box lists. */
const DEPARTURES_SHOWN = 3;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = getActivePackage(params.uid ?? "");
  if (!found) throw new Response("Package not found", { status: 404 });
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  // The package's words in the page's language (its French where the admin gave one).
  const pkg = packageInLanguage(found, lang);
  const facts = packageFacts(pkg);
  const { departures, scheduled, next } = packageAvailability({ id: pkg.id, cutoffHours: facts.cutoffHours });
  return json({
    i18n: requestMessages(request, "package"),
    // For the structured data's offer: a package without a schedule books any day, as before departures.
    available: !scheduled || next !== null,
    facts: {
      duration: facts.durationMinutes ? formatDuration(facts.durationMinutes, i18n) : null,
      meetingPoint: facts.meetingPoint || null,
      prices: priceTable(facts.prices, i18n, getEnv().EUR_RATE),
      // The package's rule (no departure chosen yet): the same for every visitor, as the page cache needs.
      cancellation: cancellationPolicy({ freeCancelHours: found.freeCancelHours, departure: null }, getEnv().TZ, i18n),
      next: nextAvailable(departures, DEPARTURES_SHOWN).map((d) => ({
        key: `${d.date}|${d.startTime}`,
        text: i18n.t("{date}, {time}: {seats}", {
          date: formatDepartureDate(d.date, i18n),
          time: d.startTime,
          seats: seatsLabel(d.seatsLeft, i18n),
        }),
      })),
    },
    pkg: {
      ...packageTexts(pkg),
      images: pkg.images.flatMap((i) => {
        const image = imageSource(i.variants);
        return image ? [{ id: i.id, ...image }] : [];
      }),
    },
  });
}
