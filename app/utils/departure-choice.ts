// A departure chosen from the booking page's lists: a button of the booking form whose value names the departure's
// date and start time. Imports nothing: the page's first load carries it (docs/decisions/012-page-budgets.md).

/** The name of the booking form's buttons that choose a departure instead of sending the form. */
export const DEPARTURE_FIELD = "departure";

/** "2026-12-01T13:30": a departure as its button's value. */
export function departureValue(d: { date: string; startTime: string }): string {
  return `${d.date}T${d.startTime}`;
}

/** The date and start time a button's value names, or null for anything else. */
export function readDepartureValue(value: string): { date: string; startTime: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return m ? { date: m[1], startTime: m[2] } : null;
}
