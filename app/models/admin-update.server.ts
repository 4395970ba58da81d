import { desc } from "drizzle-orm";
import { adminUpdates } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { recordAudit, type Actor } from "./audit.server";
import { pagedRows } from "~/db/paged.server";

export type AdminUpdate = typeof adminUpdates.$inferSelect;

export const UPDATES_PAGE_SIZE = 20;

/**
 * Adds a line to the admins' updates log. It takes the caller's transaction, so the log line and the
 * change it describes are committed together or not at all. The caller publishes "updates" after the commit.
 */
export function addAdminUpdate(tx: Tx, content: string, time: Date = new Date()): AdminUpdate {
  return tx.insert(adminUpdates).values({ time: time.toISOString(), content }).returning().get();
}

/** An admin's own post on the Updates page, at the current time; everyone's log refreshes. */
export function postAdminUpdate(content: string, actor: Actor, time: Date = new Date()): AdminUpdate {
  const update = getDb().transaction((tx) => {
    const row = addAdminUpdate(tx, content, time);
    recordAudit(
      tx,
      actor,
      {
        action: "update.post",
        target: { kind: "update", id: row.id, label: content.slice(0, 80) },
        changes: { content },
      },
      time,
    );
    return row;
  });
  publish({ topic: "updates", adminsOnly: true });
  return update;
}

/** One page of the log, newest first, paged in SQL (through the time index). */
export function listAdminUpdates(page: unknown = 1, pageSize = UPDATES_PAGE_SIZE) {
  const query = getDb().select().from(adminUpdates).orderBy(desc(adminUpdates.time), desc(adminUpdates.id));
  return pagedRows(adminUpdates, undefined, query, page, pageSize);
}
