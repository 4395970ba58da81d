// The door to Twilio's Messaging API (docs/decisions/043-guest-promises.md): one form-encoded POST sends a WhatsApp
// message or an SMS, one GET lists what was accepted. Plain fetch, no SDK: the site needs these two calls only.
import crypto from "node:crypto";
import type { Env } from "~/utils/env.server";

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sender: a number for SMS, "whatsapp:+…" for WhatsApp. */
  from: string;
  apiBase: string;
  timeoutMs: number;
  /** Where Twilio reports each message's delivery (the site's /webhooks/twilio); none: no reports. */
  statusCallback?: string;
};

/** What a send came to: accepted (Twilio's message sid), refused for good (a 4xx: a wrong number…), or unknown. */
export type SendOutcome =
  | { status: "accepted"; sid: string }
  | { status: "refused"; error: string }
  /** No answer, or a server error: Twilio may or may not have accepted it; ask `findSent` before sending again. */
  | { status: "unknown"; error: string };

/** The Twilio settings of a channel; null when Twilio is not configured for it. */
export function twilioConfig(env: Env, channel: "whatsapp" | "sms"): TwilioConfig | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  const from = channel === "whatsapp" ? env.TWILIO_WHATSAPP_FROM : env.TWILIO_FROM;
  if (!from) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: channel === "whatsapp" ? whatsappAddress(from) : from,
    apiBase: env.TWILIO_API_BASE.replace(/\/+$/, ""),
    timeoutMs: env.MAIL_TIMEOUT_MS,
  };
}

/** Twilio's address of a WhatsApp number: "whatsapp:+230…" (the setting may be written either way). */
export const whatsappAddress = (number: string) => (number.startsWith("whatsapp:") ? number : `whatsapp:${number}`);

const messagesUrl = (c: TwilioConfig) =>
  `${c.apiBase}/2010-04-01/Accounts/${encodeURIComponent(c.accountSid)}/Messages.json`;
const auth = (c: TwilioConfig) => `Basic ${Buffer.from(`${c.accountSid}:${c.authToken}`).toString("base64")}`;

/** Twilio's words for a refusal: "The 'To' number … is not a valid phone number. (21211)". */
function twilioError(status: number, body: unknown): string {
  const b = (body ?? {}) as { message?: unknown; code?: unknown };
  const message = typeof b.message === "string" && b.message ? b.message : `HTTP ${status}`;
  return typeof b.code === "number" || typeof b.code === "string" ? `${message} (${b.code})` : message;
}

/** Sends one message to `to` (E.164, or "whatsapp:+…"). Never throws. */
export async function sendMessage(c: TwilioConfig, to: string, body: string): Promise<SendOutcome> {
  const signal = AbortSignal.timeout(c.timeoutMs);
  try {
    const res = await fetch(messagesUrl(c), {
      method: "POST",
      headers: { Authorization: auth(c), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        To: to,
        From: c.from,
        Body: body,
        ...(c.statusCallback ? { StatusCallback: c.statusCallback } : {}),
      }),
      signal,
    });
    const answer: unknown = await res.json().catch(() => null);
    const sid = (answer as { sid?: unknown } | null)?.sid;
    if (res.ok && typeof sid === "string") return { status: "accepted", sid };
    // 429 (too many) and 5xx: Twilio may try again itself or may have kept it; any other 4xx is a refusal for good.
    if (res.status >= 400 && res.status < 500 && res.status !== 429)
      return { status: "refused", error: twilioError(res.status, answer) };
    return { status: "unknown", error: `Server error: ${twilioError(res.status, answer)}` };
  } catch (e) {
    if (signal.aborted)
      return { status: "unknown", error: `Twilio did not answer within ${Math.round(c.timeoutMs / 100) / 10} s.` };
    return { status: "unknown", error: `Twilio could not be reached: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * The sid of a message with this body that Twilio already accepted to `to` from the sender since `since`, or null
 * (none, or Twilio did not answer: then the caller must not send either). Twilio's list filters by day, hence the
 * body compared here and the date only in the query.
 */
export async function findSent(
  c: TwilioConfig,
  to: string,
  body: string,
  since: Date,
): Promise<{ found: string | null } | { error: string }> {
  const query = new URLSearchParams({ To: to, From: c.from, "DateSent>": since.toISOString().slice(0, 10) });
  const signal = AbortSignal.timeout(c.timeoutMs);
  try {
    const res = await fetch(`${messagesUrl(c)}?${query}`, { headers: { Authorization: auth(c) }, signal });
    const answer = (await res.json().catch(() => null)) as { messages?: { sid: string; body: string }[] } | null;
    if (!res.ok || !Array.isArray(answer?.messages))
      return { error: `Server error while checking earlier sends: ${twilioError(res.status, answer)}` };
    return { found: answer.messages.find((m) => m.body === body)?.sid ?? null };
  } catch (e) {
    return { error: signal.aborted ? "Twilio did not answer." : e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Twilio's signature of a request to the site (X-Twilio-Signature): HMAC-SHA1 with the auth token of the address it
 * was sent to followed by each form parameter's name and value, names sorted; base64.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const signed =
    url +
    names
      .map((name) =>
        params
          .getAll(name)
          .map((value) => name + value)
          .join(""),
      )
      .join("");
  return crypto.createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Whether a request to `url` with these parameters was signed by Twilio with the account's token. */
export function isSignedByTwilio(authToken: string, url: string, params: URLSearchParams, signature: string | null) {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
