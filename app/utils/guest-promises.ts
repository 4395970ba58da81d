// What the operator promises a guest before they decide, in words: the package's free cancellation and the time it
// takes to answer a request. Shared by pages and e-mails (no server code here).
import type { Translator } from "~/utils/i18n";
import { addDays, departureInstant, formatDepartureDate, todayIn, zoneLabel, zoneOffsetMinutes } from "~/utils/time";

/** The free-cancellation rule in two sentences: until when (or how long before) it is free, and what happens after. */
export type CancellationPolicy = { free: string; after: string };

/**
 * "Free cancellation until Fri 4 Dec 2026, 09:30 Mauritius time (24 hours before the departure)" for a departure, "Free
 * cancellation up to 24 hours before the departure" without one (the package page); then what happens after it.
 */
export function cancellationPolicy(
  rule: { freeCancelHours: number; departure: Date | null },
  timeZone: string,
  i18n: Translator,
): CancellationPolicy {
  const before = i18n.t(
    "{count, plural, =0 {at the departure} one {# hour before the departure} other {# hours before the departure}}",
    { count: rule.freeCancelHours },
  );
  const free = rule.departure
    ? i18n.t("Free cancellation until {until} ({before})", {
        until: localTimeText(new Date(rule.departure.getTime() - rule.freeCancelHours * 3_600_000), timeZone, i18n),
        before,
      })
    : rule.freeCancelHours
      ? i18n.t("Free cancellation up to {before}", { before })
      : i18n.t("Free cancellation until the departure");
  return {
    free,
    after: i18n.t(
      "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.",
    ),
  };
}

/** "Fri 4 Dec 2026, 09:30 Mauritius time": an instant on the operator's clock, the zone said. */
function localTimeText(instant: Date, timeZone: string, i18n: Translator): string {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return `${formatDepartureDate(local.slice(0, 10), i18n)}, ${local.slice(11, 16)} ${zoneLabel(timeZone, i18n)}`;
}

/** The operator's answer-time promise, from the settings ANSWER_WITHIN_HOURS and ANSWER_HOURS. */
export type AnswerPromise = { withinHours: number; from: string; until: string };

/** "We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time". */
export function answerPromiseText(promise: AnswerPromise, timeZone: string, i18n: Translator): string {
  const clock = (hhmm: string) => hhmm.replace(/^0(?=\d:)/, "");
  return i18n.t(
    "We answer booking requests within {count, plural, one {# hour} other {# hours}}, {from} to {until} {zone}",
    {
      count: promise.withinHours,
      from: clock(promise.from),
      until: clock(promise.until),
      zone: zoneLabel(timeZone, i18n),
    },
  );
}

/** The instant the zone's clock shows `hhmm` on `date`; "24:00" is the next day's midnight (an end of the day). */
const clockOn = (date: string, hhmm: string, timeZone: string) =>
  hhmm === "24:00" ? departureInstant(addDays(date, 1), "00:00", timeZone) : departureInstant(date, hhmm, timeZone);

/**
 * When a request sent at `requestedAt` is due an answer: `withinHours` counted only within the answering hours of the
 * operator's day (`from` to `until`, on its clock). A request at 21:00, with 7:00 to 20:00 and 4 hours, is due at 11:00
 * the next day; one at 18:30 at 9:30 the next day; one at 5:00 at 11:00 the same day.
 */
export function answerDueAt(requestedAt: Date, promise: AnswerPromise, timeZone: string): Date {
  let left = promise.withinHours * 3_600_000;
  // From the day before: a request just after midnight may still be in a window that ends at 24:00 of that day.
  let day = addDays(todayIn(timeZone, requestedAt), -1);
  // Each day gives its answering hours from when the request is there; a bound on the days keeps a bad setting finite.
  for (let i = 0; i < 366; i++, day = addDays(day, 1)) {
    const opens = Math.max(clockOn(day, promise.from, timeZone).getTime(), requestedAt.getTime());
    const closes = clockOn(day, promise.until, timeZone).getTime();
    if (closes <= opens) continue;
    if (closes - opens >= left) return new Date(opens + left);
    left -= closes - opens;
  }
  throw new RangeError(`No answering hours in ${promise.from}-${promise.until}`);
}
