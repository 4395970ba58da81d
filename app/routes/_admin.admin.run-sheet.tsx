import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BookingLink } from "~/components/admin/booking-link";
import { DayToolbar } from "~/components/admin/day-toolbar";
import { GuestCell, PrintedTable, ToCollectCell } from "~/components/admin/departure-manifest";
import { passengerChatsOn, withChats } from "~/models/passenger-chat.server";
import { runSheetOn } from "~/models/run-sheet.server";
import { dayPageLoader } from "~/services/day-page.server";
import { useT } from "~/utils/i18n";
import { pickupText, pickupTimeText, toCollectText, toCollectTotalText } from "~/utils/manifest";
import type { PageCssHandle } from "~/utils/page-css";
import { peopleSummary } from "~/utils/people";
import { printListCss } from "~/utils/print-list";
import { crewText, groupRunSheet, sumToCollect, tripText, type RunSheetPickup } from "~/utils/run-sheet";
import { formatDepartureDate } from "~/utils/time";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Run sheet${data ? ` on ${formatDepartureDate(data.date)}` : ""} | Back office` },
];

// On paper the zones follow one another; a zone's heading stays with its first rows.
export const handle: PageCssHandle = { pageCss: () => printListCss(`\nmain h2{break-after:avoid;font-size:13pt}`) };

export const loader = ({ request }: LoaderFunctionArgs) =>
  dayPageLoader(request, (date, tz) => ({
    zones: groupRunSheet(withChats(runSheetOn(date), passengerChatsOn(date, tz))),
  }));

const WRAP = "min-w-[8rem] [overflow-wrap:anywhere]";
const COLUMNS = ["Time", "Place", "Reference", "Guest", "Party", "Package", "To collect"];

/**
 * One zone's pickups in time order: the time, the place, who (name and phone), the party, the trip with its crew, the
 * balance to take; the zone's sum under them.
 */
function ZoneTable({ zone, pickups, toCollect }: { zone: string; pickups: RunSheetPickup[]; toCollect: number }) {
  const i18n = useT();
  const id = `zone-${zone.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {zone}
      </h2>
      <PrintedTable
        caption={`Pickups in ${zone}, in time order`}
        columns={COLUMNS}
        foot={
          <tr>
            <th scope="row" colSpan={COLUMNS.length - 1} className="px-2 py-2">
              Total in {zone}
            </th>
            <td className="whitespace-nowrap px-2 py-2" data-to-collect-total={toCollect}>
              {toCollectText(toCollect, i18n)}
            </td>
          </tr>
        }
      >
        {pickups.map((p) => (
          <tr key={p.reference} className="border-t border-line align-top">
            <td className="whitespace-nowrap px-2 py-2 font-semibold">{pickupTimeText(p)}</td>
            <td className={`px-2 py-2 ${WRAP}`}>{pickupText({ ...p, pickupZone: null })}</td>
            <td className="whitespace-nowrap px-2 py-2">
              <BookingLink reference={p.reference} />
            </td>
            <GuestCell p={p} className={WRAP} />
            <td className="px-2 py-2">{peopleSummary(p, i18n)}</td>
            <td className={`px-2 py-2 ${WRAP}`}>
              {tripText(p)}
              {crewText(p) ? <span className="block text-ink-soft">{crewText(p)}</span> : null}
            </td>
            <ToCollectCell cents={p.toCollect} />
          </tr>
        ))}
      </PrintedTable>
    </section>
  );
}

export default function RunSheet() {
  const { date, previous, next, zones } = useLoaderData<typeof loader>();
  const dateText = formatDepartureDate(date);
  const i18n = useT();
  const count = zones.reduce((n, z) => n + z.pickups.length, 0);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">Run sheet for {dateText}</h1>
      <DayToolbar date={date} previous={previous} next={next} csvHref={`/admin/run-sheet.csv?date=${date}`} />
      {count === 0 ? (
        <p className="rounded-xl bg-white p-6 text-ink-soft">No pickups on {dateText}.</p>
      ) : (
        <>
          <p>
            {count === 1 ? "1 pickup" : `${count} pickups`}, by zone and in time order, across all packages. Times are
            Mauritius time.
          </p>
          <p className="font-semibold" data-to-collect-total={sumToCollect(zones)}>
            {toCollectTotalText(sumToCollect(zones), i18n)} on this day
          </p>
          {zones.map((z) => (
            <ZoneTable key={z.zone} zone={z.zone} pickups={z.pickups} toCollect={z.toCollect} />
          ))}
        </>
      )}
    </section>
  );
}
