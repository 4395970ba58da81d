import { useLoaderData } from "@remix-run/react";
import { SiteLink } from "~/components/site-link";
import { HeadedSection } from "~/components/headed-section";
import { OperatorTrust } from "~/components/operator-trust";
import { fixedPageMeta } from "~/components/page-meta";

import { useT } from "~/utils/i18n";

import { cache, loader } from "./aboutus.server";

export { cache, loader };

export const meta = fixedPageMeta("/aboutus", (i18n) => ({
  title: i18n.t("About us | Mauritius day packages"),
  description: i18n.t(
    "A small Mauritian team planning day trips and holidays around the island: our story, our mission and what we believe in.",
  ),
}));

// Who we are, in three cards; then what we do.
const story = [
  {
    title: /*i18n*/ "Our origin",
    text: /*i18n*/ "We started with one boat and a handful of friends in Trou d'Eau Douce, taking visitors to Île aux Cerfs the way we took our own families: early, before the crowds, with a barbecue on board. Word spread, and the trips grew into days across the whole island.",
  },
  {
    title: /*i18n*/ "Our mission",
    text: /*i18n*/ "To give every guest a day in Mauritius they will talk about for years: safe, unhurried and honest about what it costs, with local guides who are proud to show their island and careful to protect its reefs and forests.",
  },
  {
    title: /*i18n*/ "Our vision",
    text: /*i18n*/ "Tourism that leaves the island better than it found it: fair work for local crews, small groups instead of crowds, and a share of every trip going back to the lagoons, the villages and the people who make them special.",
  },
];

const highlights = [
  {
    title: /*i18n*/ "Explore Mauritius",
    text: /*i18n*/ "From the lagoons of the east to the cliffs of the south and the forests of the Black River Gorges, we show you the island beyond the hotel beach: its landscapes, its history and its food.",
  },
  {
    title: /*i18n*/ "Day packages",
    text: /*i18n*/ "Every package is a whole day planned for you: pick-up from your hotel, a local guide, lunch where it is part of the day, and a timetable that leaves room to swim, walk and rest.",
  },
  {
    title: /*i18n*/ "Dedicated team",
    text: /*i18n*/ "Our guides, skippers and drivers were born here or have made the island their home. We answer your messages ourselves and we are with you on the day, whatever the weather does.",
  },
];

export default function AboutUs() {
  const { siteName, licenceNumber, streetAddress } = useLoaderData<typeof loader>();
  const i18n = useT();
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon">{i18n.t("About us")}</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
          {i18n.t("{siteName}: Mauritius, shared by the people who live here", { siteName })}
        </h1>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        {story.map((part) => (
          <section key={part.title} className="card p-6">
            <h2 className="text-xl font-semibold">{i18n.t(part.title)}</h2>
            <p className="mt-3 text-ink-soft">{i18n.t(part.text)}</p>
          </section>
        ))}
      </div>

      <HeadedSection name="highlights" heading={i18n.t("What we do")} className="mt-14">
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {highlights.map((h) => (
            <li key={h.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold text-lagoon-dark">{i18n.t(h.title)}</h3>
              <p className="mt-2 text-ink-soft">{i18n.t(h.text)}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection name="licence" heading={i18n.t("Licensed and local")} className="mt-14">
        <OperatorTrust
          licenceNumber={licenceNumber}
          streetAddress={streetAddress}
          className="mt-4 space-y-1 text-ink-soft"
        />
      </HeadedSection>

      <div className="mt-12 flex flex-wrap gap-3">
        <SiteLink page="packages" className="btn-primary" />
        <SiteLink page="contact" className="btn-secondary" />
      </div>
    </div>
  );
}
