// Backups and restore (issue 18; docs/decisions/028-backups.md), the one door: a snapshot of the database (SQLite's
// online backup of the live connection, consistent while the site serves) and of the uploads into DATA_DIR/backups,
// kept by the retention rules, copied to S3-compatible storage when configured, and brought back by restore.
// The schedule (the worker below), `npm run backup`, the admin's "Back up now" and `npm run restore` all come here.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { getDb } from "~/db/db.server";
import { recordAuditAlone, type Actor } from "~/models/audit.server";
import { getBackupRecord, recordBackupAttempt, snapshotCounts, storedFileKeys } from "~/models/backup.server";
import { isBackupDue, isSnapshotName, snapshotName, snapshotsToKeep, type BackupRecord } from "~/utils/backup";
import { formatBytes } from "~/utils/bytes";
import { dataDir, getEnv } from "~/utils/env.server";
import { openObjectStore, s3ErrorText, s3Settings, type ObjectStore } from "~/utils/s3.server";
import {
  DATABASE_GZ,
  gunzipTo,
  gzipFile,
  isStoredFileKey,
  linkOrCopy,
  listFiles,
  MANIFEST,
  parseManifest,
  PARTIAL_PREFIX,
  readManifest,
  removeStalePartials,
  sameFile,
  saveStream,
  sha256Of,
  syncPath,
  UPLOADS,
  writeDurably,
  type Manifest,
  type SnapshotFile,
} from "~/utils/snapshot-files.server";
import { keepPrivate, PRIVATE_DIR, PRIVATE_FILE } from "~/utils/private-files.server";
import { periodicWorker } from "~/utils/worker.server";

export type BackupTrigger = "schedule" | "admin" | "script";

export const backupsDir = () => path.join(dataDir(), "backups");
const uploadsDir = () => path.join(dataDir(), "uploads");
const HOUR = 60 * 60 * 1000;
/** A snapshot needs room for the database's copy and its compressed copy, and leaves the site this much besides. */
const FREE_MARGIN_BYTES = 64 * 1024 * 1024;
/** The server copies this many pages (4 KB each) at a time, so requests are served between the steps. */
const PAGES_PER_STEP = 1000;

export class BackupError extends Error {}
/** Another process (`npm run backup` beside the server, or the server beside it) is taking one. */
export class BackupBusy extends BackupError {}

// ---------------------------------------------------------------------------------------------
// Taking a snapshot

/**
 * The database and the uploads into `backups/<name>/`, made in a partial folder and renamed when whole, so a
 * half-made snapshot never counts. The database is copied with SQLite's online backup API from the live
 * connection: the copy is the database as it was at one instant at or after `startedAt`, whatever is being
 * written meanwhile. The uploads are linked after it, so every file a row of that copy points at is there
 * (stored files are written before their row), unless it was deleted in between: `missingFiles` says so.
 */
async function takeSnapshot(trigger: BackupTrigger, startedAt: Date): Promise<{ folder: string; manifest: Manifest }> {
  const root = backupsDir();
  await fsp.mkdir(root, { recursive: true, mode: PRIVATE_DIR });
  keepPrivate(root, PRIVATE_DIR); // made before this rule, or by hand
  await removeStalePartials(root, 6 * HOUR);
  const live = path.join(dataDir(), "app.db");
  const dbBytes = [live, `${live}-wal`].reduce((sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
  const { bavail, bsize } = fs.statfsSync(root);
  const needed = 2 * dbBytes + FREE_MARGIN_BYTES;
  if (bavail * bsize < needed) {
    throw new BackupError(
      `Not enough free space in the data folder for a snapshot: ${formatBytes(bavail * bsize)} free, ${formatBytes(needed)} needed.`,
    );
  }

  const name = snapshotName(startedAt);
  const partial = path.join(root, `${PARTIAL_PREFIX}${name}-${process.pid}`);
  await fsp.mkdir(partial, { recursive: true, mode: PRIVATE_DIR });
  try {
    const copy = path.join(partial, "app.db");
    // From another process (npm run backup), a write by the server would restart a copy made in steps: one step.
    const pages = trigger === "script" ? 0x7fffffff : PAGES_PER_STEP;
    await getDb().$client.backup(copy, { progress: () => pages });
    // One file on its own (no -wal beside it), and what the manifest states, read from the copy itself.
    const sqlite = new Database(copy);
    let counts: Record<string, number>;
    let pointedAt: string[];
    try {
      sqlite.pragma("journal_mode = DELETE");
      counts = snapshotCounts(sqlite);
      pointedAt = storedFileKeys(sqlite);
    } finally {
      sqlite.close();
    }
    const database = await gzipFile(copy, path.join(partial, DATABASE_GZ));
    await fsp.rm(copy);

    const files = await linkUploads(path.join(partial, UPLOADS), await previousSnapshot(root));
    const present = new Set(files.map((f) => f.key));
    const manifest: Manifest = {
      format: 1,
      name,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      trigger,
      database: { file: DATABASE_GZ, bytes: database.bytes, sha256: database.sha256 },
      counts,
      files,
      missingFiles: pointedAt.filter((key) => !present.has(key)),
    };
    await writeDurably(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    const folder = path.join(root, name);
    await fsp.rename(partial, folder);
    await syncPath(root);
    return { folder, manifest };
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The newest snapshot's folder and manifest, whose hashes are reused for the files that have not changed since. */
async function previousSnapshot(root: string): Promise<{ folder: string; files: Map<string, SnapshotFile> } | null> {
  const newest = (await localSnapshots(root)).at(-1);
  if (!newest) return null;
  const folder = path.join(root, newest);
  const manifest = await readManifest(folder).catch(() => null);
  return manifest && { folder, files: new Map(manifest.files.map((f) => [f.key, f])) };
}

/** Links every stored file into the snapshot, with its size and sha256 (known already when it is the same file as last time). */
async function linkUploads(
  target: string,
  previous: Awaited<ReturnType<typeof previousSnapshot>>,
): Promise<SnapshotFile[]> {
  const source = uploadsDir();
  const files: SnapshotFile[] = [];
  for (const key of await listFiles(source)) {
    // Only names the storage makes (a file put there by hand may have any): restore refuses a manifest with another.
    if (!isStoredFileKey(key)) {
      console.error(
        `[backup] ${JSON.stringify(key)} is left out of the snapshot: not a name the site stores files under.`,
      );
      continue;
    }
    const from = path.join(source, key);
    try {
      await linkOrCopy(from, path.join(target, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // deleted meanwhile: not in the snapshot
      throw error;
    }
    const known = previous?.files.get(key);
    if (known && previous && (await sameFile(from, path.join(previous.folder, UPLOADS, key)))) files.push(known);
    else files.push({ key, ...(await sha256Of(path.join(target, key))) });
  }
  return files;
}

/** The snapshots in `backups/`, oldest first (names only; partial folders and anything else are not snapshots). */
async function localSnapshots(root = backupsDir()): Promise<string[]> {
  const entries = await fsp.readdir(root, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && isSnapshotName(e.name) && fs.existsSync(path.join(root, e.name, MANIFEST)))
    .map((e) => e.name)
    .sort();
}

/** Deletes the local snapshots the retention rules no longer keep; returns their names. */
async function pruneLocal(now: Date): Promise<string[]> {
  const root = backupsDir();
  const names = await localSnapshots(root);
  const keep = snapshotsToKeep(names, now);
  const gone = names.filter((n) => !keep.has(n));
  for (const name of gone) await fsp.rm(path.join(root, name), { recursive: true, force: true });
  return gone;
}

// ---------------------------------------------------------------------------------------------
// Off the machine
//
// In the bucket (under BACKUP_S3_PREFIX): `snapshots/<name>/app.db.gz` and `snapshots/<name>/manifest.json`, the
// manifest written last so a half-copied snapshot never counts; the stored files once each by content,
// `files/<sha256>`, since most of them are the same from one hour to the next.

const remoteManifest = (name: string) => `snapshots/${name}/${MANIFEST}`;

/** Copies a local snapshot to the storage: the files it lacks, the database, then the manifest. */
async function uploadSnapshot(store: ObjectStore, name: string) {
  const folder = path.join(backupsDir(), name);
  const manifest = await readManifest(folder);
  const stored = new Set((await store.list("files/")).map((o) => o.key.slice("files/".length)));
  for (const file of manifest.files) {
    if (stored.has(file.sha256)) continue;
    await store.put(`files/${file.sha256}`, await fsp.readFile(path.join(folder, UPLOADS, file.key)));
    stored.add(file.sha256);
  }
  await store.put(`snapshots/${name}/${DATABASE_GZ}`, await fsp.readFile(path.join(folder, DATABASE_GZ)));
  await store.put(remoteManifest(name), await fsp.readFile(path.join(folder, MANIFEST)));
}

/** The snapshots in the storage (those whose manifest is there), oldest first, and every object under snapshots/. */
async function remoteSnapshots(store: ObjectStore) {
  const objects = await store.list("snapshots/");
  const names = new Set<string>();
  for (const o of objects) {
    const [, name, file] = o.key.split("/");
    if (file === MANIFEST && isSnapshotName(name)) names.add(name);
  }
  return { names: [...names].sort(), objects };
}

/**
 * The same retention rules in the storage; then the stored files no kept snapshot lists are deleted (a guest's
 * erased files leave the off-machine copies with the last snapshot that held them, as they leave the local ones).
 * Objects of a snapshot whose manifest never came (a copy cut off) go after a day.
 */
async function pruneRemote(store: ObjectStore, now: Date) {
  const { names, objects } = await remoteSnapshots(store);
  const keep = snapshotsToKeep(names, now);
  const day = 24 * HOUR;
  const doomed = objects.filter((o) => {
    const name = o.key.split("/")[1];
    return names.includes(name) ? !keep.has(name) : now.getTime() - o.lastModified.getTime() > day;
  });
  if (!doomed.length) return;
  await store.remove(doomed.map((o) => o.key));
  const listed = new Set<string>();
  for (const name of keep) {
    const manifest = JSON.parse(await streamText(await store.get(remoteManifest(name)))) as Manifest;
    for (const f of manifest.files) listed.add(f.sha256);
  }
  const unlisted = (await store.list("files/")).filter(
    (o) => !listed.has(o.key.slice("files/".length)) && now.getTime() - o.lastModified.getTime() > day,
  );
  await store.remove(unlisted.map((o) => o.key));
}

async function streamText(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** Copies the newest local snapshot off the machine unless it is there already (so a failed copy is made at the next run). */
async function copyOffMachine(store: ObjectStore, now: Date): Promise<string | null> {
  const newest = (await localSnapshots()).at(-1);
  if (!newest) return null;
  const { names } = await remoteSnapshots(store);
  if (!names.includes(newest)) await uploadSnapshot(store, newest);
  await pruneRemote(store, now);
  return newest;
}

// ---------------------------------------------------------------------------------------------
// One run: snapshot, retention, off the machine, recorded

export type BackupOutcome = {
  /** The snapshot this run took (null when it failed: `error` says why). */
  snapshot: { name: string; folder: string; manifest: Manifest } | null;
  error?: string;
  /** Off the machine: null when not configured. */
  offsite: { ok: true; name: string | null; where: string } | { ok: false; error: string; where: string } | null;
  /** Snapshots deleted by the retention rules on this machine. */
  pruned: string[];
};

let running: Promise<BackupOutcome> | null = null;

/**
 * Takes a backup now. Calls in the same process while one runs get that run's outcome; another process's run
 * (the lock file in backups/) makes this one throw BackupBusy. An admin's run is recorded in the audit log.
 */
export function takeBackup({ trigger, actor }: { trigger: BackupTrigger; actor?: Actor }): Promise<BackupOutcome> {
  // `npm run backup` with the wrong DATA_DIR would otherwise create an empty site there and back it up.
  const live = path.join(dataDir(), "app.db");
  if (!fs.existsSync(live))
    return Promise.reject(new BackupError(`There is no database at ${live}: is DATA_DIR the site's data folder?`));
  running ??= withLock(() => backupRun(trigger, actor)).finally(() => {
    running = null;
  });
  return running;
}

async function backupRun(trigger: BackupTrigger, actor?: Actor): Promise<BackupOutcome> {
  const startedAt = new Date();
  const at = startedAt.toISOString();
  const outcome: BackupOutcome = { snapshot: null, offsite: null, pruned: [] };
  try {
    const { folder, manifest } = await takeSnapshot(trigger, startedAt);
    outcome.snapshot = { name: manifest.name, folder, manifest };
    recordBackupAttempt("local", { at, ok: true, name: manifest.name });
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
    console.error(`[backup] the snapshot failed: ${outcome.error}`);
    recordBackupAttempt("local", { at, ok: false, error: outcome.error });
  }
  try {
    outcome.pruned = await pruneLocal(startedAt);
  } catch (error) {
    console.error("[backup] removing old snapshots failed:", error);
  }
  const settings = s3Settings();
  if (settings) {
    let where = `s3://${settings.bucket}`;
    try {
      const store = await openObjectStore(settings);
      where = store.where;
      const name = await copyOffMachine(store, startedAt);
      outcome.offsite = { ok: true, name, where };
      recordBackupAttempt("offsite", { at, ok: true, name: name ?? undefined });
    } catch (error) {
      const text = s3ErrorText(error);
      outcome.offsite = { ok: false, error: text, where };
      console.error(`[backup] copying off the machine to ${where} failed: ${text}`);
      recordBackupAttempt("offsite", { at, ok: false, error: text });
    }
  }
  if (outcome.snapshot) {
    const { name, manifest } = outcome.snapshot;
    console.log(
      `[backup] snapshot ${name} (${trigger}): ${manifest.files.length} files, database ${formatBytes(manifest.database.bytes)}`,
    );
    // A backup changes no row: recorded once it exists (decision 027's rule for files).
    if (actor) {
      recordAuditAlone(actor, {
        action: "backup.create",
        target: { kind: "backup", id: name, label: name },
        changes: {
          database: formatBytes(manifest.database.bytes),
          files: manifest.files.length,
          offMachine: outcome.offsite
            ? outcome.offsite.ok
              ? "copied"
              : `failed: ${outcome.offsite.error}`
            : "not configured",
        },
      });
    }
  }
  return outcome;
}

/** One run at a time across processes: `backups/.lock` holds the running process's id. A lock left by a process that is gone is taken over. */
async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const root = backupsDir();
  await fsp.mkdir(root, { recursive: true, mode: PRIVATE_DIR });
  const lock = path.join(root, ".lock");
  for (let attempt = 0; ; attempt++) {
    try {
      await fsp.writeFile(lock, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = await fsp
        .readFile(lock, "utf8")
        .then((t) => JSON.parse(t) as { pid: number; at: string })
        .catch(() => null);
      if (
        holder &&
        holder.pid !== process.pid &&
        holdsLock(holder.pid, new Date(holder.at).getTime()) &&
        Date.now() - new Date(holder.at).getTime() < 6 * HOUR
      ) {
        throw new BackupBusy(
          `A backup is being taken by another process (${holder.pid}, since ${holder.at}). Try again when it is done.`,
        );
      }
      await fsp.rm(lock, { force: true }); // its process is gone (a restart, a kill): taken over
    }
  }
  try {
    return await run();
  } finally {
    await fsp.rm(lock, { force: true });
  }
}

/**
 * Whether process `pid` can be the one that wrote the lock at `lockedAt`: it is alive, and (where /proc tells) it
 * started before then. After a crash and a restart the same number may belong to another process (a container's
 * processes get the same small numbers every time).
 */
function holdsLock(pid: number, lockedAt: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const startTicks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]); // field 22, starttime
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1]);
    const startedAt = (bootSeconds + startTicks / CLOCK_TICKS) * 1000;
    return !(startedAt > lockedAt + 1000);
  } catch {
    return true; // no /proc: alive is all we know
  }
}
/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every Linux Node runs on). */
const CLOCK_TICKS = 100;

// ---------------------------------------------------------------------------------------------
// The schedule

/** One round of the schedule at `now`: a backup when the last attempt began an interval ago (or none was made). */
export async function runScheduledBackup(now = new Date()): Promise<BackupOutcome | null> {
  if (!isBackupDue(getBackupRecord("local"), getEnv().BACKUP_INTERVAL_MINUTES, now)) return null;
  try {
    return await takeBackup({ trigger: "schedule" });
  } catch (error) {
    if (error instanceof BackupBusy) return null; // npm run backup is taking one: the schedule counts from it
    throw error;
  }
}

// It looks every minute whether a backup is due, and takes it: a restart does not shift the schedule or take an
// extra one (a site restarting in a loop does not fill its disk with snapshots).
const backupWorker = periodicWorker("backup", () => runScheduledBackup());

export function startBackupWorker(intervalMinutes = getEnv().BACKUP_INTERVAL_MINUTES) {
  if (intervalMinutes > 0) backupWorker.start(Math.min(60_000, intervalMinutes * 60_000));
}
export function stopBackupWorker() {
  backupWorker.stop();
}

/** What the admin home shows: the last attempts, the schedule, and whether off-machine copies are configured. */
export function backupState() {
  return {
    local: getBackupRecord("local"),
    offsite: getBackupRecord("offsite"),
    intervalMinutes: getEnv().BACKUP_INTERVAL_MINUTES,
    offsiteConfigured: s3Settings() !== null,
  } satisfies {
    local: BackupRecord | null;
    offsite: BackupRecord | null;
    intervalMinutes: number;
    offsiteConfigured: boolean;
  };
}

// ---------------------------------------------------------------------------------------------
// Restore

export type RestoreReport = { ok: boolean; name: string | null; lines: string[] };

/** The snapshots there are: on this machine, and off it when configured (its error, if it cannot be read). */
export async function listSnapshots(): Promise<{ local: string[]; remote: string[] | null; remoteError?: string }> {
  const local = await localSnapshots();
  const settings = s3Settings();
  if (!settings) return { local, remote: null };
  try {
    return { local, remote: (await remoteSnapshots(await openObjectStore(settings))).names };
  } catch (error) {
    return { local, remote: null, remoteError: s3ErrorText(error) };
  }
}

/** Refuses a data folder that holds a database or stored files: a restore never overwrites a site. */
function refuseNonEmpty(target: string): string | null {
  const db = ["app.db", "app.db-wal"].find((f) => fs.existsSync(path.join(target, f)));
  if (db)
    return `${target} already holds ${db}. A restore goes into an empty data folder: move the site's files away first, or choose another DATA_DIR.`;
  const uploads = path.join(target, UPLOADS);
  if (fs.existsSync(uploads) && fs.readdirSync(uploads).length) {
    return `${uploads} is not empty. A restore goes into an empty data folder: move it away first, or choose another DATA_DIR.`;
  }
  return null;
}

/** Downloads a snapshot from the storage into backups/<name>/ (made whole in a partial folder, each file checked against the manifest). */
async function downloadSnapshot(name: string): Promise<string> {
  const settings = s3Settings();
  if (!settings)
    throw new BackupError(
      "Off-machine copies are not configured: set BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY.",
    );
  if (!isSnapshotName(name))
    throw new BackupError(`${JSON.stringify(name)} is not a snapshot's name (such as 2026-11-24T10-00-00.000Z).`);
  const store = await openObjectStore(settings);
  const root = backupsDir();
  const folder = path.join(root, name);
  if (fs.existsSync(path.join(folder, MANIFEST))) return folder;
  const manifestText = await streamText(await store.get(remoteManifest(name))).catch((error) => {
    throw new BackupError(`There is no snapshot ${name} in ${store.where}: ${s3ErrorText(error)}`);
  });
  // Checked whole before a byte is written: a key with ../ in it would otherwise be a file written anywhere.
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText, `The manifest of ${name} in ${store.where}`);
    if (manifest.name !== name)
      throw new Error(`The manifest of ${name} in ${store.where} is the manifest of ${manifest.name}.`);
  } catch (error) {
    throw new BackupError(`${error instanceof Error ? error.message : String(error)} ${REFUSED}`);
  }
  const partial = path.join(root, `${PARTIAL_PREFIX}download-${name}-${process.pid}`);
  await fsp.rm(partial, { recursive: true, force: true });
  await fsp.mkdir(partial, { recursive: true, mode: PRIVATE_DIR });
  try {
    await fsp.writeFile(path.join(partial, MANIFEST), manifestText, { mode: PRIVATE_FILE });
    await saveStream(await store.get(`snapshots/${name}/${DATABASE_GZ}`), path.join(partial, DATABASE_GZ));
    for (const file of manifest.files) {
      const got = await saveStream(await store.get(`files/${file.sha256}`), path.join(partial, UPLOADS, file.key));
      if (got.sha256 !== file.sha256)
        throw new BackupError(
          `${file.key} came back from ${store.where} changed (sha256 ${got.sha256}, expected ${file.sha256}).`,
        );
    }
    await fsp.rename(partial, folder);
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

const REFUSED = "The snapshot is refused; nothing was written.";

/**
 * Every file of a manifest is a file inside the snapshot's uploads, not a link or a folder leading out of it (a
 * snapshot's folder may come from anywhere): the first that is not, or null. Files missing are reported later.
 */
async function fileOutside(folder: string, manifest: Manifest): Promise<string | null> {
  const root = await fsp.realpath(path.join(folder, UPLOADS)).catch(() => null);
  for (const { key } of manifest.files) {
    const from = path.join(folder, UPLOADS, key);
    const stat = await fsp.lstat(from).catch(() => null);
    if (!stat) continue;
    const real = await fsp.realpath(from).catch(() => null);
    if (!stat.isFile() || !root || !real?.startsWith(root + path.sep)) return key;
  }
  return null;
}

/** A snapshot given as a folder's path, or as a name in this data folder's backups/. */
function findSnapshot(source: string): string | null {
  const candidates = [path.resolve(source), ...(isSnapshotName(source) ? [path.join(backupsDir(), source)] : [])];
  return candidates.find((c) => fs.existsSync(path.join(c, MANIFEST))) ?? null;
}

/**
 * Brings a snapshot back into the data folder (DATA_DIR), which must hold no database and no stored files. The
 * database and the files are put in a partial folder first and checked there: the database's sha256 against the
 * manifest, `PRAGMA integrity_check`, `PRAGMA foreign_key_check`, the row counts, every file of the manifest with
 * its size, and every file the database points at. Only a snapshot that passes is moved into place; a failed one
 * stays in the partial folder to look at. The site then starts on it as usual (`npm start` migrates it).
 */
export async function restoreSnapshot(
  source: string,
  { fromS3 = false }: { fromS3?: boolean } = {},
): Promise<RestoreReport> {
  const target = dataDir();
  const lines: string[] = [];
  const refused = refuseNonEmpty(target);
  if (refused) return { ok: false, name: null, lines: [refused] };
  let folder: string | null;
  try {
    folder = fromS3 ? await downloadSnapshot(source) : findSnapshot(source);
  } catch (error) {
    return { ok: false, name: null, lines: [error instanceof Error ? error.message : String(error)] };
  }
  if (!folder) {
    const { local } = await listSnapshots();
    const here = local.length
      ? `The snapshots in ${backupsDir()}: ${local.join(", ")}.`
      : `There is no snapshot in ${backupsDir()}.`;
    return { ok: false, name: null, lines: [`There is no snapshot at ${source}. ${here}`] };
  }
  let manifest: Manifest;
  try {
    manifest = await readManifest(folder);
  } catch (error) {
    return { ok: false, name: null, lines: [`${error instanceof Error ? error.message : String(error)} ${REFUSED}`] };
  }
  const outside = await fileOutside(folder, manifest);
  if (outside) {
    return {
      ok: false,
      name: manifest.name,
      lines: [`${outside} is not a file inside the snapshot (a link, or a folder, in ${folder}). ${REFUSED}`],
    };
  }
  lines.push(`Snapshot ${manifest.name} (taken ${manifest.startedAt}) from ${folder}`);
  const staging = path.join(target, `${PARTIAL_PREFIX}restore-${manifest.name}-${process.pid}`);
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { recursive: true, mode: PRIVATE_DIR });
  keepPrivate(target, PRIVATE_DIR);
  const problems: string[] = [];

  const db = path.join(staging, "app.db");
  try {
    const got = await gunzipTo(path.join(folder, DATABASE_GZ), db);
    if (got.sha256 !== manifest.database.sha256)
      problems.push(
        `The database does not match its manifest (sha256 ${got.sha256}, expected ${manifest.database.sha256}).`,
      );
  } catch (error) {
    problems.push(
      `The database could not be read from ${path.join(folder, DATABASE_GZ)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let copied = 0;
  for (const file of manifest.files) {
    const from = path.join(folder, UPLOADS, file.key);
    const size = await fsp.stat(from).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) problems.push(`${file.key} is missing from the snapshot.`);
    else if (size !== file.bytes)
      problems.push(`${file.key} is ${size} bytes in the snapshot, ${file.bytes} in its manifest.`);
    else {
      await linkOrCopy(from, path.join(staging, UPLOADS, file.key));
      copied++;
    }
  }

  if (!problems.some((p) => p.startsWith("The database"))) {
    let sqlite: Database.Database | null = null;
    try {
      sqlite = new Database(db, { fileMustExist: true });
      const integrity = sqlite.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
      const integrityText = integrity.map((r) => r.integrity_check);
      if (integrityText.join() === "ok") lines.push("integrity_check: ok");
      else problems.push(`integrity_check: ${integrityText.slice(0, 10).join("; ")}`);
      const foreign = sqlite.pragma("foreign_key_check") as { table: string; rowid: number; parent: string }[];
      if (!foreign.length) lines.push("foreign_key_check: no row points at a missing one");
      else
        problems.push(
          `foreign_key_check: ${foreign.length} row(s) point at missing ones (${foreign
            .slice(0, 5)
            .map((f) => `${f.table} ${f.rowid} → ${f.parent}`)
            .join(", ")})`,
        );
      const counts = snapshotCounts(sqlite);
      for (const [table, n] of Object.entries(manifest.counts)) {
        if (counts[table] !== n) problems.push(`${table}: ${counts[table] ?? 0} rows, ${n} in the manifest.`);
      }
      lines.push(
        `Rows: ${Object.entries(counts)
          .map(([t, n]) => `${n} ${t}`)
          .join(", ")}`,
      );
      const pointedAt = storedFileKeys(sqlite);
      const alreadyMissing = new Set(manifest.missingFiles);
      const missing = pointedAt.filter((key) => !fs.existsSync(path.join(staging, UPLOADS, key)));
      const lost = missing.filter((key) => !alreadyMissing.has(key));
      for (const key of lost) problems.push(`The database points at ${key}, which is not in the restored uploads.`);
      lines.push(
        `Files: ${copied} restored; ${pointedAt.length - missing.length} of the ${pointedAt.length} the database points at are there`,
      );
      const known = missing.filter((key) => alreadyMissing.has(key));
      if (known.length)
        lines.push(
          `Note: ${known.length} file(s) the database points at were already gone from the site when the snapshot was taken: ${known.join(", ")}`,
        );
    } catch (error) {
      problems.push(`The database could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      sqlite?.close();
    }
  }

  if (problems.length) {
    lines.push(
      ...problems.map((p) => `FAILED: ${p}`),
      `Nothing was put in place; what was restored is in ${staging} to look at.`,
    );
    return { ok: false, name: manifest.name, lines };
  }
  await fsp.rm(path.join(target, UPLOADS), { recursive: true, force: true }); // empty (refuseNonEmpty)
  if (fs.existsSync(path.join(staging, UPLOADS)))
    await fsp.rename(path.join(staging, UPLOADS), path.join(target, UPLOADS));
  await syncPath(db);
  await fsp.rename(db, path.join(target, "app.db"));
  await syncPath(target);
  await fsp.rm(staging, { recursive: true, force: true });
  lines.push(
    `Restored into ${target}. Start the site on it (npm start, with DATA_DIR=${target}): it applies any newer migrations.`,
  );
  return { ok: true, name: manifest.name, lines };
}
