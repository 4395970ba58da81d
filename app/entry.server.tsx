import fs from "node:fs";
import { Writable } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { isSharedRoute } from "~/utils/cache-policy.server";
import { cachingHeaders, inlineScriptHashes, securityHeaders } from "~/utils/headers.server";
import { hydrateAfterFirstPaint, scriptsToRun } from "~/utils/after-first-paint.server";
import { SiteCssProvider } from "~/utils/site-styles";
import styles from "~/tailwind.css";

export { prepare, promoteAdmin, shutdown } from "~/services/prepare.server";
// server.js answers anonymous pages from it before Remix runs (docs/decisions/030-page-cache.md), and keeps every
// answer of a route that does not opt in to being shared private (docs/decisions/033-cached-pages-opt-in.md).
export { pageCache, negotiateEncoding } from "~/services/page-cache.server";
export { privateUnlessShared } from "~/utils/headers.server";
// For `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js), which read the build as `npm run admin` does.
export { BackupBusy, listSnapshots, restoreSnapshot, takeBackup } from "~/services/backup.server";
// For `npm run email:preview` (scripts/email-preview.js), which reads the build as `npm run admin` does.
export { emailPreviews } from "~/emails/previews.server";

const ABORT_DELAY = 5_000;

// The built stylesheet's text, read once (public/build sits beside build/, where this file is bundled).
let siteCss: { href: string; css: string | null } | undefined;
function readSiteCss() {
  if (siteCss?.href !== styles) {
    let css: string | null = null;
    try {
      css = fs.readFileSync(new URL(`../public${styles}`, import.meta.url), "utf8");
    } catch {
      // Not built to a file (development): the page links the stylesheet instead.
    }
    siteCss = { href: styles, css };
  }
  return siteCss.css;
}

/**
 * The document, rendered whole before anything is sent: the Content-Security-Policy names the hash of each of its
 * inline scripts (app/utils/headers.server.ts), which only the finished page gives. Nothing is lost by waiting, as
 * no page streams (no deferred data), and the same bytes can be kept and served again (services/page-cache.server.ts)
 * with a policy as strict as when they were made: a nonce would be shared by everyone served the copy.
 */
function renderDocument(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    // Errors inside a page once its shell is made: logged, as the browser renders that part itself. An error in
    // the shell rejects, and Remix renders the error page (and logs it through handleError).
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => {
      for (const error of errors) console.error(error);
      // React 18.3's Node renderer fills its 2048-byte buffers with encodeInto and, when a multibyte character does
      // not fit in what is left of one, sends the whole buffer, unused zero bytes included: a NUL before "À" (found
      // by the Nu checker on French pages). No page has a NUL of its own to keep (an HTML parser replaces it).
      resolve(Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", ""));
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
    setTimeout(abort, ABORT_DELAY);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const { matches, loaderHeaders } = remixContext.staticHandlerContext;
  // Shared only if the page's own route (the deepest) opts in, next to its loader.
  const shared = isSharedRoute(remixContext.routeModules[matches[matches.length - 1]?.route.id]);
  cachingHeaders(request, responseHeaders, responseStatusCode, Object.values(loaderHeaders), shared);
  const page = hydrateAfterFirstPaint(
    await renderDocument(
      <SiteCssProvider value={readSiteCss()}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </SiteCssProvider>,
    ),
  );
  securityHeaders(responseHeaders, inlineScriptHashes(scriptsToRun(page)));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, { headers: responseHeaders, status: responseStatusCode });
}

/** A data request (`?_data=`, what Remix fetches with JavaScript) carries what was typed back as JSON: never to be read as a page. */
export function handleDataRequest(response: Response) {
  const headers = new Headers(response.headers);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A refusal (a page that is not there, a method or a data request that does not fit) is an answer,
  // not an error worth a stack trace: anyone can send them by the thousand.
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number" && error.status < 500)
    return;
  console.error(error);
}
