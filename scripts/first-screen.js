// The HTML of a page's first screen, as the page budget counts it (README, Performance: "the HTML of the first
// screen fits in 14 KB compressed, one round trip"): the shortest start of the document that paints the same first
// screen as the whole document, compressed as the server compresses pages (Brotli 6), with the response's headers.
//
// Why a start of the document: a browser paints what it has parsed while the rest is still on its way, so what
// must arrive in the first round trip is the head (the stylesheet is written into it), the header and what the
// first screen shows; the page's data for hydration and what lies below the fold follow in the next ones. The
// first screen is a phone's, the size of Lighthouse's mobile run (412 × 823 CSS pixels), with scripts off (they
// run after the first paint) and images left out (each comes with its own request, not with the HTML).
//
// How: the document is served to Chromium cut at N bytes, and the first screen compared, pixel for pixel, with
// the whole document's; N is found by bisection. Used by scripts/lighthouse.js.
import zlib from "node:zlib";

export const PHONE_SCREEN = { width: 412, height: 823 };

const brotli6 = (bytes) =>
  zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;

/** The bytes of a response's status line and headers as HTTP/1.1 writes them. */
function headerBytes(response) {
  let n = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  for (const [name, value] of response.headers) n += name.length + 2 + Buffer.byteLength(value) + 2;
  return n;
}

/**
 * Measures one page. `browser` is a Playwright Chromium. Returns the first screen's bytes (compressed, with the
 * headers of a Brotli response), the whole document's the same way, and where the first screen ends.
 */
export async function measureFirstScreen(browser, url) {
  const compressed = await fetch(url, { headers: { "accept-encoding": "br" } });
  const headers = headerBytes(compressed);
  await compressed.arrayBuffer();
  // The document itself, uncompressed, to cut (another request: only its nonce differs).
  const html = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());

  const context = await browser.newContext({ viewport: PHONE_SCREEN, deviceScaleFactor: 1, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    let served = html;
    await page.route("**/*", (route) => {
      const request = route.request();
      if (request.resourceType() === "document")
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: served });
      if (request.resourceType() === "image") return route.abort();
      return route.continue();
    });
    const firstScreenOf = async (bytes) => {
      served = bytes;
      await page.goto(url, { waitUntil: "load" });
      return page.screenshot({ animations: "disabled", caret: "hide" });
    };
    const whole = await firstScreenOf(html);
    // The shortest start that paints the same: bisection over byte lengths.
    let low = 0;
    let high = html.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((await firstScreenOf(html.subarray(0, mid))).equals(whole)) high = mid;
      else low = mid + 1;
    }
    return {
      firstScreen: headers + brotli6(html.subarray(0, high)),
      whole: headers + brotli6(html),
      firstScreenEnds: high,
      documentLength: html.length,
    };
  } finally {
    await context.close();
  }
}
