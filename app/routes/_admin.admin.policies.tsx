import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ResultSummary } from "~/components/ui/form-alert";
import { listPolicies, setPolicy } from "~/models/policy.server";
import { adminPageLoader, requireAdmin } from "~/services/admin.server";
import { useIsPending } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { PDF_MAX_BYTES, StorageError, storePdf } from "~/utils/storage.server";
import { submitForm } from "~/services/form.server";
import { AdminSection } from "~/components/admin/admin-section";
import { PolicyTitleFields } from "~/components/admin/translation-fields";
import { policyUploadSchema } from "~/schemas/policy";
import { errorMessage } from "~/utils/error-message";
import { TRANSLATED_LANGS } from "~/utils/translations";
import { ListOrEmpty } from "~/components/admin/list-or-empty";

export const meta: MetaFunction = () => [{ title: "Policies | Back office" }];

/** The summary links a message to its input. */
const TARGETS = {
  name: "policy-name",
  file: "policy-file",
  title: "policy-title",
  ...Object.fromEntries(TRANSLATED_LANGS.map((lang) => [`translations.${lang}.title`, `policy-title-${lang}`])),
};

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminPageLoader(request, () => ({ policies: listPolicies() }));

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, policyUploadSchema, {
    uploads: { maxFileBytes: PDF_MAX_BYTES, maxFiles: 1, field: "file", message: "PDF files can be up to 20MB." },
  });
  if (!form.ok) return form.response;
  const { name, file, title, translations } = form.value;
  try {
    const key = await storePdf(Buffer.from(await file.arrayBuffer()), `policies/${name}.pdf`);
    // A new version gets a new address, so browsers and CDNs do not keep showing the old one.
    setPolicy(name, { key, version: Date.now().toString(36) }, { actor: admin, titles: { title, translations } });
  } catch (error) {
    if (error instanceof StorageError) return form.refuse({ fieldErrors: { file: [error.message] } });
    console.error("[policies] upload failed:", error);
    return form.refuse({ formErrors: [errorMessage("Error uploading file. Please try again.")] }, 500);
  }
  return redirectWithFlash("/admin/policies", { message: "Policy uploaded successfully!" });
}

export default function Policies() {
  const { policies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const uploading = useIsPending({ state: "submitting" });
  // What was typed, kept after a refusal (the file itself a browser never fills in again).
  const typed: { title?: unknown; translations?: unknown; name: string } = {
    ...actionData?.initialValue,
    name: typeof actionData?.initialValue?.name === "string" ? actionData.initialValue.name : "",
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Policies</h1>
      <AdminSection id="policy-list" title="Current policies">
        <ListOrEmpty items={policies} className="mt-3 divide-y divide-line" empty="No policy uploaded yet.">
          {(p) => (
            <li key={p.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-mono text-sm">{p.name}</span>
                {p.title ? <span className="text-sm text-ink-soft"> · {p.title}</span> : null}
              </span>
              <a href={p.url} target="_blank" rel="noreferrer" className="link text-sm">
                Open the PDF
              </a>
            </li>
          )}
        </ListOrEmpty>
      </AdminSection>
      <AdminSection id="policy-upload" title="Add or replace a policy">
        <p className="mt-1 text-sm text-ink-soft">
          The names termsAndConditions, privacyPolicy and cookiePolicy fill the site's terms links and the footer.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <ResultSummary id="policy-form-alert" result={actionData} targets={TARGETS} />
          <div>
            <label htmlFor="policy-name" className="field-label">
              Policy name
            </label>
            <input
              id="policy-name"
              name="name"
              type="text"
              defaultValue={typed.name}
              list="policy-names"
              className="field-input max-w-sm"
            />
            <datalist id="policy-names">
              <option value="termsAndConditions" />
              <option value="privacyPolicy" />
              <option value="cookiePolicy" />
            </datalist>
          </div>
          <div>
            <label htmlFor="policy-file" className="field-label">
              PDF file
            </label>
            <input
              id="policy-file"
              name="file"
              type="file"
              accept="application/pdf"
              className="block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-lagoon-light file:px-4 file:py-2 file:font-semibold file:text-lagoon-dark"
            />
          </div>
          <PolicyTitleFields typed={typed} />
          <button type="submit" className="btn-primary" disabled={uploading}>
            {uploading ? "Uploading..." : "Upload policy"}
          </button>
        </Form>
      </AdminSection>
    </div>
  );
}
