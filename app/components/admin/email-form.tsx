import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { InputField, TextareaInput, ErrorList } from "~/components/ui/field";
import { GridFormAlert, GridSubmit } from "~/components/admin/form-parts";
import { adminEmailSchema } from "~/schemas/admin";
import { UPLOAD_MAX_LABEL } from "~/utils/bytes";
import { useIsPending } from "~/utils/hooks";
import { useResetAfterRedirect } from "~/utils/use-reset-after-redirect";
import { useCheckedForm } from "~/utils/checked-form";

type Props = {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: { email?: string; name?: string; subject?: string };
};

/** The admin e-mail form: Subject, email, name, message and attachments. */
export function AdminEmailForm({ lastResult, defaultValue }: Props) {
  const sending = useIsPending({ intent: "email", state: "submitting" });
  const [form, fields] = useCheckedForm(adminEmailSchema, {
    id: "admin-email",
    lastResult,
    defaultValue,
  });
  // Once the e-mail is handed over (the action redirects back here, sent or kept in the Outbox), the form
  // starts again from its defaults, so a second click cannot send the same message twice.
  const formRef = useResetAfterRedirect(sending, Boolean(lastResult));
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-x-5 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="email" />
      <GridFormAlert form={form} />
      <InputField label="Subject" className="sm:col-span-2" field={fields.subject} />
      <InputField label="Email" type="email" field={fields.email} />
      <InputField label="Name" field={fields.name} />
      <TextareaInput label="Message" className="sm:col-span-2" field={fields.message} rows={7} />
      <div className="sm:col-span-2">
        <label htmlFor="admin-email-attachments" className="field-label">
          Attachments (optional)
        </label>
        <input
          id="admin-email-attachments"
          type="file"
          name="attachments"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
          aria-describedby="admin-email-attachments-hint admin-email-attachments-error"
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-lagoon-light file:px-4 file:py-2 file:font-semibold file:text-lagoon-dark"
        />
        <p id="admin-email-attachments-hint" className="mt-1 text-sm text-ink-faint">
          {`Images or PDF files, up to ${UPLOAD_MAX_LABEL} each, 5 at most.`}
        </p>
        <ErrorList id="admin-email-attachments-error" errors={fields.attachments.errors} />
      </div>
      <GridSubmit label="Send email" busyLabel="Sending..." busy={sending} />
    </Form>
  );
}
