// The files of a snapshot (docs/decisions/028-backups.md): a folder `backups/<name>/` holding `manifest.json`,
// `app.db.gz` (the database, compressed) and `uploads/` (the stored files, hard links where the disk allows).
// Folder work only; services/backup.server.ts takes, copies and restores snapshots with it.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { isSnapshotName } from "~/utils/backup";
import { keepPrivate, PRIVATE_DIR, PRIVATE_FILE } from "~/utils/private-files.server";

export const MANIFEST = "manifest.json";
export const DATABASE_GZ = "app.db.gz";
export const UPLOADS = "uploads";
/** A snapshot being made, downloaded or restored: never counted, removed when a run finds it old. */
export const PARTIAL_PREFIX = ".partial-";

export type SnapshotFile = { key: string; bytes: number; sha256: string };

export type Manifest = {
  /** A new number whenever a field changes meaning or goes. */
  format: 1;
  name: string;
  /** When the snapshot began (the database is as it was then or later) and when it was complete. */
  startedAt: string;
  finishedAt: string;
  trigger: string;
  database: { file: typeof DATABASE_GZ; bytes: number; sha256: string };
  /** Rows in the main tables of the snapshot's database. */
  counts: Record<string, number>;
  /** Every stored file in the snapshot, by storage key. */
  files: SnapshotFile[];
  /** Keys the database points at that were not in the uploads when the snapshot was taken (gone from the site already). */
  missingFiles: string[];
};

export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  return parseManifest(await fsp.readFile(file, "utf8"), file);
}

/**
 * Whether a manifest may list this as a stored file's key: a relative path of plain names, which stays inside the
 * folder it is joined to. No empty, "." or ".." part, not absolute, no backslash (a separator elsewhere), no
 * percent-encoding, no control character: the storage never makes such a name (safeFileName), so a manifest that
 * lists one was not written by the site, and restoring it could write anywhere the process may.
 */
export function isStoredFileKey(key: unknown): key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > 1024) return false;
  if (/[\u0000-\u001f\u007f\\]|%[0-9a-f]{2}/i.test(key)) return false;
  return key.split("/").every((part) => part !== "" && part !== "." && part !== ".." && Buffer.byteLength(part) <= 255);
}

const SHA256 = /^[0-9a-f]{64}$/;
const isCount = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
const isInstant = (s: unknown) =>
  typeof s === "string" && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s;

/**
 * A manifest's text, checked whole before anything of its snapshot is written anywhere: its name is a snapshot's, its
 * times are instants, every key a stored file's (isStoredFileKey) and listed once, never another's folder, every
 * hash a sha256 (it names an object in the bucket). Throws an Error saying what is wrong.
 */
export function parseManifest(text: string, where = MANIFEST): Manifest {
  const wrong = (what: string) => new Error(`${where} ${what}.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw wrong("is not JSON");
  }
  if (manifest?.format !== 1 || typeof manifest.database !== "object" || !Array.isArray(manifest.files)) {
    throw wrong(`is not a snapshot manifest this version reads (format ${JSON.stringify(manifest?.format)})`);
  }
  if (typeof manifest.name !== "string" || !isSnapshotName(manifest.name))
    throw wrong(`names no snapshot: ${JSON.stringify(manifest.name)}`);
  if (!isInstant(manifest.startedAt) || !isInstant(manifest.finishedAt))
    throw wrong("has a time that is not an instant");
  const { database, counts, files, missingFiles } = manifest;
  if (database.file !== DATABASE_GZ || !isCount(database.bytes) || !SHA256.test(String(database.sha256)))
    throw wrong("describes its database wrongly");
  if (
    typeof counts !== "object" ||
    counts === null ||
    !Object.entries(counts).every(([table, n]) => /^[a-z_]+$/.test(table) && isCount(n))
  ) {
    throw wrong("has row counts that are not counts of tables");
  }
  if (!Array.isArray(missingFiles) || !missingFiles.every((key) => typeof key === "string"))
    throw wrong("has a list of missing files that is not one");
  const keys = new Set<string>();
  for (const file of files) {
    if (!isStoredFileKey(file?.key))
      throw wrong(
        `lists a file whose name leaves the snapshot's folder or is not a stored file's: ${JSON.stringify(file?.key)}`,
      );
    if (!isCount(file.bytes) || !SHA256.test(String(file.sha256)))
      throw wrong(`gives ${JSON.stringify(file.key)} a size or a sha256 that is not one`);
    if (keys.has(file.key)) throw wrong(`lists ${JSON.stringify(file.key)} twice`);
    keys.add(file.key);
  }
  for (const key of keys) {
    const parts = key.split("/");
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join("/");
      if (keys.has(folder))
        throw wrong(`lists ${JSON.stringify(folder)} both as a file and as the folder of ${JSON.stringify(key)}`);
    }
  }
  return manifest;
}

/** Writes a file and flushes it to the disk before it counts (a snapshot must survive the power loss it is for). */
export async function writeDurably(file: string, data: string | Buffer) {
  const handle = await fsp.open(file, "w", PRIVATE_FILE);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a file already written, or a folder's entries (a rename inside it). */
export async function syncPath(target: string) {
  const handle = await fsp.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Passes bytes through while hashing and counting them. */
function hashing() {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest("hex"), bytes }) };
}

/** Compresses `source` into `target` (flushed), returning the source's sha256 and size. */
export async function gzipFile(source: string, target: string) {
  const h = hashing();
  await pipeline(
    fs.createReadStream(source),
    h.stream,
    zlib.createGzip(),
    fs.createWriteStream(target, { mode: PRIVATE_FILE }),
  );
  await syncPath(target);
  return h.result();
}

/** Decompresses `source` (a file or a stream) into `target`, returning what was written's sha256 and size. */
export async function gunzipTo(source: string | Readable, target: string) {
  const h = hashing();
  await pipeline(
    typeof source === "string" ? fs.createReadStream(source) : source,
    zlib.createGunzip(),
    h.stream,
    fs.createWriteStream(target, { mode: PRIVATE_FILE }),
  );
  return h.result();
}

/** Writes a stream into a file, returning its sha256 and size. */
export async function saveStream(source: Readable, target: string) {
  const h = hashing();
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  await pipeline(source, h.stream, fs.createWriteStream(target, { mode: PRIVATE_FILE }));
  return h.result();
}

export async function sha256Of(file: string) {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

/**
 * Every regular file under `root`, as storage keys ("packages/x/y.webp"). Symbolic links are never followed, and a
 * file being written (storage's temporary `.name.uuid.tmp`) is not a stored file yet.
 */
export async function listFiles(root: string): Promise<string[]> {
  const keys: string[] = [];
  async function walk(dir: string, prefix: string) {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
      else if (entry.isFile() && !(entry.name.startsWith(".") && entry.name.endsWith(".tmp"))) keys.push(key);
    }
  }
  await walk(root, "");
  return keys.sort();
}

/**
 * Puts `source` at `target` as a hard link (no space used: stored files are never rewritten in place, see
 * storage.server.ts), or as a copy where a link cannot be made (another disk, a file system without links).
 */
export async function linkOrCopy(source: string, target: string) {
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  try {
    await fsp.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP" && code !== "EMLINK") throw error;
    await fsp.copyFile(source, target);
  }
  // A guest's file (a link shares its mode with the site's own copy, which the storage made private; an older one is made so).
  keepPrivate(target, PRIVATE_FILE);
}

/** The same file on the disk (a hard link of it): then its hash is already known. */
export async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([fsp.stat(a).catch(() => null), fsp.stat(b).catch(() => null)]);
  return Boolean(x && y && x.ino === y.ino && x.dev === y.dev && x.size === y.size);
}

/** Removes the partial folders a stopped run left behind, once they are older than `olderThanMs` (another process may be making one). */
export async function removeStalePartials(folder: string, olderThanMs: number, now = Date.now()) {
  const entries = await fsp.readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(PARTIAL_PREFIX)) continue;
    const full = path.join(folder, entry.name);
    const stat = await fsp.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > olderThanMs) await fsp.rm(full, { recursive: true, force: true });
  }
}
