import { eq, sql } from "drizzle-orm";
import { meta } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";

/** The server's own small state (the demo seed's run, the health check's heartbeat), by key. */
export function getMeta(key: string, db: DB | Tx = getDb()): string | null {
  return db.select({ value: meta.value }).from(meta).where(eq(meta.key, key)).get()?.value ?? null;
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

/** Removes a key (a test's clock set back to real time). */
export function deleteMeta(key: string, db: DB | Tx = getDb()) {
  db.delete(meta).where(eq(meta.key, key)).run();
}

/** Where an end-to-end test stores the instant the server's clock shows (TEST_CLOCK=on; app/utils/clock.server.ts). */
export const TEST_CLOCK_KEY = "test_clock";
/** The test clock's value the reminders' last scan ran at, so a test knows a scan has run without sleeping. */
export const TEST_CLOCK_SCANNED_KEY = "test_clock_scanned";
