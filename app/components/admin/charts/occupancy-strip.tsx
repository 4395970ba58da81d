import type { OccupancyDay, OccupancyStripPackage } from "~/models/reports/occupancy.server";
import { FiguresTable } from "./figures-table";
import { TONES } from "./tones";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Sat 28 Nov". */
export function stripDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}
/** A day's departures on the back office's manifest (all packages of that day). */
export const dayHref = (date: string) => `/admin/departures?date=${date}`;

/** What a day's bar says: "Sat 28 Nov, Reef: 12 of 40 seats taken". */
export function dayText(title: string, day: OccupancyDay): string {
  const what = day.none
    ? "no departure"
    : day.closed
      ? "closed"
      : `${day.taken} of ${day.offered} ${day.offered === 1 ? "seat" : "seats"} taken`;
  return `${stripDay(day.date)}, ${title}: ${what}`;
}

const WIDTH = 280;
const HEIGHT = 120;
const LABELS = 16;

/**
 * One package's next days as small bars: each day's capacity (seats offered) as an outlined box, the seats taken
 * filled in it, so a full day is a full box; each a link to the day's departures, named with its figures. A day
 * without a departure is an empty slot (a dash, no link). Drawn on the server, sized to its card.
 */
function Strip({ pkg }: { pkg: OccupancyStripPackage }) {
  // Plain arithmetic, no scale library: the home page's script stays as light as it was.
  const slot = WIDTH / pkg.days.length;
  const band = slot * 0.8;
  const max = Math.max(1, ...pkg.days.map((d) => Math.max(d.offered, d.taken)));
  const base = HEIGHT - LABELS;
  const y = (n: number) => (n / max) * (base - 4);
  return (
    <svg
      role="group"
      aria-label={`${pkg.title}: seats taken of seats offered, day by day`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      className="h-auto max-h-[120px] max-w-full overflow-visible"
    >
      <line x2={WIDTH} y1={base} y2={base} className="stroke-ink-soft" />
      {pkg.days.map((day, i) => {
        const left = i * slot + (slot - band) / 2;
        const label = (
          <text
            x={left + band / 2}
            y={HEIGHT - 3}
            textAnchor="middle"
            className="fill-ink-soft text-[10px]"
            aria-hidden="true"
          >
            {Number(day.date.slice(8))}
          </text>
        );
        if (day.none)
          return (
            <g key={day.date}>
              <line x1={left} x2={left + band} y1={base - 2} y2={base - 2} className="stroke-line" />
              {label}
            </g>
          );
        const box = y(Math.max(day.offered, day.taken));
        const taken = y(day.taken);
        return (
          <a
            key={day.date}
            href={dayHref(day.date)}
            aria-label={dayText(pkg.title, day)}
            className="outline-none [&:focus-visible>rect]:stroke-ink [&:focus-visible>rect]:[stroke-width:3px]"
          >
            <rect x={left} y={base - box} width={band} height={Math.max(2, box)} className={TONES.capacity.fill}>
              <title>{dayText(pkg.title, day)}</title>
            </rect>
            {taken > 0 ? (
              <rect x={left} y={base - taken} width={band} height={taken} className={TONES.lagoon.fill} />
            ) : null}
            {label}
          </a>
        );
      })}
    </svg>
  );
}

/**
 * The admin home's next 14 days: a small chart per package with a schedule, then the same figures as one compact
 * table whose day headings lead to that day's departures too.
 */
export function OccupancyStrip({ packages }: { packages: readonly OccupancyStripPackage[] }) {
  if (packages.length === 0) return <p className="mt-4 text-sm text-ink-soft">No package has a schedule.</p>;
  const days = packages[0].days;
  return (
    <>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {packages.map((p) => (
          <li key={p.packageId}>
            <h3 className="mb-1 text-sm font-semibold">{p.title}</h3>
            <Strip pkg={p} />
          </li>
        ))}
      </ul>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${TONES.lagoon.swatch}`} />
          Seats taken
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${TONES.capacity.swatch}`} />
          Seats offered
        </li>
      </ul>
      <FiguresTable
        className="mt-4"
        caption="Seats taken of seats offered, next 14 days"
        columns={[
          "Package",
          ...days.map((d) => (
            <a key={d.date} href={dayHref(d.date)} className="link normal-case">
              {stripDay(d.date)}
            </a>
          )),
        ]}
        rows={packages.map((p) => ({
          key: p.packageId,
          head: p.title,
          cells: p.days.map((d) => (d.none ? "—" : d.closed ? "Closed" : `${d.taken}/${d.offered}`)),
        }))}
      />
    </>
  );
}
