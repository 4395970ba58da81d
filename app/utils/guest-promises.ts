// What the operator promises a guest before they decide, in words: the package's free cancellation and the time it
// takes to answer a request. Shared by pages and e-mails (no server code here).
import type { Translator } from "~/utils/i18n";
import { formatDepartureDate, zoneLabel, zoneOffsetMinutes } from "~/utils/time";

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
