import * as z from "zod/mini";
import { type PlainErrorId } from "~/utils/error-message";
import { requiredText } from "./fields";

// Which departure a form is about (hidden fields of the manifest's forms); an empty start: no set time.
const departure = {
  packageId: z.string().check(z.minLength(1), z.maxLength(200)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  startTime: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
};

// Browsers send a textarea's line breaks as CRLF; the e-mail keeps plain ones.
const lines = (message: PlainErrorId, max: number) =>
  z.pipe(
    requiredText(message, max),
    z.transform((v: string) => v.replace(/\r\n?/g, "\n")),
  );

/** The manifest's two forms per departure: message everyone on it, and cancel it (with a confirmation step). */
export const departureDaySchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("message"),
    ...departure,
    subject: requiredText("Please enter a Subject", 200),
    message: lines("Please write a message", 5000),
  }),
  z.object({
    intent: z.literal("cancel"),
    ...departure,
    reason: lines("Please give the reason guests will read", 500),
    close: z.optional(z.literal("on")),
    /** Sent by "Yes, cancel the departure" on the confirmation step; without it the step is shown. */
    confirmed: z.optional(z.literal("yes")),
  }),
]);
