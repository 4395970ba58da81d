import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { passwordProblem, PASSWORD_MAX } from "~/utils/password-policy";
import { emailField } from "./fields";

const terms = z.literal("on", { error: errorMessage("Please accept the terms and agreement.") });
const password = z
  .string({ error: errorMessage("Please enter your password") })
  .check(z.maxLength(PASSWORD_MAX, errorMessage("Use at most {max} characters", { max: PASSWORD_MAX })));
const redirectTo = z.optional(z.string());

/** The /Login form: one form, three buttons (Log in, Sign up, Forgot password). */
export const loginSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email: emailField, password, terms, redirectTo }),
  z.object({ intent: z.literal("signup"), email: emailField, password, terms, redirectTo }).check(
    z.superRefine((v, ctx) => {
      const problem = passwordProblem(v.password, v.email);
      if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    }),
  ),
  z.object({
    intent: z.literal("forgot"),
    email: emailField,
    password: z.optional(z.string()),
    terms: z.optional(z.string()),
    redirectTo,
  }),
]);

export const newPasswordSchema = z
  .object({ password, confirm: z.string({ error: errorMessage("Please type the password again") }), token: z.string() })
  .check(
    z.superRefine((v, ctx) => {
      const problem = passwordProblem(v.password);
      if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      else if (v.password !== v.confirm)
        ctx.addIssue({
          code: "custom",
          path: ["confirm"],
          message: errorMessage("The two passwords are not the same"),
        });
    }),
  );

export const resendSchema = z.object({ email: emailField });

/** The verification page: the link's token and the account's password, proven together. */
export const verifyEmailSchema = z.object({ token: z.string(), password });

/** Log out: a form without fields (its body is still read within the form limit, and refused beyond it). */
export const logOutSchema = z.object({});
