import * as z from "zod/mini";
import { loadEnglishMessages } from "./english";
import { emailField, requiredText } from "./fields";

loadEnglishMessages();

export const bookingStatusSchema = z.object({
  intent: z.literal("save"),
  status: requiredText("Please enter a status", 60),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(2000, "Please keep comments under 2000 characters"))),
});

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
