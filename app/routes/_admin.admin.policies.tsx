import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/form-alert";
import { listPolicies, setPolicy } from "~/models/policy.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { useIsPending } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { PDF_MAX_BYTES, StorageError, storePdf } from "~/utils/storage.server";
import * as z from "zod/mini";
import { submitForm } from "~/services/form.server";
import { AdminSection } from "~/components/admin/admin-section";
import { PolicyTitleFields } from "~/components/admin/translation-fields";
import { policyTitleFields } from "~/schemas/policy";
import { ListOrEmpty } from "~/components/admin/list-or-empty";

export const meta: MetaFunction = () => [{ title: "Policies | Back office" }];

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;
// What is missing or wrong about the name and file is said below, in this page's own words: the schema lets them through.
const uploadSchema = z.object({ name: z.optional(z.string()), file: z.optional(z.any()), ...policyTitleFields });

type Titles = { title?: unknown; translations?: unknown };
/** A refusal: the message, the policy name and titles typed (kept), and the input it is about (the summary links to it). */
const refuse = (error: string, name: string, field: string | null, status: number, titles: Titles = {}) => json({ error, name, field, titles }, { status });
/** The input of a title field ("title", "translations.fr.title"). */
const titleInput = (key: string) => (key === "title" ? "policy-title" : `policy-title-${key.split(".")[1]}`);

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  rememberAdminPage(admin, request);
  return json({ policies: listPolicies() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, uploadSchema, {
    uploads: { maxFileBytes: PDF_MAX_BYTES, maxFiles: 1, field: "file", message: "PDF files can be up to 20MB." },
    // This page shows one message (no Conform): the door's refusals as such.
    answer: (result, status) => {
      const onFile = Boolean(result.error?.file);
      const onTitle = Object.keys(result.error ?? {}).find((key) => key === "title" || key.startsWith("translations."));
      if (onTitle && !onFile)
        return refuse(result.error![onTitle]![0], String(result.initialValue?.name ?? ""), titleInput(onTitle), status, result.initialValue ?? {});
      return refuse(
        (result.error?.file ?? result.error?.[""] ?? [""])[0],
        String(onFile ? (result.initialValue?.name ?? "") : ""),
        onFile ? "policy-file" : null,
        status,
      );
    },
  });
  if (!form.ok) return form.response;
  const { formData, value } = form;
  const titles = { title: value.title, translations: value.translations };
  const name = String(formData.get("name") ?? "").trim();
  const file = formData.get("file");
  const hasFile = typeof file === "object" && file !== null && "arrayBuffer" in file && file.size > 0;
  if (!name || !hasFile) return refuse("Please provide both a policy name and a file.", name, name ? "policy-file" : "policy-name", 400, titles);
  if (!NAME.test(name)) return refuse("Use letters, digits, - or _ in the policy name (for example privacyPolicy).", name, "policy-name", 400, titles);
  try {
    const key = await storePdf(Buffer.from(await file.arrayBuffer()), `policies/${name}.pdf`);
    // A new version gets a new address, so browsers and CDNs do not keep showing the old one.
    setPolicy(name, { key, version: Date.now().toString(36) }, { actor: admin, titles });
  } catch (error) {
    if (error instanceof StorageError) return refuse(error.message, name, "policy-file", 400, titles);
    console.error("[policies] upload failed:", error);
    return refuse("Error uploading file. Please try again.", name, null, 500);
  }
  return redirectWithFlash("/admin/policies", { message: "Policy uploaded successfully!" });
}

export default function Policies() {
  const { policies } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const uploading = useIsPending({ state: "submitting" });
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
        <p className="mt-1 text-sm text-ink-soft">The names termsAndConditions, privacyPolicy and cookiePolicy fill the site's terms links and the footer.</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          {actionData ? (
            <ErrorSummary id="policy-form-alert" problems={[{ message: actionData.error, target: actionData.field ?? undefined }]} focusKey={actionData} />
          ) : null}
          <div>
            <label htmlFor="policy-name" className="field-label">
              Policy name
            </label>
            <input id="policy-name" name="name" type="text" defaultValue={actionData?.name ?? ""} list="policy-names" className="field-input max-w-sm" />
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
          <PolicyTitleFields typed={actionData?.titles} />
          <button type="submit" className="btn-primary" disabled={uploading}>
            {uploading ? "Uploading..." : "Upload policy"}
          </button>
        </Form>
      </AdminSection>
    </div>
  );
}
