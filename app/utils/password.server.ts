import crypto from "node:crypto";
import { promisify } from "node:util";
import { getEnv } from "~/utils/env.server";
import { hit, over, rateKey } from "~/utils/rate-limit.server";

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
 *
 * The waiting places are two lines, so that strangers' failing log-ins cannot starve a person's (issue 27).
 * A client (its address; an IPv6 one by its /64) whose passwords have not failed lately takes one place of
 * its own in the first line, served first; everything else (a client with failures, a second hash of the
 * same client, a hash nobody asked for from outside) waits in the second. Twelve posts at once from twelve
 * addresses fill the second line and part of the first; the admin's own log-in still finds a place, and
 * the next wave from those addresses, now failing, waits behind it.
 */
export const HASHES_AT_ONCE = 1;
/** The second line: anyone. */
export const HASHES_WAITING = 8;
/** The first line: clients without recent failures, one place each. */
export const CLEAR_WAITING = 8;
type Job = { client: string | null; start: () => void };
const lines = { clear: [] as Job[], open: [] as Job[] };
let active = 0;
const stats = { started: 0, peak: 0, refused: 0 };

/** A password could not be checked now: too many are waiting already. */
export class PasswordBusyError extends Error {
  constructor() {
    super(/*i18n*/ "Many people are signing in right now. Please try again in a moment.");
  }
}

function startNext() {
  while (active < HASHES_AT_ONCE) {
    const job = lines.clear.shift() ?? lines.open.shift();
    if (!job) return;
    active += 1;
    stats.started += 1;
    stats.peak = Math.max(stats.peak, active);
    job.start();
  }
}

function bounded<T>(work: () => Promise<T>, client?: string): Promise<T> {
  const key = client === undefined ? null : rateKey(client);
  const clear =
    key !== null &&
    !over("passwordFailures", key) &&
    lines.clear.length < CLEAR_WAITING &&
    !lines.clear.some((j) => j.client === key);
  if (!clear && lines.open.length >= HASHES_WAITING) {
    stats.refused += 1;
    return Promise.reject(new PasswordBusyError());
  }
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      Promise.resolve()
        .then(work)
        .then(resolve, reject)
        .finally(() => {
          active -= 1;
          startNext();
        });
    };
    (clear ? lines.clear : lines.open).push({ client: key, start });
    startNext();
  });
}

/** How the hashing queue has been used (for tests and the log): hashes started, most at once, refused as busy. */
export function passwordHashing() {
  return { ...stats, active, waiting: lines.clear.length + lines.open.length };
}

/**
 * Returns "scrypt$logN$r$p$salt$hash" so the cost can be raised later without breaking old hashes. `client` is
 * the address the request came from, for the waiting lines above (none: the second line).
 */
export async function hashPassword(password: string, client?: string): Promise<string> {
  const { N, r, p, maxmem } = params();
  const salt = crypto.randomBytes(16);
  const hash = await bounded(() => scrypt(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem }), client);
  return ["scrypt", Math.log2(N), r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** Checks a password against its stored hash; a wrong one counts against `client` (its next hashes wait in the second line). */
export async function verifyPassword(password: string, stored: string, client?: string): Promise<boolean> {
  const [kind, logN, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await bounded(
    () =>
      scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
        N: 2 ** Number(logN),
        r: Number(r),
        p: Number(p),
        maxmem: 256 * 1024 * 1024,
      }),
    client,
  );
  const ok = crypto.timingSafeEqual(actual, expected);
  if (!ok && client !== undefined) hit("passwordFailures", client);
  return ok;
}

/**
 * A stored hash no password matches, at today's cost: checking a password against it (an address without an
 * account) costs what checking a real one costs, so the time taken does not tell whether the account exists.
 */
export function unmatchableHash(): string {
  const { N, r, p } = params();
  return ["scrypt", Math.log2(N), r, p, Buffer.alloc(16).toString("base64"), Buffer.alloc(32).toString("base64")].join(
    "$",
  );
}
