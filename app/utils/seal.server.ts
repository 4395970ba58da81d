import crypto from "node:crypto";
import { sessionSecret } from "~/utils/secret.server";

// A small secret kept in the database only sealed: AES-256-GCM with a key derived (HKDF) from the session
// secret, which lives in the environment (or the data folder's secret file), never in the database.
// Reading it takes both; a changed session secret makes what was sealed before unreadable, on purpose.
let cached: { secret: string; key: Buffer } | undefined;
function key() {
  const secret = sessionSecret();
  if (cached?.secret !== secret)
    cached = { secret, key: Buffer.from(crypto.hkdfSync("sha256", secret, "", "lagoon-seal-v1", 32)) };
  return cached.key;
}

export function seal(text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The sealed text, or null when it cannot be read (another secret, or altered). */
export function unseal(sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
