import * as z from "zod";

// Rules shared by every form, in the browser and on the server (SPEC section 5).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+\d{1,3}\d{4,15}$/;

export const emailField = z
  .string({ error: "Please enter your email address" })
  .trim()
  .max(254, "That email address is too long")
  .regex(EMAIL_PATTERN, "Invalid email address");

export const phoneField = z
  .string({ error: "Please enter your phone number" })
  .trim()
  .regex(PHONE_PATTERN, "Invalid phone number");

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);
