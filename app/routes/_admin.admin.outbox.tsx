import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminPager } from "~/components/admin/pager";
import { FilterNav, useQueryLinks } from "~/components/admin/query-links";
import { getOutboxEmail, isOutboxStatus, listOutbox } from "~/models/outbox.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { resendNow } from "~/services/email.server";
import { getEnv } from "~/utils/env.server";
import { usePendingFormData } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { formatDateTime } from "~/utils/time";
import { resendEmailSchema } from "~/schemas/admin";
import { submitForm } from "~/services/form.server";
import { safeRedirect } from "~/utils/safe-redirect.server";

export const meta: MetaFunction = () => [{ title: "Outbox | Back office" }];

const statusStyle: Record<string, { label: string; className: string; hint: string }> = {
  sent: { label: "Sent", className: "bg-palm-light text-palm", hint: "Accepted by the mail provider" },
  failed: {
    label: "Failed",
    className: "bg-coral-light text-coral-dark",
    hint: "Not delivered; retried automatically with a growing delay",
  },
  pending: { label: "Pending", className: "bg-gold-light text-ink", hint: "Waiting to be sent" },
  logged: {
    label: "Logged",
    className: "bg-sand text-ink",
    hint: "Kept here only: no e-mail provider (RESEND_API_KEY) is configured",
  },
};

/** Every e-mail, or those of one status, by the statuses' own words. */
const filters = [
  { value: "", label: "All" },
  ...Object.entries(statusStyle).map(([value, style]) => ({ value, label: style.label })),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status");
  const status = isOutboxStatus(statusParam) ? statusParam : undefined;
  const page = url.searchParams.get("page");
  const tz = getEnv().TZ;
  const { rows, ...paging } = listOutbox({ status, page });
  const emails = rows.map((e) => ({
    ...e,
    created: formatDateTime(e.createdAt, tz),
    sent: e.sentAt ? formatDateTime(e.sentAt, tz) : null,
    nextAttempt: e.status === "failed" && e.nextAttemptAt ? formatDateTime(e.nextAttemptAt, tz) : null,
  }));
  rememberAdminPage(admin, request);
  return json({ emails, status: status ?? "", paging }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, resendEmailSchema);
  if (!form.ok) return form.response;
  const { id, back = "" } = form.value;
  const to = safeRedirect(`/admin/outbox${back.startsWith("?") ? back : ""}`, "/admin/outbox");
  const email = getOutboxEmail(id);
  if (!email) return redirectWithFlash(to, { message: "That e-mail is not in the outbox.", kind: "error" });
  if (email.status !== "failed" && email.status !== "pending") {
    return redirectWithFlash(to, { message: "Only failed or pending e-mails can be sent again.", kind: "error" });
  }
  const result = await resendNow(email.id, admin);
  const flash = result.ok
    ? { message: "Email sent successfully!" }
    : { message: result.error || "Failed to send email.", kind: "error" as const };
  return redirectWithFlash(to, flash);
}

export default function AdminOutbox() {
  const { emails, status, paging } = useLoaderData<typeof loader>();
  const { params, link, pageLink } = useQueryLinks("/admin/outbox");
  const resending = usePendingFormData({ intent: "resend" });
  const resendingId = resending ? Number(resending.get("id")) : null;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Outbox</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Every e-mail the site sent or tried to send, newest first. Times are Mauritius time. How each message looks:{" "}
          <Link to="/admin/emails" className="link">
            E-mail previews
          </Link>
          .
        </p>
      </header>
      <FilterNav label="Filter by status" options={filters} current={status} to={(value) => link({ status: value })} />

      {emails.length ? (
        <ul className="space-y-3" aria-label="E-mails">
          {emails.map((e) => {
            const style = statusStyle[e.status] ?? statusStyle.pending;
            const canResend = e.status === "failed" || e.status === "pending";
            return (
              <li key={e.id} className="card p-4 sm:p-5" aria-labelledby={`email-${e.id}-subject`} data-email-id={e.id}>
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0 flex-1">
                    <h2 id={`email-${e.id}-subject`} className="break-words font-sans text-base font-semibold">
                      {/* A message to a phone has no subject: its channel names it. */}
                      {e.channel === "email" ? e.subject : `${e.channel === "whatsapp" ? "WhatsApp" : "SMS"} message`}
                    </h2>
                    <p className="break-all text-sm text-ink-soft">
                      To <span className="font-medium text-ink">{e.recipient}</span>
                    </p>
                  </div>
                  <span
                    className={`flex-none rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.className}`}
                    title={style.hint}
                  >
                    {style.label}
                  </span>
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                  <dt className="text-ink-soft">Created</dt>
                  <dd>{e.created}</dd>
                  <dt className="text-ink-soft">Attempts</dt>
                  <dd>{e.attempts}</dd>
                  {e.sent ? (
                    <>
                      <dt className="text-ink-soft">Sent</dt>
                      <dd>{e.sent}</dd>
                    </>
                  ) : null}
                  {e.nextAttempt ? (
                    <>
                      <dt className="text-ink-soft">Next try</dt>
                      <dd>{e.nextAttempt}</dd>
                    </>
                  ) : null}
                  {e.attachments.length ? (
                    <>
                      <dt className="text-ink-soft">Attachments</dt>
                      <dd className="break-all">{e.attachments.map((a) => a.filename).join(", ")}</dd>
                    </>
                  ) : null}
                </dl>
                {e.error ? (
                  <p className="mt-2 rounded-lg bg-coral-light px-3 py-2 text-sm text-coral-dark">
                    <span className="font-semibold">Error:</span> {e.error}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <details className="min-w-0 flex-1 basis-full sm:basis-auto">
                    <summary className="link inline-block cursor-pointer text-sm">Read the message</summary>
                    {/* Plain text only: the HTML version is never rendered here. */}
                    <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-sand-light p-3 font-sans text-sm">
                      {e.plainTextMessage}
                    </pre>
                  </details>
                  {canResend ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="id" value={e.id} />
                      <input type="hidden" name="back" value={`?${params.toString()}`} />
                      <button
                        type="submit"
                        className="btn-secondary min-h-[40px] px-4 text-sm"
                        disabled={resendingId === e.id}
                        aria-describedby={`email-${e.id}-subject`}
                      >
                        {resendingId === e.id ? "Sending..." : "Send again"}
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="card p-6 text-ink-soft">No e-mails{status ? ` with status ${status}` : ""}.</p>
      )}
      <AdminPager paging={paging} noun="e-mail" to={pageLink} className="flex items-center justify-between text-sm" />
    </div>
  );
}
