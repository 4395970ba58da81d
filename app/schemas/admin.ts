import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { emailField, requiredText } from "./fields";

export const bookingStatusSchema = z.object({
  intent: z.literal("save"),
  status: requiredText("Please enter a status", 60),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(2000, errorMessage("Please keep comments under 2000 characters")))),
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

/** The forms of an admin's booking page that are not the e-mail (which is multipart), told apart by their intent. */
export const bookingAdminSchema = z.discriminatedUnion("intent", [bookingStatusSchema, bookingConfirmSchema, bookingDeclineSchema, bookingCancelSchema]);

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
  attachments: z.optional(z.any()),
});

/** The admin home's "Back up now". */
export const backupNowSchema = z.object({ intent: z.literal("backup") });
