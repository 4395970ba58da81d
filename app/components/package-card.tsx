import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { useT } from "~/utils/i18n";
import { smallestOnly, type ImageSource } from "~/utils/image-source";
import { ApproxEur } from "./approx-eur";
import { Carousel } from "./carousel";
import { ResponsiveImage } from "./ui/responsive-image";

type CardPackage = {
  id: string;
  title: string;
  shortDescription: string;
  highlights: string[];
  images: ImageSource[];
  facts?: string[];
  /** "≈ €70" after the first fact's price (none: no display rate, or no price). */
  priceApprox?: string | null;
};

/** A collapsible package card: a <details> element, so it opens and closes without JavaScript. */
export function PackageCard({ pkg }: { pkg: CardPackage }) {
  const thumb = pkg.images[0];
  const i18n = useT();
  const { href } = i18n;
  // The card's two ways on, each named with its package for a screen reader (every card has the same words).
  const named = { title: pkg.title };
  const ways = [
    [`/info/${pkg.id}`, "btn-secondary", i18n.t("Learn more"), i18n.t("Learn more about {title}", named)],
    [`/book/${pkg.id}`, "btn-primary", i18n.t("Book now"), i18n.t("Book now: {title}", named)],
  ];
  return (
    <details className="card group overflow-hidden">
      {/* Collapsed, the header still says what a guest compares: the price from, the duration, the next departure
          with its seats (below the photo and title on a phone, under the title from sm up). The title stays the
          heading; the header reads "title, fact, fact…" (the commas for a screen reader only). */}
      <summary className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 p-3 hover:bg-sand-light sm:gap-x-4 sm:p-4 sm:pr-5">
        {thumb ? (
          <ResponsiveImage
            image={smallestOnly(thumb)}
            alt=""
            sizes="128px"
            className="col-start-1 row-start-1 h-12 w-24 flex-none rounded-lg object-cover sm:row-span-2 sm:h-16 sm:w-32"
          />
        ) : null}
        <h3
          className={`${thumb ? "col-start-2" : "col-span-2 col-start-1"} row-start-1 min-w-0 self-center text-base font-semibold leading-snug text-ink sm:text-xl ${pkg.facts?.length ? "sm:self-end" : ""}`}
        >
          {pkg.title}
        </h3>
        {pkg.facts?.length ? (
          <span
            className={`col-span-3 col-start-1 row-start-2 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-soft sm:col-span-1 sm:self-start ${thumb ? "sm:col-start-2" : "sm:col-span-2"}`}
          >
            {pkg.facts.map((f, i) => (
              <Fragment key={f}>
                <span className="sr-only">, </span>
                {i === 0 ? (
                  <span className="font-semibold text-lagoon-dark">
                    <span>{f}</span>
                    <ApproxEur text={pkg.priceApprox} />
                  </span>
                ) : (
                  <span>{f}</span>
                )}
              </Fragment>
            ))}
          </span>
        ) : null}
        <span
          aria-hidden="true"
          className="col-start-3 row-start-1 flex h-9 w-9 flex-none items-center justify-center rounded-full bg-lagoon-light text-lagoon-dark transition-transform group-open:rotate-180 sm:row-span-2"
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
            <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </summary>
      <div className="grid gap-6 border-t border-line p-4 sm:p-6 lg:grid-cols-2">
        <div>
          <p className="text-ink-soft">{pkg.shortDescription}</p>
          {pkg.highlights.length ? (
            <>
              <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-lagoon-dark">
                {i18n.t("Highlights")}
              </h4>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-lagoon">
                {pkg.highlights.map((h, i) => (
                  <li key={i}>{h}</li>
                ))}
              </ol>
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {ways.map(([path, look, words, label]) => (
              <Link key={path} to={href(path)} className={look} aria-label={label}>
                {words}
              </Link>
            ))}
          </div>
        </div>
        <Carousel id={`pkg-${pkg.id}`} images={pkg.images} label={i18n.t("Photos of {title}", { title: pkg.title })} />
      </div>
    </details>
  );
}
