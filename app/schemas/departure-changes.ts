import * as z from "zod/mini";
import { isStartTime } from "~/utils/time";
import { errorMessage } from "~/utils/error-message";
import { intent, recordId, STALE_FORM_MESSAGE } from "./fields";

/** A month as the departures page names it in its address and its forms ("2026-12"). */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const SEATS_MESSAGE = errorMessage("Please give a whole number of seats, 0 or more");
export const SEATS_MAX = 9999;

const seats = z
  .number(SEATS_MESSAGE)
  .check(z.int(SEATS_MESSAGE), z.gte(0, SEATS_MESSAGE), z.lte(SEATS_MAX, SEATS_MESSAGE));
const startTime = (message: string) => z.string(message).check(z.refine(isStartTime, message));
// Every form of the page sends the month shown, to come back to it; the rows name their departure in hidden fields
// (a date, and a start time unless the change is about the whole date).
const row = {
  month: z.optional(z.string().check(z.regex(MONTH_PATTERN, STALE_FORM_MESSAGE))),
  date: z.iso.date(STALE_FORM_MESSAGE),
  startTime: z.optional(startTime(STALE_FORM_MESSAGE)),
};

/** A package's departures page: add a one-off departure; on a row, close, reopen, remove a one-off, change the seats. */
export const departureChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: intent("extra"),
      month: row.month,
      date: z.iso.date(errorMessage("Please choose a date")),
      startTime: startTime(errorMessage("Please give a start time (HH:MM)")),
      seats,
    }),
    z.object({ intent: intent("close"), ...row, note: z.optional(z.string().check(z.trim(), z.maxLength(200))) }),
    z.object({ intent: intent("reopen"), ...row }),
    z.object({ intent: intent("remove-extra"), ...row, startTime: startTime(STALE_FORM_MESSAGE), id: recordId }),
    z.object({ intent: intent("seats"), ...row, seats }),
  ],
  { error: STALE_FORM_MESSAGE },
);

/**
 * What the page's date, time and number inputs show again of a refused post: a value such an input cannot hold
 * (a hand-made post) comes back empty, so that the page stays valid HTML.
 */
export function typedBack(sent: Record<string, unknown>): Record<"date" | "startTime" | "seats" | "note", string> {
  const text = (name: string) => {
    const value = sent[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const keep = (value: string, valid: boolean) => (valid ? value : "");
  return {
    date: keep(text("date"), z.safeParse(z.iso.date(), text("date")).success),
    startTime: keep(text("startTime"), isStartTime(text("startTime"))),
    seats: keep(text("seats"), /^-?\d+(\.\d+)?$/.test(text("seats"))),
    note: text("note"),
  };
}
