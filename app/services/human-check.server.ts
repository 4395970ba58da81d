import crypto from "node:crypto";
import { claimFormToken } from "~/models/form-token.server";
import { getEnv } from "~/utils/env.server";
import { sessionSecret } from "~/utils/secret.server";
import {
  CAPTCHA_MESSAGE,
  DEV_TOKEN,
  HONEYPOT_FIELD,
  JS_FIELD,
  SERVED_AT_FIELD,
  TOKEN_FIELD,
} from "~/utils/human-check";

/**
 * The human check (Turnstile) as the server decides it.
 * - With JavaScript the page sends `js=1` and the widget's token; the token is verified with siteverify
 *   (or, with no Turnstile keys, the development widget's token is accepted). Without the token: refused.
 * - Without JavaScript Turnstile cannot run: the request passes when the honeypot is empty and it carries
 *   the served-at value of a page of this same form, served between 2 seconds (HUMAN_CHECK_MIN_FILL_MS)
 *   and an hour ago, not used before; the caller also applies its rate limit, and the record is marked as not human-checked.
 *   So a script must fetch the form again, and wait, for every post.
 */
export const SERVED_AT_TTL_MS = 60 * 60 * 1000;
const captchaMessage = CAPTCHA_MESSAGE;
const tooFastMessage = "That was faster than a person can type. Please check the form and send it again.";
const staleMessage = "This form has expired or was already sent. Please check it and send it again.";

/** The forms that carry the human check; a served-at value works only on the form it was served with. */
export type HumanCheckForm = "booking" | "contact" | "login";

export type HumanCheck = { ok: true; humanChecked: boolean } | { ok: false; message: string; spam?: boolean };

export function isDevelopmentCheck() {
  return !getEnv().TURNSTILE_SECRET_KEY;
}

export async function checkHuman(
  formData: FormData,
  clientAddress: string,
  { form, now = Date.now() }: { form: HumanCheckForm; now?: number },
): Promise<HumanCheck> {
  const honeypot = String(formData.get(HONEYPOT_FIELD) ?? "");
  if (honeypot) return { ok: false, message: captchaMessage, spam: true };

  const token = String(formData.get(TOKEN_FIELD) ?? "");
  const withJs = formData.get(JS_FIELD) === "1";

  if (!token) {
    if (withJs) return { ok: false, message: captchaMessage };
    const served = readServedAt(String(formData.get(SERVED_AT_FIELD) ?? ""), form);
    if (!served) return { ok: false, message: staleMessage };
    if (now - served.time < getEnv().HUMAN_CHECK_MIN_FILL_MS) return { ok: false, message: tooFastMessage };
    if (now - served.time > SERVED_AT_TTL_MS) return { ok: false, message: staleMessage };
    const formKey = String(formData.get("formKey") ?? "") || null;
    if (!claimFormToken(served.id, formKey, served.time + SERVED_AT_TTL_MS, now))
      return { ok: false, message: staleMessage };
    return { ok: true, humanChecked: false };
  }

  if (isDevelopmentCheck()) {
    return token === DEV_TOKEN ? { ok: true, humanChecked: true } : { ok: false, message: captchaMessage };
  }
  return (await verifyTurnstile(token, clientAddress))
    ? { ok: true, humanChecked: true }
    : { ok: false, message: captchaMessage };
}

/**
 * When a form was served, for which form, and a random id that makes it single-use; signed, so that a
 * script can neither claim an older time nor make up values of its own.
 */
export function signServedAt(form: HumanCheckForm, now = Date.now()): string {
  const payload = `${form}.${crypto.randomBytes(12).toString("base64url")}.${now}`;
  return `${payload}.${sign(payload)}`;
}

function readServedAt(value: string, form: HumanCheckForm): { id: string; time: number } | null {
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [name, id, time, mac] = parts;
  const ms = Number(time);
  if (name !== form || !/^[\w-]{16}$/.test(id) || !/^\d{1,15}$/.test(time) || !Number.isSafeInteger(ms) || ms <= 0)
    return null;
  const expected = Buffer.from(sign(`${name}.${id}.${time}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { id, time: ms } : null;
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
    console.warn(
      "[human-check] TURNSTILE_SITE_KEY/TURNSTILE_SECRET_KEY are not set: the human check runs in development mode and always passes.",
    );
  }
}
