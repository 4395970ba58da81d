import fs from "node:fs";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { contentTypes, resolveInUploads, StorageError } from "~/utils/storage.server";

/**
 * Serves stored files (package images, policies, profile pictures) from the uploads tree with the
 * right content type. Nothing outside the tree, no directory listings, nothing executable.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const relative = params["*"] ?? "";
  let file: string;
  try {
    file = await resolveInUploads(relative);
  } catch (error) {
    if (error instanceof StorageError) throw new Response("Not found", { status: 404 });
    throw error;
  }
  const type = contentTypes[path.extname(file).toLowerCase()];
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!type || !stat?.isFile()) throw new Response("Not found", { status: 404 });

  // Images are stored under names that carry their content hash, so they never change.
  const immutable = type.startsWith("image/") && /-[0-9a-f]{10}-\d+\.webp$/.test(file);
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file)), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(stat.size),
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Content-Disposition": type === "application/pdf" ? `inline; filename="${path.basename(file)}"` : "inline",
      "Last-Modified": stat.mtime.toUTCString(),
    },
  });
}
