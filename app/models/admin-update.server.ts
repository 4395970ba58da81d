import { adminUpdates } from "~/db/schema";
import type { Tx } from "~/utils/db.server";

export type AdminUpdate = typeof adminUpdates.$inferSelect;

/**
 * Adds a line to the admins' updates log. It takes the caller's transaction, so the log line and the
 * change it describes are committed together or not at all. The caller publishes "updates" after the commit.
 */
export function addAdminUpdate(tx: Tx, content: string, time: Date = new Date()): AdminUpdate {
  return tx.insert(adminUpdates).values({ time: time.toISOString(), content }).returning().get();
}
