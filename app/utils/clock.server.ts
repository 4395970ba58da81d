import { getEnv } from "./env.server";

/**
 * "Now" for the work the server does by the clock (the reminders). Real time, except with TEST_CLOCK=on (never
 * in a deployment), where an end-to-end test moves time by storing an ISO instant: `readTestClock` reads it (the
 * meta table's "test_clock", read by the caller: utils sit below the models). Nothing stored means real time.
 */
export function clockNow(readTestClock: () => string | null): Date {
  if (!getEnv().TEST_CLOCK) return new Date();
  const stored = readTestClock();
  if (!stored) return new Date();
  const at = new Date(stored);
  // A test that wrote something else must hear of it, not run silently on real time.
  if (Number.isNaN(at.getTime())) throw new RangeError(`The test clock holds "${stored}", not an ISO instant`);
  return at;
}
