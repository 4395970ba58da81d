// The files that hold guests' data (the database and its WAL files, the uploads, the snapshots, the session secret)
// are the site's own: read and written by its user only, whatever the umask. Modes are given where each is created;
// a file or folder from before this rule is made private where the site opens it.
import fs from "node:fs";

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/**
 * Gives an existing file or folder a private mode. One that is not there, or not the site's user's own (a volume's
 * mount point owned by root, a snapshot copied by another user), is left as it is: the rule is for what the site makes.
 */
export function keepPrivate(target: string, mode: number = PRIVATE_FILE) {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "EPERM" && code !== "EACCES" && code !== "EROFS") throw error;
  }
}
