import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { NoticeFields } from "~/components/admin/notice-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { notifyEveryone } from "~/models/notification.server";
import { noticeSchema } from "~/schemas/banner";
import { adminFormPageLoader, requireAdmin } from "~/services/admin.server";
import { redirectWithFlash } from "~/services/session.server";
import { submitForm } from "~/services/form.server";
import { useCheckedForm } from "~/utils/checked-form";

export const meta: MetaFunction = () => [{ title: "Notification To All | Back office" }];

export const loader = adminFormPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, noticeSchema);
  if (!form.ok) return form.response;
  const count = notifyEveryone(
    { ...form.value, link: form.value.link ?? null, action: form.value.action ?? null },
    admin,
  );
  return redirectWithFlash("/admin/notify", { message: `Notification sent to ${count} user${count === 1 ? "" : "s"}` });
}

export default function NotifyAll() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useCheckedForm(noticeSchema, {
    id: "notify-form",
    lastResult,
  });
  return (
    <section className="card p-5 sm:p-6">
      <h1 className="text-2xl font-semibold">Notification To All</h1>
      <p className="mb-5 mt-1 text-sm text-ink-soft">
        Every registered user finds it under their bell; those online see it arrive at once.
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert form={form} />
        <NoticeFields fields={fields} />
        <button type="submit" className="btn-primary">
          Send to everyone
        </button>
      </Form>
    </section>
  );
}
