import { describe, expect, it } from "vitest";
import { noticeSchema } from "./banner";

// Banners and notifications (Notification Banners, Notification To All) share this schema and its link rule.
const withLink = (link: string) => noticeSchema.safeParse({ title: "Sale", message: "10% off", link });

describe("a banner or notification link", () => {
  it.each([
    "/contact",
    "/info/ile-aux-cerfs-catamaran?from=banner#top",
    "/",
    "https://www.mauritius.example/beach",
    "HTTPS://example.mu",
  ])("accepts %j", (link) => {
    expect(withLink(link).success).toBe(true);
  });
  it.each([
    "//evil.test",
    "//evil.test/contact",
    "/\\evil.test",
    "/\\/evil.test",
    "\\\\evil.test",
    "/contact\\..\\x",
    "/con\ttact",
    "/contact\u0000",
    "/\u200b/evil.test",
    "https://site.mu@evil.test/",
    "https:evil.test",
    "http://evil.test",
    "javascript:alert(1)",
    "evil.test",
  ])("refuses %j with the message", (link) => {
    const r = withLink(link);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      "Use a path on this site (/contact) or an https:// address",
    );
  });
});
