import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/form-alert";
import { requireAdmin } from "~/services/admin.server";
import { requestPeriod } from "~/services/reports.server";
import { periodLabel, periodQuery, stepPeriod } from "~/utils/report-period";
import { reportHref, reportNames, reportTitle } from "~/utils/reports";

export const meta: MetaFunction = () => [{ title: "Reports | Back office" }];

/** The reports' frame: the period (this month by default, the month before or after, or a range) and the reports' tabs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  // /admin/reports opens at Occupancy, with what was asked (a page of the four reports' headlines would cost the four
  // reports at once: over two years of bookings, more than the 300 ms a report page may take).
  const url = new URL(request.url);
  if (url.pathname.replace(/\/$/, "") === "/admin/reports") throw redirect(`/admin/reports/occupancy${url.search}`);
  const { period, error } = requestPeriod(request);
  return json(
    {
      period,
      error,
      // A refused range comes back as it was typed, beside its message; the report shown is this month's.
      typed: error ? { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" } : null,
      label: periodLabel(period),
      query: periodQuery(period),
      previous: periodQuery(stepPeriod(period, -1)),
      next: periodQuery(stepPeriod(period, 1)),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A field of the period's forms, showing the period shown (`shown`: a new one puts its value back, as a new page would). */
function PeriodInput({
  name,
  label,
  type,
  value,
  shown,
}: {
  name: string;
  label: string;
  type: "month" | "date";
  value: string;
  shown: string;
}) {
  return (
    <div>
      <label htmlFor={`report-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`report-${name}`}
        type={type}
        name={name}
        defaultValue={value}
        key={`${shown}|${value}`}
        required
        className="field-input"
      />
    </div>
  );
}

export default function Reports() {
  const { period, error, typed, label, query, previous, next } = useLoaderData<typeof loader>();
  // The period's forms show it on the report that is open.
  const { pathname } = useLocation();
  const unit = period.month ? "month" : "period";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Reports</h1>
        <p className="mt-1 text-ink-soft">
          <span className="font-semibold text-ink">{label}</span>, in Mauritius time: departures by their date, money by
          the day it was recorded.
        </p>
      </header>
      <div className="card space-y-4 p-5 print:hidden">
        <ErrorSummary
          id="report-period-alert"
          problems={error ? [{ message: error, target: "report-from" }] : []}
          focusKey={error ?? undefined}
        />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Form method="get" action={pathname} className="flex flex-wrap items-end gap-2">
            <PeriodInput name="month" label="Month" type="month" value={period.month ?? ""} shown={query} />
            <button type="submit" className="btn-secondary min-h-[44px] px-4">
              Show month
            </button>
          </Form>
          <Form method="get" action={pathname} className="flex flex-wrap items-end gap-2">
            <PeriodInput name="from" label="From" type="date" value={typed?.from ?? period.from} shown={query} />
            <PeriodInput name="to" label="To" type="date" value={typed?.to ?? period.to} shown={query} />
            <button type="submit" className="btn-secondary min-h-[44px] px-4">
              Show range
            </button>
          </Form>
          <nav aria-label="Periods" className="flex flex-wrap gap-2">
            <Link to={`?${previous}`} className="btn-secondary min-h-[36px] px-3 text-sm">
              Previous {unit}
            </Link>
            <Link to={`?${next}`} className="btn-secondary min-h-[36px] px-3 text-sm">
              Next {unit}
            </Link>
          </nav>
        </div>
      </div>
      <nav aria-label="Reports" className="flex flex-wrap gap-2 print:hidden">
        {reportNames.map((name) => (
          <NavLink
            key={name}
            to={reportHref(name, period)}
            className={({ isActive }) =>
              `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-lagoon-dark text-white" : "bg-white text-ink shadow-card hover:bg-lagoon-light"}`
            }
          >
            {reportTitle(name)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
