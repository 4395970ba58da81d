import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { meta } from "~/db/schema";
import { getDb, type DB } from "~/utils/db.server";

export const HEARTBEAT_KEY = "heartbeat";

/**
 * Writes a new value into the heartbeat row of the key/value table and reads back what was stored: a commit
 * that SQLite made to its file, or an error (a full or read-only disk, a database locked beyond the busy
 * timeout). One row, one small transaction: cheap enough for every health check. Returns the value written.
 */
export function recordHeartbeat(db: DB = getDb(), now = new Date()): string {
  const value = `${now.toISOString()} ${crypto.randomBytes(4).toString("hex")}`;
  const stored = db
    .insert(meta)
    .values({ key: HEARTBEAT_KEY, value })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } })
    .returning({ value: meta.value })
    .get();
  if (stored?.value !== value) throw new Error("the heartbeat row was not written");
  return value;
}
