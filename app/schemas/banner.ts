import * as z from "zod";
import { requiredText } from "./fields";

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A banner or a notification: title, message, an optional link (a path on this site or an https address) and its label. */
export const noticeSchema = z.object({
  title: requiredText("Please enter a title", 120),
  message: requiredText("Please enter a message", 600),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v.startsWith("/") || /^https:\/\/[^\s]+$/.test(v), "Use a path on this site (/contact) or an https:// address")
    .optional(),
  action: optionalText(60),
});
