import crypto from "node:crypto";
import fs from "node:fs";
import { Transform } from "node:stream";
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { cachingHeaders, securityHeaders } from "~/utils/headers.server";
import { NonceProvider } from "~/utils/nonce";
import { SiteCssProvider } from "~/utils/site-styles";
import styles from "~/tailwind.css";

export { prepare, promoteAdmin, shutdown } from "~/services/prepare.server";
// For `npm run backup` and `npm run restore` (scripts/backup.js, scripts/restore.js), which read the build as `npm run admin` does.
export { BackupBusy, listSnapshots, restoreSnapshot, takeBackup } from "~/services/backup.server";
// For `npm run email:preview` (scripts/email-preview.js), which reads the build as `npm run admin` does.
export { emailPreviews } from "~/emails/previews";

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
 * React 18.3's Node renderer fills its 2048-byte buffers with encodeInto and, when a multibyte character does not
 * fit in what is left of one, sends the whole buffer, unused zero bytes included: a NUL before "À" in the page
 * (found by the Nu checker on French pages). No page has a NUL of its own to keep (an HTML parser replaces it),
 * so every zero byte is taken out on the way.
 */
function withoutNulBytes() {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = crypto.randomBytes(16).toString("base64");
  securityHeaders(responseHeaders, nonce);
  cachingHeaders(request, responseHeaders, responseStatusCode);
  // Bots and no-JS crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <SiteCssProvider value={readSiteCss()}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </SiteCssProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = withoutNulBytes();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
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
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number" && error.status < 500) return;
  console.error(error);
}
