// Field names of the human check, shared by the browser widget and the server check.
export const HONEYPOT_FIELD = "website";
export const SERVED_AT_FIELD = "servedAt";
export const TOKEN_FIELD = "cf-turnstile-response";
export const JS_FIELD = "js";
export const DEV_TOKEN = "development-human-check-passed";
export const CAPTCHA_MESSAGE = "Please complete the reCAPTCHA.";
