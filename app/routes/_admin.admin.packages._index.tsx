import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PackageList, statusTitles } from "~/components/admin/package-list";
import { packageStatuses } from "~/db/schema";
import { getPackagesGroupedByStatus, toPackageRow } from "~/models/package.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";

export const meta: MetaFunction = () => [{ title: "Packages | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const groups = getPackagesGroupedByStatus();
  rememberAdminPage(admin, request);
  return json({ lists: packageStatuses.map((status) => ({ status, rows: groups[status].map(toPackageRow) })) });
}

export default function AllPackages() {
  const { lists } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Packages</h1>
        <Link to="/admin/add" className="btn-primary">
          Add Package
        </Link>
      </div>
      {lists.map(({ status, rows }) => (
        <section key={status} className="space-y-3" aria-labelledby={`${status}-heading`}>
          <h2 id={`${status}-heading`} className="flex items-baseline gap-3 text-xl font-semibold">
            <Link to={`/admin/packages/${status}`} className="hover:underline">
              {statusTitles[status]}
            </Link>
            <span className="font-sans text-sm font-normal text-ink-soft">({rows.length})</span>
          </h2>
          <PackageList rows={rows} status={status} />
        </section>
      ))}
    </div>
  );
}
