import fs from "node:fs";
import { expect, test } from "./fixtures";
import type Database from "better-sqlite3";
import { startFakeResend } from "../fakes/resend.js";
import { PASS_TOKEN, startFakeTurnstile } from "../fakes/turnstile.js";
import { fakeServicesEnv } from "../setup/e2e-env.js";
import { CookieJar, openStream, rawRequest, urlencoded, type Fields } from "./raw-http";
import { freshDataDir, openDb, startSite, type SiteProcess } from "./site-process";
import { createAccount, waitOutFillTime } from "./support";

// What an attack on the built site found (issue 13), each checked on a site of this test's own: real
// e-mail through a fake Resend, Turnstile through a fake, the server restarted where a retry must survive it.

type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;
type FakeTurnstile = Awaited<ReturnType<typeof startFakeTurnstile>>;

const HUMAN: Fields = [
  ["js", "1"],
  ["cf-turnstile-response", PASS_TOKEN],
];

let site: SiteProcess;
let resend: FakeResend;
let turnstile: FakeTurnstile;
let db: Database.Database;
let siteEnv: Record<string, string>;

async function start(dataDir: string) {
  site = await startSite({ dataDir, env: siteEnv });
  db = openDb(site.dataDir);
  db.pragma("busy_timeout = 5000");
}

const post = (path: string, fields: Fields, headers: Record<string, string> = {}) => {
  const form = urlencoded(fields);
  return rawRequest(site.url, {
    method: "POST",
    path,
    headers: { "Content-Type": form.type, ...headers },
    body: form.body,
  });
};
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(site.url, { path, headers });

/** The log-in form's fields for an account, with how the sender proves to be a person. */
const loginFields = (account: { email: string; password: string }, ...rest: Fields): Fields => [
  ["intent", "login"],
  ["email", account.email],
  ["password", account.password],
  ["terms", "on"],
  ...rest,
];

async function logIn(account: { email: string; password: string }) {
  const res = await post("/Login", loginFields(account, ...HUMAN));
  expect(res.status, `log in as ${account.email}`).toBe(302);
  const jar = new CookieJar();
  jar.take(res.headers);
  return jar.header();
}

/** The e-mails the fake provider got for an address (waits for at least `count`). */
async function mailTo(address: string, count = 1) {
  await expect
    .poll(() => resend.emails.filter((e) => e.to.includes(address)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return resend.emails.filter((e) => e.to.includes(address));
}
const resetLinkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0] ?? "";

test.describe("issue 13: what an attack found @js-only", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    resend = await startFakeResend();
    turnstile = await startFakeTurnstile();
    siteEnv = {
      SEED_DEMO: "off",
      ...fakeServicesEnv(resend.url, turnstile),
      OUTBOX_INTERVAL_MS: "300",
      OUTBOX_RETRY_BASE_MS: "200",
      MAIL_TIMEOUT_MS: "3000",
    };
    await start(freshDataDir("security"));
  });
  test.afterAll(async () => {
    db?.close();
    await site?.stop();
    if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
    await resend?.close();
    await turnstile?.close();
  });

  test("log in never sends anyone to another site, whatever redirectTo holds, and never answers 500", async () => {
    const account = await createAccount({ dataDir: site.dataDir, email: `redirect-${Date.now()}@example.mu` });
    const cookie = await logIn(account);
    const hostile = [
      "/\t/evil.test",
      "/\n/evil.test",
      "/\r\n/evil.test",
      "/\u3000/evil.test",
      "//evil.test",
      "/\\evil.test",
      "/\\/evil.test",
      "https://evil.test/",
      "http:/evil.test",
      "/" + "x".repeat(3000),
    ];
    for (const to of hostile) {
      const res = await get(`/Login?redirectTo=${encodeURIComponent(to)}`, { Cookie: cookie });
      expect(res.status, JSON.stringify(to)).toBe(302);
      expect(res.headers.location, JSON.stringify(to)).toBe("/userprofile");
    }
    // A path of this site is kept as it is.
    const local = await get(`/Login?redirectTo=${encodeURIComponent("/user/booking/ABC?x=1")}`, { Cookie: cookie });
    expect(local.headers.location).toBe("/user/booking/ABC?x=1");
    // The same rule after the log-in form itself.
    const posted = await post("/Login", loginFields(account, ["redirectTo", "/\t/evil.test"], ...HUMAN));
    expect(posted.status).toBe(302);
    expect(posted.headers.location).toBe("/userprofile");
  });

  test("a password-reset link comes from the site's own address, not from the Host header of the request", async () => {
    const account = await createAccount({ dataDir: site.dataDir, email: `host-${Date.now()}@example.mu` });
    const res = await post("/Login", [["intent", "forgot"], ["email", account.email], ...HUMAN], {
      Host: "attacker.example",
    });
    expect(res.status).toBe(302);
    const [mail] = await mailTo(account.email);
    const link = resetLinkIn(mail.text);
    expect(link, mail.text).not.toBe("");
    // No SITE_URL on this local site: the default, http://localhost:PORT.
    expect(new URL(link).origin).toBe(`http://localhost:${site.port}`);
    expect(mail.html).not.toContain("attacker.example");
  });

  test("a POST with Origin: null is refused with a 403, as one from another site is", async () => {
    for (const origin of ["null", "https://evil.example"]) {
      const res = await post(
        "/contact",
        [["name", "Ann"], ["email", "ann@example.mu"], ["message", "Hello"], ...HUMAN],
        {
          Origin: origin,
        },
      );
      expect(res.status, origin).toBe(403);
    }
    expect(site.output()).not.toMatch(/^\s+at \S.*:\d+:\d+\)?$/m);
  });

  test("the no-JavaScript check: a served-at value works once, only for the form it was served with", async () => {
    const form = async (path: string) => {
      const html = (await get(path)).text;
      return {
        servedAt: /name="servedAt" value="([^"]+)"/.exec(html)![1],
        formKey: /name="formKey" value="([^"]+)"/.exec(html)?.[1] ?? "",
      };
    };
    const contacts = () => (db.prepare("select count(*) as n from contact_messages").get() as { n: number }).n;
    const contact = await form("/contact");
    const login = await form("/Login");
    await waitOutFillTime();
    const message = (formKey: string, servedAt: string): Fields => [
      ["name", "Ann Visitor"],
      ["email", "ann@example.mu"],
      ["message", "Is the catamaran on?"],
      ["website", ""],
      ["formKey", formKey],
      ["servedAt", servedAt],
    ];
    const before = contacts();
    const first = await post("/contact", message(contact.formKey, contact.servedAt));
    expect(first.status).toBe(302);
    expect(contacts()).toBe(before + 1);
    // The same form sent twice (a double click, back and send again): still the one message.
    const again = await post("/contact", message(contact.formKey, contact.servedAt));
    expect(again.status).toBe(302);
    expect(contacts()).toBe(before + 1);
    // Replayed as a new message: refused, nothing stored.
    for (let i = 0; i < 3; i++) {
      const replay = await post("/contact", message(crypto.randomUUID(), contact.servedAt));
      expect(replay.status, `replay ${i + 1}`).toBe(400);
      // Told why, with what was typed kept.
      expect(replay.text).toContain("This form has expired or was already sent.");
      expect(replay.text).toContain('value="Ann Visitor"');
    }
    expect(contacts()).toBe(before + 1);
    // A value served with the log-in page does not pass on the contact form, and one of the contact form not on the log-in form.
    const account = await createAccount({ dataDir: site.dataDir, email: `served-${Date.now()}@example.mu` });
    expect((await post("/contact", message(crypto.randomUUID(), login.servedAt))).status).toBe(400);
    const fresh = await form("/contact");
    await waitOutFillTime();
    const crossed = await post("/Login", loginFields(account, ["website", ""], ["servedAt", fresh.servedAt]));
    expect(crossed.status).toBe(400);
    expect(String(crossed.headers["set-cookie"] ?? "")).not.toContain("__session=");
    // The log-in page's own value works there, once.
    const own = await post("/Login", loginFields(account, ["website", ""], ["servedAt", login.servedAt]));
    expect(own.status).toBe(302);
    const twice = await post("/Login", loginFields(account, ["website", ""], ["servedAt", login.servedAt]));
    expect(twice.status).toBe(400);
    // With JavaScript announced, Turnstile's token is required.
    expect((await post("/contact", [...message(crypto.randomUUID(), fresh.servedAt), ["js", "1"]])).status).toBe(400);
  });

  test("the outbox keeps e-mails without their token links; admins never see a live link; the provider gets the real one", async () => {
    const account = await createAccount({ dataDir: site.dataDir, email: `outbox-${Date.now()}@example.mu` });
    expect((await post("/Login", [["intent", "forgot"], ["email", account.email], ...HUMAN])).status).toBe(302);
    const [mail] = await mailTo(account.email);
    const link = resetLinkIn(mail.text);
    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    expect(mail.html).toContain(token);

    const rows = db.prepare("select * from outbox where recipient = ?").all(account.email) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    for (const [column, value] of Object.entries(rows[0])) expect(String(value), column).not.toContain(token);
    expect(String(rows[0].plain_text_message)).toContain("/reset-password?token=");

    const admin = await logIn({ email: "admin@site.test", password: "site-admin-password" });
    const page = await get("/admin/outbox", { Cookie: admin });
    expect(page.status).toBe(200);
    expect(page.text).toContain(account.email);
    expect(page.text).not.toContain(token);
    // The link the person got works.
    expect((await get(`/reset-password?token=${token}`)).status).toBe(200);
  });

  test("a reset e-mail that failed is sent again after a restart, with a link that works", async () => {
    test.setTimeout(90_000);
    const account = await createAccount({ dataDir: site.dataDir, email: `retry-${Date.now()}@example.mu` });
    resend.mode = "500";
    expect((await post("/Login", [["intent", "forgot"], ["email", account.email], ...HUMAN])).status).toBe(302);
    const failed = () =>
      db
        .prepare("select status, plain_text_message, html_message from outbox where recipient = ?")
        .get(account.email) as Record<string, string> | undefined;
    await expect.poll(() => failed()?.status, { timeout: 15_000 }).toBe("failed");
    // The provider is down and the site stops; it comes back with the provider.
    db.close();
    await site.stop();
    resend.mode = "ok";
    await start(site.dataDir);
    const [mail] = await mailTo(account.email);
    const token = new URL(resetLinkIn(mail.text)).searchParams.get("token")!;
    const row = failed()!;
    expect(row.status).toBe("sent");
    expect(row.plain_text_message + row.html_message).not.toContain(token);
    expect((await get(`/reset-password?token=${token}`)).status).toBe(200);
  });

  test("a GET of a made-up admin page is not remembered as the page /admin reopens", async () => {
    const admin = await logIn({ email: "admin@site.test", password: "site-admin-password" });
    expect((await get("/admin/packages/archived", { Cookie: admin })).status).toBe(200);
    expect((await get("/admin/packages/whatever", { Cookie: admin })).status).toBe(404);
    expect(
      (await get("/admin/packages/whatever?_data=routes%2F_admin.admin.packages.%24status", { Cookie: admin })).status,
    ).toBe(404);
    const landing = await get("/admin", { Cookie: admin });
    expect(landing.status).toBe(302);
    expect(landing.headers.location).toBe("/admin/packages/archived");
  });

  test("the live-update stream stops sending admin topics once the role is taken away, and ends at sign-out", async () => {
    test.setTimeout(60_000);
    const head = await logIn({ email: "admin@site.test", password: "site-admin-password" });
    const deputy = await createAccount({
      dataDir: site.dataDir,
      email: `deputy-${Date.now()}@example.mu`,
      role: "admin",
    });
    const deputyCookie = await logIn(deputy);
    const other = await createAccount({
      dataDir: site.dataDir,
      email: `other-${Date.now()}@example.mu`,
      role: "admin",
    });
    const otherCookie = await logIn(other);

    const headStream = await openStream(site.url, head);
    const deputyStream = await openStream(site.url, deputyCookie);
    const otherStream = await openStream(site.url, otherCookie);
    const update = async (content: string) =>
      expect((await post("/admin/updates", [["content", content]], { Cookie: head })).status).toBeLessThan(400);

    await update("First news");
    for (const s of [headStream, deputyStream, otherStream])
      await expect.poll(() => s.topics().filter((t) => t === "updates").length).toBe(1);

    // The deputy is no longer an admin; the other admin signs out.
    expect(
      (
        await post(
          "/admin/role",
          [
            ["userId", deputy.id],
            ["role", "user"],
          ],
          { Cookie: head },
        )
      ).status,
    ).toBe(302);
    expect((await post("/logout", [], { Cookie: otherCookie })).status).toBe(302);
    await update("Second news");
    await expect.poll(() => headStream.topics().filter((t) => t === "updates").length).toBe(2);
    await new Promise((r) => setTimeout(r, 500));
    expect(deputyStream.topics().filter((t) => t === "updates")).toHaveLength(1);
    expect(otherStream.topics().filter((t) => t === "updates")).toHaveLength(1);
    await expect.poll(() => otherStream.ended(), { message: "the signed-out admin's stream ends" }).toBe(true);
    for (const s of [headStream, deputyStream, otherStream]) s.close();
  });

  test("the server printed no error", () => {
    expect(
      site
        .output()
        .split("\n")
        .filter((line) => /^\s+at \S.*:\d+:\d+\)?$|^(\w*Error|Uncaught|Unhandled)\b/.test(line)),
    ).toEqual([]);
  });
});
