import { lazy, Suspense } from "react";
import type { Translator } from "~/utils/i18n";

/** What a package page says of a package it cannot show: gone from the catalogue, or no longer bookable. */
export type PackageMissing = "packageGone" | "packageNotBookable";

// Its words and links come only to a page that shows it: never with a package page's first load (README, page budgets).
const Screen = lazy(() => import("~/components/package-error-screen"));

/** The error boundary of the package pages (`/info/{id}`, `/book/{id}`). */
export function PackageError({ notFound }: { notFound: PackageMissing }) {
  return (
    <Suspense fallback={null}>
      <Screen notFound={notFound} />
    </Suspense>
  );
}

/**
 * The `meta` of a package page without its package: the error screen's title (the same message as its heading,
 * PAGE_ERRORS.packageNotFound, written here so the pages' first load carries no error screen), and no indexing.
 */
export function packageMissingMeta(i18n: Translator) {
  return [{ title: i18n.t(/*i18n*/ "Package not found") }, { name: "robots", content: "noindex" }];
}
