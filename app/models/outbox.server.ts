import { count, desc, eq } from "drizzle-orm";
import { outbox, outboxStatuses, type OutboxStatus } from "~/db/schema";
import { getDb } from "~/utils/db.server";
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
