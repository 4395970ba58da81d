import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { AlertMessage } from "~/components/ui/form-alert";
import { requireAdmin } from "~/services/admin.server";
import { requestPeriod } from "~/services/reports.server";
import { periodLabel, periodQuery, stepPeriod } from "~/utils/report-period";
import { reportNames, reportTitles } from "~/utils/reports";

export const meta: MetaFunction = () => [{ title: "Reports | Back office" }];

/** The reports' frame: the period (this month by default, the month before or after, or a range) and the reports' tabs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { period, error } = requestPeriod(request);
  return json(
    {
      period,
      error,
      label: periodLabel(period),
      query: periodQuery(period),
      previous: periodQuery(stepPeriod(period, -1)),
      next: periodQuery(stepPeriod(period, 1)),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Reports() {
  const { period, error, label, query, previous, next } = useLoaderData<typeof loader>();
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
        {error ? <AlertMessage>{error}</AlertMessage> : null}
        <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Month">
            <div>
              <label htmlFor="report-month" className="field-label">
                Month
              </label>
              <input
                id="report-month"
                type="month"
                name="month"
                defaultValue={period.month ?? ""}
                key={query}
                required
                className="field-input"
              />
            </div>
            <button type="submit" className="btn-secondary min-h-[44px] px-4">
              Show month
            </button>
          </Form>
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Date range">
            <div>
              <label htmlFor="report-from" className="field-label">
                From
              </label>
              <input
                id="report-from"
                type="date"
                name="from"
                defaultValue={period.from}
                key={`from-${query}`}
                required
                className="field-input"
              />
            </div>
            <div>
              <label htmlFor="report-to" className="field-label">
                To
              </label>
              <input
                id="report-to"
                type="date"
                name="to"
                defaultValue={period.to}
                key={`to-${query}`}
                required
                className="field-input"
              />
            </div>
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
        {[{ to: "/admin/reports", label: "At a glance", end: true }]
          .concat(reportNames.map((name) => ({ to: `/admin/reports/${name}`, label: reportTitles[name], end: false })))
          .map((tab) => (
            <NavLink
              key={tab.to}
              to={`${tab.to}?${query}`}
              end={tab.end}
              className={({ isActive }) =>
                `rounded-full px-4 py-2 text-sm font-semibold ${isActive ? "bg-lagoon-dark text-white" : "bg-white text-ink shadow-card hover:bg-lagoon-light"}`
              }
            >
              {tab.label}
            </NavLink>
          ))}
      </nav>
      <Outlet />
    </div>
  );
}
