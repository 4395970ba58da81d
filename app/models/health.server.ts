import crypto from "node:crypto";
import { getDb, type DB } from "~/db/db.server";
import { setMeta } from "./meta.server";

export const HEARTBEAT_KEY = "heartbeat";

/**
 * Writes a new value into the heartbeat row of the key/value table and reads back what was stored: a commit
 * that SQLite made to its file, or an error (a full or read-only disk, a database locked beyond the busy
 * timeout). One row, one small transaction: cheap enough for every health check. Returns the value written.
 */
export function recordHeartbeat(db: DB = getDb(), now = new Date()): string {
  const value = `${now.toISOString()} ${crypto.randomBytes(4).toString("hex")}`;
  if (setMeta(HEARTBEAT_KEY, value, db) !== value) throw new Error("the heartbeat row was not written");
  return value;
}
