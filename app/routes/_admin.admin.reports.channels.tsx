import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FiguresTable } from "~/components/admin/charts/figures-table";
import { HBarChart } from "~/components/admin/charts/hbar-chart";
import { ChartFigure } from "~/components/admin/charts/chart-figure";
import { ReportCsvLink } from "~/components/admin/charts/report-csv-link";
import { channelsReport, type ChannelRow } from "~/models/reports/channels.server";
import { reportPageLoader } from "~/services/reports.server";
import { countOf, reportCount, reportMoney } from "~/utils/reports";
import type { BookingSource } from "~/utils/booking-desk";
import { percent } from "~/utils/report-period";

export const meta: MetaFunction = () => [{ title: "Channels | Reports | Back office" }];

/** Which channels sell: the period's bookings and revenue by source, a hotel desk or an agent by name. */
export async function loader({ request }: LoaderFunctionArgs) {
  return reportPageLoader(request, channelsReport);
}

/** The sources as a sentence names them ("agents 21%"). */
const sourceWords: Record<BookingSource, string> = {
  website: "the website",
  phone: "phone",
  whatsapp: "WhatsApp",
  email: "e-mail",
  "walk-in": "walk-ins",
  "hotel-desk": "hotel desks",
  agent: "agents",
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What each figure draws of a channel. */
const MEASURES = [
  { key: "bookings", title: "Bookings by channel", label: "Bookings that hold seats", tone: "lagoon" },
  { key: "revenue", title: "Revenue by channel", label: "Confirmed bookings' totals", tone: "palm" },
] as const;

/** A line of the tables: a channel, or the total. */
type Line = Pick<ChannelRow, "label" | "bookings" | "guests" | "revenueCents" | "cancelled">;

/** A channel's key: its source and name (names are one channel in any case). */
const keyOf = (r: ChannelRow) => `${r.source}:${r.name.toLowerCase()}`;

/** "The website sold 58% of the period's 312 bookings; agents 21%.": the two sources that sold most. */
function bookingsSummary(rows: readonly ChannelRow[], total: number): string {
  if (total === 0) return "No booking of this period holds its seats: all were cancelled or declined.";
  const bySource = new Map<BookingSource, number>();
  for (const r of rows) bySource.set(r.source, (bySource.get(r.source) ?? 0) + r.bookings);
  const [first, second] = [...bySource].sort((a, b) => b[1] - a[1]);
  const lead = `${capital(sourceWords[first[0]])} sold ${percent(first[1], total)} of the period's ${countOf(total, "booking")}`;
  return second && second[1] > 0 ? `${lead}; ${sourceWords[second[0]]} ${percent(second[1], total)}.` : `${lead}.`;
}

/** "MUR 12,000 booked by confirmed bookings; Hotel desk — Sugar Beach brought the most, MUR 5,000 (42%)." */
function revenueSummary(rows: readonly ChannelRow[], totalCents: number): string {
  if (totalCents === 0) return "No confirmed booking of this period has a price: nothing booked yet.";
  const top = rows[0];
  return `${reportMoney(totalCents)} booked by confirmed bookings; ${top.label} brought the most, ${reportMoney(top.revenueCents)} (${percent(top.revenueCents, totalCents)}).`;
}

export default function ChannelsReportPage() {
  const { period, report } = useLoaderData<typeof loader>();
  const { rows, total } = report;
  if (rows.length === 0) return <p className="card p-5 text-ink-soft sm:p-6">No bookings in this period.</p>;
  const byRevenue = [...rows].sort((a, b) => b.revenueCents - a.revenueCents || b.bookings - a.bookings);
  const totalRow: Line = { label: "Total", ...total };
  const cells = (r: Line) => [
    reportCount(r.bookings),
    reportCount(r.guests),
    reportMoney(r.revenueCents),
    reportCount(r.cancelled),
  ];
  const table = (caption: string, tableRows: readonly ChannelRow[]) => (
    <FiguresTable
      caption={caption}
      columns={["Channel", "Bookings", "Guests", "Revenue", "Cancelled"]}
      rows={tableRows.map((r) => ({ key: keyOf(r), head: r.label, cells: cells(r) }))}
      total={{ key: "total", head: totalRow.label, cells: cells(totalRow) }}
    />
  );
  const csv = <ReportCsvLink name="channels" period={period} />;
  // The two figures: bookings in the channels' order, revenue from the channel that brought the most.
  const figures = MEASURES.map((m) => {
    const revenue = m.key === "revenue";
    return {
      ...m,
      id: `channel-${m.key}`,
      summary: revenue ? revenueSummary(byRevenue, total.revenueCents) : bookingsSummary(rows, total.bookings),
      list: revenue ? byRevenue : rows,
      series: { key: m.key, label: m.label, tone: m.tone },
      measure: (r: ChannelRow) => (revenue ? r.revenueCents : r.bookings),
      format: revenue ? reportMoney : reportCount,
    };
  });
  return (
    <div className="space-y-6">
      {figures.map((f) => (
        <ChartFigure
          key={f.id}
          id={f.id}
          title={f.title}
          summary={f.summary}
          actions={csv}
          chart={
            // All zero (only cancelled bookings, nothing confirmed with a price): the summary says so, no empty chart.
            f.list.some((r) => f.measure(r) > 0) && (
              <HBarChart
                id={f.id}
                categories={f.list.map((r) => ({ key: keyOf(r), label: r.label }))}
                series={f.series}
                value={(key) => f.measure(f.list.find((r) => keyOf(r) === key)!)}
                format={f.format}
              />
            )
          }
          table={table(f.title, f.list)}
        />
      ))}
    </div>
  );
}
