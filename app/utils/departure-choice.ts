// A departure chosen from the booking page's lists: a button of the booking form whose value names the departure's
// date and start time, and what the departure chosen sets in the pickup choice. Imports (almost) nothing: the page's
// first load carries it (docs/decisions/012-page-budgets.md).
import type { Translator } from "~/utils/i18n";

/** The name of the booking form's buttons that choose a departure instead of sending the form. */
export const DEPARTURE_FIELD = "departure";

/** 'Show total' (without JavaScript): the button that answers the form as typed with its total, saving nothing. */
export const TOTAL_INTENT = { name: "intent", value: "total" } as const;

/** "2026-12-01T13:30": a departure as its button's value. */
export function departureValue(d: { date: string; startTime: string }): string {
  return `${d.date}T${d.startTime}`;
}

/** The date and start time a button's value names, or null for anything else. */
export function readDepartureValue(value: string): { date: string; startTime: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return m ? { date: m[1], startTime: m[2] } : null;
}

/**
 * The start of the departure the form names: its start time when the date has that start, else the date's only one;
 * null before a date is chosen or while a day of several starts has none chosen. `seats` as the page has them
 * (DepartureSeats: date, start time first).
 */
export function chosenStart(
  seats: readonly (readonly [date: string, startTime: string, ...rest: unknown[]])[],
  date: string | undefined,
  startTime: string | undefined,
): string | null {
  const starts = seats.filter(([d]) => d === date).map(([, time]) => time);
  if (startTime && starts.includes(startTime)) return startTime;
  return starts.length === 1 ? starts[0] : null;
}

/**
 * A pickup place's option: "The Oberoi, Turtle Bay · 08:00" once a departure is chosen (its start less the place's
 * minutes before: `time`), "· + MUR 500 per person" after it when its zone has a surcharge (`price`, in words).
 */
export function pickupOptionLabel(
  place: { name: string; price: string | null },
  time: string | null,
  i18n: Translator,
) {
  const name = time ? `${place.name} · ${time}` : place.name;
  return place.price ? i18n.t("{place} · + {price} per person", { place: name, price: place.price }) : name;
}

const MINUTES_A_DAY = 24 * 60;

/** "09:30" less 90 minutes is "08:00" (a pickup the evening before wraps round the clock). */
export function pickupTimeFor(startTime: string, minutesBefore: number): string {
  const [h, m] = startTime.split(":").map(Number);
  const at = (((h * 60 + m - minutesBefore) % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
}
