import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, negotiateEncoding, sharedRoutes, type RouteManifest } from "~/services/page-cache.server";
import { layoutShows, sharedPage, type CachePolicy } from "~/utils/cache-policy.server";

const shareable = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "public, max-age=0, s-maxage=60",
  "content-security-policy": "script-src 'self'",
};
const page = (text: string, headers: Record<string, unknown> = shareable, status = 200) => ({
  status,
  headers,
  body: Buffer.from(text),
});

/** A route table as a build's (`build.routes`): ids, parents, paths, and the modules' `cache` exports. */
function table(
  routes: { id: string; parentId?: string; path?: string; index?: boolean; cache?: CachePolicy }[],
): RouteManifest {
  // Each a page (a component), but the stored files (a resource route).
  const module = (id: string, cache?: CachePolicy) => ({
    ...(id === "routes/files.$" ? {} : { default: () => null }),
    ...(cache ? { cache } : {}),
  });
  return Object.fromEntries(
    routes.map(({ cache, ...route }) => [route.id, { ...route, module: module(route.id, cache) }]),
  ) as unknown as RouteManifest;
}
const HOME = sharedPage({ dropOn: ["packages", "departures", "banners"] });
const PACKAGE = sharedPage({ dropOn: ["packages", "departures"], onePackage: "uid" });
const ABOUT = sharedPage({ dropOn: [] });
/** The site's routes as its remix.config.js makes them (the French pages under ids of their own), with its opt-ins. */
const ROUTES = table([
  { id: "root", path: "", cache: layoutShows({ dropOn: ["policies"] }) },
  { id: "routes/_index", parentId: "root", index: true, cache: HOME },
  { id: "routes/aboutus", parentId: "root", path: "aboutus", cache: ABOUT },
  { id: "routes/info.$uid", parentId: "root", path: "info/:uid", cache: PACKAGE },
  { id: "routes/book.$uid", parentId: "root", path: "book/:uid" },
  { id: "routes/contact", parentId: "root", path: "contact" },
  { id: "routes/contact_.sent", parentId: "root", path: "contact/sent" },
  { id: "routes/reset-password", parentId: "root", path: "reset-password" },
  { id: "routes/booking-confirmation.$ref", parentId: "root", path: "booking-confirmation/:ref" },
  { id: "routes/files.$", parentId: "root", path: "files/*", cache: sharedPage({ dropOn: [] }) },
  { id: "routes/_admin", parentId: "root" },
  { id: "routes/_admin.admin.bookings", parentId: "routes/_admin", path: "admin/bookings" },
  { id: "fr/routes/_index", parentId: "root", path: "fr", cache: HOME },
  { id: "fr/routes/aboutus", parentId: "root", path: "fr/aboutus", cache: ABOUT },
  { id: "fr/routes/info.$uid", parentId: "root", path: "fr/info/:uid", cache: PACKAGE },
]);
const cacheOf = (over: Partial<Parameters<typeof createPageCache>[0]> = {}) =>
  createPageCache({ routes: ROUTES, enabled: true, maxBytes: 1024 * 1024, ttlMs: 60_000, ...over });
const keys = cacheOf();
const pageKey = (request: { method: string; url: string; cookie?: string }) => keys.key(request);

describe("which requests a stored page may answer", () => {
  it("anonymous GET and HEAD of a kept page, by its canonical path", () => {
    expect(pageKey({ method: "GET", url: "/fr/info/x" })).toBe("/fr/info/x");
    expect(pageKey({ method: "HEAD", url: "/" })).toBe("/");
    expect(pageKey({ method: "GET", url: "/aboutus" })).toBe("/aboutus");
  });
  it("never a request with a cookie, a POST, or Remix's data request (however its name is written)", () => {
    expect(pageKey({ method: "GET", url: "/", cookie: "__session=abc" })).toBeNull();
    expect(pageKey({ method: "POST", url: "/" })).toBeNull();
    expect(pageKey({ method: "GET", url: "/?_data=routes%2F_index" })).toBeNull();
    expect(pageKey({ method: "GET", url: "/info/x?a=1&_data=routes%2Finfo.%24uid" })).toBeNull();
    expect(pageKey({ method: "GET", url: "/?%5Fdata=root" })).toBeNull();
  });
  it("a query is not part of the key: the shared pages read none", () => {
    for (const query of ["?cb=1", "?cb=2&utm_source=x", "?", "?date=2030-01-01"])
      expect(pageKey({ method: "GET", url: `/info/x${query}` })).toBe("/info/x");
    expect(pageKey({ method: "GET", url: "/fr?x=1" })).toBe("/fr");
  });
  it("every way of writing a kept page's address is one key: case, a trailing slash, escapes, dot segments", () => {
    const id = "ile-aux-cerfs";
    for (const url of [
      `/INFO/${id}`,
      `/info/${id}/`,
      `/info/%69le-aux-cerfs`,
      `/info/ile%2Daux%2dcerfs`,
      `/Info/./${id}`,
      `/aboutus/../info/${id}`,
      `/info/${id}?x=1`,
    ]) {
      expect(pageKey({ method: "GET", url }), url).toBe(`/info/${id}`);
    }
    for (const url of [`/FR/info/${id}`, `/fr/INFO/${id}/`, `/Fr/info/%69le-aux-cerfs`])
      expect(pageKey({ method: "GET", url }), url).toBe(`/fr/info/${id}`);
    expect(pageKey({ method: "GET", url: "/ABOUTUS/" })).toBe("/aboutus");
    expect(pageKey({ method: "GET", url: "/FR/" })).toBe("/fr");
    // The id is the loader's, whose case is its own (ids are looked up as written).
    expect(pageKey({ method: "GET", url: "/info/ABC" })).toBe("/info/ABC");
  });
  it("no page of a route that does not opt in is kept, nor an address that is not a path on this site", () => {
    for (const url of [
      "/book/x",
      "/contact",
      "/contact/sent",
      "/reset-password?token=t",
      "/booking-confirmation/REF",
      "/info",
      "/info/x/y",
      "/admin/bookings",
      "/nowhere",
    ]) {
      expect(pageKey({ method: "GET", url }), url).toBeNull();
    }
    for (const url of ["http://evil.test/aboutus", "//evil.test/aboutus", "*", "/info/%E0%A4%A"])
      expect(pageKey({ method: "GET", url }), url).toBeNull();
  });
});

describe("the route table decides", () => {
  it("a route opts in next to its loader; a layout's topics drop every page under it", () => {
    const routes = sharedRoutes(ROUTES);
    expect(routes.address("/info/x")).toEqual({
      key: "/info/x",
      rule: { topics: new Set(["policies", "packages", "departures"]), packageId: "x" },
    });
    expect(routes.address("/fr")).toEqual({
      key: "/fr",
      rule: { topics: new Set(["policies", "packages", "departures", "banners"]) },
    });
    expect(routes.address("/aboutus")?.rule.topics).toEqual(new Set(["policies"]));
  });
  it("whether an answer may be shared: its route's opt-in, resource routes included; never a data request", () => {
    const routes = sharedRoutes(ROUTES);
    for (const url of ["/", "/FR/", "/info/x?cb=1", "/files/packages/a.webp"])
      expect(routes.isShared(url), url).toBe(true);
    for (const url of [
      "/book/x",
      "/contact/sent",
      "/admin/bookings",
      "/nowhere",
      "/?_data=routes%2F_index",
      "/info/x?_data=root",
    ]) {
      expect(routes.isShared(url), url).toBe(false);
    }
    // A shared resource route is a CDN's to keep, not the page cache's (which keeps pages).
    expect(routes.address("/files/packages/a.webp")).toBeNull();
  });
  it("a route that reads query parameters names them, and they are its key, in its order; any other is dropped", () => {
    const search = sharedPage({ dropOn: ["packages"], query: ["q", "page"] });
    const routes = sharedRoutes(
      table([
        { id: "root", path: "" },
        { id: "routes/search", parentId: "root", path: "search", cache: search },
      ]),
    );
    expect(routes.address("/search?page=2&cb=1&q=lagoon")?.key).toBe("/search?q=lagoon&page=2");
    expect(routes.address("/SEARCH/?utm=x")?.key).toBe("/search");
    expect(routes.address("/search?q=a%20b")?.key).toBe("/search?q=a+b");
  });
  it("a route that says it shows one package must have that parameter: the start stops, naming it", () => {
    const wrong = table([
      { id: "root", path: "" },
      { id: "routes/about", parentId: "root", path: "about", cache: sharedPage({ dropOn: [], onePackage: "uid" }) },
    ]);
    expect(() => sharedRoutes(wrong)).toThrow(/routes\/about .*"uid"/);
  });
});

describe("the encoding a request gets", () => {
  it("the smallest of those the browser accepts equally", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("")).toBe("identity");
  });
  it("q-values as written, with spaces and in any case: q=0 refuses an encoding, a higher q wins", () => {
    for (const header of [
      "br;q=0, gzip",
      "br; q=0, gzip",
      "br ; q=0 , gzip",
      "BR;Q=0, GZIP",
      "gzip, br;q=0.0",
      "br;q=0.000, *",
    ]) {
      expect(negotiateEncoding(header), header).toBe("gzip");
    }
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(negotiateEncoding("deflate")).toBe("identity");
  });
  it("among the copies there are (a static asset with gzip only)", () => {
    expect(negotiateEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip", "identity"])).toBe("identity");
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

  it("answers with every header made once: the page's own, its length and encoding, Vary, X-Page-Cache; again after Brotli 11", async () => {
    const cache = cacheOf();
    cache.store(
      "/",
      cache.epoch(),
      page(
        `<html>${Array.from({ length: 3000 }, (_, i) => `<p>Package ${i % 40}, MUR ${3500 + (i % 7) * 100}</p>`).join("")}</html>`,
      ),
    );
    /** The headers `res.writeHead` gets, as the flat list it takes, read back into pairs. */
    const headOf = (encoding: "br" | "gzip" | "identity") => {
      const answer = cache.lookup("/", encoding)!;
      const pairs = Object.fromEntries(
        answer.head.flatMap((_, i, head) => (i % 2 ? [] : [[head[i].toLowerCase(), head[i + 1]]])),
      );
      return { answer, pairs };
    };
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const { answer, pairs } = headOf(encoding);
      expect(pairs, encoding).toEqual({
        ...shareable,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": String(answer.body.byteLength),
        vary: "Cookie, Accept-Encoding",
        "x-page-cache": "hit",
      });
    }
    // The smaller Brotli copy, made later, comes with its own length.
    const quick = headOf("br").answer.body.byteLength;
    await vi.waitFor(() => expect(cache.stats().compressing).toBe(0), { timeout: 10_000 });
    const { answer, pairs } = headOf("br");
    expect(answer.body.byteLength).toBeLessThan(quick);
    expect(pairs["content-length"]).toBe(String(answer.body.byteLength));
    expect(pairs.vary).toBe("Cookie, Accept-Encoding");
  });

  it("keeps only what may be shared: a 200 HTML page marked public that sets no cookie", () => {
    const cache = cacheOf();
    expect(
      cache.store("/info/a", cache.epoch(), page("x", { ...shareable, "cache-control": "private, no-store" })),
    ).toBe(false);
    expect(
      cache.store("/info/a", cache.epoch(), page("x", { ...shareable, "cache-control": "public, no-store" })),
    ).toBe(false);
    expect(cache.store("/info/b", cache.epoch(), page("x", { ...shareable, "set-cookie": ["prefs=1"] }))).toBe(false);
    expect(cache.store("/info/c", cache.epoch(), page("x", { ...shareable, "content-type": "application/json" }))).toBe(
      false,
    );
    expect(cache.store("/info/d", cache.epoch(), page("x", shareable, 404))).toBe(false);
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
    for (const key of ["/", "/fr", "/info/a", "/fr/info/a", "/info/b", "/aboutus"])
      cache.store(key, cache.epoch(), page(key));
    cache.drop({ topic: "departures", packageId: "a" });
    const kept = ["/", "/fr", "/info/a", "/fr/info/a", "/info/b", "/aboutus"].filter((k) =>
      cache.lookup(k, "identity"),
    );
    expect(kept).toEqual(["/info/b", "/aboutus"]);
  });

  it("each page goes with the topics its routes name: banners the home pages, packages the pages showing them, policies (the root's footer) every page; a client's own changes none", () => {
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
    cache.drop({ topic: "bookings", adminsOnly: true });
    cache.drop({ topic: "outbox", adminsOnly: true });
    expect(left()).toEqual(keys);
    expect(cache.stats().epoch, "a topic no shared page names is not a drop").toBe(1);
    cache.drop({ topic: "packages" });
    expect(left(), "About shows no package").toEqual(["/aboutus"]);
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
    cache.store("/info/1", cache.epoch(), big());
    cache.store("/info/2", cache.epoch(), big());
    cache.lookup("/info/1", "br");
    cache.store("/info/3", cache.epoch(), big());
    expect(cache.stats().bytes).toBeLessThanOrEqual(150_000);
    expect(cache.lookup("/info/2", "br")).toBeNull();
    expect(cache.lookup("/info/1", "br")).not.toBeNull();
    expect(cache.lookup("/info/3", "br")).not.toBeNull();
  });

  it("forgets a page after its time, as a CDN would", async () => {
    const cache = cacheOf({ ttlMs: 30 });
    cache.store("/", cache.epoch(), page("home"));
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.lookup("/", "br")).toBeNull();
  });

  it("a write drops the page every variant of its address is served: they are one key", () => {
    const cache = cacheOf();
    const variants = ["/info/a", "/INFO/a", "/info/a/", "/info/%61", "/info/a?cb=1", "/FR/info/a", "/fr/info/a/?x"];
    for (const url of variants) {
      const key = pageKey({ method: "GET", url })!;
      if (!cache.lookup(key, "identity")) cache.store(key, cache.epoch(), page(key));
    }
    expect(cache.stats().pages).toBe(2);
    cache.drop({ topic: "departures", packageId: "a" });
    expect(variants.filter((url) => cache.lookup(pageKey({ method: "GET", url })!, "identity"))).toEqual([]);
  });

  it("keeps only the kept pages, by their canonical key: made-up addresses and query strings take no memory", () => {
    const cache = cacheOf();
    cache.store("/", cache.epoch(), page("home"));
    for (let i = 0; i < 500; i++) {
      expect(cache.store(`/info/x?cb=${i}`, cache.epoch(), page("x"))).toBe(false);
      expect(cache.store(`/contact/sent?n=${i}`, cache.epoch(), page("x"))).toBe(false);
      expect(cache.store(`/INFO/x${"/".repeat(i % 2)}`, cache.epoch(), page("x"))).toBe(false);
      const key = pageKey({ method: "GET", url: `/info/x?cb=${i}` })!;
      if (!cache.lookup(key, "identity")) cache.store(key, cache.epoch(), page("x"));
    }
    expect(cache.stats().pages).toBe(2);
    expect(cache.lookup("/", "br")).not.toBeNull();
  });

  it("compresses at quick settings as it keeps, then at Brotli 11 off the event loop, one page at a time", async () => {
    const html = `<html>${Array.from({ length: 3000 }, (_, i) => `<p class="card">Package ${i % 40}, from MUR ${3500 + (i % 7) * 100}</p>`).join("")}</html>`;
    const cache = cacheOf();
    for (const key of ["/", "/fr", "/aboutus"]) cache.store(key, cache.epoch(), page(html));
    // Answered at once, at Brotli 6; the three wait for Brotli 11 (one in the thread pool, two in line).
    const quick = cache.lookup("/", "br")!.body;
    expect(zlib.brotliDecompressSync(quick).toString()).toBe(html);
    expect(cache.stats().compressing).toBe(3);
    const smallest = zlib.brotliCompressSync(Buffer.from(html), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(quick.byteLength).toBeGreaterThan(smallest.byteLength);
    await vi.waitFor(() => expect(cache.stats().compressing).toBe(0), { timeout: 10_000 });
    for (const key of ["/", "/fr", "/aboutus"]) {
      const br = cache.lookup(key, "br")!.body;
      expect(br.byteLength).toBe(smallest.byteLength);
      expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    }
  });

  it("a page dropped or replaced while it waited for Brotli 11 is not brought back", async () => {
    const cache = cacheOf();
    cache.store("/info/a", cache.epoch(), page("<html>before</html>"));
    cache.drop({ topic: "departures", packageId: "a" });
    cache.store("/info/b", cache.epoch(), page("<html>b old</html>"));
    cache.store("/info/b", cache.epoch(), page("<html>b new</html>"));
    await vi.waitFor(() => expect(cache.stats().compressing).toBe(0));
    expect(cache.lookup("/info/a", "br")).toBeNull();
    expect(zlib.brotliDecompressSync(cache.lookup("/info/b", "br")!.body).toString()).toBe("<html>b new</html>");
  });

  it("turned off, keeps nothing", () => {
    const cache = cacheOf({ enabled: false });
    expect(cache.store("/", cache.epoch(), page("home"))).toBe(false);
    expect(cache.lookup("/", "br")).toBeNull();
  });
});
