import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { AdminPager } from "~/components/admin/pager";
import { listBookings } from "~/models/booking-admin.server";
import { bookingFilters, type BookingFilter } from "~/utils/booking-filters";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { readPrefs, writePrefs } from "~/services/session.server";
import { formatDate, formatDateTime } from "~/utils/time";
import { submitForm } from "~/services/form.server";
import { safeRedirect } from "~/utils/safe-redirect.server";

export const meta: MetaFunction = () => [{ title: "All Bookings | Back office" }];

// The columns an admin can hide; these are hidden by default, the choice kept under omitColumns.
const hideable = ["packageId", "adults", "children", "date", "email", "infants", "message", "name", "surname", "time"] as const;
type Hideable = (typeof hideable)[number];
/** The table's column heads in order, each with the hideable column it belongs to (`null`: always shown). */
const COLUMN_HEADS: [Hideable | null, string][] = [
  [null, "Reference"],
  [null, "Package"],
  ["packageId", "packageId"],
  ["date", "Date"],
  ["name", "Name"],
  ["surname", "Surname"],
  ["email", "Email"],
  [null, "Phone"],
  ["adults", "Adults"],
  ["children", "Children"],
  ["infants", "Infants"],
  ["message", "Message"],
  ["time", "Requested"],
  [null, "Status"],
];
const filterLabels: Record<BookingFilter, string> = { all: "All", current: "Current", expired: "Expired", cancelled: "Cancelled" };

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const filterParam = url.searchParams.get("filter");
  const filter: BookingFilter = bookingFilters.find((f) => f === filterParam) ?? "all";
  const sort = url.searchParams.get("sort") === "asc" ? "asc" : "desc";
  const page = url.searchParams.get("page");
  const prefs = await readPrefs(request);
  const omit = new Set<string>(prefs.omitColumns ?? hideable);
  const result = listBookings({ filter, sort, page });
  rememberAdminPage(admin, request);
  return json({ ...result, filter, sort, omitColumns: hideable.filter((c) => omit.has(c)), tz: getEnv().TZ });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request);
  const { formData: form } = await submitForm({ request, context });
  const shown = new Set(form.getAll("show").map(String));
  const prefs = await readPrefs(request);
  const omitColumns = hideable.filter((c) => !shown.has(c));
  const back = String(form.get("back") ?? "");
  return redirect(safeRedirect(`/admin/bookings${back.startsWith("?") ? back : ""}`, "/admin/bookings"), {
    headers: { "Set-Cookie": await writePrefs({ ...prefs, omitColumns }) },
  });
}

export default function AdminBookings() {
  const { rows, total, page, pageCount, filter, sort, omitColumns, tz } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const omit = new Set<string>(omitColumns);
  const show = (c: Hideable) => !omit.has(c);
  const link = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) next.set(k, v);
    if (!("page" in change)) next.delete("page");
    return `?${next.toString()}`;
  };

  return (
    <section>
      <h1 className="text-2xl font-semibold">All Bookings</h1>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <nav aria-label="Filter" className="flex flex-wrap gap-1">
          {bookingFilters.map((f) => (
            <Link
              key={f}
              to={link({ filter: f })}
              aria-current={filter === f ? "page" : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ${filter === f ? "bg-lagoon text-white" : "bg-white text-ink hover:bg-lagoon-light"}`}
            >
              {filterLabels[f]}
            </Link>
          ))}
        </nav>
        <Link to={link({ sort: sort === "asc" ? "desc" : "asc" })} className="btn-secondary ml-auto min-h-[36px] px-3 text-sm">
          Date: {sort === "asc" ? "earliest first" : "latest first"} (change)
        </Link>
      </div>

      <details className="mt-4 rounded-xl border border-line bg-white">
        <summary className="cursor-pointer px-4 py-2 text-sm font-semibold">Columns</summary>
        <Form method="post" className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line px-4 py-3 text-sm">
          <input type="hidden" name="back" value={`?${params.toString()}`} />
          {hideable.map((c) => (
            <label key={c} className="flex items-center gap-2">
              <input type="checkbox" name="show" value={c} defaultChecked={show(c)} className="h-4 w-4 accent-lagoon" />
              {c}
            </label>
          ))}
          <button type="submit" className="btn-secondary min-h-[36px] px-3 text-sm">
            Apply
          </button>
        </Form>
      </details>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-ink-soft">No bookings found</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">All Bookings</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                {COLUMN_HEADS.map(([column, heading]) =>
                  column === null || show(column) ? (
                    <th key={heading} className="px-3 py-2">
                      {heading}
                    </th>
                  ) : null,
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.reference} className="border-t border-line align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link to={`/update/booking/${b.reference}`} className="link font-mono">
                      {b.reference}
                    </Link>
                    {b.humanChecked ? null : (
                      <span
                        className="ml-2 rounded bg-gold-light px-1.5 py-0.5 text-xs font-semibold text-ink"
                        title="Sent without JavaScript: passed the honeypot and timing checks only"
                      >
                        Not human-checked
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">{b.packageTitle}</td>
                  {show("packageId") ? <td className="px-3 py-2">{b.packageId}</td> : null}
                  {show("date") ? <td className="whitespace-nowrap px-3 py-2">{formatDate(b.date)}</td> : null}
                  {show("name") ? <td className="px-3 py-2">{b.name}</td> : null}
                  {show("surname") ? <td className="px-3 py-2">{b.surname}</td> : null}
                  {show("email") ? <td className="px-3 py-2">{b.email}</td> : null}
                  <td className="whitespace-nowrap px-3 py-2">{b.phone}</td>
                  {show("adults") ? <td className="px-3 py-2">{b.adults}</td> : null}
                  {show("children") ? <td className="px-3 py-2">{b.children}</td> : null}
                  {show("infants") ? <td className="px-3 py-2">{b.infants}</td> : null}
                  {show("message") ? <td className="max-w-xs px-3 py-2">{b.message}</td> : null}
                  {show("time") ? <td className="whitespace-nowrap px-3 py-2">{formatDateTime(b.time, tz)}</td> : null}
                  <td className="px-3 py-2 font-semibold">{b.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager total={total} noun="booking" page={page} pageCount={pageCount} to={(n) => link({ page: String(n) })} back="Previous" on="Next" />
    </section>
  );
}
