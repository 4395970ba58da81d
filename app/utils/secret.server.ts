import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, getEnv } from "~/utils/env.server";
import { PRIVATE_DIR, PRIVATE_FILE } from "~/utils/private-files.server";

export const MIN_SECRET_LENGTH = 32;

/**
 * SESSION_SECRET, or in development one generated once and kept in the data folder. The file is written
 * whole or not at all (a temporary file renamed into place: a full disk cannot leave it empty), and one that
 * is empty or short anyway is refused at start rather than used to sign cookies anyone could forge.
 */
export function sessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir(), ".session-secret");
  if (fileSecret?.file === file) return fileSecret.secret;
  let secret: string;
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    try {
      fs.writeFileSync(temporary, secret, { mode: PRIVATE_FILE, flush: true });
      fs.renameSync(temporary, file);
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The session secret in ${file} is ${secret ? "too short" : "empty"} (at least ${MIN_SECRET_LENGTH} characters). Delete the file to have a new one made at the next start (everyone is signed out), or set SESSION_SECRET.`,
    );
  }
  fileSecret = { file, secret };
  return secret;
}
let fileSecret: { file: string; secret: string } | undefined;
