import { Link } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { smallestOnly, type ImageSource } from "~/utils/image-source";
import { Carousel } from "./carousel";
import { ResponsiveImage } from "./ui/responsive-image";

type CardPackage = { id: string; title: string; shortDescription: string; highlights: string[]; images: ImageSource[]; facts?: string[] };

/** A collapsible package card: a <details> element, so it opens and closes without JavaScript. */
export function PackageCard({ pkg }: { pkg: CardPackage }) {
  const thumb = pkg.images[0];
  const { t, href } = useT();
  return (
    <details className="card group overflow-hidden">
      <summary className="flex cursor-pointer items-center gap-3 p-3 hover:bg-sand-light sm:gap-4 sm:p-4 sm:pr-5">
        {thumb ? (
          <ResponsiveImage image={smallestOnly(thumb)} alt="" sizes="128px" className="h-12 w-24 flex-none rounded-lg object-cover sm:h-16 sm:w-32" />
        ) : null}
        <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug text-ink sm:text-xl">{pkg.title}</h3>
        <span
          aria-hidden="true"
          className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-lagoon-light text-lagoon-dark transition-transform group-open:rotate-180"
        >
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none">
            <path d="M3 6l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </summary>
      <div className="grid gap-6 border-t border-line p-4 sm:p-6 lg:grid-cols-2">
        <div>
          <p className="text-ink-soft">{pkg.shortDescription}</p>
          {pkg.facts?.length ? (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-ink" aria-label={t("Facts")}>
              {pkg.facts.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
          {pkg.highlights.length ? (
            <>
              <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-lagoon-dark">{t("Highlights")}</h4>
              <ol className="mt-2 list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-lagoon">
                {pkg.highlights.map((h, i) => (
                  <li key={i}>{h}</li>
                ))}
              </ol>
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href(`/info/${pkg.id}`)} className="btn-secondary" aria-label={t("Learn more about {title}", { title: pkg.title })}>
              {t("Learn more")}
            </Link>
            <Link to={href(`/book/${pkg.id}`)} className="btn-primary" aria-label={t("Book now: {title}", { title: pkg.title })}>
              {t("Book now")}
            </Link>
          </div>
        </div>
        <Carousel id={`pkg-${pkg.id}`} images={pkg.images} label={t("Photos of {title}", { title: pkg.title })} />
      </div>
    </details>
  );
}
