import crypto from "node:crypto";
import { promisify } from "node:util";
import pLimit from "p-limit";
import { getEnv } from "~/utils/env.server";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP's scrypt setting (N=2^17, r=8, p=1); tests lower N through SCRYPT_LOG_N (checked in env.server.ts) to stay fast.
function params() {
  return { N: 2 ** getEnv().SCRYPT_LOG_N, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
}

/**
 * Every password hash of the process (log in, sign up, new password, the first admin) goes through one
 * queue: one scrypt at a time takes 128 MiB and a whole CPU, and the deployment has one shared CPU and
 * 512 MB (docs/decisions/014-password-hashing-bound.md). A few more wait their turn; beyond that the
 * request is answered "busy" at once, so a burst of posts holds neither memory nor the CPU the rest of the site needs.
 */
export const HASHES_AT_ONCE = 1;
export const HASHES_WAITING = 8;
const queue = pLimit(HASHES_AT_ONCE);
const stats = { started: 0, peak: 0, refused: 0 };

/** A password could not be checked now: too many are waiting already. */
export class PasswordBusyError extends Error {
  constructor() {
    super("Many people are signing in right now. Please try again in a moment.");
  }
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= HASHES_WAITING) {
    stats.refused += 1;
    return Promise.reject(new PasswordBusyError());
  }
  return queue(async () => {
    stats.started += 1;
    stats.peak = Math.max(stats.peak, queue.activeCount);
    return work();
  });
}

/** How the hashing queue has been used (for tests and the log): hashes started, most at once, refused as busy. */
export function passwordHashing() {
  return { ...stats, active: queue.activeCount, waiting: queue.pendingCount };
}

/** Returns "scrypt$logN$r$p$salt$hash" so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, maxmem } = params();
  const salt = crypto.randomBytes(16);
  const hash = await bounded(() => scrypt(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem }));
  return ["scrypt", Math.log2(N), r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await bounded(() =>
    scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
      N: 2 ** Number(logN),
      r: Number(r),
      p: Number(p),
      maxmem: 256 * 1024 * 1024,
    }),
  );
  return crypto.timingSafeEqual(actual, expected);
}
