import { and, asc, desc, eq, inArray, isNull, like, lte, ne, or, sql } from "drizzle-orm";
import { outbox, outboxStatuses, type OutboxStatus } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { getEnv, phoneChannel } from "~/utils/env.server";
import { mailboxKey } from "~/utils/mailbox";
import { hit } from "~/utils/rate-limit.server";
import { seal } from "~/utils/seal.server";
import { recordAudit, type Actor, type AuditEntry } from "./audit.server";
import { pagedRows } from "~/db/paged.server";

export type Email = {
  recipient: string;
  subject: string;
  plainTextMessage: string;
  htmlMessage: string;
  /** Files already stored under the uploads folder (path relative to it). */
  attachments?: { filename: string; path: string }[];
  /** What it is about ("booking:REF"), to find its delivery later. */
  related?: string;
  /**
   * The token of a link (password reset, e-mail confirmation). The message carries TOKEN_PLACEHOLDER
   * where it goes: the outbox, and so the admins' Outbox page, keeps the placeholder and the token sealed
   * beside it; the real link is put together only in the message handed to the provider.
   */
  secretToken?: string;
  /**
   * It quotes a stranger's words to an address typed beside them (the contact thank-you): one mailbox (its address's
   * variants counted as one, `mailboxKey`) gets at most `limits.recipient` of these an hour, whoever asks. Over it, the
   * message is kept as failed with the reason, not sent. Never for what a person's own action causes (their booking,
   * its changes and cancellation, a password reset, a sign-up's link): strangers could fill the quota to silence those.
   */
  limitPerRecipient?: boolean;
};

// With the production base of 30 s the retries are 30 s, 1 min, 2 min … doubling up to 6 hours apart:
// the last automatic try is about 14 hours after the first. An admin can always send one again.
export const MAX_ATTEMPTS = 12;

/** Where a link's token stands in a message as the outbox keeps it. */
export const TOKEN_PLACEHOLDER = "[hidden]";

export const RECIPIENT_LIMIT_REASON =
  "Not sent: this e-mail address has already received several e-mails from our website in the past hour (a limit against misuse of our forms).";

/** A subject is a header, one line: breaks and other control characters in it (a visitor's name can be in it) become a space. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/**
 * Records a message in the outbox without sending it, inside the caller's transaction when given one,
 * so that the message exists exactly when the record it is about does. Send it with `sendRecorded()`
 * after the commit; if the process dies first, the outbox worker sends it at the next start.
 */
export function recordEmail(email: Email, db: DB | Tx = getDb()): number {
  if (email.secretToken !== undefined && !email.plainTextMessage.includes(TOKEN_PLACEHOLDER)) {
    throw new Error("An e-mail with a secret token must carry TOKEN_PLACEHOLDER where the token goes");
  }
  const overLimit = email.limitPerRecipient === true && !hit("recipient", mailboxKey(email.recipient));
  const row = db
    .insert(outbox)
    .values({
      recipient: email.recipient,
      subject: oneLine(email.subject),
      plainTextMessage: email.plainTextMessage,
      htmlMessage: email.htmlMessage,
      attachments: email.attachments ?? [],
      related: email.related ?? null,
      sealedToken: email.secretToken === undefined ? null : seal(email.secretToken),
      // Over the limit: failed with no next try, so neither the sender nor the worker sends it (an admin still can).
      ...(overLimit
        ? { status: "failed" as const, error: RECIPIENT_LIMIT_REASON }
        : { status: getEnv().RESEND_API_KEY ? ("pending" as const) : ("logged" as const) }),
    })
    .returning({ id: outbox.id })
    .get();
  return row.id;
}

/**
 * A phone number as Twilio takes it (E.164, "+23057123456"): a number with its country code (+ or 00), or a
 * Mauritian one without it (7 or 8 digits); null for anything else (no message can go to it).
 */
export function toE164(phone: string): string | null {
  const compact = phone.trim().replace(/[\s().-]/g, "");
  const international = /^(?:\+|00)(\d{8,15})$/.exec(compact);
  if (international) return `+${international[1]}`;
  return /^\d{7,8}$/.test(compact) ? `+230${compact}` : null;
}

/**
 * Records a message to a booking's phone beside its e-mail, in the caller's transaction (docs/decisions/043): by the
 * configured channel (WhatsApp, else SMS), to the booking's number in E.164. Nothing when the guest did not ask for
 * messages on their phone, the number is unusable, or no provider is configured. Returns the row's id, or null.
 */
export function recordPhoneMessage(
  db: DB | Tx,
  { booking, text, related }: { booking: { phone: string; phoneReminders: boolean }; text: string; related: string },
): number | null {
  const channel = phoneChannel(getEnv());
  const recipient = toE164(booking.phone);
  if (!booking.phoneReminders || !channel || !recipient) return null;
  return db
    .insert(outbox)
    .values({ channel, recipient, subject: "", plainTextMessage: text, htmlMessage: "", related, status: "pending" })
    .returning({ id: outbox.id })
    .get().id;
}

/** A phone message recorded on its own (after a commit that recorded its e-mail the same way). */
export const recordPhoneMessageNow = (args: Parameters<typeof recordPhoneMessage>[1]) =>
  recordPhoneMessage(getDb(), args);

/**
 * Where a phone message's try stands while its outcome is unknown: its provider id reads "attempt:{ISO time}" from
 * just before the first call until Twilio's sid replaces it. A row so marked is checked against Twilio's list of
 * sent messages before any new call (Twilio has no idempotency key).
 */
export const ATTEMPT_MARK = "attempt:";

/** Marks a phone message as being tried (kept from its first try: the list is searched from then). */
export function markAttempt(id: number, at: Date) {
  getDb()
    .update(outbox)
    .set({ providerId: ATTEMPT_MARK + at.toISOString() })
    .where(and(eq(outbox.id, id), or(isNull(outbox.providerId), sql`${outbox.providerId} NOT LIKE 'attempt:%'`)))
    .run();
}

/**
 * Twilio's later report that a message it accepted never reached the phone: the row failed with the reason, and no
 * automatic retry (the number or the app is the trouble; staff read it on the booking page). Returns whether one was.
 */
export function markUndelivered(providerId: string, error: string): boolean {
  return (
    getDb()
      .update(outbox)
      .set({ status: "failed", error, nextAttemptAt: null })
      .where(and(eq(outbox.providerId, providerId), sql`${outbox.channel} <> 'email'`))
      .run().changes > 0
  );
}

/** The messages to a booking's guest's phone, oldest first, for staff (the admin booking page). */
export function phoneDeliveries(related: string) {
  return getDb()
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      text: outbox.plainTextMessage,
      status: outbox.status,
      error: outbox.error,
      nextAttemptAt: outbox.nextAttemptAt,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.related, related), sql`${outbox.channel} <> 'email'`))
    .orderBy(asc(outbox.id))
    .all();
}

/** What an admin's e-mail is about in the audit log: the booking it concerns, else the e-mail itself (not its body). */
function emailTarget(id: number, email: { recipient: string; related: string | null }): AuditEntry["target"] {
  const booking = email.related?.startsWith("booking:") ? email.related.slice("booking:".length) : null;
  return booking ? { kind: "booking", id: booking, label: booking } : { kind: "email", id, label: email.recipient };
}

/** An e-mail an admin writes (the Email page, a booking's e-mail form): the outbox row and its audit row, in one transaction. */
export function recordAdminEmail(email: Email, actor: Actor): number {
  return getDb().transaction((tx) => {
    const id = recordEmail(email, tx);
    recordAudit(tx, actor, {
      action: "email.send",
      target: emailTarget(id, { recipient: email.recipient, related: email.related ?? null }),
      changes: {
        to: email.recipient,
        subject: oneLine(email.subject),
        attachments: (email.attachments ?? []).map((a) => a.filename),
      },
    });
    return id;
  });
}

export function getOutboxRow(id: number) {
  return getDb().select().from(outbox).where(eq(outbox.id, id)).get();
}

export function markSent(id: number, { providerId, attempts }: { providerId: string | null; attempts: number }) {
  getDb()
    .update(outbox)
    .set({ status: "sent", providerId, error: null, attempts, sentAt: new Date().toISOString(), nextAttemptAt: null })
    .where(eq(outbox.id, id))
    .run();
}

/** A failed try: `nextAttemptAt` null means no automatic retry (an admin can still send it again). */
export function markFailed(
  id: number,
  { error, attempts, nextAttemptAt }: { error: string; attempts: number; nextAttemptAt: string | null },
) {
  getDb().update(outbox).set({ status: "failed", error, attempts, nextAttemptAt }).where(eq(outbox.id, id)).run();
}

/** An admin's "send again": the row back to pending, with its audit row in the same transaction. */
export function markPending(id: number, actor: Actor) {
  getDb().transaction((tx) => {
    const row = tx.update(outbox).set({ status: "pending" }).where(eq(outbox.id, id)).returning().get();
    if (row)
      recordAudit(tx, actor, {
        action: "email.resend",
        target: emailTarget(id, row),
        changes: { to: row.recipient, subject: row.subject },
      });
  });
}

/** Whether a row is still due at `dueAt` (a worker's round): pending, or failed with its backoff passed. */
export const isDue = (row: { status: OutboxStatus; nextAttemptAt: string | null }, dueAt: Date) =>
  row.status === "pending" ||
  (row.status === "failed" && !!row.nextAttemptAt && row.nextAttemptAt <= dueAt.toISOString());

/** What is due again, oldest first: failed messages whose backoff has passed, and pending ones a crash left behind. */
export function dueEmailIds(now: Date, limit: number) {
  return getDb()
    .select({ id: outbox.id, channel: outbox.channel })
    .from(outbox)
    .where(
      or(and(eq(outbox.status, "failed"), lte(outbox.nextAttemptAt, now.toISOString())), eq(outbox.status, "pending")),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .all();
}

/** The delivery of the latest message about something: null when none was recorded. */
export function latestDelivery(related: string): { status: string; error: string | null } | null {
  return (
    getDb()
      .select({ status: outbox.status, error: outbox.error })
      .from(outbox)
      .where(and(eq(outbox.related, related), eq(outbox.channel, "email")))
      .orderBy(desc(outbox.id))
      .limit(1)
      .get() ?? null
  );
}

export const OUTBOX_PAGE_SIZE = 20;
export const isOutboxStatus = (s: unknown): s is OutboxStatus => outboxStatuses.includes(s as OutboxStatus);

const listColumns = {
  id: outbox.id,
  channel: outbox.channel,
  recipient: outbox.recipient,
  subject: outbox.subject,
  plainTextMessage: outbox.plainTextMessage,
  status: outbox.status,
  attempts: outbox.attempts,
  error: outbox.error,
  related: outbox.related,
  attachments: outbox.attachments,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
};

/** One page of every e-mail the site sent or tried to send, newest first, optionally of one status; paged in SQL. */
export function listOutbox({ status, page = 1 }: { status?: OutboxStatus; page?: unknown }) {
  const where = status ? eq(outbox.status, status) : undefined;
  const query = getDb().select(listColumns).from(outbox).where(where).orderBy(desc(outbox.id));
  return pagedRows(outbox, where, query, page, OUTBOX_PAGE_SIZE);
}

export function getOutboxEmail(id: number) {
  return getDb().select(listColumns).from(outbox).where(eq(outbox.id, id)).get();
}

// A token as the site issues them (32 random bytes, base64url) in a link of an account e-mail.
const CLEAR_TOKEN = /\/(?:reset-password|verify-email)\?token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/**
 * E-mails recorded before links' tokens were sealed hold them in clear: each such token is sealed and
 * replaced by the placeholder, so a retry still sends the working link. Runs at start; returns how many.
 */
export function sealClearTokens(): number {
  const db = getDb();
  const rows = db
    .select({ id: outbox.id, text: outbox.plainTextMessage, html: outbox.htmlMessage })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sealedToken),
        or(
          like(outbox.plainTextMessage, "%/reset-password?token=%"),
          like(outbox.plainTextMessage, "%/verify-email?token=%"),
        ),
      ),
    )
    .all();
  let sealed = 0;
  db.transaction((tx) => {
    for (const row of rows) {
      const token = CLEAR_TOKEN.exec(row.text)?.[1];
      if (!token) continue;
      tx.update(outbox)
        .set({
          plainTextMessage: row.text.replaceAll(token, TOKEN_PLACEHOLDER),
          htmlMessage: row.html.replaceAll(token, TOKEN_PLACEHOLDER),
          sealedToken: seal(token),
        })
        .where(eq(outbox.id, row.id))
        .run();
      sealed += 1;
    }
  });
  return sealed;
}

const toAddress = (email: string) => sql`lower(trim(${outbox.recipient})) = ${email.trim().toLowerCase()}`;

/** The e-mails the site sent (or tried to send) to an address: what they were about and when, not their text. */
export function emailsToAddress(email: string, db: DB | Tx = getDb()) {
  return db
    .select({ subject: outbox.subject, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(toAddress(email))
    .orderBy(asc(outbox.id))
    .all();
}

/** A message done with: sent, only logged, or failed with no retry ahead. */
const delivered = or(
  inArray(outbox.status, ["sent", "logged"]),
  and(eq(outbox.status, "failed"), isNull(outbox.nextAttemptAt)),
);

/** What an erased guest's e-mails keep: that one was sent, and when. */
export const ERASED_EMAIL_TEXT = "(Erased at the guest's request.)";

/**
 * The copies of the e-mails an erased guest was sent lose their address and text. Those still to be sent (pending,
 * or failed with a retry ahead) are left to go: they are what the guest must still be told.
 */
export function eraseDeliveredTo(email: string, erasedAddress: string, tx: Tx | DB = getDb()): number {
  return tx
    .update(outbox)
    .set({
      recipient: erasedAddress,
      subject: ERASED_EMAIL_TEXT,
      plainTextMessage: ERASED_EMAIL_TEXT,
      htmlMessage: ERASED_EMAIL_TEXT,
      sealedToken: null,
      attachments: [],
    })
    .where(and(toAddress(email), delivered))
    .run().changes;
}

/**
 * The same for the messages an erased guest's bookings sent to their phone (WhatsApp, SMS): the number and the text go,
 * that one was sent and when stay; those still to be sent are left to go.
 */
export function erasePhoneMessagesAbout(references: string[], tx: Tx | DB = getDb()): number {
  if (!references.length) return 0;
  return tx
    .update(outbox)
    .set({ recipient: "", plainTextMessage: ERASED_EMAIL_TEXT })
    .where(
      and(
        ne(outbox.channel, "email"),
        inArray(
          outbox.related,
          references.map((r) => `booking:${r}`),
        ),
        delivered,
      ),
    )
    .run().changes;
}
