// Sends the outbox's messages to guests' phones (channel "whatsapp" or "sms") through Twilio, once: Twilio has no
// idempotency key, so a try is marked before the call, and a row whose earlier try's outcome is unknown (a timeout, a
// crash before it was marked sent) is first looked for in Twilio's list of sent messages (docs/decisions/043).
import {
  ATTEMPT_MARK,
  getOutboxRow,
  isDue,
  markAttempt,
  markFailed,
  markSent,
  markUndelivered,
  MAX_ATTEMPTS,
  phoneDeliveries,
} from "~/models/outbox.server";
import { formatDateTime } from "~/utils/time";
import { getEnv } from "~/utils/env.server";
import { publish } from "~/utils/events.server";
import { retryWait } from "~/utils/retry";
import type { SendResult } from "../email.server";
import { siteUrl } from "~/utils/site-url.server";
import { findSent, isSignedByTwilio, sendMessage, twilioConfig, whatsappAddress } from "./twilio.server";

/** Where Twilio reports deliveries (the route webhooks.twilio.tsx). */
const STATUS_CALLBACK_PATH = "/webhooks/twilio";

// Guards against two deliveries of one row in this process (a retry round racing a first send).
const inFlight = new Set<number>();

/** Whether Twilio is configured for a phone channel: the worker leaves the channel's rows alone otherwise. */
export const canSendPhone = (channel: "whatsapp" | "sms") => twilioConfig(getEnv(), channel) !== null;

/** Sends one phone message of the outbox and records the outcome. With `dueAt` (the worker) only if still due then. */
export async function deliverPhone(id: number, { dueAt }: { dueAt?: Date } = {}): Promise<SendResult> {
  if (inFlight.has(id)) return { ok: false, id, error: "Already being sent" };
  inFlight.add(id);
  try {
    const row = getOutboxRow(id);
    if (!row || row.channel === "email") return { ok: false, id, error: "Not found" };
    if (row.status === "sent") return { ok: true, id };
    if (dueAt && !isDue(row, dueAt)) return { ok: false, id, error: row.error ?? "Not due" };
    const found = twilioConfig(getEnv(), row.channel);
    const config = found && { ...found, statusCallback: siteUrl(STATUS_CALLBACK_PATH) };
    if (!config) return { ok: false, id, error: "No phone messaging provider is configured (TWILIO_ACCOUNT_SID)." };
    const to = row.channel === "whatsapp" ? whatsappAddress(row.recipient) : row.recipient;
    const attempts = row.attempts + 1;
    const done = (result: SendResult) => {
      publish({ topic: "outbox", adminsOnly: true });
      return result;
    };
    const failed = (error: string, retry: boolean) => {
      const nextAttemptAt =
        retry && attempts < MAX_ATTEMPTS
          ? new Date(Date.now() + retryWait(attempts, getEnv().OUTBOX_RETRY_BASE_MS)).toISOString()
          : null;
      markFailed(id, { error, attempts, nextAttemptAt });
      console.error(`[outbox] ${row.channel} #${id} to ${row.recipient} failed (attempt ${attempts}): ${error}`);
      return done({ ok: false, id, error });
    };
    // An earlier try may have reached Twilio: ask before sending again.
    if (row.providerId?.startsWith(ATTEMPT_MARK)) {
      const since = new Date(row.providerId.slice(ATTEMPT_MARK.length));
      const earlier = await findSent(config, to, row.plainTextMessage, since);
      if ("error" in earlier) return failed(earlier.error, true);
      if (earlier.found) {
        markSent(id, { providerId: earlier.found, attempts });
        return done({ ok: true, id });
      }
    }
    markAttempt(id, new Date());
    const outcome = await sendMessage(config, to, row.plainTextMessage);
    if (outcome.status === "accepted") {
      markSent(id, { providerId: outcome.sid, attempts });
      return done({ ok: true, id });
    }
    // A refusal (a number Twilio cannot reach, 21211…) will not change by trying again: failed with Twilio's words.
    return failed(outcome.error, outcome.status === "unknown");
  } finally {
    inFlight.delete(id);
  }
}

const CHANNEL_NAMES = { whatsapp: "WhatsApp", sms: "SMS", email: "E-mail" } as const;

/** A booking's messages to its guest's phone as staff read them: Sent, Failed with Twilio's reason, or Waiting. */
export function phoneMessagesForStaff(reference: string, timeZone: string) {
  return phoneDeliveries(`booking:${reference}`).map((m) => ({
    id: m.id,
    channel: CHANNEL_NAMES[m.channel],
    to: m.recipient,
    text: m.text,
    created: formatDateTime(m.createdAt, timeZone),
    failed: m.status === "failed",
    status:
      m.status === "sent"
        ? `Sent ${m.sentAt ? formatDateTime(m.sentAt, timeZone) : ""}`.trim()
        : m.status === "failed"
          ? `Failed: ${m.error ?? "no reason given"}${m.nextAttemptAt ? ` (next try ${formatDateTime(m.nextAttemptAt, timeZone)})` : ""}`
          : "Waiting",
  }));
}

/**
 * Twilio's status callback (POST /webhooks/twilio, form-encoded, signed with the auth token over the address the site
 * gave it): a message reported "undelivered" or "failed" is marked failed with Twilio's reason, for staff to see. An
 * unsigned or wrongly signed request is refused (403) and changes nothing; other statuses are acknowledged.
 */
export async function answerStatusCallback(request: Request): Promise<Response> {
  const token = getEnv().TWILIO_AUTH_TOKEN;
  if (!token) return new Response("Not configured", { status: 404 });
  const params = new URLSearchParams(await request.text());
  if (!isSignedByTwilio(token, siteUrl(STATUS_CALLBACK_PATH), params, request.headers.get("X-Twilio-Signature")))
    return new Response("Invalid signature", { status: 403 });
  const sid = params.get("MessageSid");
  const status = params.get("MessageStatus");
  if (sid && (status === "undelivered" || status === "failed")) {
    const code = params.get("ErrorCode");
    const reason = params.get("ErrorMessage") || "Twilio could not deliver it to the phone";
    if (markUndelivered(sid, `Not delivered (${status}): ${reason}${code ? ` (${code})` : ""}`))
      publish({ topic: "outbox", adminsOnly: true });
  }
  return new Response(null, { status: 204 });
}
