import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";
import { useT } from "~/utils/i18n";

/** The error screen of the package pages: 'Package not found' for a 404, a calm apology otherwise. */
export function PackageError({ notFoundText }: { notFoundText: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t, href } = useT();
  return (
    <ErrorScreen title={t(notFound ? "Package not found" : "Something went wrong")} text={notFound ? t(notFoundText) : t("Please try again in a moment.")}>
      <Link to={`${href("/")}#packages`} className="btn-primary mt-8">
        {t("See all packages")}
      </Link>
    </ErrorScreen>
  );
}
