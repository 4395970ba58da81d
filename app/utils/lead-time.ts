// Lead time (issue 32): the days between the Mauritius day a booking was made and its departure's day. Pure, for
// the Guests report's page, its CSV and its tests.

/** "2.5 days", "1 day", "—" (no booking to measure): a lead time, to a tenth of a day. */
export function leadText(days: number | null): string {
  if (days === null) return "—";
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}
