import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, negotiateEncoding, pageKey } from "~/services/page-cache.server";

const shareable = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "public, max-age=0, s-maxage=60",
  "content-security-policy": "script-src 'self'",
};
const page = (text: string, headers: Record<string, unknown> = shareable, status = 200) => ({ status, headers, body: Buffer.from(text) });
const cacheOf = (over: Partial<Parameters<typeof createPageCache>[0]> = {}) =>
  createPageCache({ enabled: true, maxBytes: 1024 * 1024, ttlMs: 60_000, ...over });

describe("which requests a stored page may answer", () => {
  it("anonymous GET and HEAD of a page, by address", () => {
    expect(pageKey({ method: "GET", url: "/fr/info/x?utm=1" })).toBe("/fr/info/x?utm=1");
    expect(pageKey({ method: "HEAD", url: "/" })).toBe("/");
  });
  it("never a request with a cookie, a POST, or Remix's data request", () => {
    expect(pageKey({ method: "GET", url: "/", cookie: "__session=abc" })).toBeNull();
    expect(pageKey({ method: "POST", url: "/" })).toBeNull();
    expect(pageKey({ method: "GET", url: "/?_data=routes%2F_index" })).toBeNull();
    expect(pageKey({ method: "GET", url: "/info/x?a=1&_data=routes%2Finfo.%24uid" })).toBeNull();
  });
  it("the smallest encoding the browser takes", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});

describe("the page cache", () => {
  it("keeps a shareable page and answers with it in each encoding, the same page", () => {
    const cache = cacheOf();
    expect(cache.lookup("/", "br")).toBeNull();
    expect(cache.store("/", cache.epoch(), page("<html>home</html>"))).toBe(true);
    const br = cache.lookup("/", "br")!;
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe("<html>home</html>");
    expect(zlib.gunzipSync(cache.lookup("/", "gzip")!.body).toString()).toBe("<html>home</html>");
    expect(cache.lookup("/", "identity")!.body.toString()).toBe("<html>home</html>");
    // The page's own headers, not those of one transfer.
    expect(Object.fromEntries(br.headers)).toEqual(shareable);
  });

  it("keeps only what may be shared: a 200 HTML page marked public that sets no cookie", () => {
    const cache = cacheOf();
    expect(cache.store("/a", cache.epoch(), page("x", { ...shareable, "cache-control": "private, no-store" }))).toBe(false);
    expect(cache.store("/b", cache.epoch(), page("x", { ...shareable, "set-cookie": ["prefs=1"] }))).toBe(false);
    expect(cache.store("/c", cache.epoch(), page("x", { ...shareable, "content-type": "application/json" }))).toBe(false);
    expect(cache.store("/d", cache.epoch(), page("x", shareable, 404))).toBe(false);
    expect(cache.stats().pages).toBe(0);
  });

  it("does not keep a page rendered while a change was published", () => {
    const cache = cacheOf();
    const renderedAt = cache.epoch();
    cache.drop({ topic: "packages" });
    expect(cache.store("/", renderedAt, page("before the change"))).toBe(false);
    expect(cache.lookup("/", "br")).toBeNull();
  });

  it("a package's seats drop its own pages and the home pages, in both languages, and no other", () => {
    const cache = cacheOf();
    for (const key of ["/", "/fr", "/info/a", "/fr/info/a", "/info/a?ref=mail", "/info/b", "/aboutus"]) cache.store(key, cache.epoch(), page(key));
    cache.drop({ topic: "departures", packageId: "a" });
    const kept = ["/", "/fr", "/info/a", "/fr/info/a", "/info/a?ref=mail", "/info/b", "/aboutus"].filter((k) => cache.lookup(k, "identity"));
    expect(kept).toEqual(["/info/b", "/aboutus"]);
  });

  it("banners drop the home pages; packages and policies drop every page; a client's own changes none", () => {
    const cache = cacheOf();
    const keys = ["/", "/fr", "/info/a", "/aboutus"];
    const fill = () => keys.forEach((k) => cache.store(k, cache.epoch(), page(k)));
    const left = () => keys.filter((k) => cache.lookup(k, "identity"));
    fill();
    cache.drop({ topic: "banners" });
    expect(left()).toEqual(["/info/a", "/aboutus"]);
    fill();
    cache.drop({ topic: "notifications", userId: "u1" });
    cache.drop({ topic: "tasks", adminsOnly: true });
    expect(left()).toEqual(keys);
    cache.drop({ topic: "packages" });
    expect(left()).toEqual([]);
    fill();
    cache.drop({ topic: "policies" });
    expect(left()).toEqual([]);
  });

  it("a write by another process (its data version) drops every page at the next lookup", () => {
    let version = 1;
    const cache = cacheOf({ outsideWrites: () => version });
    cache.store("/", cache.epoch(), page("home"));
    expect(cache.lookup("/", "identity")).not.toBeNull();
    const renderedAt = cache.epoch();
    version = 2;
    expect(cache.lookup("/", "identity")).toBeNull();
    // A page whose render began before the write was seen is not kept either.
    expect(cache.store("/", renderedAt, page("stale"))).toBe(false);
  });

  it("stays within its memory, dropping the least recently used page first", () => {
    // Pages of random bytes, so that their compressed copies are as large as they are.
    const big = () => page(crypto.randomBytes(20_000).toString("base64"));
    const cache = cacheOf({ maxBytes: 150_000 });
    cache.store("/1", cache.epoch(), big());
    cache.store("/2", cache.epoch(), big());
    cache.lookup("/1", "br");
    cache.store("/3", cache.epoch(), big());
    expect(cache.stats().bytes).toBeLessThanOrEqual(150_000);
    expect(cache.lookup("/2", "br")).toBeNull();
    expect(cache.lookup("/1", "br")).not.toBeNull();
    expect(cache.lookup("/3", "br")).not.toBeNull();
  });

  it("forgets a page after its time, as a CDN would", async () => {
    const cache = cacheOf({ ttlMs: 30 });
    cache.store("/", cache.epoch(), page("home"));
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.lookup("/", "br")).toBeNull();
  });

  it("turned off, keeps nothing", () => {
    const cache = cacheOf({ enabled: false });
    expect(cache.store("/", cache.epoch(), page("home"))).toBe(false);
    expect(cache.lookup("/", "br")).toBeNull();
  });
});
