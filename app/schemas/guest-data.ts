import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { PASSWORD_MAX } from "~/utils/password-policy";
import { emailField } from "./fields";

/** Deleting one's own account: the password again, so a browser left signed in cannot do it for someone else. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: errorMessage("Please enter your password") })
    .check(z.maxLength(PASSWORD_MAX, errorMessage("Use at most {max} characters", { max: PASSWORD_MAX }))),
});

/** The back office's guest data: the address a guest wrote from (look up, download, erase). */
export const guestEmailSchema = z.object({ email: emailField });
