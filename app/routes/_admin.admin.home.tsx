import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { attentionSummary } from "~/models/booking-admin.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { formatDate, formatDateTime } from "~/utils/time";
import { AdminSection } from "~/components/admin/admin-section";
import { ListOrEmpty } from "~/components/admin/list-or-empty";

export const meta: MetaFunction = () => [{ title: "Home | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  rememberAdminPage(admin, request);
  return json({ ...attentionSummary(), tz: getEnv().TZ, adminEmail: admin.email });
}

export default function AdminHome() {
  const { pending, pendingCount, upcoming, updates, today, tz, adminEmail } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">Home</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Signed in as {adminEmail}. Today is {formatDate(today)} in Mauritius.
        </p>
      </header>
      <section className="card p-5 sm:p-6" aria-labelledby="pending-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="pending-heading" className="text-xl font-semibold">
            New requests waiting ({pendingCount})
          </h2>
          <Link to="/admin/bookings?filter=current" className="link text-sm">
            All current bookings
          </Link>
        </div>
        <ListOrEmpty items={pending} className="mt-4 divide-y divide-line" empty="No booking is waiting for an answer.">
          {(b) => (
            <li key={b.reference} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <Link to={`/update/booking/${b.reference}`} className="link font-mono">
                  {b.reference}
                </Link>{" "}
                <span className="text-sm">
                  {b.packageTitle}, {formatDate(b.date)}
                </span>
              </div>
              <span className="text-sm text-ink-soft">
                {b.name} {b.surname} · {b.adults + b.children + b.infants} people
              </span>
            </li>
          )}
        </ListOrEmpty>
      </section>
      <AdminSection id="upcoming-heading" title="Today and the next three days">
        <ListOrEmpty items={upcoming} className="mt-4 divide-y divide-line" empty="No outings in the next days.">
          {(b) => (
            <li key={b.reference} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span>
                <strong>{formatDate(b.date)}</strong> · {b.packageTitle}
              </span>
              <span className="text-sm">
                <Link to={`/update/booking/${b.reference}`} className="link font-mono">
                  {b.reference}
                </Link>{" "}
                · {b.status}
              </span>
            </li>
          )}
        </ListOrEmpty>
      </AdminSection>
      <AdminSection id="updates-heading" title="Recent updates">
        <ListOrEmpty items={updates} className="mt-4 space-y-2" empty="Nothing new.">
          {(u) => (
            <li key={u.id} className="text-sm">
              <span className="text-ink-soft">{formatDateTime(u.time, tz)}</span> · {u.content}
            </li>
          )}
        </ListOrEmpty>
      </AdminSection>
    </div>
  );
}
