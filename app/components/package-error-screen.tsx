import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { useT } from "~/utils/i18n";
import type { PackageMissing } from "~/components/package-error";

/**
 * The error screen of the package pages: 'Package not found' for a 404 (then `notFound`, what the page says of a
 * package it cannot show), a calm apology otherwise. Loaded only when shown (components/package-error.tsx).
 */
export default function PackageErrorScreen({ notFound }: { notFound: PackageMissing }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const i18n = useT();
  const { href } = i18n;
  return (
    <ErrorScreen
      title={isNotFound ? i18n.t(PAGE_ERRORS.packageNotFound) : i18n.t(PAGE_ERRORS.failed)}
      text={isNotFound ? i18n.t(PAGE_ERRORS[notFound]) : i18n.t(PAGE_ERRORS.tryAgain)}
    >
      <Link to={`${href("/")}#packages`} className="btn-primary mt-8">
        {i18n.t(PAGE_ERRORS.seeAllPackages)}
      </Link>
    </ErrorScreen>
  );
}
