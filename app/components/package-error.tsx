import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";

/** The error screen of the package pages: 'Package not found' for a 404, a calm apology otherwise. */
export function PackageError({ notFoundText }: { notFoundText: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorScreen title={notFound ? "Package not found" : "Something went wrong"} text={notFound ? notFoundText : "Please try again in a moment."}>
      <Link to="/#packages" className="btn-primary mt-8">
        See all packages
      </Link>
    </ErrorScreen>
  );
}
