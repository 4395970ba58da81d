import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { getDb, type DB } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";
import { HEARTBEAT_KEY, recordHeartbeat } from "./health.server";

const stored = () => getDb().select().from(schema.meta).where(eq(schema.meta.key, HEARTBEAT_KEY)).get()?.value;

describe("recordHeartbeat", () => {
  it("writes a new value each time, and that value is what the table holds", () => {
    const first = recordHeartbeat();
    expect(stored()).toBe(first);
    const second = recordHeartbeat();
    expect(second).not.toBe(first);
    expect(stored()).toBe(second);
  });

  it("throws on a database that refuses writes (a read-only copy)", () => {
    recordHeartbeat();
    getDb().$client.pragma("wal_checkpoint(TRUNCATE)");
    const copy = path.join(dataDir(), "read-only-copy.db");
    fs.copyFileSync(path.join(dataDir(), "app.db"), copy);
    const sqlite = new Database(copy, { readonly: true });
    try {
      const readOnly = drizzle(sqlite, { schema }) as unknown as DB;
      expect(readOnly.select().from(schema.meta).where(eq(schema.meta.key, HEARTBEAT_KEY)).get()).toBeTruthy(); // it still reads
      expect(() => recordHeartbeat(readOnly)).toThrow(/readonly/i);
    } finally {
      sqlite.close();
    }
  });
});
