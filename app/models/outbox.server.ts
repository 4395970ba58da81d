import { and, count, desc, eq, isNull, like, or } from "drizzle-orm";
import { outbox, outboxStatuses, type OutboxStatus } from "~/db/schema";
import { getDb } from "~/utils/db.server";
import { TOKEN_PLACEHOLDER } from "~/utils/email.server";
import { seal } from "~/utils/seal.server";
import { pageWithin } from "~/utils/paging";

export const OUTBOX_PAGE_SIZE = 20;
export const isOutboxStatus = (s: unknown): s is OutboxStatus => outboxStatuses.includes(s as OutboxStatus);

const listColumns = {
  id: outbox.id,
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
  const db = getDb();
  const where = status ? eq(outbox.status, status) : undefined;
  const total = db.select({ n: count() }).from(outbox).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const current = pageWithin(page, pageCount);
  const rows = db
    .select(listColumns)
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((current - 1) * OUTBOX_PAGE_SIZE)
    .all();
  return { rows, total, page: current, pageCount };
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
    .where(and(isNull(outbox.sealedToken), or(like(outbox.plainTextMessage, "%/reset-password?token=%"), like(outbox.plainTextMessage, "%/verify-email?token=%"))))
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
