import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { notifications, users } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { recordAudit, type Actor } from "./audit.server";
import { pagedRows } from "~/db/paged.server";

export type Notification = typeof notifications.$inferSelect;
export type NotificationInput = { title: string; message: string; link?: string | null; action?: string | null };

/** The unread notifications for the bell: the newest few and how many there are in all. */
export function getUnread(userId: string, limit = 8) {
  const db = getDb();
  const items = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .all();
  const total = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .get()?.n;
  return { items, total: total ?? 0 };
}

/**
 * The notifications page, in pages: the unseen ones (what the bell shows), or with `seen` the dismissed
 * ones, kept as a history behind their own link (dismissed notifications are hidden).
 */
export function listNotifications(userId: string, { seen = false, page = 1 as unknown, pageSize = 20 } = {}) {
  const which = and(eq(notifications.userId, userId), eq(notifications.seen, seen));
  const query = getDb().select().from(notifications).where(which).orderBy(desc(notifications.id));
  const { rows: items, ...paging } = pagedRows(notifications, which, query, page, pageSize);
  return { items, ...paging };
}

/** Dismissing: unseen to seen, then hidden from the bell. Only the owner can. */
export function markSeen(userId: string, id: number) {
  const result = getDb()
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .run();
  if (result.changes) publish({ topic: "notifications", userId });
  return result.changes > 0;
}

/** A notification for one user, inside the caller's transaction; the caller publishes "notifications" after the commit. */
export function addNotification(tx: Tx, userId: string, input: NotificationInput) {
  tx.insert(notifications)
    .values({ userId, ...input })
    .run();
}

/** One statement for every user, whatever their number; the admin's audit row in the same transaction. */
export function notifyEveryone(input: NotificationInput, actor: Actor) {
  const sent = getDb().transaction((tx) => {
    const result = tx.run(
      sql`insert into ${notifications} (user_id, title, message, link, action) select ${users.id}, ${input.title}, ${input.message}, ${input.link ?? null}, ${input.action ?? null} from ${users}`,
    );
    recordAudit(tx, actor, {
      action: "notification.send",
      target: { kind: "notification", label: input.title },
      changes: { title: input.title, recipients: result.changes },
    });
    return result.changes;
  });
  publish({ topic: "notifications" });
  return sent;
}

/** Every notification of a user, seen or not, oldest first (their data export). */
export function allNotifications(userId: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id))
    .all();
}
