import { describe, expect, it } from "vitest";
import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  hashPassword,
  passwordHashing,
  PasswordBusyError,
  verifyPassword,
} from "~/utils/password.server";

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
        i % 2
          ? hashPassword(`burst-${i}-passphrase`)
          : verifyPassword("not-it", "scrypt$10$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g="),
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

describe("the waiting lines (issue 27): strangers' failures cannot starve a person", () => {
  const stored = "scrypt$10$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=";
  const settle = (work: Promise<unknown>[]) =>
    Promise.allSettled(work).then((all) => all.map((o) => (o.status === "fulfilled" ? "done" : "busy")));
  /** A wrong password checked, for a client when one is known. */
  const wrong = (client?: string) => verifyPassword("not-it", stored, client);
  /** One check running and the second line full, of checks from no known client. */
  const fillLines = () => [wrong(), ...Array.from({ length: HASHES_WAITING }, () => wrong())];

  it("a client without recent failures has a place of its own, served before the second line, even when that line is full", async () => {
    const order: string[] = [];
    const tagged = (tag: string, client?: string) => wrong(client).finally(() => order.push(tag));
    const running = tagged("running");
    const anyone = Array.from({ length: HASHES_WAITING }, (_, i) => tagged(`anyone-${i}`));
    expect(await settle([wrong()])).toEqual(["busy"]);
    const person = tagged("person", "198.51.100.1");
    await Promise.all([running, person, ...anyone]);
    expect(order.slice(0, 2)).toEqual(["running", "person"]);
  });

  it("one place per client in the first line; a client whose passwords failed lately waits in the second", async () => {
    // 2001:db8:1:2::a and ::b are one client (one /64): its second hash waits in the second line, full here.
    const first = fillLines();
    expect(await settle([wrong("2001:db8:1:2::a"), wrong("2001:db8:1:2::b")])).toEqual(["done", "busy"]);
    await Promise.all(first);
    // That client has failed twice now (the busy one was never checked): no place of its own any more.
    await wrong("2001:db8:1:2::c");
    const again = fillLines();
    expect(await settle([wrong("2001:db8:1:2::d"), wrong("192.0.2.50")])).toEqual(["busy", "done"]);
    await Promise.all(again);
    expect(passwordHashing()).toMatchObject({ active: 0, waiting: 0 });
  });
});
