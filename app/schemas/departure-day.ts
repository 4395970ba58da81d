import * as z from "zod/mini";
import { checkInStates } from "~/utils/booking-desk";
import { type PlainErrorId } from "~/utils/error-message";
import { recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";

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

/**
 * The manifest's forms per departure: message everyone on it, cancel it (with a confirmation step), give it a guide
 * and a vehicle; and per passenger, check in or no-show (none sent: Undo, back to waiting).
 */
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
  z.object({
    intent: z.literal("check-in"),
    ...departure,
    reference: z.string(STALE_FORM_MESSAGE).check(z.minLength(1, STALE_FORM_MESSAGE), z.maxLength(40)),
    checkIn: z.optional(z.enum(checkInStates, STALE_FORM_MESSAGE)),
  }),
  z.object({
    intent: z.literal("crew"),
    ...departure,
    startTime: departure.startTime.def.innerType,
    /** None chosen: the departure has no guide (or vehicle). */
    guideId: z.optional(recordId),
    vehicleId: z.optional(recordId),
  }),
]);
