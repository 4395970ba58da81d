// The operator's promises in a booking's e-mails (issue 31): the package's free cancellation and the answer time, in
// the words of utils/guest-promises.ts. A server module: the back office's pages that import the e-mails (the
// previews) carry none of these words to the browser.
import type { Booking } from "~/models/booking.server";
import type { Translator } from "~/utils/i18n";
import { answerPromiseText, cancellationPolicy, type AnswerPromise } from "~/utils/guest-promises";
import { departureInstant } from "~/utils/time";
import { emailI18n } from "./i18n.server";

/** What a message promises the guest: its package's free cancellation (null: the package is gone) and the answer time. */
export type GuestPromises = { freeCancelHours: number | null; answer?: AnswerPromise | null };

/**
 * The promises in words, a paragraph each: the cancellation policy with the booking's departure (the package's rule
 * without one), then, while the booking waits for the operator, when they will answer.
 */
export function promiseLines(
  b: Pick<Booking, "date" | "startTime" | "state">,
  promises: GuestPromises,
  timeZone: string,
  i18n: Translator = emailI18n(),
): string[] {
  const lines: string[] = [];
  if (promises.freeCancelHours !== null) {
    const departure = b.startTime ? departureInstant(b.date, b.startTime, timeZone) : null;
    const policy = cancellationPolicy({ freeCancelHours: promises.freeCancelHours, departure }, timeZone, i18n);
    lines.push(`${policy.free}. ${policy.after}`);
  }
  if (promises.answer && b.state === "pending") lines.push(`${answerPromiseText(promises.answer, timeZone, i18n)}.`);
  return lines;
}
