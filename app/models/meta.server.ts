import { eq, sql } from "drizzle-orm";
import { meta } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";

/** The server's own small state (the demo seed's run, the health check's heartbeat), by key. */
export function getMeta(key: string): string | null {
  return getDb().select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get()?.value ?? null;
}

/** Writes a key (inside the caller's transaction when given one) and returns the value as stored. */
export function setMeta(key: string, value: string, db: DB | Tx = getDb()): string | null {
  return (
    db
      .insert(meta)
      .values({ key, value })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } })
      .returning({ value: meta.value })
      .get()?.value ?? null
  );
}
