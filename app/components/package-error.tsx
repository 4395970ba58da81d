import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { useT } from "~/utils/i18n";

/** The error screen of the package pages: 'Package not found' for a 404, a calm apology otherwise. */
export function PackageError({ notFoundText }: { notFoundText: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const i18n = useT();
  const { href } = i18n;
  return (
    <ErrorScreen
      title={notFound ? i18n.t(PAGE_ERRORS.packageNotFound) : i18n.t(PAGE_ERRORS.failed)}
      text={notFound ? notFoundText : i18n.t(PAGE_ERRORS.tryAgain)}
    >
      <Link to={`${href("/")}#packages`} className="btn-primary mt-8">
        {i18n.t(PAGE_ERRORS.seeAllPackages)}
      </Link>
    </ErrorScreen>
  );
}
