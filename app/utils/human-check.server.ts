import crypto from "node:crypto";
import { getEnv } from "./env.server";
import { sessionSecret } from "./session.server";
import { CAPTCHA_MESSAGE, DEV_TOKEN, HONEYPOT_FIELD, JS_FIELD, SERVED_AT_FIELD, TOKEN_FIELD } from "./human-check";

/**
 * The human check (Turnstile) as the server decides it.
 * - With JavaScript the page sends `js=1` and the widget's token; the token is verified with siteverify
 *   (or, with no Turnstile keys, the development widget's token is accepted).
 * - Without JavaScript Turnstile cannot run: the request passes when the honeypot is empty and the form
 *   was not sent faster than a person can; the caller also applies its rate limit, and the record is
 *   marked as not human-checked.
 */
export const MIN_FILL_MS = 2000;
const captchaMessage = CAPTCHA_MESSAGE;

export type HumanCheck = { ok: true; humanChecked: boolean } | { ok: false; message: string; spam?: boolean };

export function isDevelopmentCheck() {
  return !getEnv().TURNSTILE_SECRET_KEY;
}

export async function checkHuman(formData: FormData, clientAddress: string, now = Date.now()): Promise<HumanCheck> {
  const honeypot = String(formData.get(HONEYPOT_FIELD) ?? "");
  if (honeypot) return { ok: false, message: captchaMessage, spam: true };

  const token = String(formData.get(TOKEN_FIELD) ?? "");
  const withJs = formData.get(JS_FIELD) === "1";

  if (!token) {
    if (withJs) return { ok: false, message: captchaMessage };
    const servedAt = readServedAt(String(formData.get(SERVED_AT_FIELD) ?? ""));
    if (servedAt === null || now - servedAt < MIN_FILL_MS) {
      return { ok: false, message: "That was faster than a person can type. Please check the form and send it again." };
    }
    return { ok: true, humanChecked: false };
  }

  if (isDevelopmentCheck()) {
    return token === DEV_TOKEN ? { ok: true, humanChecked: true } : { ok: false, message: captchaMessage };
  }
  return (await verifyTurnstile(token, clientAddress)) ? { ok: true, humanChecked: true } : { ok: false, message: captchaMessage };
}

/** The time a form was served, signed so that a script cannot simply claim an older one. */
export function signServedAt(now = Date.now()): string {
  return `${now}.${sign(String(now))}`;
}

function readServedAt(value: string): number | null {
  const [time, mac] = value.split(".");
  const ms = Number(time);
  if (!time || !mac || !Number.isSafeInteger(ms) || ms <= 0) return null;
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? ms : null;
}

function sign(value: string) {
  return crypto.createHmac("sha256", sessionSecret()).update(`served-at:${value}`).digest("base64url").slice(0, 22);
}

async function verifyTurnstile(token: string, clientAddress: string): Promise<boolean> {
  const env = getEnv();
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY ?? "", response: token });
  if (clientAddress && clientAddress !== "unknown") body.set("remoteip", clientAddress);
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(8000) });
    if (!res.ok) return false;
    const data = (await res.json()) as { success?: boolean };
    return data.success === true;
  } catch (error) {
    console.error("[human-check] siteverify could not be reached:", error instanceof Error ? error.message : error);
    return false;
  }
}

let warned = false;
export function warnIfDevelopmentCheck() {
  if (isDevelopmentCheck() && !warned) {
    warned = true;
    console.warn("[human-check] TURNSTILE_SITE_KEY/TURNSTILE_SECRET_KEY are not set: the human check runs in development mode and always passes.");
  }
}
