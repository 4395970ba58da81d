import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie, redirect } from "@remix-run/node";
import { sessionUserId } from "~/models/session.server";
import { dataDir } from "./db.server";
import { getEnv, isDeployment } from "./env.server";
import { remember } from "./remember.server";

export const MIN_SECRET_LENGTH = 32;

/**
 * SESSION_SECRET, or in development one generated once and kept in the data folder. The file is written
 * whole or not at all (a temporary file renamed into place: a full disk cannot leave it empty), and one that
 * is empty or short anyway is refused at start rather than used to sign cookies anyone could forge.
 */
export function sessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir(), ".session-secret");
  if (fileSecret?.file === file) return fileSecret.secret;
  let secret: string;
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    try {
      fs.writeFileSync(temporary, secret, { mode: 0o600, flush: true });
      fs.renameSync(temporary, file);
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The session secret in ${file} is ${secret ? "too short" : "empty"} (at least ${MIN_SECRET_LENGTH} characters). Delete the file to have a new one made at the next start (everyone is signed out), or set SESSION_SECRET.`,
    );
  }
  fileSecret = { file, secret };
  return secret;
}
let fileSecret: { file: string; secret: string } | undefined;

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
  const message = flash.message.length > FLASH_MAX_CHARS ? `${flash.message.slice(0, FLASH_MAX_CHARS - 1)}…` : flash.message;
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
