import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useSearchParams } from "@remix-run/react";
import { AdminEmailForm } from "~/components/admin/email-form";
import { adminFormPageLoader, requireAdmin } from "~/services/admin.server";
import { handleAdminEmail } from "~/services/admin-email.server";

export const meta: MetaFunction = () => [{ title: "Email | Back office" }];

export const loader = adminFormPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return handleAdminEmail(request, context, { backTo: "/admin/email", actor: admin });
}

export default function AdminEmail() {
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <section className="card p-5 sm:p-6">
      <h1 className="text-2xl font-semibold">Email</h1>
      <p className="mt-1 mb-5 text-sm text-ink-soft">
        The message goes out with a greeting by name and the team's signature. Every e-mail is kept in the Outbox.
      </p>
      <AdminEmailForm
        lastResult={actionData?.result}
        defaultValue={{ email: params.get("email") ?? "", name: params.get("name") ?? "" }}
      />
    </section>
  );
}
