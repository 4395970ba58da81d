import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BarChart, type ChartSeries } from "~/components/admin/charts/bar-chart";
import { ReportCsvLink } from "~/components/admin/charts/report-csv-link";
import { ChartFigure } from "~/components/admin/charts/chart-figure";
import { FiguresTable, type FiguresRow } from "~/components/admin/charts/figures-table";
import { revenueReport, type RevenueFigures } from "~/models/reports/revenue.server";
import { reportPageLoader } from "~/services/reports.server";
import { monthLabel, percent } from "~/utils/report-period";
import { countOf, reportCount, reportMoney } from "~/utils/reports";

export const meta: MetaFunction = () => [{ title: "Revenue | Reports | Back office" }];

/** Booked, paid and refunded in the period, by month and by package (models/reports/revenue.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return reportPageLoader(request, revenueReport);
}

const SERIES: ChartSeries[] = [
  { key: "booked", label: "Booked", tone: "lagoon" },
  { key: "paid", label: "Paid", tone: "palm" },
  { key: "refunded", label: "Refunded", tone: "coral" },
];

/** A series' value in rupees, as the chart draws it (its axis reads "MUR 12,000"). */
const rupeesOf = (f: RevenueFigures, series: string) =>
  (series === "booked" ? f.bookedCents : series === "paid" ? f.paidCents : f.refundedCents) / 100;

/** Booked, paid and refunded side by side for each row (a month, a package). */
function RevenueChart({ id, rows }: { id: string; rows: { key: string; label: string; figures: RevenueFigures }[] }) {
  const byKey = new Map(rows.map((r) => [r.key, r.figures]));
  return (
    <BarChart
      id={id}
      categories={rows.map(({ key, label }) => ({ key, label }))}
      series={SERIES}
      value={(category, series) => rupeesOf(byKey.get(category)!, series)}
      format={(rupees) => reportMoney(Math.round(rupees * 100))}
    />
  );
}

const money = (f: RevenueFigures) => [
  reportMoney(f.bookedCents),
  reportMoney(f.paidCents),
  reportMoney(f.refundedCents),
  reportMoney(f.netCents),
];

export default function RevenueReportPage() {
  const { period, report } = useLoaderData<typeof loader>();
  const { total, packages, byMonth } = report;
  if (packages.length === 0) return <p className="card p-5 sm:p-6">No revenue in this period.</p>;

  const months = byMonth.map((m) => ({ key: m.month, label: monthLabel(m.month), figures: m }));
  const byPackage = packages.map((p) => ({ key: p.packageId, label: p.title, figures: p }));
  const onRequest = total.onRequest ? ` (and ${total.onRequest} on request, not in the total)` : "";
  const top = packages[0];
  const packageSummary =
    total.bookedCents > 0
      ? `${top.title} booked the most: ${reportMoney(top.bookedCents)} of ${reportMoney(total.bookedCents)} (${percent(top.bookedCents, total.bookedCents)}), across ${countOf(packages.length, "package")}.`
      : `Nothing booked with a total; ${reportMoney(total.paidCents)} paid and ${reportMoney(total.refundedCents)} refunded across ${countOf(packages.length, "package")}.`;
  const totalRow = (cells: FiguresRow["cells"]): FiguresRow => ({ key: "total", head: "Total", cells });

  return (
    <div className="space-y-6">
      <ChartFigure
        id="revenue-months"
        title="Revenue by month"
        summary={`${reportMoney(total.bookedCents)} booked on ${countOf(total.confirmed, "confirmed booking")}${onRequest}; ${reportMoney(total.paidCents)} paid and ${reportMoney(total.refundedCents)} refunded in the period, ${reportMoney(total.netCents)} net.`}
        actions={<ReportCsvLink name="revenue" period={period} />}
        chart={<RevenueChart id="revenue-months" rows={months} />}
        table={
          <FiguresTable
            caption="Revenue by month"
            columns={["Month", "Booked", "Paid", "Refunded", "Net"]}
            // "Nov 2026" on one line, however narrow the column.
            rows={months.map(({ key, label, figures }) => ({
              key,
              head: label.replace(" ", "\u00a0"),
              cells: money(figures),
            }))}
            total={totalRow(money(total))}
          />
        }
      />
      <ChartFigure
        id="revenue-packages"
        title="Revenue by package"
        summary={packageSummary}
        chart={<RevenueChart id="revenue-packages" rows={byPackage} />}
        table={
          <FiguresTable
            caption="Revenue by package"
            columns={["Package", "Confirmed", "On request", "Booked", "Paid", "Refunded", "Net"]}
            rows={byPackage.map(({ key, label, figures }) => ({
              key,
              head: label,
              cells: [reportCount(figures.confirmed), reportCount(figures.onRequest), ...money(figures)],
            }))}
            total={totalRow([reportCount(total.confirmed), reportCount(total.onRequest), ...money(total)])}
          />
        }
      />
      <p className="text-sm text-ink-soft">
        Booked is the totals of the confirmed bookings departing in the period, by departure date (a price on request
        has no total; pending, cancelled and declined bookings are left out). Paid and refunded are the ledger&rsquo;s
        payments and refunds by the day the money was recorded, Mauritius time, whatever the departure&rsquo;s date. Net
        is paid less refunded.
      </p>
    </div>
  );
}
