import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RoleForm } from "~/components/admin/role-form";
import { roleAction, roleLoader } from "~/services/role-page.server";

export const meta: MetaFunction = () => [{ title: "Add admin | Back office" }];

export const loader = ({ request }: LoaderFunctionArgs) => roleLoader(request);
export const action = (args: ActionFunctionArgs) => roleAction(args, "admin");

export default function AddAdmin() {
  const { query, found } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card p-5 sm:p-6">
      <h1 className="text-2xl font-semibold">Add admin</h1>
      <p className="mb-5 mt-1 text-sm text-ink-soft">
        Find a registered user by e-mail and give them access to the back office.
      </p>
      <RoleForm query={query} found={found} refused={actionData} fixedRole="admin" />
    </section>
  );
}
