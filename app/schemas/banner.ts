import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { isSafeLink, LINK_MESSAGE } from "~/utils/safe-link";
import { intent, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";
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

/** The Notification Banners page's forms: add a banner, change one, and each banner's move and delete buttons. */
export const bannerPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.extend(bannerSchema, { intent: intent("create") }),
    z.extend(bannerSchema, { intent: intent("save"), id: recordId }),
    z.object({ intent: z.enum(["up", "down", "delete"], STALE_FORM_MESSAGE), id: recordId }),
  ],
  { error: STALE_FORM_MESSAGE },
);

/** A visitor's "Dismiss" on a home page banner. */
export const dismissBannerSchema = z.object({ intent: intent("dismiss-banner"), bannerId: recordId });
