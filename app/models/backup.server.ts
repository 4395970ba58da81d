// What the backups read from the database and record in it: the files its rows point at, and the last attempt of
// each kind of backup (in `meta`, through its model). services/backup.server.ts is the door that uses them.
import type Database from "better-sqlite3";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { getMeta, setMeta } from "~/models/meta.server";
import { nextRecord, type BackupRecord } from "~/utils/backup";

/** `meta` keys: the last snapshot taken on this machine, and the last copy off it. */
export const BACKUP_LOCAL_KEY = "backup_local";
export const BACKUP_OFFSITE_KEY = "backup_offsite";
export type BackupKind = "local" | "offsite";
const keys: Record<BackupKind, string> = { local: BACKUP_LOCAL_KEY, offsite: BACKUP_OFFSITE_KEY };

export function getBackupRecord(kind: BackupKind, db: DB | Tx = getDb()): BackupRecord | null {
  const raw = getMeta(keys[kind], db);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as BackupRecord;
  } catch {
    return null;
  }
}

/** Records an attempt (it began at `at`), keeping the last success and the first failure since then. */
export function recordBackupAttempt(
  kind: BackupKind,
  attempt: { at: string; ok: boolean; name?: string; error?: string },
  db: DB = getDb(),
): BackupRecord {
  // "immediate": `npm run backup` and the server both write it; a read that turns into a write would be refused
  // (SQLITE_BUSY) when the other wrote in between, instead of waiting its turn.
  return db.transaction(
    (tx) => {
      const previous = getBackupRecord(kind, tx);
      const record = nextRecord(previous, attempt);
      setMeta(keys[kind], JSON.stringify(record), tx);
      return record;
    },
    { behavior: "immediate" },
  );
}

/**
 * Where the schema keeps storage keys (see fileUrl): profile pictures, package images (the largest and each
 * variant), policies, contact messages' attachments, and the outbox's e-mail attachments. Read with plain SQL over
 * any copy of the database (a snapshot, a restored file), skipping a table or column an older copy lacks.
 */
const FILE_COLUMNS: { table: string; column: string; kind: "key" | "variants" | "keys" | "attachments" }[] = [
  { table: "users", column: "image", kind: "key" },
  { table: "package_images", column: "url", kind: "key" },
  { table: "package_images", column: "variants", kind: "variants" },
  { table: "policies", column: "url", kind: "key" },
  { table: "contact_messages", column: "attachments", kind: "keys" },
  { table: "outbox", column: "attachments", kind: "attachments" },
];

/** Every storage key the database points at, each once, sorted. */
export function storedFileKeys(sqlite: Database.Database): string[] {
  const found = new Set<string>();
  const columnsOf = new Map<string, Set<string>>();
  const has = (table: string, column: string) => {
    let columns = columnsOf.get(table);
    if (!columns) {
      columns = new Set(
        (sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name),
      );
      columnsOf.set(table, columns);
    }
    return columns.has(column);
  };
  const json = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  for (const { table, column, kind } of FILE_COLUMNS) {
    if (!has(table, column)) continue;
    const values = sqlite
      .prepare(`select "${column}" as v from "${table}" where "${column}" is not null and "${column}" != ''`)
      .pluck()
      .all() as string[];
    for (const value of values) {
      if (kind === "key") found.add(value);
      else {
        const list = json(value);
        if (!Array.isArray(list)) continue;
        for (const item of list) {
          const key = kind === "keys" ? item : kind === "variants" ? item?.key : item?.path;
          if (typeof key === "string" && key) found.add(key);
        }
      }
    }
  }
  return [...found].sort();
}

/** The counts a snapshot's manifest states, read from its own copy of the database. */
export function snapshotCounts(sqlite: Database.Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of ["bookings", "users", "packages", "outbox", "audit_log"]) {
    const exists = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
    if (exists) counts[table] = (sqlite.prepare(`select count(*) from "${table}"`).pluck().get() as number) ?? 0;
  }
  return counts;
}
