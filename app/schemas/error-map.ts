import * as z from "zod/mini";
import type { $ZodRawIssue } from "zod/v4/core";
import { errorMessage } from "~/utils/error-message";

/**
 * Zod's own issues (a check written without a message of its own: a maximum length, a list too long, a hidden field
 * or a choice that is not one) as message ids with their values, by the issue's code: the one error map of every
 * schema, browser and server. The checks a person meets on the public forms write their own message.
 */
export function issueMessage(issue: $ZodRawIssue): string {
  if (issue.code === "too_big" && issue.origin === "string")
    return errorMessage("Please keep this under {max} characters", { max: Number(issue.maximum) });
  if (issue.code === "too_big" && (issue.origin === "array" || issue.origin === "set"))
    return errorMessage("Up to {max} items", { max: Number(issue.maximum) });
  if (issue.code === "invalid_format" && issue.format === "email") return errorMessage("Invalid email address");
  return errorMessage("Invalid input");
}

/**
 * Zod set up for the site's schemas: the error map above, and no JIT (zod would otherwise probe `new Function`,
 * which the Content-Security-Policy reports as a violation). A schema module calls it as it loads (package.json says
 * "sideEffects": false: a bare import would be left out of the build).
 */
export function configureZod() {
  z.config({ jitless: true, customError: issueMessage });
}
