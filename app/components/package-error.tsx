import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";
import { useT } from "~/utils/i18n";

/** The error screen of the package pages: 'Package not found' for a 404, a calm apology otherwise. */
export function PackageError({ notFoundText }: { notFoundText: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const i18n = useT();
  const { href } = i18n;
  return (
    <ErrorScreen
      title={notFound ? i18n.t("Package not found") : i18n.t("Something went wrong")}
      text={notFound ? notFoundText : i18n.t("Please try again in a moment.")}
    >
      <Link to={`${href("/")}#packages`} className="btn-primary mt-8">
        {i18n.t("See all packages")}
      </Link>
    </ErrorScreen>
  );
}
