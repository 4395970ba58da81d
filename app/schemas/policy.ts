import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { configureZod } from "./error-map";
import { translatedText, translationsField } from "./translations";

configureZod();

/** A policy's title (the words of the site's links to it; empty: the site's own) and its translations, all optional. */
export const policyTitleFields = {
  title: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120, errorMessage("Please keep the title under 120 characters")))), ""),
  translations: translationsField((lang) => ({ title: translatedText(lang, "title", 120) })),
};
