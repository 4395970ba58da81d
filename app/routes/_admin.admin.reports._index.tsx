import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { channelsReport } from "~/models/reports/channels.server";
import { guestsReport } from "~/models/reports/guests.server";
import { occupancyReport } from "~/models/reports/occupancy.server";
import { revenueReport } from "~/models/reports/revenue.server";
import { reportPageLoader } from "~/services/reports.server";
import { ENGLISH } from "~/utils/i18n";
import { formatMoney } from "~/utils/money";
import { percent } from "~/utils/report-period";
import { reportHref, type ReportName } from "~/utils/reports";

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
  const mur = (cents: number) => formatMoney(cents, "MUR", ENGLISH);
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
      figure: mur(revenue.bookedCents),
      detail: `${revenue.confirmed.toLocaleString("en-GB")} confirmed bookings, by departure date`,
    },
    {
      report: "revenue",
      label: "Paid, less refunds",
      figure: mur(revenue.paidCents - revenue.refundedCents),
      detail: `${mur(revenue.paidCents)} paid, ${mur(revenue.refundedCents)} refunded`,
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
          <li key={card.label}>
            <Link
              to={reportHref(card.report, period)}
              className="card block h-full p-5 hover:ring-2 hover:ring-lagoon focus-visible:ring-2"
            >
              <span className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{card.label}</span>
              <span className="mt-2 block text-3xl font-semibold">{card.figure}</span>
              <span className="mt-1 block text-sm text-ink-soft">{card.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
