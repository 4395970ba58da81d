import { describe, expect, it } from "vitest";
import { HASHES_AT_ONCE, HASHES_WAITING, hashPassword, passwordHashing, PasswordBusyError, verifyPassword } from "~/utils/password.server";

describe("password hashing", () => {
  it("hashes and verifies", async () => {
    const hash = await hashPassword("a-long-passphrase");
    expect(await verifyPassword("a-long-passphrase", hash)).toBe(true);
    expect(await verifyPassword("another-passphrase", hash)).toBe(false);
  });

  it("never runs more than HASHES_AT_ONCE at a time under a burst; beyond the queue, 'busy' at once", async () => {
    const before = passwordHashing();
    const burst = 40;
    const outcomes = await Promise.allSettled(
      Array.from({ length: burst }, (_, i) =>
        i % 2 ? hashPassword(`burst-${i}-passphrase`) : verifyPassword("not-it", "scrypt$10$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g="),
      ),
    );
    const after = passwordHashing();
    const done = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(after.peak).toBeLessThanOrEqual(HASHES_AT_ONCE);
    // The queue held at most HASHES_WAITING beside the one running; the rest were refused without any work.
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThanOrEqual(HASHES_AT_ONCE + HASHES_WAITING);
    expect(refused.length).toBe(burst - done.length);
    for (const r of refused) expect(r.reason).toBeInstanceOf(PasswordBusyError);
    expect(after.started - before.started).toBe(done.length);
    expect(after.refused - before.refused).toBe(refused.length);
    expect(after.active).toBe(0);
    expect(after.waiting).toBe(0);
    // Once the burst is over, the next one is served.
    expect(await verifyPassword("a", await hashPassword("a"))).toBe(true);
  });
});
