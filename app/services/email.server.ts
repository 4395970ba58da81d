import fs from "node:fs/promises";
import { Resend } from "resend";
import type { Actor } from "~/models/audit.server";
import {
  dueEmailIds,
  getOutboxRow,
  isDue,
  MAX_ATTEMPTS,
  markFailed,
  markPending,
  markSent,
  recordAdminEmail,
  recordEmail,
  TOKEN_PLACEHOLDER,
  type Email,
} from "~/models/outbox.server";
import { getEnv, isDeployment } from "~/utils/env.server";
import { retryWait } from "~/utils/retry";
import { publish } from "~/utils/events.server";
import { unseal } from "~/utils/seal.server";
import { periodicWorker } from "~/utils/worker.server";
import { resolveInUploads } from "~/utils/storage.server";
import { canSendPhone, deliverPhone } from "./messaging/phone.server";

// The outbox rows are written by their model; these are re-exported for the code that sends.
export {
  latestDelivery,
  recordEmail,
  RECIPIENT_LIMIT_REASON,
  TOKEN_PLACEHOLDER,
  type Email,
} from "~/models/outbox.server";

export type SendResult = { ok: true; id: number } | { ok: false; id: number; error: string };

function resendClient(): Resend | null {
  const env = getEnv();
  if (!env.RESEND_API_KEY) return null;
  // Tests point the base URL at a fake Resend server on loopback.
  return new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
}

/**
 * Sends a message the outbox kept: an e-mail `recordEmail()` recorded (or, with no API key, prints it to the log), or
 * a message to a phone (`recordPhoneMessage()`) through Twilio.
 */
export async function sendRecorded(id: number): Promise<SendResult> {
  publish({ topic: "outbox", adminsOnly: true });
  const row = getOutboxRow(id);
  if (row && row.channel !== "email") return deliverPhone(id);
  // Recorded as not to be sent (over the per-recipient limit).
  if (row?.status === "failed" && row.attempts === 0 && !row.nextAttemptAt)
    return { ok: false, id, error: row.error ?? "Not sent." };
  const client = resendClient();
  if (!client) {
    if (row) {
      // Locally the log is the mailbox, so it gets the real links; a deployment's log never holds a token.
      const text = (!isDeployment() && withToken(row)?.text) || row.plainTextMessage;
      console.log(
        `[outbox] e-mail #${row.id} kept in the outbox (no RESEND_API_KEY)\n  To: ${row.recipient}\n  Subject: ${row.subject}\n\n${text}\n`,
      );
    }
    return { ok: true, id };
  }
  return deliver(id, client);
}

/**
 * The one way the site sends e-mail. The message is first recorded in the outbox, so nothing is
 * ever lost; then it goes to Resend (or, with no API key, is printed to the log and kept there).
 * Call it after the transaction that made the message necessary has committed.
 */
export async function sendEmail(email: Email): Promise<SendResult> {
  return sendRecorded(recordEmail(email));
}

/** An e-mail an admin wrote: recorded with its audit row in one transaction, then sent as any other. */
export async function sendAdminEmail(email: Email, actor: Actor): Promise<SendResult> {
  return sendRecorded(recordAdminEmail(email, actor));
}

/** The message as it is sent: its link's token unsealed and put in place of the placeholder; null when it cannot be unsealed. */
function withToken(row: {
  plainTextMessage: string;
  htmlMessage: string;
  sealedToken: string | null;
}): { text: string; html: string } | null {
  if (row.sealedToken === null) return { text: row.plainTextMessage, html: row.htmlMessage };
  const token = unseal(row.sealedToken);
  if (token === null) return null;
  return {
    text: row.plainTextMessage.replaceAll(TOKEN_PLACEHOLDER, token),
    html: row.htmlMessage.replaceAll(TOKEN_PLACEHOLDER, token),
  };
}

// Guards against two deliveries of one row in this process (a retry tick racing a first send).
/** The provider's idempotency key of an outbox row: the same for every attempt of the row, and for no other row. */
export const outboxKey = (row: { id: number; createdAt: string }) => `outbox-${row.id}-${Date.parse(row.createdAt)}`;

const inFlight = new Set<number>();

/**
 * Hands one outbox row to Resend and records the outcome. With `dueAt` (the worker) the row is sent only
 * if it is still due then: a first send that failed meanwhile waits for its backoff.
 */
async function deliver(id: number, client: Resend, { dueAt }: { dueAt?: Date } = {}): Promise<SendResult> {
  if (inFlight.has(id)) return { ok: false, id, error: "Already being sent" };
  inFlight.add(id);
  try {
    const row = getOutboxRow(id);
    if (!row) return { ok: false, id, error: "Not found" };
    if (row.status === "sent") return { ok: true, id };
    if (dueAt && !isDue(row, dueAt)) {
      return { ok: false, id, error: row.error ?? "Not due" };
    }
    const message = withToken(row);
    if (!message) {
      // Sealed under another session secret: the link cannot be rebuilt, and trying again will not change that.
      const error =
        "Failed to send email. Its link cannot be restored since the session secret changed; the person can ask for a new one.";
      markFailed(id, { error, attempts: row.attempts + 1, nextAttemptAt: null });
      publish({ topic: "outbox", adminsOnly: true });
      return { ok: false, id, error };
    }
    const attachments = await readAttachments(row.attachments);
    if ("error" in attachments) {
      // Trying again cannot bring a deleted file back: failed for good (an admin may still send it again by hand),
      // and never thrown, so a retry round goes on to the other e-mails.
      const attempts = row.attempts + 1;
      markFailed(id, { error: attachments.error, attempts, nextAttemptAt: null });
      publish({ topic: "outbox", adminsOnly: true });
      console.error(`[outbox] e-mail #${id} to ${row.recipient} cannot be sent: ${attachments.error}`);
      return { ok: false, id, error: attachments.error };
    }
    const timeoutMs = getEnv().MAIL_TIMEOUT_MS;
    // The SDK's fetch has no time limit of its own: a provider that never answers must not hold the person's request.
    const signal = AbortSignal.timeout(timeoutMs);
    let error: string | null = null;
    let providerId: string | null = null;
    try {
      const { data, error: apiError } = await client.emails.send(
        {
          from: getEnv().MAIL_FROM,
          to: [row.recipient],
          subject: row.subject,
          text: message.text,
          html: message.html,
          attachments: attachments.files.length ? attachments.files : undefined,
        },
        // Resend drops a repeated request with the same key, so a retry after a lost answer (a timeout,
        // a crash before the row was marked sent) sends nothing twice. The row's creation time keeps the key
        // unique beyond this file: ids start again after a restore, and another site may share the account.
        { idempotencyKey: outboxKey(row), signal },
      );
      if (apiError) error = describeError(apiError, signal.aborted ? timeoutMs : null);
      else providerId = data?.id ?? null;
    } catch (e) {
      error = signal.aborted ? describeError({}, timeoutMs) : e instanceof Error ? e.message : String(e);
    }
    const attempts = row.attempts + 1;
    if (error === null) {
      markSent(id, { providerId, attempts });
      publish({ topic: "outbox", adminsOnly: true });
      return { ok: true, id };
    }
    const backoffMs = retryWait(attempts, getEnv().OUTBOX_RETRY_BASE_MS);
    markFailed(id, {
      error,
      attempts,
      nextAttemptAt: attempts < MAX_ATTEMPTS ? new Date(Date.now() + backoffMs).toISOString() : null,
    });
    publish({ topic: "outbox", adminsOnly: true });
    console.error(`[outbox] e-mail #${id} to ${row.recipient} failed (attempt ${attempts}): ${error}`);
    return { ok: false, id, error };
  } finally {
    inFlight.delete(id);
  }
}

/** The stored files of an e-mail, or why one of them cannot be read (deleted in View Uploads, say). */
async function readAttachments(
  list: { filename: string; path: string }[],
): Promise<{ files: { filename: string; content: Buffer }[] } | { error: string }> {
  const files: { filename: string; content: Buffer }[] = [];
  for (const a of list) {
    try {
      files.push({ filename: a.filename, content: await fs.readFile(await resolveInUploads(a.path)) });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return {
        error:
          code === "ENOENT" || code === "ENOTDIR"
            ? `The attachment ${a.filename} is no longer in the uploads (deleted?): this e-mail cannot be sent as it is.`
            : `The attachment ${a.filename} could not be read${code ? ` (${code})` : ""}: this e-mail cannot be sent as it is.`,
      };
    }
  }
  return { files };
}

/**
 * What the person (and the Outbox page) is told. The specification's texts: 'Server error: {status text}'
 * for a failed answer, the provider's message, else 'Failed to send email.'; with no answer at all the
 * reason follows that last one.
 */
function describeError(
  error: { message?: string; name?: string; statusCode?: number | null },
  timedOutAfterMs: number | null,
): string {
  if (timedOutAfterMs !== null)
    return `Failed to send email. The mail server did not answer within ${formatSeconds(timedOutAfterMs)}.`;
  const status = error.statusCode ?? 0;
  if (status >= 500) return `Server error: ${error.message || error.name || "Internal Server Error"}`;
  // The SDK's answer when the request never reached a server (refused, unknown host, reset).
  if (!status && error.name === "application_error")
    return "Failed to send email. The mail server could not be reached.";
  return error.message || "Failed to send email.";
}

function formatSeconds(ms: number) {
  const s = Math.round(ms / 100) / 10;
  return `${s} second${s === 1 ? "" : "s"}`;
}

/** Sends what is due again, oldest first: failed messages whose backoff has passed, and pending ones a crash left behind. */
export async function retryDueEmails(now = new Date()): Promise<number> {
  const client = resendClient();
  // Each channel's rows only when its provider is configured: the others wait in the outbox.
  const due = dueEmailIds(now, 50).filter(({ channel }) => (channel === "email" ? client : canSendPhone(channel)));
  for (const { id, channel } of due) {
    // Each message on its own: whatever goes wrong with one, the others are still sent.
    try {
      if (channel !== "email") await deliverPhone(id, { dueAt: now });
      else if (client) await deliver(id, client, { dueAt: now });
    } catch (e) {
      console.error(`[outbox] e-mail #${id} could not be tried`, e);
    }
  }
  return due.length;
}

/** Sends one message again on an admin's request, whatever its backoff. */
export async function resendNow(id: number, actor: Actor): Promise<SendResult> {
  const channel = getOutboxRow(id)?.channel;
  if (channel && channel !== "email") {
    markPending(id, actor);
    return deliverPhone(id);
  }
  const client = resendClient();
  if (!client) return { ok: false, id, error: "No e-mail provider is configured (RESEND_API_KEY)." };
  markPending(id, actor);
  return deliver(id, client);
}

const outboxWorker = periodicWorker("outbox", () => retryDueEmails());

/** Retries due e-mails every OUTBOX_INTERVAL_MS, and once at once: what a crash or a stop left pending goes out at start. */
export function startOutboxWorker(intervalMs = getEnv().OUTBOX_INTERVAL_MS) {
  outboxWorker.start(intervalMs);
}
export function stopOutboxWorker() {
  outboxWorker.stop();
}
