import crypto from "node:crypto";
import { getEnv, isDeployment } from "~/utils/env.server";

const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * The CSP sources of a page's inline scripts: the SHA-256 of each one's text, as the browser hashes it. Data blocks
 * (JSON-LD) are never run, and the policy does not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Where 'Pay deposit' / 'Pay balance' send the guest (the form's 303 goes to the provider's page, which form-action
 * governs): PayPal's and Stripe's hosted pages when they are configured, or the fakes' own in the tests.
 */
function paymentPageOrigins(env: ReturnType<typeof getEnv>): string[] {
  const origins: string[] = [];
  if (env.PAYPAL_CLIENT_ID) {
    const api = new URL(env.PAYPAL_API_BASE);
    origins.push(
      api.hostname === "api-m.paypal.com"
        ? "https://www.paypal.com"
        : api.hostname === "api-m.sandbox.paypal.com"
          ? "https://www.sandbox.paypal.com"
          : api.origin,
    );
  }
  if (env.STRIPE_SECRET_KEY)
    origins.push(env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE).origin : "https://checkout.stripe.com");
  return origins;
}

/** The security headers of every page, with the enforced Content-Security-Policy: inline scripts by their hashes. */
export function securityHeaders(headers: Headers, scriptHashes: readonly string[]) {
  const env = getEnv();
  // Turnstile's origin (the configured script's) only when Turnstile is configured, but then on every page, not
  // only the ones with a form: with JavaScript, Remix changes pages without a new document, and the first
  // document's policy is the one that applies when the widget loads.
  const turnstile: string[] = [];
  if (env.TURNSTILE_SITE_KEY) {
    turnstile.push(env.TURNSTILE_SCRIPT_URL ? new URL(env.TURNSTILE_SCRIPT_URL).origin : TURNSTILE_ORIGIN);
  }
  const dev = env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...turnstile].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${turnstile.join(" ")} ${dev ? "ws://localhost:*" : ""}`.trim(),
    `frame-src ${turnstile.length ? turnstile.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    ["form-action 'self'", ...paymentPageOrigins(env)].join(" "),
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  // A page with a secret in its address (the manage link) sends none at all: it says so itself.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isDeployment(env)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** What a shared page says (a route that opts in, `app/utils/cache-policy.server.ts`): a CDN may keep it 60 s, as the page cache does. */
export const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** What every other answer says. */
const PRIVATE = "private, no-store";

/**
 * A document's Cache-Control (docs/decisions/033-cached-pages-opt-in.md). Only a page whose route opts in (`shared`,
 * its `cache` export) and that is the same for everyone (a GET without a cookie, a 200 setting no cookie) may be
 * kept by a CDN; every other page is private. `loaderHeaders` (each loader's, from Remix's context) are read here
 * because Remix gives a document only the headers of its routes' `headers` exports, and a page is never more
 * shareable than one of its loaders says.
 */
export function cachingHeaders(
  request: Request,
  headers: Headers,
  status: number,
  loaderHeaders: Iterable<Headers> = [],
  shared = false,
) {
  headers.append("Vary", "Cookie");
  const unshared = [...loaderHeaders].map((h) => h.get("Cache-Control")).find((value) => value && !isShareable(value));
  if (unshared && (!headers.has("Cache-Control") || isShareable(headers.get("Cache-Control")!)))
    headers.set("Cache-Control", unshared);
  const forEveryone =
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !request.headers.get("Cookie") &&
    !headers.has("Set-Cookie");
  const own = headers.get("Cache-Control") ?? (shared && forEveryone ? SHARED_PAGE : null);
  headers.set("Cache-Control", privateUnlessShared(own, shared && forEveryone) ?? SHARED_PAGE);
}

/**
 * Any answer's Cache-Control, as server.js makes sure of for everything Remix answers (resource routes, redirects,
 * data requests): shareable only when its route opts in (`shared`), which then keeps its own (null: none). Otherwise
 * a value no shared cache keeps stays (`private`, or `no-store`: kept by nobody), `no-cache` gets `private` beside
 * it, and anything else (nothing, or a `public` nobody opted in to) becomes `private, no-store`.
 */
export function privateUnlessShared(
  cacheControl: string | number | readonly string[] | null | undefined,
  shared: boolean,
): string | null {
  const value = cacheControl === null || cacheControl === undefined ? "" : String(cacheControl);
  if (value && !isShareable(value)) {
    if (/\b(private|no-store)\b/i.test(value)) return value;
    // "no-cache" alone lets a CDN keep the answer, to check it again before each use.
    const rest = value
      .split(",")
      .map((d) => d.trim())
      .filter((d) => d && !/^(public|s-maxage\b.*)$/i.test(d));
    return ["private", ...rest].join(", ");
  }
  if (shared) return value || null;
  return PRIVATE;
}

/** Whether a Cache-Control value lets a shared cache (a CDN, the page cache) keep the answer. */
function isShareable(cacheControl: string) {
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}
