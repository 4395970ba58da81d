import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { channelsReport } from "~/models/reports/channels.server";
import { guestsReport } from "~/models/reports/guests.server";
import { occupancyReport } from "~/models/reports/occupancy.server";
import { revenueReport } from "~/models/reports/revenue.server";
import { reportPageLoader } from "~/services/reports.server";
import { percent } from "~/utils/report-period";
import { reportHref, type ReportName, reportMoney } from "~/utils/reports";

export const meta: MetaFunction = () => [{ title: "Reports | Back office" }];

/** The period at a glance: each report's headline figures, each a way into its report. */
export async function loader({ request }: LoaderFunctionArgs) {
  return reportPageLoader(request, (period, tz) => {
    const occupancy = occupancyReport(period, tz).total;
    const revenue = revenueReport(period, tz).total;
    const channels = channelsReport(period, tz);
    const guests = guestsReport(period, tz).total;
    const top = [...channels.rows].sort((a, b) => b.bookings - a.bookings)[0] ?? null;
    return {
      occupancy,
      revenue,
      topChannel: top ? { label: top.label, bookings: top.bookings, of: channels.total.bookings } : null,
      guests,
    };
  });
}

export default function ReportsAtAGlance() {
  const { period, report } = useLoaderData<typeof loader>();
  const { occupancy, revenue, topChannel, guests } = report;
  const cards: { report: ReportName; label: string; figure: string; detail: string }[] = [
    {
      report: "occupancy",
      label: "Occupancy",
      figure: percent(occupancy.sold, occupancy.offered),
      detail: `${occupancy.sold.toLocaleString("en-GB")} of ${occupancy.offered.toLocaleString("en-GB")} seats sold`,
    },
    {
      report: "revenue",
      label: "Booked",
      figure: reportMoney(revenue.bookedCents),
      detail: `${revenue.confirmed.toLocaleString("en-GB")} confirmed bookings, by departure date`,
    },
    {
      report: "revenue",
      label: "Paid, less refunds",
      figure: reportMoney(revenue.paidCents - revenue.refundedCents),
      detail: `${reportMoney(revenue.paidCents)} paid, ${reportMoney(revenue.refundedCents)} refunded`,
    },
    {
      report: "channels",
      label: "Top channel",
      figure: topChannel ? topChannel.label : "—",
      detail: topChannel ? `${topChannel.bookings} of ${topChannel.of} bookings` : "No bookings in this period",
    },
    {
      report: "guests",
      label: "Cancelled",
      figure: percent(guests.cancelled, guests.bookings - guests.declined),
      detail: `${guests.cancelled} of ${guests.bookings - guests.declined} bookings (declined ones left out)`,
    },
    {
      report: "guests",
      label: "No-shows",
      figure: percent(guests.noShows, guests.checkIns),
      detail: `${guests.noShows} of ${guests.checkIns} passengers with a check-in recorded`,
    },
  ];
  return (
    <section aria-labelledby="glance-title">
      <h2 id="glance-title" className="sr-only">
        At a glance
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <GlanceCard key={card.label} href={reportHref(card.report, period)} {...card} />
        ))}
      </ul>
    </section>
  );
}

/** One headline figure: the whole card answers a click; its link, named by the figure's label, is what a keyboard and
 * a screen reader reach. */
function GlanceCard({ href, label, figure, detail }: { href: string; label: string; figure: string; detail: string }) {
  return (
    <li className="card relative p-5 focus-within:ring-2 focus-within:ring-lagoon hover:ring-2 hover:ring-lagoon">
      <h3 className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">
        <Link to={href} className="outline-none after:absolute after:inset-0">
          {label}
        </Link>
      </h3>
      <p className="mt-2 text-3xl font-semibold">{figure}</p>
      <p className="mt-1 text-sm text-ink-soft">{detail}</p>
    </li>
  );
}
