import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BarChart } from "~/components/admin/charts/bar-chart";
import { ChartFigure } from "~/components/admin/charts/chart-figure";
import { FiguresTable } from "~/components/admin/charts/figures-table";
import { ReportCsvLink } from "~/components/admin/charts/report-csv-link";
import { occupancyReport, type OccupancyCell } from "~/models/reports/occupancy.server";
import { reportPageLoader } from "~/services/reports.server";
import { countOf, reportCount } from "~/utils/reports";
import { monthLabel, percent } from "~/utils/report-period";

export const meta: MetaFunction = () => [{ title: "Occupancy | Reports | Back office" }];

export const loader = ({ request }: LoaderFunctionArgs) => reportPageLoader(request, occupancyReport);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2 Nov": a week's Monday, short. */
const dayMonth = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
const seats = (n: number) => countOf(n, "seat");
/** A cell of the tables: "31 of 50 (62%)". */
const soldOf = (c: OccupancyCell) =>
  `${reportCount(c.sold)} of ${reportCount(c.offered)} (${percent(c.sold, c.offered)})`;

const SERIES = [
  { key: "sold", label: "Seats sold", tone: "lagoon" as const },
  { key: "left", label: "Seats not sold", tone: "capacity" as const },
];
/** Each bar two stacked parts: the seats sold, and those offered but not sold (never below 0 when more were sold). */
function OccupancyBars({ id, bars }: { id: string; bars: { key: string; label: string; cell: OccupancyCell }[] }) {
  const cells = new Map(bars.map((b) => [b.key, b.cell]));
  return (
    <BarChart
      id={id}
      categories={bars}
      series={SERIES}
      value={(key, part) => {
        const c = cells.get(key)!;
        return part === "sold" ? c.sold : Math.max(0, c.offered - c.sold);
      }}
      stacked
      format={seats}
    />
  );
}

/** "62% of 1,240 seats sold; fullest week: week of 16 Nov, 81%." */
function summaryOf(total: OccupancyCell, what: string, fullest: { label: string; cell: OccupancyCell } | null): string {
  const extra = total.unscheduled > 0 ? ` ${seats(total.unscheduled)} sold on days without a scheduled departure.` : "";
  if (total.offered === 0) return `No seats were offered in this period.${extra}`;
  const main = `${percent(total.sold, total.offered)} of ${seats(total.offered)} sold`;
  const top = fullest ? `; fullest ${what}: ${fullest.label}, ${percent(fullest.cell.sold, fullest.cell.offered)}` : "";
  return `${main}${top}.${extra}`;
}

/** The fullest of some cells (sold of offered), among those with seats offered. */
function fullestOf<T>(items: readonly T[], cell: (t: T) => OccupancyCell): T | null {
  let best: T | null = null;
  for (const item of items) {
    const c = cell(item);
    if (c.offered === 0) continue;
    if (best === null || c.sold / c.offered > cell(best).sold / cell(best).offered) best = item;
  }
  // Nothing sold anywhere: no period is the fullest.
  return best && cell(best).sold > 0 ? best : null;
}

export default function OccupancyReportPage() {
  const { period, report } = useLoaderData<typeof loader>();
  const { packages, byWeek, total, weeks } = report;
  if (packages.length === 0)
    return (
      <section className="card p-5 sm:p-6" aria-labelledby="occupancy-title">
        <h2 id="occupancy-title" className="text-xl font-semibold">
          Occupancy
        </h2>
        <p className="mt-2 text-ink-soft">No departures in this period.</p>
      </section>
    );

  // A long period (over a quarter) reads by month: a hundred weeks leave a bar no room. The CSV stays by week.
  const monthly = weeks.length > 13;
  // Beyond four weeks a bar has no room for "Week of": the axis says only the Monday.
  const weekLabel = (week: string) => (weeks.length > 4 ? dayMonth(week) : `Week of ${dayMonth(week)}`);
  const buckets: { key: string; label: string; cell: OccupancyCell }[] = monthly
    ? report.byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), cell: m }))
    : byWeek.map((w) => ({ key: w.week, label: weekLabel(w.week), cell: w }));
  const heading = (key: string) => (monthly ? monthLabel(key) : `Week of ${dayMonth(key)}`);
  const fullest = fullestOf(buckets, (b) => b.cell);
  const fullPackage = fullestOf(packages, (p) => p);
  const packageRow = (p: OccupancyCell & { packageId: string; title: string }) => ({
    key: p.packageId,
    head: p.title,
    cells: [reportCount(p.sold), reportCount(p.offered), percent(p.sold, p.offered), reportCount(p.unscheduled)],
  });

  return (
    <div className="space-y-6">
      <ChartFigure
        id="occupancy-weeks"
        title={monthly ? "Occupancy by month" : "Occupancy by week"}
        summary={summaryOf(
          total,
          monthly ? "month" : "week",
          fullest && { label: monthly ? fullest.label : `week of ${dayMonth(fullest.key)}`, cell: fullest.cell },
        )}
        actions={<ReportCsvLink name="occupancy" period={period} />}
        chart={<OccupancyBars id="occupancy-weeks" bars={buckets} />}
        table={
          <FiguresTable
            caption={
              monthly
                ? "Seats sold of seats offered, by package and month"
                : "Seats sold of seats offered, by package and week (week starting Monday)"
            }
            columns={["Package", ...buckets.map((b) => heading(b.key)), "Period"]}
            rows={packages.map((p) => ({
              key: p.packageId,
              head: p.title,
              cells: [...(monthly ? p.months : p.weeks).map(soldOf), soldOf(p)],
            }))}
            total={{
              key: "total",
              head: "All packages",
              cells: [...buckets.map((b) => soldOf(b.cell)), soldOf(total)],
            }}
          />
        }
      />
      <ChartFigure
        id="occupancy-packages"
        title="Occupancy by package"
        summary={summaryOf(total, "package", fullPackage && { label: fullPackage.title, cell: fullPackage })}
        chart={
          <OccupancyBars
            id="occupancy-packages"
            bars={packages.map((p) => ({ key: p.packageId, label: p.title, cell: p }))}
          />
        }
        table={
          <FiguresTable
            caption="Seats sold and offered by package over the period"
            columns={["Package", "Seats sold", "Seats offered", "Occupancy", "Sold without a scheduled departure"]}
            rows={packages.map(packageRow)}
            total={packageRow({ ...total, packageId: "total", title: "All packages" })}
          />
        }
      />
    </div>
  );
}
