import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PackageList, statusTitles } from "~/components/admin/package-list";
import { packageStatuses } from "~/db/schema";
import { getPackagesByStatus, toPackageRow } from "~/models/package.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? statusTitles[data.status] : "Packages"} | Back office` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const status = packageStatuses.find((s) => s === params.status);
  if (!status) throw new Response("Not found", { status: 404 });
  rememberAdminPage(admin, request);
  return json({ status, rows: getPackagesByStatus(status).map(toPackageRow) });
}

export default function PackagesByStatus() {
  const { status, rows } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4" aria-labelledby="packages-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="packages-heading" className="text-2xl font-semibold">
            {statusTitles[status]}
          </h1>
          <p className="mt-1 text-sm text-ink-soft">
            {rows.length} package{rows.length === 1 ? "" : "s"}
            {status === "active"
              ? ", shown to visitors in this order."
              : status === "archived"
                ? ", hidden from visitors."
                : ", hidden from visitors; restore or remove them for good."}{" "}
            <Link to="/admin/packages" className="link">
              All packages
            </Link>
          </p>
        </div>
        <Link to="/admin/add" className="btn-primary">
          Add Package
        </Link>
      </div>
      <PackageList rows={rows} status={status} itemHeading="h2" />
    </section>
  );
}
