// The routes that may be shared say so next to their loader, naming the event topics that drop them
// (docs/decisions/033-cached-pages-opt-in.md): the site's own opt-ins, read from its route modules, drop what a
// write changes and nothing else. Every route's answer without a cookie is checked in tests/e2e/cache-policy.spec.ts.
import { cache as home } from "~/routes/_index.server";
import { cache as about } from "~/routes/aboutus.server";
import { cache as info } from "~/routes/info.$uid.server";
import { cache as root } from "~/root.server";
import { createPageCache, type RouteManifest } from "~/services/page-cache.server";
import { layoutShows, sharedPage, type CachePolicy } from "~/utils/cache-policy.server";
import type { ChangeEvent } from "~/utils/events.server";

/** The site's public pages as its build's route table holds them (remix.config.js: the French pages under ids of their own). */
function siteRoutes(): RouteManifest {
  const page = (id: string, path: string | undefined, cache: CachePolicy | undefined) => [
    id,
    { id, parentId: "root", path, index: path === undefined, module: { default: () => null, cache } },
  ];
  return Object.fromEntries([
    ["root", { id: "root", path: "", module: { default: () => null, cache: root } }],
    page("routes/_index", undefined, home),
    page("routes/aboutus", "aboutus", about),
    page("routes/info.$uid", "info/:uid", info),
    page("routes/book.$uid", "book/:uid", undefined),
    page("fr/routes/_index", "fr", home),
    page("fr/routes/aboutus", "fr/aboutus", about),
    page("fr/routes/info.$uid", "fr/info/:uid", info),
  ]) as unknown as RouteManifest;
}

const PAGES = ["/", "/fr", "/info/a", "/fr/info/a", "/info/b", "/fr/info/b", "/aboutus", "/fr/aboutus"];

/** The pages still kept after the event, of all the shared pages kept before it. */
function keptAfter(event: ChangeEvent) {
  const cache = createPageCache({ routes: siteRoutes(), enabled: true, maxBytes: 1024 * 1024, ttlMs: 60_000 });
  const html = { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60" };
  for (const key of PAGES)
    expect(cache.store(key, cache.epoch(), { status: 200, headers: html, body: Buffer.from(key) }), key).toBe(true);
  expect(cache.key({ method: "GET", url: "/book/a" }), "a route that does not opt in").toBeNull();
  cache.drop(event);
  return PAGES.filter((key) => cache.lookup(key, "identity"));
}

describe("the site's shared pages and what drops them", () => {
  it("a booking (its package's seats) drops that package's pages and the home pages, in both languages, and no other", () => {
    expect(keptAfter({ topic: "departures", packageId: "a" })).toEqual([
      "/info/b",
      "/fr/info/b",
      "/aboutus",
      "/fr/aboutus",
    ]);
  });
  it("a banner drops the home pages only", () => {
    expect(keptAfter({ topic: "banners" })).toEqual([
      "/info/a",
      "/fr/info/a",
      "/info/b",
      "/fr/info/b",
      "/aboutus",
      "/fr/aboutus",
    ]);
  });
  it("a package's change drops every page showing packages; a policy, every page (the footer, the root layout's)", () => {
    expect(keptAfter({ topic: "packages" })).toEqual(["/aboutus", "/fr/aboutus"]);
    expect(keptAfter({ topic: "policies" })).toEqual([]);
  });
  it("what only a client or the staff see drops nothing", () => {
    for (const topic of ["bookings", "notifications", "tasks", "updates", "outbox"] as const)
      expect(keptAfter({ topic, adminsOnly: true }), topic).toEqual(PAGES);
  });
});

describe("the opt-in is typed by the event bus's topics", () => {
  it("an unknown topic does not compile (npx tsc checks the lines marked)", () => {
    // @ts-expect-error "package" is not a topic of the event bus ("packages" is).
    sharedPage({ dropOn: ["package"] });
    // @ts-expect-error nor is anything made up.
    layoutShows({ dropOn: ["weather"] });
    expect(sharedPage({ dropOn: ["packages", "departures", "banners", "policies"] }).dropOn).toHaveLength(4);
  });
});
