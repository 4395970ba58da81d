import { expect, test } from "./fixtures";
import { issueToken } from "~/models/auth-token.server";
import { BASE_URL } from "../setup/e2e-env.js";
import { rawRequest } from "./raw-http";
import { createAccount, insertBooking, openSiteDb } from "./support";

test.describe("HTTP behaviour @js-only", () => {
  // The security headers (CSP and its nonces, framing, nosniff, referrer policy, HSTS) are checked in headers.spec.ts.

  test("public pages without a cookie may be kept briefly by a CDN; form pages and cookie pages are private", async ({
    request,
  }) => {
    const home = await request.get("/", { headers: { Cookie: "" } });
    expect(home.headers()["cache-control"]).toContain("s-maxage=60");
    // A CDN probing with HEAD is told the same.
    const head = await request.head("/", { headers: { Cookie: "" } });
    expect(head.headers()["cache-control"]).toBe(home.headers()["cache-control"]);
    const contact = await request.get("/contact");
    expect(contact.headers()["cache-control"]).toBe("private, no-store");
    const withCookie = await request.get("/aboutus", { headers: { Cookie: "prefs=x" } });
    expect(withCookie.headers()["cache-control"]).toContain("private");
  });

  test("a loader's own Cache-Control holds for its page: the booking confirmation and the new-password page are never shared nor kept", async () => {
    const booking = insertBooking();
    const token = issueToken((await createAccount()).id, "reset");
    const pages: [string, string][] = [
      [`/booking-confirmation/${booking.reference}`, "private, no-store"],
      [`/fr/booking-confirmation/${booking.reference}`, "private, no-store"],
      [`/reset-password?token=${token}`, "no-store"],
    ];
    for (const [path, cacheControl] of pages) {
      // Twice: the second would come from memory if the first had been kept.
      for (let i = 0; i < 2; i++) {
        const res = await rawRequest(BASE_URL, { path, headers: { "Accept-Encoding": "identity" } });
        expect(res.status, path).toBe(200);
        expect(res.headers["cache-control"], path).toBe(cacheControl);
        expect(res.headers["x-page-cache"], path).not.toBe("hit");
      }
    }
  });

  test("a page whose route does not opt in to being shared is private and never kept, though nothing in it says so", async () => {
    // Before issue 28 each of these was public and kept in memory, the e-mail typed in the address included.
    for (const path of [
      "/signup-confirmation?email=someone%40example.com",
      "/contact/sent",
      "/fr/contact/sent",
      "/resetlink",
      "/fr/resetlink",
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await rawRequest(BASE_URL, { path, headers: { "Accept-Encoding": "identity" } });
        expect(res.status, path).toBe(200);
        expect(res.headers["cache-control"], path).toBe("private, no-store");
        expect(res.headers["x-page-cache"], path).toBeUndefined();
      }
    }
    // Nor a resource route's answer or a redirect: a route's own `public` (sitemap.xml) holds only because it opts in.
    expect((await rawRequest(BASE_URL, { path: "/sitemap.xml" })).headers["cache-control"]).toBe(
      "public, max-age=3600",
    );
    const redirect = await rawRequest(BASE_URL, { path: "/userprofile" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers["cache-control"]).toBe("private, no-store");
  });

  test("fingerprinted assets are cached for a year and pages are compressed", async ({ request }) => {
    const home = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(home.headers()["content-encoding"]).toBe("gzip");
    // The stylesheet is written into the page; the scripts and the hero image are fingerprinted files.
    const fingerprinted = /href="(\/build\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(fingerprinted).toBeTruthy();
    const asset = await request.get(fingerprinted!);
    expect(asset.headers()["cache-control"]).toContain("immutable");
    expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
    // Its Brotli copy only to a browser that takes it: `q=0` refuses it, written with spaces or in capitals.
    for (const header of ["br; q=0, gzip", "BR;Q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const res = await rawRequest(BASE_URL, { path: fingerprinted!, headers: { "Accept-Encoding": header } });
      expect(res.headers["content-encoding"], header).toBe("gzip");
    }
    expect(
      (await rawRequest(BASE_URL, { path: fingerprinted!, headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } }))
        .headers["content-encoding"],
    ).toBeUndefined();
  });

  test("stored images are served as WebP, immutable; paths outside the uploads folder are not", async ({ request }) => {
    const html = await (await request.get("/info/ile-aux-cerfs-catamaran")).text();
    const src = /src="(\/files\/packages\/[^"]+\.webp)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const img = await request.get(src!);
    expect(img.headers()["content-type"]).toBe("image/webp");
    expect(img.headers()["cache-control"]).toContain("immutable");
    for (const evil of [
      "/files/../app.db",
      "/files/%2e%2e/app.db",
      "/files/..%2fapp.db",
      "/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "/files/packages",
    ]) {
      expect((await request.get(evil)).status(), evil).toBe(404);
    }
  });

  test("the health check answers from the database", async ({ request }) => {
    const res = await request.get("/resources/healthcheck");
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe("OK");
  });

  test("/.well-known/security.txt says where to report a problem (RFC 9116): the contact address, an expiry under a year ahead", async ({
    request,
  }) => {
    const res = await request.get("/.well-known/security.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = Object.fromEntries(
      (await res.text())
        .trim()
        .split("\n")
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toBe("mailto:hello@lagoonandleaf.mu"); // CONTACT_EMAIL's default: the e2e site sets none
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/);
    const days = (Date.parse(fields.Expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThan(365);
    expect(fields["Preferred-Languages"]).toBe("en");
  });

  test("the health check proves a write: the heartbeat row changes with each call", async ({ request }) => {
    const heartbeat = () => {
      const db = openSiteDb();
      try {
        return (db.prepare("select value from meta where key = 'heartbeat'").get() as { value: string } | undefined)
          ?.value;
      } finally {
        db.close();
      }
    };
    expect((await request.get("/resources/healthcheck")).status()).toBe(200);
    const first = heartbeat();
    expect(first).toBeTruthy();
    expect((await request.get("/resources/healthcheck")).status()).toBe(200);
    expect(heartbeat()).not.toBe(first);
  });

  // Cross-site POSTs, to every action, are refused in hostile-input.spec.ts.

  test("the change stream is a live event stream", async ({ baseURL }) => {
    const controller = new AbortController();
    const res = await fetch(`${baseURL}/resources/events`, { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("retry:");
    controller.abort();
  });
});
