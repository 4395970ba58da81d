import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RoleForm } from "~/components/admin/role-form";
import { roleAction, roleLoader } from "~/services/role-page.server";

export const meta: MetaFunction = () => [{ title: "Set Role | Back office" }];

export const loader = ({ request }: LoaderFunctionArgs) => roleLoader(request);
export const action = (args: ActionFunctionArgs) => roleAction(args);

export default function SetRole() {
  const { query, found } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5 sm:p-6">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Set Role</h1>
        <Link to="/admin/addadmin" className="link text-sm">
          Add an admin
        </Link>
      </div>
      <RoleForm query={query} found={found} refused={actionData} />
    </section>
  );
}
