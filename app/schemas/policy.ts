import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";

/** A policy's name: its address (`/files/policies/<name>.pdf`) and the key the site's links look for. */
export const POLICY_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;
const BOTH = errorMessage("Please provide both a policy name and a file.");

/** The Policies page's upload: a name and a PDF (its size is checked while it is read, its content when stored). */
export const policyUploadSchema = z.object({
  name: z
    .string(BOTH)
    .check(
      z.trim(),
      z.minLength(1, BOTH),
      z.regex(POLICY_NAME_PATTERN, errorMessage("Use letters, digits, - or _ in the policy name (for example privacyPolicy).")),
    ),
  file: z.file(BOTH),
});
