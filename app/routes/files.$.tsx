import fs from "node:fs";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isAdmin, NOT_ADMIN, NOT_LOGGED_IN } from "~/services/admin.server";
import { getUser } from "~/services/auth.server";
import { sharedPage } from "~/utils/cache-policy.server";
import { contentTypes, resolveInUploads, StorageError } from "~/utils/storage.server";

/** Folders of the uploads tree that only admins may read: the files attached to admins' e-mails to guests. */
const ADMIN_ONLY_FOLDERS = new Set(["email-attachments"]);

// The stored images and policies are the same for everyone: a CDN may keep them (an admin's file says private).
export const cache = sharedPage({ dropOn: [] });

/**
 * Serves stored files (package images, policies, profile pictures) from the uploads tree with the
 * right content type. Nothing outside the tree, no directory listings, nothing executable; e-mail
 * attachments to admins only (401 or 403 otherwise).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const relative = params["*"] ?? "";
  let file: string;
  try {
    file = await resolveInUploads(relative);
  } catch (error) {
    if (error instanceof StorageError) throw new Response("Not found", { status: 404 });
    throw error;
  }
  // The folder is decided on the resolved path (after `..`, encodings and links), never on the address as typed.
  const folder = path.relative(await resolveInUploads(""), file).split(path.sep)[0];
  const adminsOnly = ADMIN_ONLY_FOLDERS.has(folder);
  if (adminsOnly) {
    const user = await getUser(request);
    if (!user || !isAdmin(user)) {
      throw new Response(user ? NOT_ADMIN : NOT_LOGGED_IN, {
        status: user ? 403 : 401,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    }
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
      // An admin's file is kept by no shared cache (a CDN in front would hand it to anyone).
      "Cache-Control": adminsOnly
        ? "private, no-store"
        : immutable
          ? "public, max-age=31536000, immutable"
          : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Content-Disposition": type === "application/pdf" ? `inline; filename="${path.basename(file)}"` : "inline",
      "Last-Modified": stat.mtime.toUTCString(),
    },
  });
}
