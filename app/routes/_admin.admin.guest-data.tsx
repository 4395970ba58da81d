import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { EmailSearch } from "~/components/admin/email-search";
import { AlertMessage, ErrorSummary } from "~/components/ui/form-alert";
import { normaliseEmail } from "~/models/user.server";
import { EMAIL_PATTERN } from "~/schemas/fields";
import { guestEmailSchema } from "~/schemas/guest-data";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { submitForm } from "~/services/form.server";
import { eraseGuestDataForAdmin, guestDataSummary } from "~/services/guest-data.server";
import { redirectWithFlash } from "~/services/session.server";
import { useIsPending } from "~/utils/hooks";
import { formatDate, formatDateTime } from "~/utils/time";
import { getEnv } from "~/utils/env.server";

// A guest who writes in to ask for their data, or for its erasure (Data Protection Act 2017): the admin looks the
// address up, downloads the same file the guest would, or erases it after a step that asks first (?erase=1).

export const meta: MetaFunction = () => [{ title: "Guest data | Back office" }];

const PAGE = "/admin/guest-data";
const OWN_ACCOUNT = "This is your own account: delete it from your profile page.";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("email") ?? "").trim();
  const valid = EMAIL_PATTERN.test(query);
  const summary = valid ? await guestDataSummary(query) : null;
  rememberAdminPage(admin, request);
  const { TZ } = getEnv();
  return json(
    {
      query,
      invalid: query !== "" && !valid,
      own: valid && normaliseEmail(query) === admin.email,
      confirm: url.searchParams.has("erase"),
      summary: summary && {
        ...summary,
        account: summary.account && { ...summary.account, createdAt: formatDateTime(summary.account.createdAt, TZ) },
        ahead: summary.ahead.map((b) => ({ ...b, date: formatDate(b.date) })),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, guestEmailSchema);
  if (!form.ok) return form.response;
  const email = normaliseEmail(form.value.email);
  const back = `${PAGE}?email=${encodeURIComponent(email)}`;
  if (email === admin.email) return redirectWithFlash(back, { message: OWN_ACCOUNT, kind: "error" });
  const result = await eraseGuestDataForAdmin(email, admin);
  if (result.outcome !== "erased")
    return redirectWithFlash(back, {
      message: "This is the last admin: make someone else an admin first.",
      kind: "error",
    });
  const message = [
    `Erased what the site held for ${email}: ${result.userId ? "account deleted" : "no account"}`,
    `${plural(result.cancelled.length, "booking", "bookings")} cancelled${result.cancelled.length ? " (the guest is told by e-mail)" : ""}`,
    `${plural(result.anonymised, "booking", "bookings")} anonymised`,
    `${plural(result.contactMessages, "contact message", "contact messages")} erased.`,
  ].join(", ");
  return redirectWithFlash(back, { message });
}

type Summary = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["summary"]>;

function Holdings({ summary }: { summary: Summary }) {
  const rows: [string, string][] = [
    [
      "Account",
      summary.account
        ? `Yes: role ${summary.account.role}${summary.account.name ? `, ${summary.account.name}` : ""}, since ${summary.account.createdAt}`
        : "None",
    ],
    [
      "Bookings",
      `${summary.bookings}${summary.ahead.length ? `, of which ${summary.ahead.length} still ahead (an erasure cancels them)` : ""}`,
    ],
    ["Notifications", String(summary.notifications)],
    ["Contact messages", String(summary.contactMessages)],
    ["E-mails sent", String(summary.emails)],
    ["Files", String(summary.files)],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-sand-light p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-soft">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const nothingHeld = (s: Summary) =>
  !s.account && !s.bookings && !s.notifications && !s.contactMessages && !s.emails && !s.files;

function ConfirmErase({ summary }: { summary: Summary }) {
  const erasing = useIsPending({ intent: "erase", state: "submitting" });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const back = `${PAGE}?email=${encodeURIComponent(summary.email)}`;
  return (
    <div className="rounded-xl border-2 border-coral-dark p-4 sm:p-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Erase everything held for <span className="break-all">{summary.email}</span>?
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>The account, if any, is deleted with its sessions, notifications and files.</li>
        {summary.ahead.length ? (
          <li>
            {plural(summary.ahead.length, "booking still ahead is", "bookings still ahead are")} cancelled, confirmed
            ones too, and the guest gets the &apos;Booking Cancelled&apos; e-mail:
            <ul className="mt-1 space-y-0.5">
              {summary.ahead.map((b) => (
                <li key={b.reference}>
                  <span className="font-mono">{b.reference}</span> · {b.packageTitle} · {b.date} · {b.status}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        <li>
          Every booking keeps its reference, package, dates, party, amounts and status; the name, e-mail, phone and
          message are replaced.
        </li>
        <li>
          Contact messages and copies of the e-mails sent lose their text. A line in the updates log records the
          erasure.
        </li>
      </ul>
      <p className="mt-3 font-semibold">This cannot be undone.</p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={back} className="btn-secondary">
          No, go back
        </Link>
        <Form method="post" action={PAGE}>
          <input type="hidden" name="email" value={summary.email} />
          <button type="submit" name="intent" value="erase" className="btn-accent w-full" disabled={erasing}>
            {erasing ? "Erasing…" : "Yes, erase"}
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function GuestData() {
  const { query, invalid, own, confirm, summary } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const refusal = refused && "error" in refused ? Object.values(refused.error ?? {}).flat() : [];
  return (
    <section className="card p-5 sm:p-6">
      <h1 className="text-2xl font-semibold">Guest data</h1>
      <p className="mt-2 text-sm text-ink-soft">
        For a guest who asks by e-mail for a copy of their data, or for its erasure. Each download and erasure is a line
        in the updates log.
      </p>
      {refusal.length ? (
        <div className="mt-4">
          <ErrorSummary
            id="guest-data-alert"
            problems={refusal.map((message) => ({ message: String(message) }))}
            focusKey={refused}
          />
        </div>
      ) : null}
      <EmailSearch id="guest-email" query={query} button="Look up" className="mt-5" />
      {invalid ? <AlertMessage className="mt-4">Invalid email address</AlertMessage> : null}
      {summary ? (
        <div className="mt-6 space-y-4">
          <h2 className="text-lg font-semibold">
            What the site holds for <span className="break-all">{summary.email}</span>
          </h2>
          {nothingHeld(summary) ? <p>Nothing is held for this address.</p> : <Holdings summary={summary} />}
          {confirm && !own && !nothingHeld(summary) ? (
            <ConfirmErase summary={summary} />
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {/* A file download: the browser's own form post, not a client-side one. */}
              <Form method="post" action="/admin/guest-data.json" reloadDocument>
                <input type="hidden" name="email" value={summary.email} />
                <button type="submit" className="btn-primary w-full">
                  Download the data (JSON)
                </button>
              </Form>
              {own ? (
                <p className="text-sm text-ink-soft sm:self-center">{OWN_ACCOUNT}</p>
              ) : nothingHeld(summary) ? null : (
                <Form method="get">
                  <input type="hidden" name="email" value={summary.email} />
                  <button type="submit" name="erase" value="1" className="btn-accent w-full">
                    Erase…
                  </button>
                </Form>
              )}
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
