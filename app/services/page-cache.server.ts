// Anonymous pages from memory (docs/decisions/030-page-cache.md). A page asked for without a cookie, whose answer
// may be shared (the app says so with `Cache-Control: public`, app/utils/headers.server.ts), is kept compressed, per
// address (its path says its language) and encoding, and served again without React or SQL. Each write that
// changes what such a page shows drops it at once, through the event bus the models publish to after they commit.
// server.js holds the few lines that read and fill it around Remix's handler.
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { englishPath } from "~/utils/i18n";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { remember } from "~/utils/remember.server";

export type Encoding = "br" | "gzip" | "identity";

/** A page as stored: its status, its headers (without those of the transfer), and its body in each encoding. */
type StoredPage = { status: number; headers: [string, string][]; bodies: Record<Encoding, Buffer>; path: string };

/** What a request is answered with from memory. */
export type CachedAnswer = { status: number; headers: [string, string][]; body: Buffer; encoding: Encoding };

/** Headers that belong to one transfer, not to the page: never stored, set again for each answer. */
const TRANSFER_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "content-encoding", "transfer-encoding", "vary", "x-page-cache"]);

/** Pages larger than this are served, not kept (none is near it: the home page is about 90 KB). */
const LARGEST_PAGE = 1024 * 1024;

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

/** Whether a request may be answered from memory, and its key: anonymous GET and HEAD of a document. */
export function pageKey(request: { method: string; url: string; cookie?: string | null }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // A cookie may change the page (a session, a flash message, a dismissed banner): only pages for nobody in particular.
  if (request.cookie) return null;
  // Remix's data requests (client navigations) carry their own data, not a page.
  if (/[?&]_data=/.test(request.url)) return null;
  return request.url;
}

/** The encoding an `Accept-Encoding` header asks for, the smallest first. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accepted = acceptEncoding ?? "";
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return "br";
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepted)) return "gzip";
  return "identity";
}

/** The paths a change shows on: null for every page (what every page shows, or a change not tied to one package). */
function pathsShowing(event: ChangeEvent): ((path: string) => boolean) | null | "none" {
  switch (event.topic) {
    case "departures": {
      // A package's seats show on its own page and on the home page's card.
      if (!event.packageId) return null;
      const own = `/info/${event.packageId}`;
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
     * Keeps a rendered page if it may be shared: a 200 HTML document the app marked `public`, setting no cookie,
     * and rendered with no change published since it began (`renderedAt`, the epoch then). Returns whether it did.
     */
    store(key: string, renderedAt: number, page: { status: number; headers: Record<string, unknown>; body: Buffer }): boolean {
      if (!options.enabled || renderedAt !== epoch || page.status !== 200) return false;
      const header = (name: string) => {
        const value = page.headers[name];
        return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
      };
      if (!/^text\/html/.test(header("content-type")) || !/\bpublic\b/.test(header("cache-control")) || header("set-cookie")) return false;
      if (page.body.byteLength === 0 || page.body.byteLength > LARGEST_PAGE) return false;
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(page.headers)) {
        if (value === undefined || TRANSFER_HEADERS.has(name.toLowerCase())) continue;
        headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
      }
      // Compressed once, at the best settings: every later answer is these bytes.
      const bodies = {
        br: zlib.brotliCompressSync(page.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength },
        }),
        gzip: zlib.gzipSync(page.body, { level: 9 }),
        identity: page.body,
      };
      pages.set(key, { status: page.status, headers, bodies, path: new URL(key, "http://page").pathname });
      return true;
    },

    /** Drops what a change shows on (the models publish after each commit). */
    drop,

    /** Listens to the event bus; returns the function that stops listening. */
    listen: () => subscribe(drop),

    /** Pages kept and the bytes they take (for the bench and tests). */
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize ?? 0, epoch }),

    clear: () => pages.clear(),
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
