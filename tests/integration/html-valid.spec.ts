import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { RESEND_URL, TURNSTILE_URL } from "../setup/e2e-env.js";
import { freshDataDir, openDb, startSite, type SiteProcess } from "../e2e/site-process";
import { createAccount, mauritiusDate, visitorPages } from "../e2e/support";
import { Visitor } from "./visitor";

// Every page a visitor, a client or an admin can open is valid HTML: the Nu HTML checker (vnu-jar, run with
// Debian's Java) reports no error. The pages are fetched as the server sends them, from a site of this
// test's own (so its sample package, booking and task are there and nobody else's tests see them), saved
// to files and checked by one run of the checker. Forms refused by the server are pages too. No browser: the pages
// are fetched over HTTP and the sign-ins are the log-in form sent as a browser without JavaScript sends it.

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const PACKAGE = "ile-aux-cerfs-catamaran";

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSite({
    dataDir: freshDataDir("html-valid"),
    env: {
      RESEND_API_KEY: "re_test_key",
      RESEND_BASE_URL: RESEND_URL,
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "fake-secret",
      TURNSTILE_VERIFY_URL: `${TURNSTILE_URL}/turnstile/v0/siteverify`,
      TURNSTILE_SCRIPT_URL: `${TURNSTILE_URL}/turnstile/v0/api.js`,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
});

/** A visitor of the site signed in as this account through the log-in form. */
async function loggedIn(playwright: Parameters<typeof Visitor.start>[0], account: { email: string; password: string }) {
  const visitor = await Visitor.start(playwright, { baseURL: site.url });
  const home = await visitor.submit(await visitor.open("/Login"), "Log in", { ...account, terms: true });
  expect(new URL(home.url).pathname.toLowerCase()).not.toMatch(/^\/login/);
  return visitor;
}

test("every public, client and admin page passes the Nu HTML checker with no error", async ({ playwright }) => {
  test.setTimeout(240_000);

  const client = await createAccount({ dataDir: site.dataDir, name: "Anjali Ramgoolam" });
  const admin = await createAccount({ dataDir: site.dataDir, role: "admin" });
  const deleted = `html-check-${crypto.randomBytes(3).toString("hex")}`;
  const reference = `H${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
  const db = openDb(site.dataDir);
  db.prepare("insert into packages (id, title, short_description, status) values (?, ?, ?, 'deleted')").run(
    deleted,
    "A package removed from sale",
    "Gone.",
  );
  db.prepare(
    `insert into bookings (reference, user_id, name, surname, email, phone, message, package_id, package_title, date, adults, children, infants, time, status, human_checked)
     values (?, ?, 'Anjali', 'Ramgoolam', ?, '+23057123456', 'Pick-up at the hotel, please.', ?, 'Île aux Cerfs Catamaran Day', ?, 2, 1, 0, ?, 'Pending', 0)`,
  ).run(reference, client.id, client.email, PACKAGE, mauritiusDate(7), new Date().toISOString());
  // A private link to the booking, stored as the site stores one (its SHA-256 only).
  const manageToken = crypto.randomBytes(32).toString("base64url");
  db.prepare("insert into booking_links (token_hash, booking_reference, expires_at) values (?, ?, ?)").run(
    crypto.createHash("sha256").update(manageToken).digest("hex"),
    reference,
    new Date(Date.now() + 30 * 86_400_000).toISOString(),
  );
  // A verification link of an account not confirmed yet, whose address made a booking without an account (issue 27).
  const unconfirmed = await createAccount({ dataDir: site.dataDir, verified: false });
  const verifyToken = crypto.randomBytes(32).toString("base64url");
  db.prepare("insert into auth_tokens (user_id, purpose, token_hash, expires_at) values (?, 'verify', ?, ?)").run(
    unconfirmed.id,
    crypto.createHash("sha256").update(verifyToken).digest("hex"),
    new Date(Date.now() + 86_400_000).toISOString(),
  );
  db.prepare(
    `insert into bookings (reference, user_id, name, surname, email, phone, message, package_id, package_title, date, adults, children, infants, time, status, human_checked)
     select ?, null, name, surname, ?, phone, message, package_id, package_title, date, adults, children, infants, time, status, human_checked from bookings where reference = ?`,
  ).run(`${reference}V`, unconfirmed.email, reference);
  db.close();

  const pages: { name: string; html: string }[] = [];
  const save = async (
    request: APIRequestContext,
    name: string,
    url: string,
    expectedStatus = 200,
    post?: Record<string, string>,
    multipart = false,
  ) => {
    const response = post
      ? await request.post(url, { ...(multipart ? { multipart: post } : { form: post }), maxRedirects: 0 })
      : await request.get(url, { maxRedirects: 0 });
    expect(response.status(), `${name}: ${url}`).toBe(expectedStatus);
    expect(response.headers()["content-type"], `${name}: ${url}`).toContain("text/html");
    pages.push({ name: `${name} ${post ? "POST " : ""}${url}`, html: await response.text() });
  };

  const anonymous = await Visitor.start(playwright, { baseURL: site.url });
  const visitor = anonymous.request;
  for (const url of [
    ...visitorPages(PACKAGE),
    "/fr",
    `/fr/info/${PACKAGE}`,
    `/fr/book/${PACKAGE}`,
    "/fr/contact",
    "/fr/contact/sent",
    "/fr/aboutus",
    "/fr/Login",
    "/fr/resetlink",
  ]) {
    await save(visitor, "visitor", url);
  }
  await save(visitor, "visitor", `/booking-confirmation/${reference}`);
  await save(visitor, "visitor", `/fr/booking-confirmation/${reference}`);
  await save(visitor, "visitor", `/manage/${manageToken}`);
  await save(visitor, "visitor", `/fr/manage/${manageToken}?cancel=1`);
  await save(visitor, "visitor", `/signup-confirmation?email=${encodeURIComponent(client.email)}`);
  await save(visitor, "visitor", "/verify-email?token=not-a-token", 410);
  await save(visitor, "visitor", `/verify-email?token=${verifyToken}`);
  await save(visitor, "visitor", `/fr/verify-email?token=${verifyToken}`, 400, {
    token: verifyToken,
    password: "not-the-password",
  });
  await save(visitor, "visitor", "/reset-password?token=not-a-token", 410);
  await save(visitor, "visitor", "/no-such-page", 404);
  await save(visitor, "visitor", `/info/no-such-package`, 404);
  // Refused forms, as they come back without JavaScript; and a next departure chosen (the form back, the date set).
  await save(visitor, "visitor", `/book/${PACKAGE}`, 400, { name: "", email: "not-an-address", phone: "123" });
  await save(visitor, "visitor", `/fr/book/${PACKAGE}`, 200, {
    name: "Anjali",
    departure: `${mauritiusDate(7)}T09:30`,
  });
  await save(visitor, "visitor", "/contact", 400, { name: "", email: "not-an-address", message: "" });
  await save(visitor, "visitor", "/fr/contact", 400, { name: "", email: "not-an-address", message: "" });
  await save(visitor, "visitor", "/Login", 400, { intent: "login", email: "not-an-address", password: "" });

  const clientVisitor = await loggedIn(playwright, client);
  const asClient = clientVisitor.request;
  for (const url of [
    "/userprofile?view=home",
    "/userprofile?view=bookings",
    "/userprofile?view=profile",
    `/user/booking/${reference}`,
    "/notifications",
    "/fr/userprofile?view=bookings",
    `/fr/user/booking/${reference}`,
    "/userprofile/delete",
    "/fr/userprofile/delete",
  ]) {
    await save(asClient, "client", url);
  }
  // Deleting the account, refused: no password, then a wrong one (nothing is deleted).
  await save(asClient, "client", "/userprofile/delete", 400, { password: "" });
  await save(asClient, "client", "/fr/userprofile/delete", 400, { password: "not-my-password" });

  const adminVisitor = await loggedIn(playwright, admin);
  const asAdmin = adminVisitor.request;
  // Something in every list: a task, a notification, a comment on the booking.
  expect(
    (
      await asAdmin.post("/admin/tasks", {
        form: { intent: "add", content: "Call the boat crew about Saturday", priority: "high" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  expect(
    (
      await asAdmin.post("/admin/notify", {
        form: { title: "Whale season", message: "The whales are back off the west coast." },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  expect(
    (
      await asAdmin.post(`/update/booking/${reference}`, {
        form: { intent: "save", status: "Confirmed", comment: "Called the guest." },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  // A cash payment in its ledger (the Payments section's table, and its Record refund form).
  const payment = { intent: "record-payment", amount: "1500", method: "cash", note: "Deposit at the desk" };
  expect((await asAdmin.post(`/update/booking/${reference}`, { form: payment, maxRedirects: 0 })).status()).toBe(302);
  // A guide and a boat on Guides and vehicles.
  for (const form of [
    { intent: "create-guide", name: "Ravi", phone: "+230 5712 0000" } as Record<string, string>,
    { intent: "create-vehicle", name: "Blue Lagoon", kind: "boat", seats: "40" },
  ])
    expect((await asAdmin.post("/admin/crew", { form, maxRedirects: 0 })).status()).toBe(302);
  // A departures month with a departure in it (on a package this site's booking pages do not use).
  const departures = "/admin/departures/south-east-grand-port-heritage";
  expect(
    (
      await asAdmin.post(departures, {
        form: { intent: "extra", date: "2030-01-15", startTime: "09:00", seats: "8", month: "2030-01" },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(302);
  for (const url of [
    `${departures}?month=2030-01`,
    "/admin/home",
    "/admin/updates",
    "/admin/add",
    "/admin/bookings",
    "/admin/bookings/new",
    `/admin/bookings/new?package=${PACKAGE}`,
    "/admin/packages",
    "/admin/packages/active",
    "/admin/packages/archived",
    "/admin/packages/deleted",
    `/edit/${PACKAGE}`,
    `/edit/${deleted}`,
    `/edit/${deleted}?step=remove`,
    "/admin/email",
    "/admin/role",
    `/admin/role?email=${encodeURIComponent(client.email)}`,
    "/admin/addadmin",
    `/admin/addadmin?email=${encodeURIComponent(client.email)}`,
    "/admin/banners",
    "/admin/notify",
    "/admin/policies",
    "/admin/uploads",
    `/admin/uploads?path=packages/${PACKAGE}`,
    "/admin/tasks",
    "/admin/outbox",
    "/admin/emails",
    "/admin/pickups",
    "/admin/crew",
    "/admin/run-sheet?date=2030-01-15",
    "/admin/audit",
    `/admin/audit?action=booking&target=${reference}&from=2030-01-02&to=2030-01-01`,
    // The reports: a month, a long range (by month), and a range the wrong way round (its message).
    "/admin/reports/occupancy",
    "/admin/reports/occupancy?from=2030-01-01&to=2030-12-31",
    "/admin/reports/revenue?from=2030-01-01&to=2030-03-31",
    "/admin/reports/channels",
    "/admin/reports/guests?from=2030-01-15&to=2030-01-15",
    "/admin/reports/guests?from=2030-02-01&to=2030-01-01",
    `/update/booking/${reference}`,
    "/admin/guest-data",
    `/admin/guest-data?email=${encodeURIComponent(client.email)}`,
    `/admin/guest-data?email=${encodeURIComponent(client.email)}&erase=1`,
    "/admin/guest-data?email=not-an-address",
  ]) {
    await save(asAdmin, "admin", url);
  }
  // Refused admin forms.
  await save(asAdmin, "admin", "/admin/notify", 400, { title: "", message: "" });
  await save(asAdmin, "admin", "/admin/updates", 400, { content: "" });
  await save(asAdmin, "admin", "/admin/tasks", 400, { intent: "add", content: "", priority: "low" });
  await save(asAdmin, "admin", `/update/booking/${reference}`, 400, { intent: "save", status: "" });
  await save(asAdmin, "admin", `/update/booking/${reference}`, 400, { intent: "record-refund", amount: "0" });
  await save(asAdmin, "admin", "/admin/banners", 400, { intent: "create", title: "", message: "" });
  await save(asAdmin, "admin", "/admin/pickups", 400, { intent: "create", zone: "", name: "" });
  await save(asAdmin, "admin", "/admin/crew", 400, { intent: "create-vehicle", name: "", kind: "boat", seats: "-3" });
  await save(asAdmin, "admin", `${departures}?month=2030-01`, 400, {
    intent: "seats",
    date: "2030-01-15",
    startTime: "09:00",
    seats: "x",
    month: "2030-01",
  });
  await save(asAdmin, "admin", departures, 400, { intent: "extra", date: "", startTime: "", seats: "" });
  await save(asAdmin, "admin", `/admin/role?email=${encodeURIComponent(client.email)}`, 400, {
    userId: client.id,
    role: " ",
  });
  await save(asAdmin, "admin", "/admin/policies", 400, { name: "privacyPolicy" }, true);
  await save(
    asAdmin,
    "admin",
    "/admin/email",
    400,
    { intent: "email", email: "guest@example", subject: "", message: "" },
    true,
  );
  await save(asAdmin, "admin", "/admin/add", 400, { packageId: "htmlcheck123", title: "" }, true);
  await save(asAdmin, "admin", "/admin/guest-data", 400, { intent: "erase", email: "not-an-address" });
  // The package form's schedule: a rule refused (no weekday, a bad start time, a last date before the first)
  // beside a valid one, and a rule added without JavaScript (the list button's post).
  const rules = {
    title: "Île aux Cerfs Catamaran Day",
    scheduleShown: "yes",
    "rules[0].startTimes": "25:00",
    "rules[0].seats": "12",
    "rules[0].validFrom": "2030-02-01",
    "rules[0].validTo": "2030-01-01",
    "rules[1].weekdays": "6",
    "rules[1].startTimes": "08:30, 13:30",
    "rules[1].seats": "40",
  };
  await save(asAdmin, "admin", `/edit/${PACKAGE}`, 400, { ...rules, intent: "save" }, true);
  await save(
    asAdmin,
    "admin",
    `/edit/${PACKAGE}`,
    200,
    {
      ...rules,
      __intent__: JSON.stringify({
        type: "insert",
        payload: { name: "rules", defaultValue: { startTimes: "", seats: "" } },
      }),
    },
    true,
  );

  // One run of the checker over every page.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  try {
    const files = pages.map((page, i) => {
      const file = path.join(folder, `${String(i).padStart(3, "0")}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => {
        const page = pages[Number(/(\d{3})\.html$/.exec(m.url)?.[1])];
        return `${page?.name ?? m.url}, line ${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, " ").trim()}]` : ""}`;
      });
    expect(pages.length).toBeGreaterThan(50);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
    await Promise.all([anonymous.close(), clientVisitor.close(), adminVisitor.close()]);
  }
});
