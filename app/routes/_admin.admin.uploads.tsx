import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AlertMessage } from "~/components/ui/form-alert";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { redirectWithFlash } from "~/services/session.server";
import { listUploads, removeFromUploads, type StorageItem } from "~/utils/storage.server";
import { formatBytes } from "~/utils/bytes";
import { recordAuditAlone } from "~/models/audit.server";

import { deleteUploadSchema } from "~/schemas/admin";
import { submitForm } from "~/services/form.server";
import { safeRedirect } from "~/utils/safe-redirect.server";
import { errorMessage } from "~/utils/error-message";

export const meta: MetaFunction = () => [{ title: "View Uploads | Back office" }];

// Say what went wrong without showing the server's own paths.
const message = (e: unknown) => {
  const code = (e as { code?: string })?.code;
  if (code === "ENOENT") return "there is no such file or folder";
  if (code === "ENOTDIR") return "this is a file, not a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return e instanceof Error ? e.message : String(e);
};

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const path = (url.searchParams.get("path") ?? "").replace(/^\/+|\/+$/g, "");
  const confirm = url.searchParams.get("confirm");
  let items: (StorageItem & { sizeLabel: string })[] = [];
  let error: string | null = null;
  try {
    items = (await listUploads(path)).map((i) => ({ ...i, sizeLabel: i.kind === "file" ? formatBytes(i.size) : "" }));
  } catch (e) {
    error = `An error occurred while fetching items: ${message(e)}`;
  }
  rememberAdminPage(admin, request);
  return json({ path, items, error, confirm });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, deleteUploadSchema);
  if (!form.ok) return form.response;
  const { target, path: back } = form.value;
  try {
    await removeFromUploads(target);
  } catch (e) {
    return form.refuse({
      formErrors: [errorMessage("An error occurred while deleting item: {reason}", { reason: message(e) })],
    });
  }
  // A file is not in the database: it is recorded once it is gone (decision 027).
  recordAuditAlone(admin, { action: "upload.delete", target: { kind: "upload", id: target, label: target } });
  return redirectWithFlash(
    safeRedirect(`/admin/uploads${back ? `?path=${encodeURIComponent(back)}` : ""}`, "/admin/uploads"),
    {
      message: `${target} deleted`,
    },
  );
}

// Drawn, not emoji: a font without the emoji shows an empty box instead.
function FolderIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="flex-none text-gold">
      <path
        d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.4l2 2.5h8.6A1.5 1.5 0 0 1 21 9v8.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true" className="flex-none text-ink-soft">
      <path
        d="M6.5 3h7l4 4v12.5a1.5 1.5 0 0 1-1.5 1.5H6.5A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3Z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M13.5 3v4h4" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

export default function ViewUploads() {
  const { path, items, error, confirm } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A refused delete: the door's messages (the storage's reason, or a form that is out of date).
  const refused = Object.values(actionData?.error ?? {}).flatMap((messages) => messages ?? []);
  const crumbs = path ? path.split("/") : [];
  const here = (p: string) => `/admin/uploads${p ? `?path=${encodeURIComponent(p)}` : ""}`;
  return (
    <section className="card p-5 sm:p-6">
      <h1 className="text-2xl font-semibold">View Uploads</h1>
      <nav aria-label="Folder" className="mt-3 flex flex-wrap gap-1 text-sm">
        <Link to={here("")} className="link">
          uploads
        </Link>
        {crumbs.map((c, i) => (
          <span key={i}>
            {" / "}
            <Link to={here(crumbs.slice(0, i + 1).join("/"))} className="link">
              {c}
            </Link>
          </span>
        ))}
      </nav>
      {error || refused.length ? (
        <AlertMessage className="mt-4">{refused.length ? refused.join(" ") : error}</AlertMessage>
      ) : null}
      {!error && items.length === 0 ? <p className="mt-4 text-ink-soft">This folder is empty.</p> : null}
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.fullPath} className="flex flex-wrap items-center gap-3 py-2">
            {item.kind === "folder" ? <FolderIcon /> : <FileIcon />}
            {item.kind === "folder" ? (
              <Link to={here(item.fullPath)} className="link min-w-0 flex-1 break-all">
                {item.name}
              </Link>
            ) : (
              <span className="min-w-0 flex-1 break-all">
                {item.url ? (
                  <a href={item.url} target="_blank" rel="noreferrer" className="link">
                    {item.name}
                  </a>
                ) : (
                  item.name
                )}{" "}
                <span className="text-xs text-ink-soft">{item.sizeLabel}</span>
              </span>
            )}
            {confirm === item.fullPath ? (
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="target" value={item.fullPath} />
                <input type="hidden" name="path" value={path} />
                <span className="text-sm font-semibold text-coral-dark">
                  Delete {item.kind === "folder" ? "this folder and all it holds" : "this file"}?
                </span>
                <button type="submit" className="btn min-h-[36px] bg-coral-dark px-3 text-sm text-white">
                  Yes, delete
                </button>
                <Link to={here(path)} className="link text-sm">
                  Keep it
                </Link>
              </Form>
            ) : (
              <Link
                to={`${here(path)}${path ? "&" : "?"}confirm=${encodeURIComponent(item.fullPath)}`}
                className="text-sm font-semibold text-coral-dark underline"
                aria-label={`Delete ${item.name}`}
                preventScrollReset
              >
                Delete
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
