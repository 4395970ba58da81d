import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
/** One stored size of an image: its storage key and its pixel size. */
export type ImageVariant = { width: number; height: number; key: string };
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from "~/utils/bytes";
import { dataDir } from "~/utils/env.server";
import { fileUrl } from "~/utils/file-url";
import { ENGLISH, type Values } from "~/utils/i18n";
import { PRIVATE_DIR, PRIVATE_FILE } from "~/utils/private-files.server";

export { fileUrl };

/** The uploads tree: packages/{packageId}/…, policies/{id}, users/{uid}. Served by the /files route. */
export function uploadsDir() {
  return path.join(dataDir(), "uploads");
}

/**
 * A file refused. `id` and `values` are its message, for a page to say in its language (`i18n.t(error.id,
 * error.values)`); `message` is the English.
 */
export class StorageError extends Error {
  constructor(
    readonly id: string,
    readonly values: Values = {},
  ) {
    super(ENGLISH.t(id, values));
  }
}

/**
 * Resolves a path inside the uploads tree, refusing anything that would leave it
 * (`..`, absolute paths, encoded separators, symbolic links pointing outside).
 */
export async function resolveInUploads(relative: string): Promise<string> {
  const root = await fs.realpath(uploadsDir()).catch(() => path.resolve(uploadsDir()));
  if (relative.includes("\0")) throw new StorageError("Invalid path");
  // ".." never has a good reason here: refuse it rather than quietly folding it away.
  if (relative.replaceAll("\\", "/").split("/").includes("..")) throw new StorageError("Invalid path");
  const candidate = path.resolve(root, "." + path.posix.normalize("/" + relative.replaceAll("\\", "/")));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) throw new StorageError("Invalid path");
  const real = await realpathOfExisting(candidate);
  if (real !== root && !real.startsWith(root + path.sep)) throw new StorageError("Invalid path");
  return real;
}

/** realpath() of the deepest part that exists, so a link in the middle of a new path is followed too. */
async function realpathOfExisting(target: string): Promise<string> {
  let rest = "";
  let current = target;
  for (;;) {
    try {
      return path.join(await fs.realpath(current), rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return target;
      rest = path.join(path.basename(current), rest);
      current = parent;
    }
  }
}

/**
 * Every stored file is written once: into a temporary name beside it, then renamed over the target, so a reader
 * never sees half a file and a file that replaces another (a new policy PDF of the same name) is a new file, not
 * the old one rewritten. The backups rely on it: a snapshot keeps the uploads as hard links (decision 028).
 * It is the site's user's alone (0600): the site serves it; nobody else on the machine reads a guest's picture.
 */
async function writeNewFile<T>(target: string, write: (temporary: string) => Promise<T>): Promise<T> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomUUID()}.tmp`);
  try {
    const result = await write(temporary);
    await fs.chmod(temporary, PRIVATE_FILE);
    await fs.rename(temporary, target);
    return result;
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export function safeFileName(name: string) {
  const base = path
    .basename(name)
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[.-]+/, "");
  return base.slice(-80) || "file";
}

const IMAGE_FORMATS = new Set(["png", "jpeg", "gif", "webp"]);
const UNREADABLE_IMAGE = /*i18n*/ "This file is not an image we can read (PNG, JPG, GIF or WebP).";
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;
/**
 * Bytes say little about pixels: a 30 KB PNG can hold 16000 × 16000 (256 million) pixels, and decoding it costs
 * memory and time by the pixel. 40 megapixels is more than any camera a guest carries (8000 × 5000).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const VARIANT_WIDTHS = [480, 800, 1200, 1600];

/** An image as stored: its largest variant's storage key and size, and every variant's (see fileUrl for addresses). */
export type StoredImage = { name: string; key: string; width: number; height: number; variants: ImageVariant[] };

/**
 * Stores an image once, in the sizes the pages show, as WebP. The type is decided by the content,
 * never by the name. SVG is accepted only from trusted sources (the seed), never from uploads.
 */
export async function storeImage(
  input: Buffer,
  folder: string,
  originalName: string,
  { allowSvg = false }: { allowSvg?: boolean } = {},
): Promise<StoredImage> {
  if (input.byteLength > IMAGE_MAX_BYTES) throw new StorageError(/*i18n*/ "Images can be up to 10MB."); // UPLOAD_MAX_LABEL, its French "10 Mo"
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new StorageError(UNREADABLE_IMAGE);
  }
  const format = meta.format ?? "";
  if (!IMAGE_FORMATS.has(format) && !(allowSvg && format === "svg")) {
    throw new StorageError(/*i18n*/ "Only PNG, JPG, GIF and WebP images are accepted.");
  }
  // The header says the size before a pixel is decoded: refuse a huge one here, with its size in the message.
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  if (w * h > IMAGE_MAX_PIXELS) {
    throw new StorageError(
      /*i18n*/ "This image is {width} × {height} pixels: images can be up to 40 megapixels (for example 8000 × 5000). Please choose a smaller one.",
      { width: w, height: h },
    );
  }
  const hash = crypto.createHash("sha256").update(input).digest("hex").slice(0, 10);
  const stem =
    safeFileName(originalName)
      .replace(/\.[^.]+$/, "")
      .slice(0, 40) || "image";
  const dir = await resolveInUploads(folder);
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });

  const sourceWidth = meta.width ?? 1600;
  const widths = VARIANT_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth);
  const variants: ImageVariant[] = [];
  try {
    for (const width of widths) {
      const fileName = `${stem}-${hash}-${width}.webp`;
      // limitInputPixels again when decoding: whatever the header said, sharp stops at the same limit.
      const info = await writeNewFile(path.join(dir, fileName), (temporary) =>
        sharp(input, { density: format === "svg" ? 144 : undefined, limitInputPixels: IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: format !== "svg" })
          .webp({ quality: 78, effort: 4 })
          .toFile(temporary),
      );
      variants.push({ width: info.width, height: info.height, key: `${folder}/${fileName}` });
    }
  } catch (error) {
    // Nothing half-stored: the sizes already written go again.
    for (const v of variants) await fs.rm(path.join(dir, path.basename(v.key)), { force: true });
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new StorageError(
        /*i18n*/ "This image has too many pixels: images can be up to 40 megapixels (for example 8000 × 5000). Please choose a smaller one.",
      );
    }
    if ((error as NodeJS.ErrnoException).code) throw error; // the disk's (full, not writable), not the image's
    // A header that reads right over pixel data that does not (a file cut off, or made so): refused like any
    // unreadable image, never a 500 that loses the form.
    throw new StorageError(UNREADABLE_IMAGE);
  }
  const largest = variants[variants.length - 1];
  return { name: safeFileName(originalName), key: largest.key, width: largest.width, height: largest.height, variants };
}

/** Stores a PDF, checked by its first bytes; returns its storage key (`relativePath`). */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export async function storePdf(input: Buffer, relativePath: string): Promise<string> {
  if (input.byteLength > PDF_MAX_BYTES) throw new StorageError("PDF files can be up to 20MB.");
  if (input.subarray(0, 5).toString("latin1") !== "%PDF-") throw new StorageError("The file must be a PDF.");
  const target = await resolveInUploads(relativePath);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  await writeNewFile(target, (temporary) => fs.writeFile(temporary, input));
  return relativePath;
}

export async function removeFromUploads(relative: string) {
  const target = await resolveInUploads(relative);
  if (target === (await resolveInUploads(""))) throw new StorageError("The uploads folder itself cannot be deleted.");
  await fs.rm(target, { recursive: true, force: true });
}

/** Empties an uploads folder except for one file in it: a replaced profile picture leaves nothing behind. */
export async function removeAllBut(folder: string, keepFileName: string) {
  const dir = await resolveInUploads(folder);
  for (const entry of await fs.readdir(dir)) {
    if (entry !== keepFileName) await fs.rm(path.join(dir, entry), { recursive: true, force: true });
  }
}

export const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
};

export const ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/**
 * Keeps an e-mail attachment (an image or a PDF, decided by content) under email-attachments/, so the
 * outbox can send it again later. Returns the path relative to the uploads folder.
 */
export async function storeAttachment(
  input: Buffer,
  originalName: string,
): Promise<{ filename: string; path: string }> {
  if (input.byteLength > ATTACHMENT_MAX_BYTES)
    throw new StorageError(`Attachments can be up to ${UPLOAD_MAX_LABEL} each.`);
  const isPdf = input.subarray(0, 5).toString("latin1") === "%PDF-";
  let isImage = false;
  if (!isPdf) {
    const format = await sharp(input)
      .metadata()
      .then((m) => m.format ?? "")
      .catch(() => "");
    isImage = IMAGE_FORMATS.has(format);
  }
  if (!isPdf && !isImage)
    throw new StorageError(
      `${safeFileName(originalName)}: only images (PNG, JPG, GIF, WebP) and PDF files can be attached.`,
    );
  const filename = safeFileName(originalName);
  const relative = `email-attachments/${crypto.randomUUID()}/${filename}`;
  const target = await resolveInUploads(relative);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  await writeNewFile(target, (temporary) => fs.writeFile(temporary, input));
  return { filename, path: relative };
}

export type StorageItem = { kind: "folder" | "file"; name: string; fullPath: string; url: string | null; size: number };

/** The folders and files directly under a path of the uploads tree (folders first). */
export async function listUploads(relative: string): Promise<StorageItem[]> {
  const dir = await resolveInUploads(relative);
  const root = await resolveInUploads("");
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const items: StorageItem[] = [];
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue; // never followed, never shown
    const full = path.join(dir, entry.name);
    const fullPath = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) items.push({ kind: "folder", name: entry.name, fullPath, url: null, size: 0 });
    else if (entry.isFile()) {
      const stat = await fs.stat(full);
      items.push({
        kind: "file",
        name: entry.name,
        fullPath,
        url: contentTypes[path.extname(entry.name).toLowerCase()] ? fileUrl(fullPath) : null,
        size: stat.size,
      });
    }
  }
  return items.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "folder" ? -1 : 1));
}
