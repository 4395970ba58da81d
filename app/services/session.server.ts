import { createCookie, redirect } from "@remix-run/node";
import { sessionUserId } from "~/models/session.server";
import { isDeployment } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";
import { sessionSecret } from "~/utils/secret.server";

function makeCookies() {
  const secure = isDeployment();
  const base = { httpOnly: true, sameSite: "lax" as const, path: "/", secure, secrets: [sessionSecret()] };
  return {
    session: createCookie("__session", { ...base, maxAge: 60 * 60 * 24 * 30 }),
    flash: createCookie("flash", { ...base, maxAge: 60 }),
    prefs: createCookie("prefs", { ...base, maxAge: 60 * 60 * 24 * 365 }),
  };
}
export function cookies() {
  return remember("cookies", makeCookies);
}

export type Flash = { message: string; kind?: "success" | "error" };

// A browser drops a cookie over 4 KB (signed and encoded, a message of accented or other non-Latin letters grows four-fold): a message that
// names a long file is shortened rather than lost.
const FLASH_MAX_CHARS = 500;
/** A one-shot message shown on the next page (works without JavaScript). */
export async function setFlash(flash: Flash) {
  const message =
    flash.message.length > FLASH_MAX_CHARS ? `${flash.message.slice(0, FLASH_MAX_CHARS - 1)}…` : flash.message;
  return cookies().flash.serialize({ ...flash, message });
}
/** A redirect that shows `flash` on the page it leads to; `init` may add headers (another cookie) or a status. */
export async function redirectWithFlash(url: string, flash: Flash, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setFlash(flash));
  return redirect(url, { ...init, headers });
}
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const value = await cookies().flash.parse(request.headers.get("Cookie"));
  if (!value || typeof value.message !== "string") return { flash: null, clear: null };
  return { flash: value, clear: await cookies().flash.serialize("", { maxAge: 0 }) };
}

/** Remembered choices of a browser: dismissed banners, selected dashboard page, hidden columns. */
export type Prefs = { dismissedBanners?: number[]; dashboardPage?: string; omitColumns?: string[] };
export async function readPrefs(request: Request): Promise<Prefs> {
  const value = await cookies().prefs.parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? value : {};
}
export async function writePrefs(prefs: Prefs) {
  return cookies().prefs.serialize(prefs);
}

/** The signed-in user's id from the session cookie, when its session row is still valid. */
export async function getSessionUserId(request: Request): Promise<string | null> {
  const sessionId = await cookies().session.parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || !sessionId) return null;
  return sessionUserId(sessionId);
}
