import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brokenPng, hugePng } from "../../tests/fixtures/huge-png";
import {
  removeFromUploads,
  resolveInUploads,
  StorageError,
  storeAttachment,
  storeImage,
  storePdf,
  uploadsDir,
} from "~/utils/storage.server";

describe("paths stay inside the uploads folder", () => {
  it.each(["../app.db", "../../etc/passwd", "packages/../../app.db", "/etc/passwd", "..\\..\\app.db", "a/\0b"])(
    "%j",
    async (p) => {
      const resolved = await resolveInUploads(p).catch((e) => e);
      if (resolved instanceof StorageError) return; // refused outright
      expect(String(resolved).startsWith(uploadsDir())).toBe(true);
    },
  );
  it("refuses a symbolic link that points outside", async () => {
    await fs.mkdir(uploadsDir(), { recursive: true });
    await fs.symlink(path.dirname(uploadsDir()), path.join(uploadsDir(), "escape"));
    await expect(resolveInUploads("escape/app.db")).rejects.toBeInstanceOf(StorageError);
  });
  it("never deletes the uploads folder itself", async () => {
    await expect(removeFromUploads("")).rejects.toBeInstanceOf(StorageError);
    await expect(removeFromUploads("../")).rejects.toBeInstanceOf(StorageError);
  });
});

describe("images", () => {
  it("stores a PNG once as WebP variants no wider than the original", async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#0E7C86" } })
      .png()
      .toBuffer();
    const stored = await storeImage(png, "packages/p1", "My Photo.PNG");
    expect(stored.variants.map((v) => v.width)).toEqual([480, 800]);
    expect(stored.variants[0].key).toMatch(/^packages\/p1\/My-Photo-[0-9a-f]{10}-480\.webp$/);
    const file = path.join(uploadsDir(), "packages/p1", path.basename(stored.variants[0].key));
    expect((await sharp(file).metadata()).format).toBe("webp");
  });
  it("decides the type by content: a text file named .png is refused, and SVG only when trusted", async () => {
    await expect(storeImage(Buffer.from("not an image"), "packages/p2", "x.png")).rejects.toBeInstanceOf(StorageError);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(storeImage(svg, "packages/p2", "x.svg")).rejects.toBeInstanceOf(StorageError);
    await expect(storeImage(svg, "packages/p2", "x.svg", { allowSvg: true })).resolves.toBeTruthy();
  });
  it("refuses an image of more than 40 megapixels before decoding it, however few its bytes", async () => {
    const png = hugePng(16000, 16000);
    expect(png.byteLength).toBeLessThan(100_000);
    const refused = storeImage(png, "packages/p4", "small-file.png");
    await expect(refused).rejects.toBeInstanceOf(StorageError);
    await expect(refused).rejects.toThrow(
      "This image is 16000 × 16000 pixels: images can be up to 40 megapixels (for example 8000 × 5000). Please choose a smaller one.",
    );
    await expect(storeImage(hugePng(8000, 5001), "packages/p4", "just-over.png")).rejects.toBeInstanceOf(StorageError);
    await expect(fs.readdir(path.join(uploadsDir(), "packages/p4"))).rejects.toThrow(); // nothing written
  });
  it("refuses a PNG whose header is right but whose pixels are broken, as any unreadable image, writing nothing", async () => {
    const png = brokenPng();
    expect((await sharp(png).metadata()).format).toBe("png"); // its header passes
    await expect(storeImage(png, "packages/p5", "cut-off.png")).rejects.toThrow(
      new StorageError("This file is not an image we can read (PNG, JPG, GIF or WebP)."),
    );
    expect(await fs.readdir(path.join(uploadsDir(), "packages/p5"))).toEqual([]);
  });
  it("enforces 10 MB", async () => {
    await expect(storeImage(Buffer.alloc(10 * 1024 * 1024 + 1), "packages/p3", "big.png")).rejects.toThrow("10MB");
  });
});

describe("PDFs", () => {
  it("accepts a PDF by its signature and refuses anything else named .pdf", async () => {
    await expect(storePdf(Buffer.from("%PDF-1.4\n%%EOF"), "policies/a.pdf")).resolves.toBe("policies/a.pdf");
    await expect(storePdf(Buffer.from("<html>"), "policies/b.pdf")).rejects.toThrow("The file must be a PDF.");
  });
});

describe("stored files hold guests' data (profile pictures, attachments): only the site's own user reads them", () => {
  const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
  it("files are 0600 and the folders made for them 0700", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0E7C86" } })
      .png()
      .toBuffer();
    const image = await storeImage(png, "users/modes/pictures", "me.png");
    await storePdf(Buffer.from("%PDF-1.4 terms"), "policies/modes.pdf");
    const attachment = await storeAttachment(png, "map.png");
    for (const key of [image.key, "policies/modes.pdf", attachment.path])
      expect(await mode(path.join(uploadsDir(), key)), key).toBe(0o600);
    // (The uploads folder itself was made by a test above; the data folder around it is 0700 in any case.)
    for (const folder of ["users", "users/modes", "users/modes/pictures", path.dirname(attachment.path)]) {
      expect(await mode(path.join(uploadsDir(), folder)), folder).toBe(0o700);
    }
  });
});
