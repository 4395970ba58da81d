import { getEnv } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";

// Fixed-window counters in memory: one process serves the site, and a restart forgetting
// the counters only ever lets a few more requests through.
type Window = { start: number; count: number };
const windows = remember("rateLimits", () => new Map<string, Window>());

export const limits = {
  /** Every form post that has no limit of its own below (as the Epic Stack limits every non-GET): generous. */
  formPost: { max: 120, windowMs: 15 * 60 * 1000 },
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
} as const;

export type LimitName = keyof typeof limits;

/** Counts one attempt; returns false when the caller is over the limit. */
export function hit(name: LimitName, clientKey: string, now = Date.now()): boolean {
  const { max, windowMs } = limits[name];
  const allowed = Math.max(1, Math.round(max * getEnv().RATE_LIMIT_MULTIPLIER));
  const key = `${name}:${clientKey}`;
  let w = windows.get(key);
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  if (windows.size > 50_000) prune(now);
  return w.count <= allowed;
}

function prune(now: number) {
  for (const [key, w] of windows) {
    if (now - w.start > 24 * 60 * 60 * 1000) windows.delete(key);
  }
}

export const tooManyMessage = "Too many requests from your connection. Please wait a little and try again.";
