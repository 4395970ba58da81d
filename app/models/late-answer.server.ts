// Requests waiting longer than the operator promised to answer (issue 31): the pending bookings whose answer is due
// by the answer-time promise (ANSWER_WITHIN_HOURS within ANSWER_HOURS, utils/guest-promises.ts answerDueAt), for the
// admin home. Pending requests are few: one statement reads them, the due times are worked out here.
import { asc, eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { answerDueAt, type AnswerPromise } from "~/utils/guest-promises";

/** A request waiting past its answer's due time, as the admin home lists it. */
export type LateAnswer = {
  reference: string;
  packageTitle: string;
  date: string;
  startTime: string | null;
  /** When it was sent (ISO). */
  time: string;
  /** When its answer was due (ISO). */
  dueAt: string;
  /** How long it has waited since it was sent, in whole minutes. */
  waitedMinutes: number;
};

/** The pending requests whose answer was due before `now`, the longest waiting first. */
export function lateAnswers(now: Date, promise: AnswerPromise, timeZone: string): LateAnswer[] {
  return getDb()
    .select({
      reference: bookings.reference,
      packageTitle: bookings.packageTitle,
      date: bookings.date,
      startTime: bookings.startTime,
      time: bookings.time,
    })
    .from(bookings)
    .where(eq(bookings.state, "pending"))
    .orderBy(asc(bookings.time), asc(bookings.reference))
    .all()
    .flatMap((b) => {
      const sent = new Date(b.time);
      const due = answerDueAt(sent, promise, timeZone);
      if (due.getTime() > now.getTime()) return [];
      const waitedMinutes = Math.floor((now.getTime() - sent.getTime()) / 60_000);
      return [{ ...b, dueAt: due.toISOString(), waitedMinutes }];
    });
}
