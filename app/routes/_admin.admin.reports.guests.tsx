import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/admin-section";
import { BarChart } from "~/components/admin/charts/bar-chart";
import { ChartFigure } from "~/components/admin/charts/chart-figure";
import { FiguresTable } from "~/components/admin/charts/figures-table";
import { ReportCsvLink } from "~/components/admin/charts/report-csv-link";
import { guestsReport, type GuestCounts, type GuestsPackage } from "~/models/reports/guests.server";
import { reportPageLoader } from "~/services/reports.server";
import { countOf, reportCount } from "~/utils/reports";
import { leadText } from "~/utils/lead-time";
import { percent } from "~/utils/report-period";

export const meta: MetaFunction = () => [{ title: "Guests | Reports | Back office" }];

/** Who travels and how they book: guests by age, lead time, cancellations and no-shows. */
export async function loader({ request }: LoaderFunctionArgs) {
  return reportPageLoader(request, guestsReport);
}

/** "20% (1 of 5 bookings)": a rate with what it is a share of. */
const rate = (part: number, whole: number, of: string) =>
  whole === 0 ? "—" : `${percent(part, whole)} (${reportCount(part)} of ${reportCount(whole)} ${of})`;

const AGES = [
  { key: "adults", label: "Adults", tone: "lagoon" },
  { key: "children", label: "Children", tone: "sea" },
  { key: "infants", label: "Infants", tone: "coral" },
] as const;

/** The period's cancellation and no-show rates in words, each with what it is a share of. */
function ratesSummary(total: GuestCounts): string {
  const held = total.bookings - total.declined;
  const cancelled =
    held === 0
      ? "No booking left to cancel: all were declined"
      : `Cancelled: ${rate(total.cancelled, held, "bookings")}, declined ones (the operator's refusals) left out`;
  const noShows =
    total.checkIns === 0
      ? "No check-in recorded"
      : `No-shows: ${rate(total.noShows, total.checkIns, "check-ins recorded")}`;
  return `${cancelled}. ${noShows}; ${countOf(total.notRecorded, "confirmed booking", "confirmed bookings")} with no check-in recorded.`;
}

/** A line of the tables: a package, or the total. */
type Line = GuestCounts & Pick<GuestsPackage, "packageId" | "title">;

/** A line's guests by age, and all of them. */
const ageCells = (p: GuestCounts) => [
  ...AGES.map((a) => reportCount(p[a.key])),
  reportCount(p.adults + p.children + p.infants),
];

/** A line's bookings, its rates each with what it is a share of, and its check-ins not recorded. */
const rateCells = (p: GuestCounts) => [
  reportCount(p.bookings),
  rate(p.cancelled, p.bookings - p.declined, "bookings"),
  reportCount(p.declined),
  rate(p.noShows, p.checkIns, "check-ins recorded"),
  reportCount(p.notRecorded),
];

export default function GuestsReportPage() {
  const { period, report } = useLoaderData<typeof loader>();
  const { packages, total, lead } = report;
  if (total.bookings === 0) return <p className="card p-5 text-ink-soft sm:p-6">No bookings in this period.</p>;
  const totalLine: Line = { packageId: "total", title: "Total", ...total };
  const guests = total.adults + total.children + total.infants;
  const leadCount = lead.buckets.reduce((sum, b) => sum + b.count, 0);
  const withinWeek = lead.buckets.slice(0, 2).reduce((sum, b) => sum + b.count, 0);
  const csv = <ReportCsvLink name="guests" period={period} />;
  const byId = new Map(packages.map((p) => [p.packageId, p]));
  return (
    <div className="space-y-6">
      <ChartFigure
        id="guest-ages"
        title="Guests by age"
        summary={
          guests === 0
            ? "No guests: every booking of this period was cancelled or declined."
            : `${countOf(guests, "guest", "guests")} on bookings that hold seats: ${countOf(total.adults, "adult", "adults")}, ${countOf(total.children, "child", "children")} and ${countOf(total.infants, "infant", "infants")}.`
        }
        actions={csv}
        chart={
          // One stacked bar per package rather than one bar per age: the operator compares the packages' mix
          // (family trips against adults' outings); the period's totals are the table's last row. Nothing to
          // draw (all cancelled or declined): the summary says so, no empty chart.
          guests > 0 && (
            <BarChart
              id="guest-ages"
              categories={packages.map((p) => ({ key: p.packageId, label: p.title }))}
              series={AGES}
              value={(id, age) => byId.get(id)?.[age as (typeof AGES)[number]["key"]] ?? 0}
              stacked
              format={reportCount}
            />
          )
        }
        table={
          <FiguresTable
            caption="Guests by age, per package"
            columns={["Package", ...AGES.map((a) => a.label), "Guests"]}
            rows={packages.map((p) => ({ key: p.packageId, head: p.title, cells: ageCells(p) }))}
            total={{ key: "total", head: totalLine.title, cells: ageCells(totalLine) }}
          />
        }
      />
      <ChartFigure
        id="lead-time"
        title="Lead time"
        summary={
          leadCount === 0
            ? "No booking of this period holds its seats: no lead time to show."
            : `Booked a median ${leadText(lead.medianDays)} ahead (mean ${leadText(lead.meanDays)}); ${percent(withinWeek, leadCount)} of ${countOf(leadCount, "booking", "bookings")} within a week of the departure.`
        }
        actions={csv}
        chart={
          leadCount > 0 && (
            <BarChart
              id="lead-time"
              categories={lead.buckets.map((b) => ({ key: b.label, label: b.short }))}
              series={[{ key: "bookings", label: "Bookings that hold seats", tone: "lagoon" }]}
              value={(label) => lead.buckets.find((b) => b.label === label)?.count ?? 0}
              format={reportCount}
            />
          )
        }
        table={
          <FiguresTable
            caption="Days from booking to departure (Mauritius days)"
            columns={["Booked ahead", "Bookings", "Share"]}
            rows={lead.buckets.map((b) => ({
              key: b.label,
              head: b.label,
              cells: [reportCount(b.count), percent(b.count, leadCount)],
            }))}
          />
        }
      />
      <AdminSection id="cancellations-title" title="Cancellations and no-shows">
        <p className="mb-4 mt-1 text-sm text-ink-soft">{ratesSummary(total)}</p>
        <FiguresTable
          caption="Cancellations and no-shows, per package"
          columns={["Package", "Bookings", "Cancelled", "Declined", "No-shows", "Check-in not recorded"]}
          rows={packages.map((p) => ({ key: p.packageId, head: p.title, cells: rateCells(p) }))}
          total={{ key: "total", head: totalLine.title, cells: rateCells(totalLine) }}
        />
      </AdminSection>
    </div>
  );
}
