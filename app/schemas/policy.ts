import * as z from "zod/mini";
import { loadEnglishMessages } from "./english";
import { translatedText, translationsField } from "./translations";

loadEnglishMessages();

/** A policy's title (the words of the site's links to it; empty: the site's own) and its translations, all optional. */
export const policyTitleFields = {
  title: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120, "Please keep the title under 120 characters"))), ""),
  translations: translationsField((lang) => ({ title: translatedText(lang, "title", 120) })),
};
