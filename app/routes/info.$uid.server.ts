// The server half of app/routes/info.$uid.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { getActivePackage, packageFacts, packageTexts } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { imageSource } from "~/utils/image-source";
import { priceTable } from "~/utils/money";
import { nextAvailable, seatsLabel } from "~/utils/schedule";
import { formatDepartureDate, formatDuration } from "~/utils/time";

/** How many next departures the facts box lists. */
const DEPARTURES_SHOWN = 3;

export async function loader({ params }: LoaderFunctionArgs) {
  const pkg = getActivePackage(params.uid ?? "");
  if (!pkg) throw new Response("Package not found", { status: 404 });
  const facts = packageFacts(pkg);
  const { departures, scheduled, next } = packageAvailability({ id: pkg.id, cutoffHours: facts.cutoffHours });
  return json({
    // For the structured data's offer: a package without a schedule books any day, as before departures.
    available: !scheduled || next !== null,
    facts: {
      duration: facts.durationMinutes ? formatDuration(facts.durationMinutes) : null,
      meetingPoint: facts.meetingPoint || null,
      prices: priceTable(facts.prices),
      next: nextAvailable(departures, DEPARTURES_SHOWN).map((d) => ({
        key: `${d.date}|${d.startTime}`,
        text: `${formatDepartureDate(d.date)}, ${d.startTime}: ${seatsLabel(d.seatsLeft)}`,
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
