import { isIPv4, isIPv6 } from "node:net";
import { getEnv } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";

// Fixed-window counters in memory: one process serves the site, and a restart forgetting
// the counters only ever lets a few more requests through.
type Window = { start: number; count: number };
const windows = remember("rateLimits", () => new Map<string, Window>());

export const limits = {
  /** Every form post that has no limit of its own below (as the Epic Stack limits every non-GET): generous. */
  formPost: { max: 120, windowMs: 15 * 60 * 1000 },
  /** A departure's check-ins on the Departures page: a desk checks in a full boat in minutes. */
  checkIn: { max: 600, windowMs: 15 * 60 * 1000 },
  booking: { max: 10, windowMs: 60 * 60 * 1000 },
  contact: { max: 5, windowMs: 60 * 60 * 1000 },
  login: { max: 10, windowMs: 15 * 60 * 1000 },
  signup: { max: 5, windowMs: 60 * 60 * 1000 },
  reset: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Choosing the new password behind a reset link (each try with a real link costs a password hash). */
  newPassword: { max: 10, windowMs: 60 * 60 * 1000 },
  email: { max: 60, windowMs: 60 * 60 * 1000 },
  // Per mailbox, not per client: the e-mails that quote a stranger's words to the address typed beside them (the
  // contact thank-you), whoever sends them, so many senders together cannot flood one inbox from our domain.
  recipient: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Passwords a client got wrong lately: beyond these, its next hashes wait behind everyone else's (password.server.ts). */
  passwordFailures: { max: 2, windowMs: 15 * 60 * 1000 },
} as const;

export type LimitName = keyof typeof limits;

/**
 * Whom a limit counts: an IPv6 address by its /64 (one subscriber or host is given a whole /64, and would
 * otherwise have 2^64 addresses to spread its tries over), an IPv4-mapped one (`::ffff:1.2.3.4`) as its IPv4,
 * anything else (an IPv4 address, a recipient's e-mail) as it is.
 */
export function rateKey(client: string): string {
  const address = client.replace(/%.*$/, ""); // a link-local address's zone
  if (!isIPv6(address)) return client;
  const groups = hextets(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" filled in, an IPv4 tail as two groups). */
function hextets(address: string): number[] {
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  let text = address;
  if (tail && isIPv4(tail)) {
    const [a, b, c, d] = tail.split(".").map(Number);
    text = `${address.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

const allowedBy = (name: LimitName) => Math.max(1, Math.round(limits[name].max * getEnv().RATE_LIMIT_MULTIPLIER));

/** Counts one attempt; returns false when the caller is over the limit. */
export function hit(name: LimitName, clientKey: string, now = Date.now()): boolean {
  const { windowMs } = limits[name];
  const key = `${name}:${rateKey(clientKey)}`;
  let w = windows.get(key);
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  if (windows.size > 50_000) prune(now);
  return w.count <= allowedBy(name);
}

/** Whether the caller is over the limit already, without counting an attempt. */
export function over(name: LimitName, clientKey: string, now = Date.now()): boolean {
  const w = windows.get(`${name}:${rateKey(clientKey)}`);
  return Boolean(w && now - w.start < limits[name].windowMs && w.count >= allowedBy(name));
}

function prune(now: number) {
  for (const [key, w] of windows) {
    if (now - w.start > 24 * 60 * 60 * 1000) windows.delete(key);
  }
}

export const tooManyMessage = "Too many requests from your connection. Please wait a little and try again.";
