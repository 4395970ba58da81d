import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox";

describe("one mailbox, however its address is written", () => {
  it.each([
    ["guest@gmail.com", "guest@gmail.com"],
    ["Guest@Gmail.com", "guest@gmail.com"],
    [" guest@gmail.com ", "guest@gmail.com"],
    ["guest+x@gmail.com", "guest@gmail.com"],
    ["g.uest@gmail.com", "guest@gmail.com"],
    ["G.U.E.S.T+news+more@googlemail.com", "guest@gmail.com"],
    ["guest@gmail.com.", "guest@gmail.com"],
    ["ｇuest@gmail.com", "guest@gmail.com"], // a full-width letter (NFKC)
    ["ann+booking@example.mu", "ann@example.mu"],
  ])("%j is %j", (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it("keeps apart what are other mailboxes: dots elsewhere than Gmail, other names and domains", () => {
    expect(mailboxKey("a.nn@example.mu")).not.toBe(mailboxKey("ann@example.mu"));
    expect(mailboxKey("guest@gmail.co")).not.toBe(mailboxKey("guest@gmail.com"));
    expect(mailboxKey("guest2@gmail.com")).not.toBe(mailboxKey("guest@gmail.com"));
    expect(mailboxKey("+x@example.mu")).toBe("+x@example.mu");
  });
});
