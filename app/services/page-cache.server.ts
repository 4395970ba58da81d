// Anonymous pages from memory (docs/decisions/030-page-cache.md). A page asked for without a cookie, whose answer
// may be shared (the app says so with `Cache-Control: public`, app/utils/headers.server.ts), is kept compressed, per
// page (its canonical path, which says its language) and encoding, and served again without React or SQL. Each
// write that changes what such a page shows drops it at once, through the event bus the models publish to after
// they commit. server.js holds the few lines that read and fill it around Remix's handler.
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { englishPath } from "~/utils/i18n";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";

export type Encoding = "br" | "gzip" | "identity";

/** The encodings a page is kept in, the smallest first: the order of preference among those a browser accepts equally. */
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/** A page as stored: its status, its headers (without those of the transfer), and its body in each encoding. */
type StoredPage = { status: number; headers: [string, string][]; bodies: Record<Encoding, Buffer>; path: string };

/** What a request is answered with from memory. */
export type CachedAnswer = { status: number; headers: [string, string][]; body: Buffer; encoding: Encoding };

/** Headers that belong to one transfer, not to the page: never stored, set again for each answer. */
const TRANSFER_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "content-encoding", "transfer-encoding", "vary", "x-page-cache"]);

/** Pages larger than this are served, not kept (none is near it: the home page is about 90 KB). */
const LARGEST_PAGE = 1024 * 1024;

/**
 * The pages kept: the home page, About and each package's page, in English and under /fr. Their loaders read no
 * query parameter, so a query is no part of the key: `/info/x?cb=1` is answered with `/info/x`, and rendered as
 * `/info/x` when it is not kept (a page that read one could only join this list with that parameter in its key).
 * Static segments match in any case and with a trailing slash, as Remix routes them; the package id is the one the
 * loader reads. Nothing else is kept, so no address a stranger makes up can take the memory of these pages.
 */
const KEPT_PAGES = /^(?:\/(fr))?(?:\/(aboutus)|\/(info)\/([^/]+))?\/?$/i;

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

/** The canonical path of a kept page ("/FR/info/%69d/" -> "/fr/info/id"), or null for any other path. */
function keptPath(pathname: string): string | null {
  const match = KEPT_PAGES.exec(pathname);
  if (!match) return null;
  const [, fr, about, info, id] = match;
  let page = "";
  if (about) page = "/aboutus";
  else if (info) {
    try {
      // The id as the loader reads it, written one way: any other escaping of the same id is the same page.
      page = `/info/${encodeURIComponent(decodeURIComponent(id))}`;
    } catch {
      return null; // a broken escape: Express refuses it
    }
  }
  return `${fr ? "/fr" : ""}${page}` || "/";
}

/**
 * Whether a request may be answered from memory, and the page's key: anonymous GET and HEAD of a kept page, keyed on
 * its canonical path (what server.js then has Remix render). Every variant of an address (case, a trailing slash,
 * escapes, dot segments, a query) is one key, so a write that drops the page drops what all of them are served.
 */
export function pageKey(request: { method: string; url: string; cookie?: string | null }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // A cookie may change the page (a session, a flash message, a dismissed banner): only pages for nobody in particular.
  if (request.cookie) return null;
  // A path on this site only (server.js refuses a request line with a whole URL).
  if (!request.url.startsWith("/")) return null;
  let url: URL;
  try {
    // Read as Remix's adapter reads it (its origin, then the path): dot segments resolved, `\` as `/`.
    url = new URL(`http://page${request.url}`);
  } catch {
    return null;
  }
  // Remix's data requests (client navigations) carry their own data, not a page; Remix reads the name decoded.
  if (url.searchParams.has("_data")) return null;
  return keptPath(url.pathname);
}

/**
 * The encoding to send, of those available, for an `Accept-Encoding` header: by its q-values (`br;q=0` refuses
 * Brotli, `*` stands for the others), the smallest among those it accepts equally; identity when it accepts none.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined, available: readonly Encoding[] = ENCODINGS): Encoding {
  // negotiator (what express and compression use): names and `q` in any case, spaces around `;`.
  const request = { headers: { "accept-encoding": (acceptEncoding ?? "").toLowerCase() } };
  return (new Negotiator(request).encoding([...available], [...available]) as Encoding | undefined) ?? "identity";
}

/** The paths a change shows on: null for every page (what every page shows, or a change not tied to one package). */
function pathsShowing(event: ChangeEvent): ((path: string) => boolean) | null | "none" {
  switch (event.topic) {
    case "departures": {
      // A package's seats show on its own page and on the home page's card.
      if (!event.packageId) return null;
      const own = `/info/${encodeURIComponent(event.packageId)}`;
      return (path) => {
        const english = englishPath(path);
        return english === "/" || english === own;
      };
    }
    case "banners":
      return (path) => englishPath(path) === "/";
    case "packages": // titles, prices and facts show on every list, and in the sitemap
    case "policies": // the terms link is in every footer
      return null;
    default:
      // Bookings' own pages, notifications, tasks, updates, the outbox: nothing a visitor without a cookie sees.
      return "none";
  }
}

export function createPageCache(options: PageCacheOptions) {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) => page.bodies.br.byteLength + page.bodies.gzip.byteLength + page.bodies.identity.byteLength + 512,
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
        if (!error && pages.peek(key) === page) pages.set(key, { ...page, bodies: { ...page.bodies, br } }, { noUpdateTTL: true });
        compressNext();
      });
      return;
    }
  }

  function drop(event: ChangeEvent) {
    const showing = pathsShowing(event);
    if (showing === "none") return;
    epoch += 1;
    if (showing === null) pages.clear();
    else for (const [key, page] of pages.entries()) if (showing(page.path)) pages.delete(key);
  }

  return {
    enabled: options.enabled,

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
      return page ? { status: page.status, headers: page.headers, body: page.bodies[encoding], encoding } : null;
    },

    /** To be read before a page is rendered and given back to `store`. */
    epoch: () => epoch,

    /**
     * Keeps a rendered page if it may be shared: one of the kept pages (a key from `pageKey`), a 200 HTML document
     * the app marked `public`, setting no cookie, and rendered with no change published since it began (`renderedAt`,
     * the epoch then). Returns whether it did.
     */
    store(key: string, renderedAt: number, page: { status: number; headers: Record<string, unknown>; body: Buffer }): boolean {
      if (!options.enabled || renderedAt !== epoch || page.status !== 200 || keptPath(key) !== key) return false;
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
      const bodies = { br: zlib.brotliCompressSync(page.body, QUICK.br), gzip: zlib.gzipSync(page.body, QUICK.gzip), identity: page.body };
      const stored = { status: page.status, headers, bodies, path: key };
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
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize ?? 0, epoch, compressing: waiting.size + (compressing ? 1 : 0) }),

    clear: () => {
      pages.clear();
      waiting.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The process's cache, as the settings say (PAGE_CACHE, PAGE_CACHE_MB), listening to the event bus. */
export function pageCache(): PageCache {
  return remember("page-cache", () => {
    const env = getEnv();
    const cache = createPageCache({
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
}
