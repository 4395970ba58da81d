// The rules of the backups that need no disk or database: a snapshot's name, which snapshots are kept, and what
// the admin home warns about. Pure, so they are tested over plain timestamps (docs/decisions/028-backups.md).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Every snapshot younger than this is kept. */
export const KEEP_ALL_FOR_MS = 48 * HOUR;
/** Older ones: the newest of each calendar day (UTC, the day in its name) is kept this long. */
export const KEEP_DAILY_FOR_MS = 30 * DAY;
/** A backup (on the machine or off it) that has not succeeded for this long is shown as a warning. */
export const BACKUP_WARNING_AFTER_MS = DAY;

/** A snapshot's name: the instant it began, in UTC, safe in a file name and an S3 key ("2026-11-24T10-00-00.123Z"). */
export function snapshotName(at: Date): string {
  return at.toISOString().replace(/:/g, "-");
}

const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z$/;

/** The instant a snapshot's name stands for; null for anything else (a half-made snapshot, a stray folder). */
export function snapshotTime(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) || snapshotName(at) !== name ? null : at;
}

export const isSnapshotName = (name: string) => snapshotTime(name) !== null;

/**
 * Which snapshots to keep at `now`: every one of the last 48 hours; for older ones, the newest of each UTC day
 * for 30 days; and always the newest of all, whatever its age (backups that stopped must not delete the last
 * one). Names that are not snapshots' are neither kept nor deleted: the caller leaves them alone.
 */
export function snapshotsToKeep(names: string[], now: Date): Set<string> {
  const dated = names.flatMap((name) => {
    const at = snapshotTime(name);
    return at ? [{ name, at: at.getTime() }] : [];
  });
  dated.sort((a, b) => b.at - a.at);
  const keep = new Set<string>();
  if (dated.length) keep.add(dated[0].name);
  const daysSeen = new Set<string>();
  for (const s of dated) {
    const age = now.getTime() - s.at;
    const day = s.name.slice(0, 10);
    const newestOfDay = !daysSeen.has(day);
    daysSeen.add(day);
    if (age <= KEEP_ALL_FOR_MS || (newestOfDay && age <= KEEP_DAILY_FOR_MS)) keep.add(s.name);
  }
  return keep;
}

/** The last attempt of one kind of backup (taken on the machine, or copied off it), as recorded in `meta`. */
export type BackupRecord = {
  /** When the last attempt began (ISO). */
  at: string;
  ok: boolean;
  /** The snapshot it made or copied. */
  name?: string;
  /** Why it failed. */
  error?: string;
  /** The last attempt that succeeded (ISO), this one or an earlier one. */
  lastOkAt?: string;
  /** The snapshot of that success. */
  lastOkName?: string;
  /** The first failure since the last success (ISO). */
  failingSince?: string;
};

/** The next record after an attempt that began at `at`, carrying the last success and the first failure along. */
export function nextRecord(
  previous: BackupRecord | null,
  attempt: { at: string; ok: boolean; name?: string; error?: string },
): BackupRecord {
  if (attempt.ok)
    return { at: attempt.at, ok: true, name: attempt.name, lastOkAt: attempt.at, lastOkName: attempt.name };
  return {
    at: attempt.at,
    ok: false,
    name: attempt.name,
    error: attempt.error,
    lastOkAt: previous?.lastOkAt,
    lastOkName: previous?.lastOkName,
    failingSince: previous && !previous.ok ? (previous.failingSince ?? previous.at) : attempt.at,
  };
}

/**
 * Whether a kind of backup should be shown as a warning at `now`: its last success is more than a day old, or it
 * has never succeeded and has been failing for more than a day. A record never written (no attempt yet) is not.
 */
export function isOverdue(record: BackupRecord | null, now: Date): boolean {
  if (!record) return false;
  const since = record.lastOkAt ?? record.failingSince ?? record.at;
  return now.getTime() - new Date(since).getTime() > BACKUP_WARNING_AFTER_MS;
}

/** Whether the schedule should take a snapshot at `now`: none attempted yet, or the last attempt began an interval ago. */
export function isBackupDue(record: BackupRecord | null, intervalMinutes: number, now: Date): boolean {
  if (intervalMinutes <= 0) return false;
  if (!record) return true;
  return now.getTime() - new Date(record.at).getTime() >= intervalMinutes * 60_000;
}
