// Anonymous pages from memory (docs/decisions/030-page-cache.md, 033-cached-pages-opt-in.md). A page asked for without
// a cookie, whose route opts in to being shared (its `cache` export, app/utils/cache-policy.server.ts) and whose
// answer says so (`Cache-Control: public`, app/utils/headers.server.ts), is kept compressed, per page (its canonical
// path, which says its language) and encoding, and served again without React or SQL. Each write that changes what
// such a page shows drops it at once, through the event bus the models publish to after they commit: the topics the
// page's routes name. server.js holds the few lines that read and fill it around Remix's handler.
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import { generatePath, matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { cachePolicyOf, type SharedPage, type Topic } from "~/utils/cache-policy.server";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";

export type Encoding = "br" | "gzip" | "identity";

/** The encodings a page is kept in, the smallest first: the order of preference among those a browser accepts equally. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/** What drops a stored page: the topics its routes name, and the one package it shows (its route's `onePackage`). */
export type DropRule = { topics: ReadonlySet<Topic>; packageId?: string };

/**
 * A page as stored: its status, its headers (without those of the transfer), its body in each encoding, what drops
 * it, and the answer in each encoding made whole once, so that a request from memory costs no work of its own.
 */
type StoredPage = {
  status: number;
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  rule: DropRule;
  answers: Record<Encoding, CachedAnswer>;
};

/**
 * What a request is answered with from memory: the page's own headers, and `head`, every header to send (theirs, the
 * length, encoding and Vary), as the flat list `res.writeHead` takes at once.
 */
export type CachedAnswer = {
  status: number;
  headers: [string, string][];
  head: string[];
  body: Buffer;
  encoding: Encoding;
};

/** A stored page with its bodies, and its answers made from them. */
function storedPage(page: Omit<StoredPage, "answers">): StoredPage {
  const answer = (encoding: Encoding): CachedAnswer => {
    const body = page.bodies[encoding];
    const head = page.headers.flat();
    if (encoding !== "identity") head.push("Content-Encoding", encoding);
    head.push("Content-Length", String(body.byteLength), "Vary", "Cookie, Accept-Encoding", "X-Page-Cache", "hit");
    return { status: page.status, headers: page.headers, head, body, encoding };
  };
  return { ...page, answers: { br: answer("br"), gzip: answer("gzip"), identity: answer("identity") } };
}

/** Headers that belong to one transfer, not to the page: never stored, set again for each answer. */
const TRANSFER_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "x-page-cache",
]);

/** Pages larger than this are served, not kept (none is near it: the home page is about 90 KB). */
const LARGEST_PAGE = 1024 * 1024;

/** The route table of a build (`build.routes`), as server.js gives it. */
export type RouteManifest = ServerBuild["routes"];

/** A shared page an address stands for: its one key (the canonical address) and what drops it. */
export type SharedAddress = { key: string; rule: DropRule };

/** Addresses (and paths) remembered with the page they are (or null), up to this many; then the memory starts again. */
const ADDRESSES_REMEMBERED = 2000;

/** What `make` gives for `key`, made once while the memory lasts. */
function remembered<T>(memory: Map<string, T>, key: string, make: (key: string) => T): T {
  if (memory.has(key)) return memory.get(key) as T;
  if (memory.size >= ADDRESSES_REMEMBERED) memory.clear();
  const value = make(key);
  memory.set(key, value);
  return value;
}

/** A route as the cache reads it: its whole path pattern, its opt-in, whether it is a page, what drops it (its layouts' topics too). */
type SharedRoute = { pattern: string; shared: SharedPage | null; page: boolean; topics: Set<Topic> };
/** A path a shared route answers: its canonical path and what drops it. */
type SharedPath = { path: string; route: SharedRoute; rule: DropRule };

/**
 * The shared pages of a route table. Which route answers an address is found as Remix finds it (`matchRoutes` over
 * the build's own routes), so static words match in any case and with a trailing slash, and the id is the one the
 * loader reads. A page's key is its canonical address: its route's path with the parameters as read, each encoded
 * once (`/FR/Info/%69d/` is `/fr/info/id`), and only the query parameters its route names (none does today), so
 * every spelling of a page is one key, which one drop reaches, and no address a stranger makes up is a new page.
 */
export function sharedRoutes(manifest: RouteManifest) {
  const tree = routeTree(manifest);
  // Per route: its whole path pattern, its policy if it is a shared page, and the topics of it and its layouts.
  const routes = new Map<string, SharedRoute>();
  for (const id of Object.keys(manifest)) {
    const chain: string[] = [];
    for (let at: string | undefined = id; at; at = manifest[at]?.parentId) chain.unshift(at);
    const pattern = `/${chain
      .map((at) => manifest[at].path ?? "")
      .filter(Boolean)
      .join("/")}`;
    const policy = cachePolicyOf(manifest[id].module);
    const topics = new Set(chain.flatMap((at) => cachePolicyOf(manifest[at].module)?.dropOn ?? []));
    const shared = policy?.kind === "shared" ? policy : null;
    if (
      shared?.onePackage &&
      !pattern.split("/").some((segment) => segment.replace(/\?$/, "") === `:${shared.onePackage}`)
    ) {
      throw new Error(
        `The route ${id} (${pattern}) says it shows the package of its parameter "${shared.onePackage}", which it does not have.`,
      );
    }
    // A page (a route with a component); a shared resource route (sitemap.xml, the stored files) is left to a CDN.
    const page = typeof (manifest[id].module as { default?: unknown }).default === "function";
    routes.set(id, { pattern, shared, page, topics });
  }
  const leafOf = (pathname: string) => {
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.[matches.length - 1];
    return leaf ? { id: leaf.route.id ?? "", params: leaf.params } : null;
  };
  // `matchRoutes` ranks the whole table on each call (a few hundred microseconds): it runs only for a path that one
  // of the shared routes' own patterns matches, once per path, so that neither every other answer (server.js asks
  // whether each is shared) nor a flood of new query strings on a shared page pays it.
  const patterns = [...routes.values()].filter((route) => route.shared).map((route) => route.pattern);
  const pathsSeen = new Map<string, SharedPath | null>();

  /** The shared route a path is answered by, with its canonical path, or null. */
  function sharedPath(pathname: string): SharedPath | null {
    let decoded: string;
    try {
      // As the router reads a path: each segment decoded (a `/` inside one stays escaped).
      decoded = pathname
        .split("/")
        .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
        .join("/");
    } catch {
      return null; // a broken escape: Express refuses it
    }
    if (!patterns.some((path) => matchPath({ path, end: true }, decoded))) return null;
    const leaf = leafOf(pathname);
    const route = leaf && routes.get(leaf.id);
    if (!leaf || !route?.shared) return null;
    const encoded = Object.fromEntries(
      Object.entries(leaf.params).map(([name, value]) => [
        name,
        value === undefined
          ? null
          : name === "*"
            ? value.split("/").map(encodeURIComponent).join("/")
            : encodeURIComponent(value),
      ]),
    );
    const path = generatePath(route.pattern, encoded);
    // The canonical path must be the same route with the same parameters: otherwise the page is not kept at all.
    const again = leafOf(path);
    if (!again || again.id !== leaf.id || JSON.stringify(again.params) !== JSON.stringify(leaf.params)) return null;
    const onePackage = route.shared.onePackage;
    return {
      path,
      route,
      rule: { topics: route.topics, ...(onePackage ? { packageId: leaf.params[onePackage] } : {}) },
    };
  }

  function parse(url: string) {
    let parsed: URL;
    try {
      // Read as Remix's adapter reads it (its origin, then the path): dot segments resolved, `\` as `/`.
      parsed = new URL(`http://page${url}`);
    } catch {
      return null;
    }
    // Remix's data requests (client navigations) carry their own data, not a page; Remix reads the name decoded.
    if (parsed.searchParams.has("_data")) return null;
    return { parsed, shared: remembered(pathsSeen, parsed.pathname, sharedPath) };
  }

  function addressOf(url: string): SharedAddress | null {
    const { parsed, shared } = parse(url) ?? {};
    if (!parsed || !shared?.route.page) return null;
    const query = new URLSearchParams();
    for (const name of shared.route.shared?.query ?? [])
      for (const value of parsed.searchParams.getAll(name)) query.append(name, value);
    const search = query.toString() ? `?${query}` : "";
    return { key: `${shared.path}${search}`, rule: shared.rule };
  }
  const addressesSeen = new Map<string, SharedAddress | null>();

  return {
    /** The shared page a path on this site (with its query) is, or null: no page, or one whose route does not opt in. */
    address: (url: string) => remembered(addressesSeen, url, addressOf),
    /**
     * Whether the route answering this address opts in to being shared (a page or any other answer: sitemap.xml);
     * a data request (`?_data=`, a client navigation's) never is.
     */
    isShared: (url: string) => Boolean(parse(url)?.shared),
    /** Every topic that drops a shared page: the others need no look at what is kept. */
    topics: new Set([...routes.values()].flatMap((route) => (route.shared && route.page ? [...route.topics] : []))),
  };
}

export type SharedRoutes = ReturnType<typeof sharedRoutes>;

/** The build's flat route table as the nested routes `matchRoutes` reads (what Remix's own createRoutes does). */
function routeTree(manifest: RouteManifest, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(manifest, route.id),
          },
    );
}

/** Whether an event drops a page: one of its topics, and, for a page showing one package, that package's event. */
export function drops(rule: DropRule, event: ChangeEvent): boolean {
  if (!rule.topics.has(event.topic)) return false;
  return !(event.packageId && rule.packageId !== undefined && rule.packageId !== event.packageId);
}

/** Compressed as the page is kept: Brotli 6 and gzip 6 cost a few milliseconds, less than rendering the page. */
const QUICK = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  gzip: { level: 6 },
};
/** Then at Brotli 11 (about 10 % smaller, 80 to 150 ms), on libuv's thread pool, one page at a time. */
const BEST_BROTLI = (size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export type PageCacheOptions = {
  /** The build's route table: which routes opt in to being shared, and what drops their pages. */
  routes: RouteManifest;
  /** Off: every request is rendered (the setting PAGE_CACHE=off, and development). */
  enabled: boolean;
  /** The memory the stored pages may take, all encodings counted. */
  maxBytes: number;
  /** How long a page is kept at most: what it shows also moves with time (the next departure, a cut-off passing). */
  ttlMs: number;
  /**
   * A number that changes when another process writes to the database (SQLite's `PRAGMA data_version`): the
   * admin command line, a restore, a test writing directly. Read at each lookup; a change drops every page.
   */
  outsideWrites?: () => number;
};

/**
 * The encoding to send, of those available, for an `Accept-Encoding` header: by its q-values (`br;q=0` refuses
 * Brotli, `*` stands for the others), the smallest among those it accepts equally; identity when it accepts none.
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding {
  // The pages' encodings, for the few headers browsers send: read once each.
  if (available === ENCODINGS)
    return remembered(negotiated, acceptEncoding ?? "", (header) => negotiate(header, ENCODINGS));
  return negotiate(acceptEncoding ?? "", available);
}
const negotiated = new Map<string, Encoding>();

function negotiate(acceptEncoding: string, available: readonly Encoding[]): Encoding {
  // negotiator (what express and compression use): names and `q` in any case, spaces around `;`.
  const request = { headers: { "accept-encoding": acceptEncoding.toLowerCase() } };
  return (new Negotiator(request).encoding([...available], [...available]) as Encoding | undefined) ?? "identity";
}

export function createPageCache(options: PageCacheOptions) {
  let current = options.routes;
  let routes = sharedRoutes(current);
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) =>
      page.bodies.br.byteLength + page.bodies.gzip.byteLength + page.bodies.identity.byteLength + 512,
    ttl: options.ttlMs,
  });
  // Counts the drops: a page rendered while one happened may show what was before it, so it is not kept.
  let epoch = 0;
  let outsideVersion = options.outsideWrites?.();
  // Pages kept at the quick settings, waiting for Brotli 11 (the newest copy of each page), and whether one is being
  // compressed: one at a time, so that however many pages are kept at once, the work is one thread of the pool.
  const waiting = new Map<string, StoredPage>();
  let compressing = false;

  function compressNext() {
    if (compressing) return;
    for (const [key, page] of waiting) {
      waiting.delete(key);
      // Dropped or replaced meanwhile: nothing to improve.
      if (pages.peek(key) !== page) continue;
      compressing = true;
      zlib.brotliCompress(page.bodies.identity, BEST_BROTLI(page.bodies.identity.byteLength), (error, br) => {
        compressing = false;
        // Still the page kept (no write dropped it since): the smaller copy in its place, its time to live unchanged.
        if (!error && pages.peek(key) === page)
          pages.set(key, storedPage({ ...page, bodies: { ...page.bodies, br } }), { noUpdateTTL: true });
        compressNext();
      });
      return;
    }
  }

  function drop(event: ChangeEvent) {
    // A topic no shared page names (a client's notifications, the outbox): nothing kept shows it.
    if (!routes.topics.has(event.topic)) return;
    epoch += 1;
    for (const [key, page] of pages.entries()) if (drops(page.rule, event)) pages.delete(key);
  }

  return {
    enabled: options.enabled,

    /**
     * Whether a request may be answered from memory, and the page's key: an anonymous GET or HEAD of a shared page,
     * keyed on its canonical address (what server.js then has Remix render). Every variant of an address (case, a
     * trailing slash, escapes, dot segments, a query its route does not read) is one key.
     */
    key(request: { method: string; url: string; cookie?: string | null }): string | null {
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      // A cookie may change the page (a session, a flash message, a dismissed banner): only pages for nobody in particular.
      if (request.cookie) return null;
      // A path on this site only (server.js refuses a request line with a whole URL).
      if (!request.url.startsWith("/")) return null;
      return routes.address(request.url)?.key ?? null;
    },

    /** Whether the route that answers this path opts in to being shared (app/utils/cache-policy.server.ts). */
    isShared: (url: string) => routes.isShared(url),

    /** Another build's routes (a development rebuild): what was kept goes. The same routes change nothing. */
    useRoutes(manifest: RouteManifest) {
      if (manifest === current) return;
      current = manifest;
      routes = sharedRoutes(manifest);
      epoch += 1;
      pages.clear();
    },

    /** The stored page for this key, in the encoding asked for, or null. */
    lookup(key: string, encoding: Encoding): CachedAnswer | null {
      if (!options.enabled) return null;
      const version = options.outsideWrites?.();
      if (version !== outsideVersion) {
        outsideVersion = version;
        epoch += 1;
        pages.clear();
        return null;
      }
      const page = pages.get(key);
      return page ? page.answers[encoding] : null;
    },

    /** To be read before a page is rendered and given back to `store`. */
    epoch: () => epoch,

    /**
     * Keeps a rendered page if it may be shared: a shared page under its key (from `key`), a 200 HTML document
     * the app marked `public`, setting no cookie, and rendered with no change published since it began (`renderedAt`,
     * the epoch then). Returns whether it did.
     */
    store(
      key: string,
      renderedAt: number,
      page: { status: number; headers: Record<string, unknown>; body: Buffer },
    ): boolean {
      const address = routes.address(key);
      if (!options.enabled || renderedAt !== epoch || page.status !== 200 || address?.key !== key) return false;
      const header = (name: string) => {
        const value = page.headers[name];
        return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
      };
      const cacheControl = header("cache-control");
      if (
        !/^text\/html/.test(header("content-type")) ||
        !/\bpublic\b/.test(cacheControl) ||
        /\b(private|no-store)\b/.test(cacheControl) ||
        header("set-cookie")
      ) {
        return false;
      }
      if (page.body.byteLength === 0 || page.body.byteLength > LARGEST_PAGE) return false;
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(page.headers)) {
        if (value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())) continue;
        headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      // Compressed at once at settings that cost less than the render, so the next request is answered from here;
      // Brotli 11 follows off the event loop.
      const bodies = {
        br: zlib.brotliCompressSync(page.body, QUICK.br),
        gzip: zlib.gzipSync(page.body, QUICK.gzip),
        identity: page.body,
      };
      const stored = storedPage({ status: page.status, headers, bodies, rule: address.rule });
      pages.set(key, stored);
      waiting.set(key, stored);
      compressNext();
      return true;
    },

    /** Drops what a change shows on (the models publish after each commit). */
    drop,

    /** Listens to the event bus; returns the function that stops listening. */
    listen: () => subscribe(drop),

    /** Pages kept, the bytes they take, and the pages waiting for their best compression (for the bench and tests). */
    stats: () => ({
      pages: pages.size,
      bytes: pages.calculatedSize ?? 0,
      epoch,
      compressing: waiting.size + (compressing ? 1 : 0),
    }),

    clear: () => {
      pages.clear();
      waiting.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The process's cache, as the settings say (PAGE_CACHE, PAGE_CACHE_MB), listening to the event bus, for the routes
 * of the build server.js serves (a route that says it shows one package's page without that parameter stops the start).
 */
export function pageCache(routes: RouteManifest): PageCache {
  const cache = remember("page-cache", () => {
    const env = getEnv();
    const cache = createPageCache({
      routes,
      // Development rebuilds change pages without a write: nothing is kept there.
      enabled: env.PAGE_CACHE && env.NODE_ENV !== "development",
      maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
      // As long as a CDN may keep the same page (headers.server.ts: s-maxage=60).
      ttlMs: 60_000,
      // Only other connections' commits change it; this process's writes come through the event bus. One prepared
      // statement: preparing it for each lookup was a sixth of a stored page's time (npm run bench, a CPU profile).
      outsideWrites: (() => {
        const dataVersion = getDb().$client.prepare("PRAGMA data_version").pluck();
        return () => Number(dataVersion.get());
      })(),
    });
    cache.listen();
    return cache;
  });
  cache.useRoutes(routes);
  return cache;
}
