import { describe, expect, it } from "vitest";
import { hit, limits, rateKey } from "~/utils/rate-limit.server";

describe("rateKey: whom a rate limit counts", () => {
  it.each([
    ["an IPv4 address as it is", "203.0.113.7", "203.0.113.7"],
    ["an IPv4-mapped IPv6 address as its IPv4", "::ffff:203.0.113.7", "203.0.113.7"],
    ["the same, written in hex", "::ffff:cb00:7107", "203.0.113.7"],
    ["an IPv6 address by its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["a shortened one", "2001:db8::1", "2001:db8:0:0::/64"],
    ["capitals, leading zeros and a zone", "2001:0DB8:0001:0002::AB%eth0", "2001:db8:1:2::/64"],
    ["one with an IPv4 tail", "2001:db8:1:2::203.0.113.7", "2001:db8:1:2::/64"],
    ["the loopback", "::1", "0:0:0:0::/64"],
    ["what is not an address (the recipient limit's e-mail)", "guest@example.mu", "guest@example.mu"],
    ["an unknown client", "unknown", "unknown"],
  ])("keys %s", (_, address, key) => {
    expect(rateKey(address)).toBe(key);
  });

  it("counts every address of one /64 together, and another /64 apart", () => {
    const { max } = limits.login;
    for (let i = 0; i < max; i++) expect(hit("login", `2001:db8:aa:bb::${i.toString(16)}`), `try ${i + 1}`).toBe(true);
    expect(hit("login", "2001:db8:aa:bb:ffff:ffff:ffff:ffff")).toBe(false);
    expect(hit("login", "2001:db8:aa:bc::1")).toBe(true);
    for (let i = 0; i < max; i++) hit("login", "::ffff:198.51.100.9");
    expect(hit("login", "198.51.100.9")).toBe(false);
  });
});
