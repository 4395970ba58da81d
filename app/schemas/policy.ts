import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { configureZod } from "./error-map";
import { translatedText, translationsField } from "./translations";

configureZod();

/** A policy's name: its address (`/files/policies/<name>.pdf`) and the key the site's links look for. */
export const POLICY_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;
const BOTH = errorMessage("Please provide both a policy name and a file.");

/** A policy's title (the words of the site's links to it; empty: the site's own) and its translations, all optional. */
export const policyTitleFields = {
  title: z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(120, errorMessage("Please keep the title under 120 characters"))),
    ),
    "",
  ),
  translations: translationsField((lang) => ({ title: translatedText(lang, "title", 120) })),
};

/** The Policies page's upload: a name, a PDF (its size is checked while it is read, its content when stored) and its titles. */
export const policyUploadSchema = z.object({
  name: z
    .string(BOTH)
    .check(
      z.trim(),
      z.minLength(1, BOTH),
      z.regex(
        POLICY_NAME_PATTERN,
        errorMessage("Use letters, digits, - or _ in the policy name (for example privacyPolicy)."),
      ),
    ),
  file: z.file(BOTH),
  ...policyTitleFields,
});
