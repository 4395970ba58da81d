import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "~/db/schema";
import { dataDir, getEnv } from "~/utils/env.server";
import { keepPrivate, PRIVATE_DIR, PRIVATE_FILE } from "~/utils/private-files.server";
import { remember } from "~/utils/remember.server";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `getDb().transaction((tx) => …)`: model functions that must join a caller's transaction take one. */
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

/** Opens the SQLite file with the pragmas the whole app relies on, and applies migrations. */
export function openDatabase(
  file: string,
  migrationsFolder = path.resolve("drizzle"),
  { synchronous = "full" }: { synchronous?: "full" | "normal" } = {},
): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
  // Guests' data: made 0600 before SQLite opens it, whose -wal and -shm files then take the same mode. An older,
  // world-readable one (and its WAL files) is made private too.
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) keepPrivate(f, PRIVATE_FILE);
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a commit is on the disk before the booking is confirmed, so it survives a power loss of the host, not only a
  // crash (decision 028). NORMAL only for the bench's comparison (SQLITE_SYNCHRONOUS, refused in a deployment).
  sqlite.pragma(`synchronous = ${synchronous === "normal" ? "NORMAL" : "FULL"}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}

// One connection for the process, which development rebuilds keep.
export function getDb(): DB {
  return remember("db", () => {
    const db = openDatabase(path.join(dataDir(), "app.db"), undefined, { synchronous: getEnv().SQLITE_SYNCHRONOUS });
    // The data folder holds the database, the uploads, the snapshots and the session secret: the site's user's only.
    keepPrivate(dataDir(), PRIVATE_DIR);
    return db;
  });
}
