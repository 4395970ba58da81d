import * as z from "zod/mini";
import { errorMessage, type PlainErrorId } from "~/utils/error-message";
import { CAPTCHA_MESSAGE } from "~/utils/human-check";
import { configureZod } from "./error-map";

// The schemas of the public forms (booking, contact, login) are written with zod/mini: the browser
// validates them too, and mini keeps that small (parsed with @conform-to/zod/v4, see the README's Budgets). Mini loads
// no locale: every message is a message id (app/utils/error-keys.ts), the checks' own or the error map's.
// This runs before any schema that imports these fields is built.
configureZod();

// Rules shared by every form, in the browser and on the server.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+\d{1,3}\d{4,15}$/;

export const emailField = z
  .string({ error: errorMessage("Please enter your email address") })
  .check(
    z.trim(),
    z.maxLength(254, errorMessage("That email address is too long")),
    z.regex(EMAIL_PATTERN, errorMessage("Invalid email address")),
  );

export const phoneField = z
  .string({ error: errorMessage("Please enter your phone number") })
  .check(z.trim(), z.regex(PHONE_PATTERN, errorMessage("Invalid phone number")));

/** A text to fill in, with its message when it is missing. (The string's own message would also be its checks': the maximum says its own.) */
export const requiredText = (id: PlainErrorId, max = 200) =>
  z
    .string({ error: errorMessage(id) })
    .check(
      z.trim(),
      z.minLength(1, errorMessage(id)),
      z.maxLength(max, errorMessage("Please keep this under {max} characters", { max })),
    );

/** In the browser the human check is one more required field; the server checks it with checkHuman(). */
export const humanCheckField = z.string({ error: CAPTCHA_MESSAGE }).check(z.minLength(1, CAPTCHA_MESSAGE));

/**
 * Said when a field a page fills in itself (which action a button asks for, which record a form is about) is missing
 * or wrong: a page left open while the record went, or a post made by hand.
 */
export const STALE_FORM_MESSAGE = errorMessage("This page is out of date. Please reload it and try again.");

/** The action a form's button names (its `intent`). */
export const intent = <const Value extends string>(value: Value) => z.literal(value, STALE_FORM_MESSAGE);

/** The id of the record a form is about (a hidden field). */
export const recordId = z.number(STALE_FORM_MESSAGE).check(z.int(STALE_FORM_MESSAGE), z.positive(STALE_FORM_MESSAGE));

/** The key a public form is served with, so that the same form sent twice saves one message or booking. */
export const formKeyField = z.optional(z.string().check(z.maxLength(100, STALE_FORM_MESSAGE)));
