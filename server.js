// The one process that serves the site: prepares the database (migrate, admin, seed), then
// serves the Remix build with Express, the same stack remix-serve uses, plus what it lacks:
// the client address for rate limits and prepare-before-listen.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import url from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import onHeaders from "on-headers";

// Without NODE_ENV the built site runs on the embedded defaults (a development session secret,
// cookies without Secure for http://localhost). A deployment sets NODE_ENV=production (the Dockerfile does).
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env.EMBEDDED_DEFAULTS = "1";
}
const mode = process.env.NODE_ENV;
const buildPath = path.resolve("build/index.js");

// Node's own fetch (undici), as in the unit tests. The older polyfill's fetch turns an aborted request
// (a time limit on Resend or Turnstile) into an unhandled rejection that stops the whole server.
installGlobals({ nativeFetch: true });

async function importBuild() {
  const stat = fs.statSync(buildPath);
  return import(url.pathToFileURL(buildPath).href + "?t=" + stat.mtimeMs);
}

// `npm run dev` leaves its development build in build/. Served outside `npm run dev`, React's development
// code meets the production runtime and every page is a 500, so `npm start` refuses it and says what to do.
if (!fs.existsSync(buildPath)) {
  console.error(`There is no build in ${path.dirname(buildPath)}. Run \`npm run build\` first, then \`npm start\`.`);
  process.exit(1);
}
let build = await importBuild();
if (build.mode === "development" && mode !== "development") {
  console.error(
    `${path.dirname(buildPath)} holds a development build (left by \`npm run dev\`), which only \`npm run dev\` can serve. ` +
      "Run `npm run build` first, then `npm start`.",
  );
  process.exit(1);
}
try {
  await build.entry.module.prepare();
  // The pages kept for visitors without a cookie, by the build's own routes (a route's opt-in that does not fit them stops the start).
  build.entry.module.pageCache(build.routes);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
// Server-sent events must not be buffered by compression.
app.use(
  compression({
    // Brotli 6 instead of compression's 4: pages about 8% smaller for the same time (2 ms for the home page).
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res),
  }),
);
// Remix flushes the compressor after every piece React writes (a few KB each), and each flush closes a
// compressed block: the home page went out as 18 KB of gzip instead of 8 KB. Pages stream nothing (no
// defer), so a flush is kept only for the types that stream.
app.use((req, res, next) => {
  const flush = res.flush;
  res.flush = function () {
    if (/^text\/(event-stream|remix-deferred)/.test(String(res.getHeader("Content-Type") ?? ""))) flush?.call(res);
  };
  next();
});
// State-changing requests must come from our own pages (beside SameSite=Lax cookies): a clear 403,
// before Remix's own check would answer a bare 500. `Origin: null` is what a sandboxed frame, a data: or
// file: page sends (our own pages, under strict-origin-when-cross-origin, always send their origin): refused too.
// The providers' webhooks (payments, Twilio's delivery reports) are posted by their servers, signed (checked by the
// route), from no page of ours.
const WEBHOOKS = new Set(["/webhooks/paypal", "/webhooks/stripe", "/webhooks/twilio"]);
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || WEBHOOKS.has(req.path)) return next();
  const origin = req.get("origin");
  if (!origin) return next();
  let originHost;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  if (originHost !== host)
    return res
      .status(403)
      .set("X-Content-Type-Options", "nosniff")
      .type("text/plain")
      .send("Cross-site requests are not accepted.");
  next();
});
// Request bodies are read by the actions, through one door with its limits (app/services/form.server.ts,
// docs/decisions/011-request-limits.md): a body no action reads is never read.
// Files are served as what they are (a script only as a script): nosniff, as on every page.
const nosniff = (res) => res.setHeader("X-Content-Type-Options", "nosniff");
app.use(build.publicPath, precompressed(build.assetsBuildDirectory));
// Fingerprinted: a name never changes content, so no validators (ETag, Last-Modified) are needed.
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, {
    immutable: true,
    maxAge: "1y",
    etag: false,
    lastModified: false,
    setHeaders: nosniff,
  }),
);
app.use(express.static("public", { maxAge: "1h", setHeaders: nosniff }));

/**
 * Sends the Brotli or gzip copy that `npm run build` made of a fingerprinted asset (scripts/compress-assets.js)
 * when the browser accepts it. The copies are read once, at start; anything else goes on to express.static.
 */
function precompressed(folder) {
  const copies = new Map();
  if (mode !== "development") {
    const walk = (dir) => {
      for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith(".br") || entry.name.endsWith(".gz")) {
          const original = full.slice(0, -3);
          if (!fs.existsSync(original) || fs.statSync(full).mtimeMs < fs.statSync(original).mtimeMs) continue;
          const urlPath = "/" + path.relative(folder, original).split(path.sep).join("/");
          const copy = copies.get(urlPath) ?? { type: express.static.mime.lookup(original) };
          copy[entry.name.endsWith(".br") ? "br" : "gzip"] = fs.readFileSync(full);
          copies.set(urlPath, copy);
        }
      }
    };
    walk(folder);
  }
  return (req, res, next) => {
    const copy = (req.method === "GET" || req.method === "HEAD") && copies.get(req.path);
    if (!copy) return next();
    // Negotiated as the page cache does (q-values: `br;q=0` refuses Brotli), among the copies there are.
    const available = [...(copy.br ? ["br"] : []), ...(copy.gzip ? ["gzip"] : []), "identity"];
    const encoding = build.entry.module.negotiateEncoding(req.get("accept-encoding"), available);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding === "identity") return next();
    nosniff(res);
    const body = copy[encoding];
    res.setHeader(
      "Content-Type",
      `${copy.type}${/^(text\/|application\/javascript)/.test(copy.type) ? "; charset=UTF-8" : ""}`,
    );
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.byteLength);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

// On Fly the proxy sets Fly-Client-IP and nobody else can; elsewhere the socket address is the client.
const behindFly = Boolean(process.env.FLY_APP_NAME);
function getLoadContext(req) {
  const clientAddress = (behindFly && req.get("fly-client-ip")) || req.socket.remoteAddress || "unknown";
  return { clientAddress };
}

let handleRequest = createRequestHandler({ build, mode, getLoadContext });
if (mode === "development") {
  const versionPath = path.resolve("build/version.txt");
  fs.watchFile(versionPath, { interval: 300 }, async () => {
    build = await importBuild();
    build.entry.module.pageCache(build.routes);
    handleRequest = createRequestHandler({ build, mode, getLoadContext });
    broadcastDevReady(build);
  });
}
app.use(keepForPageCache);
app.all("*", (req, res, next) => {
  onHeaders(res, () => keepPrivate(req, res));
  return handleRequest(req, res, next);
});

/**
 * Everything Remix answers is private unless its route opts in to being shared (docs/decisions/033-cached-pages-opt-in.md):
 * pages say so already (entry.server.tsx); this also holds for resource routes, redirects and data requests.
 */
function keepPrivate(req, res) {
  const { pageCache, privateUnlessShared } = build.entry.module;
  const shared = res.statusCode >= 200 && res.statusCode < 300 && pageCache(build.routes).isShared(req.originalUrl);
  const cacheControl = privateUnlessShared(res.getHeader("Cache-Control"), shared);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
}

/**
 * Anonymous pages from memory (app/services/page-cache.server.ts, docs/decisions/030-page-cache.md). A stored page
 * is sent as it is, in the encoding asked for, by the HTTP server itself, before Express and Remix: nothing else
 * runs for it. Returns whether it answered.
 */
function answerFromPageCache(req, res) {
  if (req.url.startsWith(build.publicPath)) return false; // the assets, never pages
  const { pageCache, negotiateEncoding } = build.entry.module;
  const cache = pageCache(build.routes);
  const key = cache.enabled && cache.key({ method: req.method, url: req.url, cookie: req.headers.cookie });
  if (!key) return false;
  const stored = cache.lookup(key, negotiateEncoding(req.headers["accept-encoding"]));
  if (!stored) {
    // Rendered as the page it is kept as (`/INFO/x/?cb=1` as `/info/x`), so that what is kept is that page.
    req.url = key;
    return false;
  }
  // Every header at once, made when the page was kept (the page's own, its length and encoding, Vary, X-Page-Cache).
  res.writeHead(stored.status, stored.head);
  res.end(req.method === "HEAD" ? undefined : stored.body);
  return true;
}

/**
 * A page the cache could have answered but did not have: what Remix writes is read on its way to the compressor
 * (this runs after `compression`, so it sees the page as written) and kept if the app marked it shareable.
 */
function keepForPageCache(req, res, next) {
  const cache = build.entry.module.pageCache(build.routes);
  const key =
    req.method === "GET" &&
    cache.enabled &&
    cache.key({ method: req.method, url: req.originalUrl, cookie: req.get("cookie") });
  if (!key) return next();
  res.setHeader("X-Page-Cache", "miss");
  const renderedAt = cache.epoch();
  const chunks = [];
  const { write, end } = res;
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== "function")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
  };
  res.write = function (chunk, encoding, ...rest) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  res.end = function (chunk, encoding, ...rest) {
    keep(chunk, encoding);
    cache.store(key, renderedAt, { status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
    return end.call(this, chunk, encoding, ...rest);
  };
  next();
}
// Express's own refusals carry a 4xx status: an address with broken %-escapes (its route matching).
// They get a short page, not a logged error and a 500.
app.use((error, req, res, next) => {
  if (res.headersSent || !(error?.status >= 400 && error.status < 500)) return next(error);
  refuse(
    res,
    error.status,
    error instanceof URIError ? "This address is not valid." : "This request could not be read. Please try again.",
  );
});

/** A short page for a request the site does not take. */
function refuse(res, status, text) {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not accepted</title><p>${text}</p><p><a href="/">Home</a></p></html>`;
  res.writeHead(status, {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page),
  });
  res.end(page);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const onListen = () => {
  console.log(`Listening on http://${host ?? "localhost"}:${port}`);
  if (mode === "development") void broadcastDevReady(build);
};
const server = http.createServer((req, res) => {
  // A request line with a whole URL (`GET http://host/path`, as to a proxy) or `*`: not a path on this site. Remix's
  // adapter would put it after the Host and throw (a 500 and a stack in the log each time).
  if (!req.url.startsWith("/")) return refuse(res, 400, "This address is not valid.");
  if (!answerFromPageCache(req, res)) app(req, res);
});
if (host) server.listen(port, host, onListen);
else server.listen(port, onListen);

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    build.entry.module.shutdown?.();
    server.close(() => process.exit(0));
    // Open event streams never end by themselves: give them a moment, then go.
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
