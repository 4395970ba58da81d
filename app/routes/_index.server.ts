// The server half of app/routes/_index.tsx: its loader and action, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from "@remix-run/node";
import { getBannersIn } from "~/models/banner.server";
import { getActivePackages, packageFacts, packageInLanguage } from "~/models/package.server";
import { packagesAvailability } from "~/models/schedule.server";
import { dismissBannerSchema } from "~/schemas/banner";
import { submitForm } from "~/services/form.server";
import { readPrefs, writePrefs } from "~/services/session.server";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { imageSource, type ImageSource } from "~/utils/image-source";
import { approxEur, formatMur, resolvePrices } from "~/utils/money";
import { seatsLabel } from "~/utils/schedule";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { localePath, type Translator } from "~/utils/i18n";
import { formatDepartureDate, formatDuration } from "~/utils/time";
import { sharedPage } from "~/utils/cache-policy.server";

// The same for every visitor without a cookie: every package's card with its next departure's seats, and the banners.
export const cache = sharedPage({ dropOn: ["packages", "departures", "banners"] });

export async function loader({ request }: LoaderFunctionArgs) {
  const prefs = await readPrefs(request);
  const dismissed = new Set(prefs.dismissedBanners ?? []);
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  const active = getActivePackages().map((p) => packageInLanguage(p, lang));
  // Every card's next departure in three statements, whatever the number of packages.
  const availability = packagesAvailability(active.map((p) => ({ id: p.id, cutoffHours: p.cutoffHours })));
  const packages = active.map((p) => ({
    id: p.id,
    facts: cardFacts(p, availability.get(p.id)?.next ?? null, i18n),
    // "≈ €70" after "from MUR 3,500", at the operator's display rate.
    priceApprox: fromPriceApprox(p, i18n),
    title: p.title,
    shortDescription: p.shortDescription,
    highlights: p.highlights,
    images: p.images.map((i) => imageSource(i.variants, 1200)).filter((i): i is ImageSource => i !== null),
  }));
  return json({
    i18n: requestMessages(request, "home"),
    siteName: getPublicEnv().siteName,
    banners: getBannersIn(lang).filter((b) => !dismissed.has(b.id)),
    packages,
  });
}

/** "≈ €70" for the card's "from MUR 3,500" (null: no price, or no display rate). */
function fromPriceApprox(p: Parameters<typeof packageFacts>[0], i18n: Translator): string | null {
  const adult = resolvePrices(packageFacts(p).prices)?.adult;
  return adult === undefined ? null : approxEur(adult, getEnv().EUR_RATE, i18n);
}

/** The card's line of facts: "from MUR 3,500", the duration, the next departure with its seats (each when known), in the page's language. */
function cardFacts(
  p: Parameters<typeof packageFacts>[0],
  next: { date: string; startTime: string; seatsLeft: number } | null,
  i18n: Translator,
): string[] {
  const facts = packageFacts(p);
  const adult = resolvePrices(facts.prices)?.adult;
  return [
    adult === undefined ? null : i18n.t("from {price}", { price: formatMur(adult, i18n) }),
    facts.durationMinutes ? formatDuration(facts.durationMinutes, i18n) : null,
    next
      ? i18n.t("Next departure (Mauritius time): {date}, {time}, {seats}", {
          date: formatDepartureDate(next.date, i18n),
          time: next.startTime,
          seats: seatsLabel(next.seatsLeft, i18n),
        })
      : null,
  ].filter((f): f is string => f !== null);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await submitForm({ request, context }, dismissBannerSchema);
  if (!form.ok) return form.response;
  const id = form.value.bannerId;
  const prefs = await readPrefs(request);
  // Keep the cookie small: only the most recent dismissals matter.
  const dismissedBanners = [...new Set([...(prefs.dismissedBanners ?? []), id])].slice(-50);
  return redirect(localePath(langOf(request), "/"), {
    headers: { "Set-Cookie": await writePrefs({ ...prefs, dismissedBanners }) },
  });
}
