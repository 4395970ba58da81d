import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { isSafeLink, LINK_MESSAGE } from "~/utils/safe-link";
import { requiredText } from "./fields";
import { translatedText, translationsField } from "./translations";

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A banner or a notification: title, message, an optional link (a path on this site or an https address) and its label. */
export const noticeSchema = z.object({
  title: requiredText("Please enter a title", 120),
  message: requiredText("Please enter a message", 600),
  link: z.optional(z.string().check(z.trim(), z.maxLength(500), z.refine(isSafeLink, errorMessage(LINK_MESSAGE)))),
  action: optionalText(60),
});

/** A banner: a notice, and its words in other languages, all optional (one left empty shows the English). */
export const bannerSchema = z.extend(noticeSchema, {
  translations: translationsField((lang) => ({
    title: translatedText(lang, "title", 120),
    message: translatedText(lang, "message", 600),
    action: translatedText(lang, "action label", 60),
  })),
});
