import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TextareaInput } from "~/components/ui/field";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPager } from "~/components/admin/pager";

import { FormAlert } from "~/components/ui/form-alert";
import { listAdminUpdates, postAdminUpdate } from "~/models/admin-update.server";
import { postUpdateSchema } from "~/schemas/admin-board";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { useIsPending } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { formatDateTime } from "~/utils/time";
import { submitForm } from "~/services/form.server";
import { useResetAfterRedirect } from "~/utils/use-reset-after-redirect";
import { AdminSection } from "~/components/admin/admin-section";
import { useCheckedForm } from "~/utils/checked-form";

export const meta: MetaFunction = () => [{ title: "Updates | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = new URL(request.url).searchParams.get("page");
  const tz = getEnv().TZ;
  const { rows, ...paging } = listAdminUpdates(page);
  const updates = rows.map((u) => ({ id: u.id, content: u.content, time: u.time, when: formatDateTime(u.time, tz) }));
  rememberAdminPage(admin, request);
  return json({ updates, paging }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, postUpdateSchema, {
    answer: (result, status) => json({ result }, { status }),
  });
  if (!form.ok) return form.response;
  postAdminUpdate(form.value.content, admin);
  return redirectWithFlash("/admin/updates", { message: "Update posted" });
}

export default function AdminUpdates() {
  const { updates, paging } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Updates</h1>
        <p className="mt-1 text-sm text-ink-soft">
          What happened in the back office, newest first. Times are Mauritius time.
        </p>
      </header>

      <PostUpdateForm />

      <section aria-labelledby="log-heading">
        <h2 id="log-heading" className="text-xl font-semibold">
          Log
        </h2>
        {updates.length ? (
          <ol className="card mt-3 divide-y divide-line" aria-labelledby="log-heading">
            {updates.map((u) => (
              <li key={u.id} className="px-5 py-4 sm:flex sm:gap-6">
                <time dateTime={u.time} className="block flex-none text-sm font-semibold text-ink-soft sm:w-44">
                  {u.when}
                </time>
                <p className="mt-1 whitespace-pre-line break-words sm:mt-0">{u.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="card mt-3 p-6 text-ink-soft">No updates yet.</p>
        )}
        <AdminPager paging={paging} noun="update" to={(n) => `?page=${n}`} />
      </section>
    </div>
  );
}

function PostUpdateForm() {
  const actionData = useActionData<typeof action>();
  const posting = useIsPending();
  const [form, fields] = useCheckedForm(postUpdateSchema, {
    id: "post-update",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  // After a successful post (redirected back here), empty the form.
  const formRef = useResetAfterRedirect(posting, Boolean(actionData));
  return (
    <AdminSection id="post-heading" title="Post an update">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
        <FormAlert form={form} />
        <TextareaInput label="Update" field={fields.content} rows={3} textareaProps={{ maxLength: 2000 }} />
        <button type="submit" className="btn-primary" disabled={posting}>
          {posting ? "Posting..." : "Post update"}
        </button>
      </Form>
    </AdminSection>
  );
}
