import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { attentionSummary } from "~/models/booking-admin.server";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { formatDate, formatDateTime } from "~/utils/time";
import { AdminSection } from "~/components/admin/admin-section";

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
        {pending.length ? (
          <ul className="mt-4 divide-y divide-line">
            {pending.map((b) => (
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
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">No booking is waiting for an answer.</p>
        )}
      </section>
      <AdminSection id="upcoming-heading" title="Today and the next three days">
        {upcoming.length ? (
          <ul className="mt-4 divide-y divide-line">
            {upcoming.map((b) => (
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
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">No outings in the next days.</p>
        )}
      </AdminSection>
      <AdminSection id="updates-heading" title="Recent updates">
        {updates.length ? (
          <ul className="mt-4 space-y-2">
            {updates.map((u) => (
              <li key={u.id} className="text-sm">
                <span className="text-ink-soft">{formatDateTime(u.time, tz)}</span> · {u.content}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">Nothing new.</p>
        )}
      </AdminSection>
    </div>
  );
}
