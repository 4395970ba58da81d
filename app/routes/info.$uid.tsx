import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ApproxEur } from "~/components/approx-eur";
import { LiveUpdates } from "~/components/live-updates";
import { PackageError, packageMissingMeta } from "~/components/package-error";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { LANGUAGES, LOCALES, localePath, metaT, useT } from "~/utils/i18n";
import { shareImageOf } from "~/utils/image-source";
import { PRICE_ON_REQUEST } from "~/utils/money";
import { absoluteUrl, publicPageMeta, siteOf } from "~/utils/seo";
import { touristTripJsonLd } from "~/utils/structured-data";

import { cache, loader } from "./info.$uid.server";

export { cache, loader };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const i18n = metaT(matches);
  const { lang } = i18n;
  if (!data) return packageMissingMeta(i18n);
  const { pkg } = data;
  const title = i18n.t("{title} | Mauritius day package", { title: pkg.title });
  const site = siteOf(matches);
  const first = pkg.images[0];
  const image = first
    ? { ...shareImageOf(first), alt: i18n.t("{title}, photo {number}", { title: pkg.title, number: 1 }) }
    : null;
  return [
    ...publicPageMeta(matches, { title, description: pkg.shortDescription, path: `/info/${pkg.id}`, image }),
    ...(site
      ? [
          {
            "script:ld+json": touristTripJsonLd({
              name: pkg.title,
              description: pkg.shortDescription,
              url: absoluteUrl(site, localePath(lang, `/info/${pkg.id}`)),
              bookUrl: absoluteUrl(site, localePath(lang, `/book/${pkg.id}`)),
              image: image ? absoluteUrl(site, image.src) : null,
              adultPrice: data.facts.prices?.find((row) => row.band === "adult")?.unit ?? null,
              available: data.available,
              provider: { name: site.siteName, url: absoluteUrl(site, localePath(lang, "/")) },
              ...(lang === LANGUAGES[0] ? {} : { inLanguage: LOCALES[lang].html }),
            }),
          },
        ]
      : []),
  ];
};

function InfoList({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <section className="card p-5 sm:p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <List
        className={`mt-3 space-y-2 pl-5 ${ordered ? "list-decimal marker:font-semibold marker:text-lagoon" : "list-disc marker:text-lagoon"}`}
      >
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    </section>
  );
}

export default function PackageInfo() {
  const { pkg, facts } = useLoaderData<typeof loader>();
  const [first, ...rest] = pkg.images;
  const i18n = useT();
  const { href } = i18n;
  const bookNow = (
    <Link to={href(`/book/${pkg.id}`)} className="btn-primary">
      {i18n.t("Book now")}
    </Link>
  );
  return (
    <article className="container-page py-10">
      {/* The facts box's seats follow bookings and staff changes, with JavaScript. */}
      <LiveUpdates topics={["departures"]} packageId={pkg.id} />
      <nav aria-label={i18n.t("Breadcrumb")} className="text-sm text-ink-soft">
        <Link to={`${href("/")}#packages`} className="link">
          {i18n.t("Packages")}
        </Link>{" "}
        / <span aria-current="page">{pkg.title}</span>
      </nav>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-semibold sm:text-4xl">{pkg.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{pkg.shortDescription}</p>
        </div>
        {bookNow}
      </header>

      <section aria-label={i18n.t("Facts")} className="card mt-6 p-5 sm:p-6">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={i18n.t("Duration")} values={facts.duration ? [facts.duration] : []} />
          <Fact label={i18n.t("Meeting point")} values={facts.meetingPoint ? [facts.meetingPoint] : []} />
          <Fact
            label={i18n.t("Prices")}
            values={
              facts.prices
                ? facts.prices.map((row) => (
                    <>
                      <span>
                        {i18n.t("{label} ({ages}): {price}", { label: row.label, ages: row.ages, price: row.text })}
                      </span>
                      <ApproxEur text={row.approx} />
                    </>
                  ))
                : [i18n.t(PRICE_ON_REQUEST)]
            }
          />
          <Fact label={i18n.t("Next departures (Mauritius time)")} values={facts.next.map((d) => d.text)} />
          <Fact label={i18n.t("Cancellation policy")} values={[facts.cancellation.free, facts.cancellation.after]} />
        </dl>
      </section>

      {first ? (
        <section aria-label={i18n.t("Gallery")} className="mt-8 grid gap-3 sm:grid-cols-3">
          <ResponsiveImage
            image={first}
            alt={i18n.t("{title}, photo {number}", { title: pkg.title, number: 1 })}
            sizes="(min-width: 1152px) 1104px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)"
            priority
            className="aspect-[2/1] w-full rounded-2xl object-cover sm:col-span-3"
          />
          {rest.map((img, i) => (
            <ResponsiveImage
              key={img.id}
              image={img}
              alt={i18n.t("{title}, photo {number}", { title: pkg.title, number: i + 2 })}
              sizes="(min-width: 640px) 33vw, 100vw"
              className="aspect-[2/1] w-full rounded-xl object-cover"
            />
          ))}
        </section>
      ) : null}

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section>
          <h2 className="text-2xl font-semibold">{i18n.t("About this day")}</h2>
          <div className="mt-3 max-w-prose space-y-4 text-ink-soft">
            {pkg.longDescription.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
          <div className="mt-8">{bookNow}</div>
        </section>
        <div className="space-y-5">
          <InfoList title={i18n.t("Highlights")} items={pkg.highlights} ordered />
          <InfoList title={i18n.t("Important")} items={pkg.important} />
          <InfoList title={i18n.t("Recommended")} items={pkg.recommended} />
          <InfoList title={i18n.t("Additional information")} items={pkg.information} />
        </div>
      </div>
      <div className="mt-8">{bookNow}</div>
    </article>
  );
}

export function ErrorBoundary() {
  return <PackageError notFound="packageGone" />;
}

/** One fact of the package: its label and its values, one a line; nothing when it has none. */
function Fact({ label, values }: { label: string; values: ReactNode[] }) {
  if (values.length === 0) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      {values.map((value, i) => (
        <dd key={i}>{value}</dd>
      ))}
    </div>
  );
}
