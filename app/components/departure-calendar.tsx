// The booking page's calendar of departures, with JavaScript only: the page fetches this module (and
// react-day-picker with it) after it is running, so it costs nothing on the first load (README, page budgets).
// Without JavaScript the page lists the next departures as links instead.
import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import { DayPicker, type DayButtonProps, type DayPickerLocale } from "react-day-picker";
import { useT, type Translator } from "~/utils/i18n";
import { whenParts } from "~/utils/intl";
import { dayLabel, seatsByDay, type DepartureSeats, type SeatsDay } from "~/utils/schedule";
import { formatDepartureDate } from "~/utils/time";

export type DepartureCalendarProps = {
  /** The seats of the package's departures (the page's data, kept up to date). */
  seats: DepartureSeats[];
  /** The Date field's value ("" or "YYYY-MM-DD"). */
  value: string;
  /** Fills the Date field in. */
  onChoose: (date: string) => void;
  /** The first and last dates that can be chosen. */
  minDate: string;
  maxDate: string;
  /** Month and weekday names, and the calendar's own labels, in the page's language (English without it). */
  locale?: Partial<DayPickerLocale>;
};

// Calendar days are local dates in the browser (react-day-picker's Date objects); the page's are "YYYY-MM-DD".
const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const pad = (n: number) => String(n).padStart(2, "0");
const toIso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };
/** "Saturday 5 December 2026", "samedi 5 décembre 2026" (from parts: whether ICU puts a comma after the weekday varies). */
function longDate(date: Date, i18n: Translator): string {
  const p = whenParts(date, i18n, LONG_DATE);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

const Days = createContext<ReadonlyMap<string, SeatsDay>>(new Map());

/** A day: its number, and under it its seats left (its accessible name says it in words: labelDayButton). */
function DayButton({ day, modifiers, children, className, ...props }: DayButtonProps) {
  const seats = useContext(Days).get(toIso(day.date));
  // As react-day-picker's own button: the keyboard moves the focus by re-rendering the days.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const look = modifiers.selected
    ? "bg-lagoon-dark text-white"
    : modifiers.departure
      ? "border-lagoon/40 bg-lagoon-light text-ink hover:border-lagoon"
      : modifiers.soldOut
        ? "bg-coral-light text-coral-dark line-through"
        : "text-ink-faint";
  const offered = seats?.starts.filter((s) => s.status === "open" || s.status === "sold-out") ?? [];
  return (
    <button
      ref={ref}
      className={`${className ?? ""} ${look} ${modifiers.disabled ? "cursor-not-allowed" : ""}`}
      {...props}
    >
      <span className={`block ${offered.length ? "font-semibold" : ""}`}>{children}</span>
      <span className="block text-xs" aria-hidden="true">
        {offered.length ? Math.max(0, ...offered.map((s) => s.seatsLeft)) : "\u00a0"}
      </span>
    </button>
  );
}

export default function DepartureCalendar({
  seats,
  value,
  minDate,
  maxDate,
  onChoose,
  locale,
}: DepartureCalendarProps) {
  const i18n = useT();
  // Each day's departures and their seats (with several starts a day, the day says each).
  const days = useMemo(() => seatsByDay(seats), [seats]);
  const selected = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(value) : undefined;
  const chosen = value ? days.get(value) : undefined;
  const first = toDate(minDate);
  const last = toDate(maxDate);
  const dayOf = (date: Date) => days.get(toIso(date));

  return (
    <Days.Provider value={days}>
      <div className="mb-4 sm:col-span-2" data-testid="departure-calendar">
        <p className="field-label" id="departure-calendar-title">
          {i18n.t("Departures")}
        </p>
        <p className="mb-2 text-sm text-ink-soft">{i18n.t("Choose a day: the figure under it is its seats left.")}</p>
        <DayPicker
          mode="single"
          // Choosing the chosen day again keeps it (the Date field is required).
          required
          aria-labelledby="departure-calendar-title"
          weekStartsOn={1}
          locale={locale}
          startMonth={first}
          endMonth={last}
          defaultMonth={selected && selected >= first && selected <= last ? selected : first}
          selected={selected}
          onSelect={(date) => onChoose(toIso(date))}
          // Only a day with an open departure can be chosen: sold-out, closed and departure-less days cannot.
          disabled={[{ before: first }, { after: last }, (date) => !dayOf(date)?.bookable]}
          modifiers={{
            departure: (date) => Boolean(dayOf(date)?.bookable),
            soldOut: (date) => {
              const d = dayOf(date);
              return Boolean(d && !d.bookable && d.starts.some((s) => s.status === "sold-out"));
            },
          }}
          labels={{
            labelDayButton: (date) => {
              const d = dayOf(date);
              return d
                ? `${longDate(date, i18n)}, ${dayLabel(d, i18n)}`
                : i18n.t("{date}, no departure", { date: longDate(date, i18n) });
            },
          }}
          components={{ DayButton }}
          showOutsideDays={false}
          classNames={{
            root: "w-fit max-w-full",
            months: "relative",
            month_caption: "flex h-10 items-center pl-1 font-semibold",
            nav: "absolute right-0 top-0 flex gap-1",
            button_previous:
              "grid h-10 w-10 place-items-center rounded-full text-lagoon-dark hover:bg-lagoon-light disabled:opacity-40 aria-disabled:opacity-40",
            button_next:
              "grid h-10 w-10 place-items-center rounded-full text-lagoon-dark hover:bg-lagoon-light disabled:opacity-40 aria-disabled:opacity-40",
            chevron: "h-5 w-5 fill-current",
            month_grid: "border-collapse",
            weekday: "h-8 w-10 text-xs font-normal text-ink-soft sm:w-11",
            day: "p-0.5 text-center",
            day_button:
              "h-12 w-10 rounded-lg border border-transparent text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-lagoon sm:w-11",
          }}
          footer={
            <p className="mt-2 text-sm">
              {chosen && value
                ? i18n.t("{date}: {status}", { date: formatDepartureDate(value, i18n), status: dayLabel(chosen, i18n) })
                : i18n.t("Days in blue have a departure; sold-out days are in red.")}
            </p>
          }
        />
      </div>
    </Days.Provider>
  );
}
