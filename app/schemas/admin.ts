import * as z from "zod";
import { emailField, requiredText } from "./fields";

export const bookingStatusSchema = z.object({
  intent: z.literal("save"),
  status: requiredText("Please enter a status", 60),
  comment: z.string().trim().max(2000, "Please keep comments under 2000 characters").optional(),
});

/** The admin e-mail form (the Email page and the e-mail-the-client form of a booking). */
export const adminEmailSchema = z.object({
  intent: z.literal("email"),
  email: emailField,
  name: z.string().trim().max(100).optional(),
  subject: requiredText("Please enter a Subject", 200),
  // Browsers send a textarea's line breaks as CRLF; the e-mail keeps plain ones.
  message: requiredText("Please write a message", 10000).transform((v) => v.replace(/\r\n?/g, "\n")),
  attachments: z.any().optional(),
});
