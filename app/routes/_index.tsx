import type { LinksFunction, MetaFunction, SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import heroImage from "~/assets/hero.svg";
import { BannerList } from "~/components/banner-list";
import { LiveUpdates } from "~/components/live-updates";
import { carouselPagerCss } from "~/components/carousel";
import { PackageCard } from "~/components/package-card";
import { SiteLink } from "~/components/site-link";
import { HeadedSection } from "~/components/headed-section";
import { shareImageOf } from "~/utils/image-source";
import type { PageCssHandle } from "~/utils/page-css";
import { localePath, metaT, useT } from "~/utils/i18n";
import { absoluteUrl, publicPageMeta, siteOf } from "~/utils/seo";
import { travelAgencyJsonLd } from "~/utils/structured-data";

import { loader, action, cache } from "./_index.server";

export { loader, action, cache };

// Without JavaScript, the carousels' previous/next links are shown by a few rules in the <head>.
export const handle: PageCssHandle = {
  pageCss: (data) =>
    carouselPagerCss(
      Math.max(0, ...((data as SerializeFrom<typeof loader> | undefined)?.packages ?? []).map((p) => p.images.length)),
    ),
};

export const links: LinksFunction = () => [{ rel: "preload", as: "image", href: heroImage, fetchPriority: "high" }];

const DESCRIPTION =
  /*i18n*/ "Catamaran days, mountain hikes, lagoon snorkelling and heritage tours around Mauritius. Browse our day packages and send a booking request in minutes.";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = metaT(matches);
  const { lang } = i18n;
  const name = data?.siteName ?? i18n.t("Mauritius day packages");
  const title = i18n.t("{name} | Mauritius day trips and holiday packages", { name });
  const site = siteOf(matches);
  // The card of a shared link to the home page shows the first package's first photo.
  const firstPackage = data?.packages.find((p) => p.images.length > 0);
  const image = firstPackage
    ? {
        ...shareImageOf(firstPackage.images[0]),
        alt: i18n.t("{title}, photo {number}", { title: firstPackage.title, number: 1 }),
      }
    : null;
  return [
    ...publicPageMeta(matches, { title, description: i18n.t(DESCRIPTION), path: "/", image }),
    ...(site
      ? [
          {
            "script:ld+json": travelAgencyJsonLd({
              name: site.siteName,
              url: absoluteUrl(site, localePath(lang, "/")),
              email: site.contactEmail,
              telephone: site.contactPhone,
            }),
          },
        ]
      : []),
  ];
};

export default function Home() {
  const { siteName, banners, packages } = useLoaderData<typeof loader>();
  const i18n = useT();
  return (
    <>
      {/* The cards' next departures and seats follow bookings and staff changes, with JavaScript. */}
      <LiveUpdates topics={["departures"]} />
      <section className="relative isolate overflow-hidden bg-lagoon-dark text-white">
        <img
          src={heroImage}
          alt={i18n.t("A Mauritian lagoon at golden hour, with Le Morne mountain behind the reef")}
          width={1600}
          height={800}
          fetchPriority="high"
          decoding="sync"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/75 via-ink/45 to-transparent" />
        <div className="container-page py-20 sm:py-28 lg:py-36">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold">
            {i18n.t("Where tranquility meets tropical bliss")}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl font-semibold sm:text-4xl">{siteName}</h1>
          <p className="mt-4 max-w-xl text-lg text-sand">
            {i18n.t(
              "Welcome to Mauritius: turquoise lagoons, green mountains and warm creole hospitality, shared by a local team who plan every day out with care.",
            )}
          </p>
          <p className="mt-2 max-w-xl text-lg font-semibold text-white">
            {i18n.t("Start exploring our packages today.")}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#packages" className="btn bg-gold text-ink hover:bg-white">
              {i18n.t("Explore our packages")}
            </a>
            <SiteLink page="contact" className="btn border border-white/70 text-white hover:bg-white/10" />
          </div>
        </div>
      </section>

      <div className="container-page mt-10 space-y-10">
        <BannerList banners={banners} />
        <HeadedSection
          id="packages"
          name="packages"
          heading={i18n.t("Packages")}
          headingClassName="text-2xl font-semibold sm:text-3xl"
        >
          <p className="mt-2 max-w-prose text-ink-soft">
            {i18n.t("Open a package to see its photos and highlights, then book it or read everything about the day.")}
          </p>
          {packages.length ? (
            <ul className="mt-6 space-y-4">
              {packages.map((pkg) => (
                <li key={pkg.id}>
                  <PackageCard pkg={pkg} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-xl bg-white p-6 text-ink-soft">
              {i18n.t(
                "New packages are on their way. In the meantime, tell us what you would like to do and we will plan it with you.",
              )}
            </p>
          )}
        </HeadedSection>
      </div>
    </>
  );
}
