import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The error screen of the package pages: 'Package not found' for a 404, a calm apology otherwise. */
export function PackageError({ notFoundText }: { notFoundText: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? "Package not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-ink-soft">{notFound ? notFoundText : "Please try again in a moment."}</p>
      <Link to="/#packages" className="btn-primary mt-8">
        See all packages
      </Link>
    </div>
  );
}
