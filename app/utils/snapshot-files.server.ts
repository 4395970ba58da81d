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
  const text = await fsp.readFile(path.join(folder, MANIFEST), "utf8");
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== 1 || !manifest.database?.sha256 || !Array.isArray(manifest.files)) {
    throw new Error(`${path.join(folder, MANIFEST)} is not a snapshot manifest this version reads (format ${JSON.stringify(manifest.format)})`);
  }
  return manifest;
}

/** Writes a file and flushes it to the disk before it counts (a snapshot must survive the power loss it is for). */
export async function writeDurably(file: string, data: string | Buffer) {
  const handle = await fsp.open(file, "w");
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
  await pipeline(fs.createReadStream(source), h.stream, zlib.createGzip(), fs.createWriteStream(target));
  await syncPath(target);
  return h.result();
}

/** Decompresses `source` (a file or a stream) into `target`, returning what was written's sha256 and size. */
export async function gunzipTo(source: string | Readable, target: string) {
  const h = hashing();
  await pipeline(typeof source === "string" ? fs.createReadStream(source) : source, zlib.createGunzip(), h.stream, fs.createWriteStream(target));
  return h.result();
}

/** Writes a stream into a file, returning its sha256 and size. */
export async function saveStream(source: Readable, target: string) {
  const h = hashing();
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await pipeline(source, h.stream, fs.createWriteStream(target));
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
  await fsp.mkdir(path.dirname(target), { recursive: true });
  try {
    await fsp.link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP" && code !== "EMLINK") throw error;
    await fsp.copyFile(source, target);
  }
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
