import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { isSafeLink, LINK_MESSAGE } from "~/utils/safe-link";
import { requiredText } from "./fields";

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A banner or a notification: title, message, an optional link (a path on this site or an https address) and its label. */
export const noticeSchema = z.object({
  title: requiredText("Please enter a title", 120),
  message: requiredText("Please enter a message", 600),
  link: z.optional(z.string().check(z.trim(), z.maxLength(500), z.refine(isSafeLink, errorMessage(LINK_MESSAGE)))),
  action: optionalText(60),
});
