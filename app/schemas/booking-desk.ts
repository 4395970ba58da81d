import * as z from "zod/mini";
import { bookingSources, sourceNeedsName } from "~/utils/booking-desk";
import { errorMessage } from "~/utils/error-message";
import { LANGUAGES } from "~/utils/locales";
import { addressGiven, infantsPerAdult, partyFields, pickupFields } from "./booking";
import { emailField, formKeyField, phoneField, requiredText } from "./fields";

// Staff's New booking (issue 29): the public form's party and contact checks, without the terms, the human check or
// the two-day floor (the model keeps the cut-off), the e-mail optional, and where the booking came from.

const noDeparture = errorMessage("Please choose a departure");
const optionalText = (max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, errorMessage("Please keep this under {max} characters", { max }))),
  );

const deskFields = {
  package: requiredText("Please choose a package", 200),
  /** "2026-12-04T08:30": the departure's date and start (utils/departure-choice.ts). */
  departure: z
    .string({ error: noDeparture })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, noDeparture)),
  ...pickupFields,
  ...partyFields,
  name: requiredText("Please enter the guest's first name", 100),
  surname: requiredText("Please enter the guest's last name", 100),
  phone: phoneField,
  // Phone guests often give none: an empty field is no address, and nothing is sent.
  email: z.optional(emailField),
  message: optionalText(2000),
  source: z.enum(bookingSources, { error: errorMessage("Please choose where the booking came from") }),
  sourceName: optionalText(100),
  sourceReference: optionalText(100),
  language: z._default(z.enum(LANGUAGES), "en"),
  // The guest asked for the reminder and the booking's news on their phone (WhatsApp or SMS) too.
  phoneReminders: z.optional(z.literal("on")),
  formKey: formKeyField,
};

/** A hotel's desk or an agent needs its name and its own reference. */
const sourceNamed = [
  z.refine<{ source: (typeof bookingSources)[number]; sourceName?: string }>(
    (b) => !sourceNeedsName(b.source) || Boolean(b.sourceName),
    { path: ["sourceName"], error: errorMessage("Please enter the hotel or agent's name") },
  ),
  z.refine<{ source: (typeof bookingSources)[number]; sourceReference?: string }>(
    (b) => !sourceNeedsName(b.source) || Boolean(b.sourceReference),
    { path: ["sourceReference"], error: errorMessage("Please enter their reference") },
  ),
];

/** The form's two buttons: "Save as pending" and "Save and confirm", the same fields. */
export const deskBookingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pending"), ...deskFields }).check(infantsPerAdult, addressGiven, ...sourceNamed),
  z.object({ intent: z.literal("confirm"), ...deskFields }).check(infantsPerAdult, addressGiven, ...sourceNamed),
]);

export type DeskBookingInput = z.infer<typeof deskBookingSchema>;
