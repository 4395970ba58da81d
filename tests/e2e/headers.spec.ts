import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test } from "./fixtures";
import type Database from "better-sqlite3";
import { startFakeResend } from "../fakes/resend.js";
import { BASE_URL, PAYPAL_URL, STRIPE_URL, TURNSTILE_URL } from "../setup/e2e-env.js";
import { CookieJar, rawRequest, urlencoded, type Fields, type RawResponse } from "./raw-http";
import { freshDataDir, openDb, startSite, type SiteProcess } from "./site-process";
import { createAccount } from "./support";

// The security headers and the session rules (OWASP ASVS 5.0 level 2), checked on real responses: the shared
// site runs as the README's local start (Turnstile configured, not a deployment); a site of this test's own
// runs as a deployment (NODE_ENV=production, no Turnstile keys).

const DEV_TOKEN = "development-human-check-passed";
const FORM_PAGES = ["/contact", "/Login", "/book/ile-aux-cerfs-catamaran"];
const OTHER_PAGES = ["/", "/aboutus", "/info/ile-aux-cerfs-catamaran", "/no-such-page"];

/** The Content-Security-Policy as directive → sources. */
function csp(res: RawResponse) {
  const header = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources] as const),
  );
}

test.describe("security headers @js-only", () => {
  test("every page has an enforced CSP naming the hash of each of its inline scripts, no other inline script, and no framing", async () => {
    for (const path of [...FORM_PAGES, ...OTHER_PAGES]) {
      // Twice: an anonymous page the second time comes from memory (the page cache), with the same policy.
      for (const time of ["first", "again"]) {
        const res = await rawRequest(BASE_URL, { path });
        const where = `${path} (${time})`;
        expect(res.headers["content-security-policy-report-only"], where).toBeUndefined();
        const policy = csp(res);
        const script = policy.get("script-src") ?? [];
        expect(script, where).toContain("'self'");
        expect(
          script.filter((s) => s.startsWith("'nonce-")),
          `${where}: no nonce, which a stored copy would share`,
        ).toEqual([]);
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "https:"])
          expect(script, `${where}: ${unsafe}`).not.toContain(unsafe);
        expect(policy.get("default-src"), where).toEqual(["'self'"]);
        expect(policy.get("object-src"), where).toEqual(["'none'"]);
        expect(policy.get("base-uri"), where).toEqual(["'self'"]);
        // Forms post here only; 'Pay deposit' is answered with a redirect to the payment providers' pages.
        expect(policy.get("form-action"), where).toEqual(["'self'", PAYPAL_URL, STRIPE_URL]);
        expect(policy.get("frame-ancestors"), where).toEqual(["'none'"]);
        expect(res.headers["x-frame-options"], where).toBe("DENY");
        expect(res.headers["x-content-type-options"], where).toBe("nosniff");
        expect(res.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
        // Not a deployment (plain http on localhost): no HSTS, which would pin the name to https.
        expect(res.headers["strict-transport-security"], where).toBeUndefined();
        // The policy allows exactly the page's inline scripts, by their SHA-256; every other script comes from this site.
        const inline: string[] = [];
        const scripts = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.length, where).toBeGreaterThan(0);
        for (const [, attributes, text] of scripts) {
          const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
          // JSON-LD is a data block, never run (CSP does not apply to it); Remix's <Meta> escapes < > & inside it.
          if (/\stype="application\/ld\+json"/.test(attributes)) continue;
          if (src === undefined) inline.push(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
          else expect(src, `${where}: a script's address`).toMatch(/^\/(?!\/)/);
        }
        expect(inline.length, where).toBeGreaterThan(0);
        expect(script.filter((s) => s.startsWith("'sha256-")).sort(), where).toEqual([...new Set(inline)].sort());
        expect(res.text, `${where}: an inline event handler`).not.toMatch(/<[^>]+\son[a-z]+=/i);
      }
    }
  });

  test("Turnstile's origin, and only the one configured, is allowed for its script, its calls and its frame", async () => {
    // Every page allows it, not only the ones with a form: with JavaScript, Remix changes pages without
    // loading a new document, and the first document's policy is the one that applies to the form page.
    const configured = new URL(TURNSTILE_URL).origin;
    for (const path of [...FORM_PAGES, ...OTHER_PAGES]) {
      const policy = csp(await rawRequest(BASE_URL, { path }));
      for (const directive of ["script-src", "connect-src", "frame-src"]) {
        expect(policy.get(directive), `${path} ${directive}`).toContain(configured);
        expect(policy.get(directive), `${path} ${directive}`).not.toContain("https://challenges.cloudflare.com");
      }
    }
    // The widget really is on the form pages (and so is the origin it loads from).
    expect((await rawRequest(BASE_URL, { path: "/contact" })).text).toContain(configured);
  });

  test("every kind of response says nosniff: a page, its data, a script, an image, a stored file, a refusal", async () => {
    const home = await rawRequest(BASE_URL, { path: "/" });
    const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(home.text)?.[1];
    const info = await rawRequest(BASE_URL, { path: "/info/ile-aux-cerfs-catamaran" });
    const image = /src="(\/files\/packages\/[^"]+\.webp)"/.exec(info.text)?.[1];
    expect(script && image).toBeTruthy();
    const form = urlencoded([["name", "x"]]);
    const responses: [string, RawResponse][] = [
      ["a page", home],
      ["a page that is not there", await rawRequest(BASE_URL, { path: "/no-such-page" })],
      ["a loader's data", await rawRequest(BASE_URL, { path: "/contact?_data=routes%2Fcontact" })],
      [
        "an action's data",
        await rawRequest(BASE_URL, {
          method: "POST",
          path: "/contact?_data=routes%2Fcontact",
          headers: { "Content-Type": form.type },
          body: form.body,
        }),
      ],
      ["a script", await rawRequest(BASE_URL, { path: script! })],
      ["an icon", await rawRequest(BASE_URL, { path: "/favicon.ico" })],
      ["a stored image", await rawRequest(BASE_URL, { path: image! })],
      [
        "a cross-site refusal",
        await rawRequest(BASE_URL, {
          method: "POST",
          path: "/contact",
          headers: { "Content-Type": form.type, Origin: "https://evil.example" },
          body: form.body,
        }),
      ],
      [
        "a body too large",
        await rawRequest(BASE_URL, {
          method: "POST",
          path: "/contact",
          headers: { "Content-Type": form.type },
          body: "x=" + "y".repeat(2_000_000),
        }),
      ],
    ];
    for (const [label, res] of responses) {
      expect(res.status, label).toBeLessThan(500);
      expect(res.headers["x-content-type-options"], label).toBe("nosniff");
    }
  });
});

// ---------------------------------------------------------------------------------------------------

test.describe("a deployment: HSTS, Secure cookies, sessions @js-only", () => {
  test.describe.configure({ mode: "serial" });
  let site: SiteProcess;
  let db: Database.Database;

  let resend: Awaited<ReturnType<typeof startFakeResend>>;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A deployment's outbox and log never hold a link's token: its reset e-mail is read where it is delivered.
    resend = await startFakeResend();
    site = await startSite({
      dataDir: freshDataDir("deployment"),
      env: {
        NODE_ENV: "production",
        SEED_DEMO: "off",
        SITE_URL: "https://lagoon.example",
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
      },
    });
    db = openDb(site.dataDir);
  });
  test.afterAll(async () => {
    db?.close();
    await site?.stop();
    if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
    await resend?.close();
  });

  const post = (path: string, fields: Fields, cookie = "") => {
    const form = urlencoded(fields);
    return rawRequest(site.url, {
      method: "POST",
      path,
      headers: { "Content-Type": form.type, Cookie: cookie },
      body: form.body,
    });
  };
  const human: Fields = [
    ["js", "1"],
    ["cf-turnstile-response", DEV_TOKEN],
  ];
  /** Logs in from a browser that sends `cookie`; returns the session cookie it is given. */
  async function logIn(account: { email: string; password: string }, cookie = "") {
    const res = await post(
      "/Login",
      [["intent", "login"], ["email", account.email], ["password", account.password], ["terms", "on"], ...human],
      cookie,
    );
    expect(res.status, `log in as ${account.email}`).toBe(302);
    const jar = new CookieJar();
    jar.take(res.headers);
    return { res, session: `__session=${jar.get("__session")}` };
  }
  /** Whom a session cookie signs in, by the page only a signed-in user gets. */
  async function whoIs(session: string) {
    const res = await rawRequest(site.url, { path: "/userprofile?view=profile", headers: { Cookie: session } });
    if (res.status === 302) return null;
    return /Signed in as <span[^>]*>([^<]+)<\/span>/.exec(res.text)?.[1] ?? "someone";
  }
  const sessionsOf = (userId: string) =>
    (db.prepare("select count(*) as n from sessions where user_id = ?").get(userId) as { n: number }).n;

  test("pages carry HSTS for a year with subdomains, and the CSP allows no Turnstile when it is not configured", async () => {
    for (const path of ["/", "/Login", "/contact", "/no-such-page"]) {
      const res = await rawRequest(site.url, { path });
      const hsts = String(res.headers["strict-transport-security"] ?? "");
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${path}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, path).toContain("includeSubDomains");
      const policy = csp(res);
      expect(policy.get("frame-src"), path).toEqual(["'none'"]);
      expect(
        policy.get("script-src")?.filter((s) => !s.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
      expect(policy.get("connect-src"), path).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
    }
  });

  test("every cookie is Secure, HttpOnly and SameSite=Lax", async () => {
    const account = await createAccount({ dataDir: site.dataDir, email: `secure-${Date.now()}@example.mu` });
    const { res } = await logIn(account);
    const dismissed = await post("/?index", [
      ["intent", "dismiss-banner"],
      ["bannerId", "1"],
    ]);
    const cookies = [...(res.headers["set-cookie"] ?? []), ...(dismissed.headers["set-cookie"] ?? [])];
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["__session", "prefs"]);
    for (const cookie of cookies) {
      const attributes = cookie.split(";").map((a) => a.trim().toLowerCase());
      expect(attributes, cookie.split("=")[0]).toEqual(
        expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]),
      );
    }
  });

  test("there is no session before log in; log in gives a new id and ends the session the browser had", async () => {
    // A visitor gets no session cookie to fix in advance.
    const page = await rawRequest(site.url, { path: "/Login" });
    expect(String(page.headers["set-cookie"] ?? "")).not.toContain("__session");

    const attacker = await createAccount({ dataDir: site.dataDir, email: `attacker-${Date.now()}@example.mu` });
    const victim = await createAccount({ dataDir: site.dataDir, email: `victim-${Date.now()}@example.mu` });
    const planted = (await logIn(attacker)).session;
    expect(await whoIs(planted)).toBe(attacker.email);
    // The victim's browser holds the planted cookie and logs in.
    const own = (await logIn(victim, planted)).session;
    expect(own).not.toBe(planted);
    expect(await whoIs(own)).toBe(victim.email);
    expect(await whoIs(planted), "the cookie the browser had before").toBeNull();
    // And the same person logging in twice gets two different ids.
    const again = (await logIn(victim)).session;
    expect(again).not.toBe(own);
  });

  test("a password reset ends every session of the account, the resetting browser's own too", async () => {
    const account = await createAccount({ dataDir: site.dataDir, email: `reset-${Date.now()}@example.mu` });
    const phone = (await logIn(account)).session;
    const laptop = (await logIn(account)).session;
    const resetting = (await logIn(account)).session;
    expect(sessionsOf(account.id)).toBe(3);

    const asked = await post("/Login", [["intent", "forgot"], ["email", account.email], ...human], resetting);
    expect(asked.status).toBe(302);
    let text = "";
    await expect
      .poll(() => (text = resend.emails.find((e) => e.to.includes(account.email))?.text ?? ""))
      .toContain("/reset-password?token=");
    const token = /reset-password\?token=([\w-]+)/.exec(text)![1];

    const done = await post(
      "/reset-password",
      [
        ["password", "a-brand-new-password"],
        ["confirm", "a-brand-new-password"],
        ["token", token],
      ],
      resetting,
    );
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/userprofile");
    const jar = new CookieJar();
    jar.take(done.headers);
    const fresh = `__session=${jar.get("__session")}`;
    for (const [device, session] of Object.entries({ phone, laptop, resetting }))
      expect(await whoIs(session), device).toBeNull();
    expect([phone, laptop, resetting]).not.toContain(fresh);
    expect(await whoIs(fresh)).toBe(account.email);
    expect(sessionsOf(account.id)).toBe(1);
    // The old password no longer works; the new one does.
    expect(
      (
        await post("/Login", [
          ["intent", "login"],
          ["email", account.email],
          ["password", account.password],
          ["terms", "on"],
          ...human,
        ])
      ).status,
    ).toBe(400);
    await logIn({ email: account.email, password: "a-brand-new-password" });
  });
});
