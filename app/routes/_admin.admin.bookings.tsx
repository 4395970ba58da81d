import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminPager } from "~/components/admin/pager";
import { FilterNav, useQueryLinks } from "~/components/admin/query-links";
import { listBookings } from "~/models/booking-admin.server";
import { bookingFilters, readBookingQuery, type BookingFilter } from "~/utils/booking-filters";
import {
  columnChoiceLabels,
  hideableColumns,
  omittedColumns,
  visibleColumns,
  type HideableColumn,
} from "~/utils/booking-columns";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { readPrefs, writePrefs } from "~/services/session.server";
import { formatDate, formatDateTime } from "~/utils/time";
import { bookingColumnsSchema } from "~/schemas/admin";
import { submitForm } from "~/services/form.server";
import { safeRedirect } from "~/utils/safe-redirect.server";
import { BookingLink } from "~/components/admin/booking-link";
import { bookingSources, sourceLabels, sourceText } from "~/utils/booking-desk";
import { checkInText } from "~/utils/check-in";
import { formatNumber } from "~/utils/intl";
import { balanceOf, CENTS, paymentStateLabels, paymentStates } from "~/utils/payment";
import { useT } from "~/utils/i18n";
import { PaymentStateBadge } from "~/components/admin/booking-payments";

export const meta: MetaFunction = () => [{ title: "All Bookings | Back office" }];

const filterLabels: Record<BookingFilter, string> = {
  all: "All",
  current: "Current",
  expired: "Expired",
  cancelled: "Cancelled",
};
const filterOptions = bookingFilters.map((value) => ({ value, label: filterLabels[value] }));
const sourceOptions = bookingSources.map((value) => ({ value, label: sourceLabels[value] }));
const paymentOptions = paymentStates.map((value) => ({ value, label: paymentStateLabels[value] }));

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { filter, sort, q, source, payment } = readBookingQuery(params);
  const prefs = await readPrefs(request);
  const { rows, ...paging } = listBookings({ filter, sort, q, source, payment, page: params.get("page") });
  rememberAdminPage(admin, request);
  return json({
    rows,
    paging,
    filter,
    sort,
    q,
    source,
    payment,
    omitColumns: omittedColumns(prefs.omitColumns),
    tz: getEnv().TZ,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request);
  const form = await submitForm({ request, context }, bookingColumnsSchema);
  if (!form.ok) return form.response;
  const { show, back = "" } = form.value;
  const prefs = await readPrefs(request);
  const omitColumns = hideableColumns.filter((c) => !show.includes(c));
  return redirect(safeRedirect(`/admin/bookings${back.startsWith("?") ? back : ""}`, "/admin/bookings"), {
    headers: { "Set-Cookie": await writePrefs({ ...prefs, omitColumns }) },
  });
}

export default function AdminBookings() {
  const { rows, paging, filter, sort, q, source, payment, omitColumns, tz } = useLoaderData<typeof loader>();
  const i18n = useT();
  const rupees = (cents: number) => formatNumber(cents / CENTS, i18n);
  const { params, link, pageLink } = useQueryLinks("/admin/bookings");
  const omit = new Set<string>(omitColumns);
  const show = (c: HideableColumn) => !omit.has(c);
  // The CSV shows what the page shows: the same filter, search and sort, every page.
  const csvParams = new URLSearchParams(params);
  csvParams.delete("page");
  const csvQuery = csvParams.toString();

  return (
    <section>
      <h1 className="text-2xl font-semibold">All Bookings</h1>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <FilterNav label="Filter" options={filterOptions} current={filter} to={(value) => link({ filter: value })} />
        <Link
          to={link({ sort: sort === "asc" ? "desc" : "asc" })}
          className="btn-secondary ml-auto min-h-[36px] px-3 text-sm"
        >
          Date: {sort === "asc" ? "earliest first" : "latest first"} (change)
        </Link>
      </div>

      <div className="mt-4 flex flex-wrap items-start gap-x-2 gap-y-3">
        {/* A GET form: the search and the source go into the address with the filter and the sort, and start at page 1. */}
        <Form method="get" role="search" className="flex w-full flex-wrap items-start gap-x-2 gap-y-3 sm:w-auto">
          <input type="hidden" name="filter" value={filter} />
          <input type="hidden" name="sort" value={sort} />
          <QueryChoice name="source" label="Source" value={source} any="Every source" options={sourceOptions} />
          <QueryChoice name="payment" label="Payment" value={payment} any="Any" options={paymentOptions} />
          <div className="w-full sm:w-auto">
            <label htmlFor="booking-search" className="block text-sm font-semibold">
              Search bookings
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="booking-search"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                aria-describedby="booking-search-hint"
                className="field-input min-w-0 flex-1 sm:w-64 sm:flex-none"
              />
              <button type="submit" className="btn-secondary min-h-[36px] shrink-0 self-center px-3 text-sm">
                Search
              </button>
            </div>
            <p id="booking-search-hint" className="mt-1 text-xs text-ink-faint">
              Reference, name, e-mail or phone
            </p>
          </div>
        </Form>
        <a
          href={`/admin/bookings.csv${csvQuery ? `?${csvQuery}` : ""}`}
          download
          className="btn-secondary ml-auto min-h-[36px] px-3 text-sm sm:mt-7"
        >
          Download CSV
        </a>
      </div>

      <details className="mt-4 rounded-xl border border-line bg-white">
        <summary className="cursor-pointer px-4 py-2 text-sm font-semibold">Columns</summary>
        <Form
          method="post"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line px-4 py-3 text-sm"
        >
          <input type="hidden" name="back" value={`?${params.toString()}`} />
          {hideableColumns.map((c) => (
            <label key={c} className="flex items-center gap-2 capitalize">
              <input type="checkbox" name="show" value={c} defaultChecked={show(c)} className="h-4 w-4 accent-lagoon" />
              {columnChoiceLabels[c]}
            </label>
          ))}
          <button type="submit" className="btn-secondary min-h-[36px] px-3 text-sm">
            Apply
          </button>
        </Form>
      </details>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-ink-soft">
          {q ? `No bookings found for “${q}”` : "No bookings found"}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">All Bookings</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                {visibleColumns(omitColumns).map(({ heading }) => (
                  <th key={heading} className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.reference} className="border-t border-line align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <BookingLink reference={b.reference} />
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
                  <td className="px-3 py-2">{sourceText(b)}</td>
                  {show("adults") ? <td className="px-3 py-2">{b.adults}</td> : null}
                  {show("children") ? <td className="px-3 py-2">{b.children}</td> : null}
                  {show("infants") ? <td className="px-3 py-2">{b.infants}</td> : null}
                  {show("message") ? <td className="max-w-xs px-3 py-2">{b.message}</td> : null}
                  {show("time") ? <td className="whitespace-nowrap px-3 py-2">{formatDateTime(b.time, tz)}</td> : null}
                  <td className="px-3 py-2 font-semibold">{b.status}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <PaymentStateBadge state={b.paymentState} />
                  </td>
                  {/* Rupees under headings that say so ("Paid (MUR)"), as the CSV has them. */}
                  <td className="whitespace-nowrap px-3 py-2">{rupees(b.paid)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{b.total === null ? "" : rupees(balanceOf(b))}</td>
                  <td className="px-3 py-2">{checkInText(b, tz)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager paging={paging} noun="booking" to={pageLink} back="Previous" on="Next" />
    </section>
  );
}

/** A choice of the search's form (the source, the payment state), applied with its button; "" is every booking. */
function QueryChoice({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string;
  label: string;
  value: string;
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`booking-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={`booking-${name}`} name={name} defaultValue={value} key={value} className="field-input mt-1 w-auto">
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
