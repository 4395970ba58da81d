import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, lte, or } from "drizzle-orm";
import { Resend } from "resend";
import { outbox } from "~/db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { publish } from "./events.server";
import { uploadsDir } from "./storage.server";

export type Email = {
  recipient: string;
  subject: string;
  plainTextMessage: string;
  htmlMessage: string;
  /** Files already stored under the uploads folder (path relative to it). */
  attachments?: { filename: string; path: string }[];
  /** What it is about ("booking:REF"), to find its delivery later. */
  related?: string;
};

export type SendResult = { ok: true; id: number } | { ok: false; id: number; error: string };

const MAX_ATTEMPTS = 8;

/** A subject is a header, one line: breaks and other control characters in it (a visitor's name can be in it) become a space. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

function resendClient(): Resend | null {
  const env = getEnv();
  if (!env.RESEND_API_KEY) return null;
  // Tests point the base URL at a fake Resend server on loopback.
  return new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
}

/**
 * The one way the site sends e-mail. The message is first recorded in the outbox, so nothing is
 * ever lost; then it goes to Resend (or, with no API key, is printed to the log and kept there).
 * Call it after the transaction that made the message necessary has committed.
 */
export async function sendEmail(email: Email): Promise<SendResult> {
  const db = getDb();
  const client = resendClient();
  const row = db
    .insert(outbox)
    .values({
      recipient: email.recipient,
      subject: oneLine(email.subject),
      plainTextMessage: email.plainTextMessage,
      htmlMessage: email.htmlMessage,
      attachments: email.attachments ?? [],
      related: email.related ?? null,
      status: client ? "pending" : "logged",
    })
    .returning({ id: outbox.id })
    .get();
  publish({ topic: "outbox", adminsOnly: true });

  if (!client) {
    console.log(
      `[outbox] e-mail #${row.id} kept in the outbox (no RESEND_API_KEY)\n  To: ${email.recipient}\n  Subject: ${oneLine(email.subject)}\n\n${email.plainTextMessage}\n`,
    );
    return { ok: true, id: row.id };
  }
  return deliver(row.id, client);
}

// Guards against two deliveries of one row in this process (a retry tick racing a first send).
const inFlight = new Set<number>();

async function deliver(id: number, client: Resend): Promise<SendResult> {
  if (inFlight.has(id)) return { ok: false, id, error: "Already being sent" };
  inFlight.add(id);
  const db = getDb();
  try {
    const row = db.select().from(outbox).where(eq(outbox.id, id)).get();
    if (!row) return { ok: false, id, error: "Not found" };
    if (row.status === "sent") return { ok: true, id };
    const attachments = await Promise.all(
      row.attachments.map(async (a) => ({
        filename: a.filename,
        content: await fs.readFile(path.join(uploadsDir(), a.path)),
      })),
    );
    let error: string | null = null;
    let providerId: string | null = null;
    try {
      const { data, error: apiError } = await client.emails.send(
        {
          from: getEnv().MAIL_FROM,
          to: [row.recipient],
          subject: row.subject,
          text: row.plainTextMessage,
          html: row.htmlMessage,
          attachments: attachments.length ? attachments : undefined,
        },
        // Resend drops a repeated request with the same key, so a retry after a lost answer sends nothing twice.
        { idempotencyKey: `outbox-${row.id}` },
      );
      if (apiError) error = describeError(apiError);
      else providerId = data?.id ?? null;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const attempts = row.attempts + 1;
    if (error === null) {
      db.update(outbox)
        .set({ status: "sent", providerId, error: null, attempts, sentAt: new Date().toISOString(), nextAttemptAt: null })
        .where(eq(outbox.id, id))
        .run();
      publish({ topic: "outbox", adminsOnly: true });
      return { ok: true, id };
    }
    const backoffMs = Math.min(6 * 60 * 60 * 1000, 30_000 * 2 ** (attempts - 1));
    db.update(outbox)
      .set({
        status: "failed",
        error,
        attempts,
        nextAttemptAt: attempts < MAX_ATTEMPTS ? new Date(Date.now() + backoffMs).toISOString() : null,
      })
      .where(eq(outbox.id, id))
      .run();
    publish({ topic: "outbox", adminsOnly: true });
    console.error(`[outbox] e-mail #${id} to ${row.recipient} failed (attempt ${attempts}): ${error}`);
    return { ok: false, id, error };
  } finally {
    inFlight.delete(id);
  }
}

function describeError(error: { message?: string; name?: string; statusCode?: number | null }): string {
  const status = error.statusCode ?? 0;
  if (status >= 500) return `Server error: ${error.message || error.name || "Internal Server Error"}`;
  return error.message || "Failed to send email.";
}

/** Sends what is due again: failed messages whose backoff has passed, and pending ones a crash left behind. */
export async function retryDueEmails(now = new Date()): Promise<number> {
  const client = resendClient();
  if (!client) return 0;
  const db = getDb();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, "failed"), lte(outbox.nextAttemptAt, now.toISOString())),
        inArray(outbox.status, ["pending"]),
      ),
    )
    .limit(50)
    .all();
  for (const { id } of due) await deliver(id, client);
  return due.length;
}

/** Sends one message again on an admin's request, whatever its backoff. */
export async function resendNow(id: number): Promise<SendResult> {
  const client = resendClient();
  if (!client) return { ok: false, id, error: "No e-mail provider is configured (RESEND_API_KEY)." };
  getDb().update(outbox).set({ status: "pending" }).where(eq(outbox.id, id)).run();
  return deliver(id, client);
}

let timer: NodeJS.Timeout | undefined;
export function startOutboxWorker(intervalMs = 30_000) {
  if (timer) return;
  timer = setInterval(() => {
    retryDueEmails().catch((e) => console.error("[outbox] retry failed", e));
  }, intervalMs);
  timer.unref();
}
export function stopOutboxWorker() {
  if (timer) clearInterval(timer);
  timer = undefined;
}

/** The delivery of the latest message about something: null when none was recorded. */
export function latestDelivery(related: string): { status: string; error: string | null } | null {
  return (
    getDb()
      .select({ status: outbox.status, error: outbox.error })
      .from(outbox)
      .where(eq(outbox.related, related))
      .orderBy(desc(outbox.id))
      .limit(1)
      .get() ?? null
  );
}
