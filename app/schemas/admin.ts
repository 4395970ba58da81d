import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { paymentMethods } from "~/utils/payment";
import { addressGiven, infantsPerAdult, partyFields, pickupFields } from "./booking";
import { emailField, intent, phoneField, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";

export const bookingStatusSchema = z.object({
  intent: z.literal("save"),
  status: requiredText("Please enter a status", 60),
  comment: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, errorMessage("Please keep comments under 2000 characters"))),
  ),
});

/** 'Confirm' on an admin's booking page: nothing to fill in. */
export const bookingConfirmSchema = z.object({ intent: z.literal("confirm") });

export const DECLINE_REASON_MAX = 300;

/** 'Decline' on an admin's booking page: the reason the guest is sent. */
export const bookingDeclineSchema = z.object({
  intent: z.literal("decline"),
  reason: requiredText("Please give a reason for declining", DECLINE_REASON_MAX),
});

/** 'Cancel' on an admin's booking page: the reason, kept in the log (the guest is told the booking is Cancelled). */
export const bookingCancelSchema = z.object({
  intent: z.literal("cancel"),
  reason: requiredText("Please give a reason for cancelling", DECLINE_REASON_MAX),
});

/** 'Retry refund' on an admin's booking page: which of the booking's refunds to send again now. */
export const refundRetrySchema = z.object({ intent: intent("retry-refund"), refund: recordId });

const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const noDeparture = errorMessage("Please choose a departure");

/**
 * 'Change booking' on an admin's booking page: the departure ("YYYY-MM-DD HH:MM", or the date alone for a package
 * without a schedule), the party, the pickup (a place's id; empty: the meeting point), staff's own pickup time (empty:
 * computed) and the guest's details (no e-mail: a phone guest). The model checks the departure and its seats.
 */
export const bookingChangeSchema = z
  .object({
    intent: z.literal("change"),
    departure: z
      .string({ error: noDeparture })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}( ([01]\d|2[0-3]):[0-5]\d)?$/, noDeparture)),
    ...partyFields,
    ...pickupFields,
    pickupTime: z.optional(
      z
        .string()
        .check(z.trim(), z.regex(START, errorMessage("Please give the pickup time as HH:MM, or leave it empty"))),
    ),
    name: requiredText("Please enter the first name", 100),
    surname: requiredText("Please enter the last name", 100),
    email: z.optional(emailField),
    phone: phoneField,
  })
  .check(addressGiven, infantsPerAdult);

export const MONEY_NOTE_MAX = 300;
/** The most one entry may be, in whole rupees: far above any booking, below what a typing slip could make. */
export const MONEY_MAX = 10_000_000;
const amountMessage = errorMessage("Please enter the amount in whole rupees, more than 0");

/** 'Record payment' and 'Record refund': whole rupees typed (the server turns them into cents), a method, a note. */
const moneyFields = {
  amount: z
    .number({ error: amountMessage })
    .check(z.int(amountMessage), z.minimum(1, amountMessage), z.maximum(MONEY_MAX, amountMessage)),
  method: z.enum(paymentMethods, errorMessage("Please choose how the money was paid")),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(MONEY_NOTE_MAX, errorMessage("Please keep the note under 300 characters"))),
  ),
};
export const recordPaymentSchema = z.object({ intent: z.literal("record-payment"), ...moneyFields });
export const recordRefundSchema = z.object({ intent: z.literal("record-refund"), ...moneyFields });

/** The forms of an admin's booking page that are not the e-mail (which is multipart), told apart by their intent. */
export const bookingAdminSchema = z.discriminatedUnion("intent", [
  refundRetrySchema,
  bookingStatusSchema,
  bookingConfirmSchema,
  bookingDeclineSchema,
  bookingCancelSchema,
  bookingChangeSchema,
  recordPaymentSchema,
  recordRefundSchema,
]);

export const MAX_ATTACHMENTS = 5;

/** The admin e-mail form (the Email page and the e-mail-the-client form of a booking). */
export const adminEmailSchema = z.object({
  intent: z.literal("email"),
  email: emailField,
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  subject: requiredText("Please enter a Subject", 200),
  // Browsers send a textarea's line breaks as CRLF; the e-mail keeps plain ones.
  message: z.pipe(
    requiredText("Please write a message", 10000),
    z.transform((v: string) => v.replace(/\r\n?/g, "\n")),
  ),
  attachments: z.array(z.file()).check(z.maxLength(MAX_ATTACHMENTS, `Up to ${MAX_ATTACHMENTS} attachments, please.`)),
});

/** The admin home's "Back up now". */
export const backupNowSchema = z.object({ intent: z.literal("backup") });

/** The user a Set Role or Add admin form is about (a hidden field). */
const userId = z
  .string(STALE_FORM_MESSAGE)
  .check(z.minLength(1, STALE_FORM_MESSAGE), z.maxLength(100, STALE_FORM_MESSAGE));

/** Set Role and Add admin: a found user's new role, free text (only "admin" opens the back office; Add admin's is fixed). */
export const setRoleSchema = z.object({ userId, role: requiredText("Please type a role.", 40) });

/** The list pages' forms send the page's query string back (`?status=failed&page=2`), to return to it. */
const backQuery = z.optional(z.string().check(z.maxLength(2000, STALE_FORM_MESSAGE)));

/** The outbox's "Send again" on a failed or pending e-mail. */
export const resendEmailSchema = z.object({ intent: intent("resend"), id: recordId, back: backQuery });

/** All Bookings' column chooser: the columns ticked (the others are hidden; a name it does not know hides nothing). */
export const bookingColumnsSchema = z.object({
  show: z.array(z.string().check(z.maxLength(40, STALE_FORM_MESSAGE))),
  back: backQuery,
});

/** View Uploads' "Delete": a file or folder of the uploads (the storage refuses a path out of them), and the folder shown. */
export const deleteUploadSchema = z.object({
  target: z.string(STALE_FORM_MESSAGE).check(z.minLength(1, STALE_FORM_MESSAGE), z.maxLength(1000, STALE_FORM_MESSAGE)),
  path: z.optional(z.string().check(z.maxLength(1000, STALE_FORM_MESSAGE))),
});
