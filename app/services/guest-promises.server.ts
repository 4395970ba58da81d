// The operator's promises as the pages and e-mails after /book tell them (utils/guest-promises.ts words them): the
// package's free cancellation with the booking's departure, and the answer-time promise from the settings.
import type { Booking } from "~/models/booking.server";
import { guestCancellation } from "~/models/booking.server";
import { getEnv, type Env } from "~/utils/env.server";
import { answerPromiseText, cancellationPolicy, type AnswerPromise } from "~/utils/guest-promises";
import type { GuestPromises } from "~/emails/promises.server";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { formatDuration } from "~/utils/time";
import { lateAnswers } from "~/models/late-answer.server";

/** The answer-time promise of the settings ANSWER_WITHIN_HOURS and ANSWER_HOURS. */
export function answerPromise(env: Env = getEnv()): AnswerPromise {
  return { withinHours: env.ANSWER_WITHIN_HOURS, ...env.ANSWER_HOURS };
}

/** The cancellation rule as guestCancellation reads it: the departure's instant and the package's hours. */
type CancelRule = { departure: Date | null; freeCancelHours: number | null };

/** The policy in two sentences for a booking's rule; null when its package is gone (no rule to tell). */
export function policyFor(rule: CancelRule, i18n: Translator) {
  if (rule.freeCancelHours === null) return null;
  return cancellationPolicy({ freeCancelHours: rule.freeCancelHours, departure: rule.departure }, getEnv().TZ, i18n);
}

/** The promise in the back office's English, and its requests waiting longer than it (the admin home). */
/** How many late requests the admin home lists. */
export const LATE_ANSWERS_SHOWN = 50;

export function lateAnswerView(now: Date) {
  const { TZ } = getEnv();
  // The server's English translator: its plurals are compiled (ENGLISH, the pages' own, has none without a catalogue).
  const en = translator("en");
  const late = lateAnswers(now, answerPromise(), TZ);
  return {
    // The longest waiting: a page of them, not every one (a backlog of thousands would make the home page megabytes).
    list: late.slice(0, LATE_ANSWERS_SHOWN).map((b) => ({ ...b, waited: waitedText(b.waitedMinutes, en) })),
    count: late.length,
    promise: answerPromiseText(answerPromise(), TZ, en),
  };
}

/** "2 days 3 hours", "5 hours 20 minutes": how long a request has waited. */
function waitedText(minutes: number, en: Translator): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes % 1440;
  // The back office's own words: English, not a catalogue's.
  const dayWords = days === 1 ? "1 day" : `${days} days`;
  if (days === 0) return formatDuration(rest, en);
  return rest === 0 ? dayWords : `${dayWords} ${formatDuration(rest, en)}`;
}

/** "We answer booking requests within 4 hours, …" while the booking waits for the operator; null once decided. */
export function answerPromiseFor(b: Pick<Booking, "state">, i18n: Translator) {
  return b.state === "pending" ? answerPromiseText(answerPromise(), getEnv().TZ, i18n) : null;
}

/** What the 'Booking Ref' e-mail promises: the package's free cancellation (read with the booking's rule) and the answer time. */
export function requestPromises(b: Booking): GuestPromises {
  return { freeCancelHours: guestCancellation(b).rule.freeCancelHours, answer: answerPromise() };
}
