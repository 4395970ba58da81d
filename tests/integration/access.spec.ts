import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequest } from "@playwright/test";
import { listScheduleRules } from "~/models/schedule.server";
import { createTestPackage, retirePackage } from "../e2e/app-db";
import { siteRows } from "../e2e/admin-support";
import { insertBooking } from "../e2e/bookings-db";
import { createAccount, openSiteDb, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The back office's access checks, read from the site's answers: the guard's status, its message and its links as
// the server renders them, and the refused posts that change nothing. None of it needs a browser to show; that the
// guard's page a visitor and a client see works in a browser (its links followed, JavaScript on and off) is
// tests/e2e/admin-guard.spec.ts, on /admin.

const LOGIN_FIRST = "You Must login First";
const NOT_ADMIN = "Not Authorised. You must be an admin to access this page.";
const SEEDED = "blue-bay-glass-bottom-snorkel";

// Every admin page is a route file named `_admin.*`. This list is read from the disk, so a new admin
// route is tested here without anyone remembering to add it.
const adminRoutes = fs
  .readdirSync("app/routes")
  .filter((f) => f.startsWith("_admin.") && f !== "_admin.tsx" && !f.includes(".test."))
  .map((file) => {
    const id = `routes/${file.replace(/\.tsx?$/, "")}`;
    const segments = file
      .replace(/\.tsx?$/, "")
      .split(".")
      .slice(1)
      .filter((s) => s !== "_index")
      // A segment ending in "_" is not nested in its parent's page, and not part of the address (bookings_.new).
      .map((s) => (s.startsWith("$") ? "SAMPLE" : s.replace(/_$/, "")));
    return { id, path: "/" + segments.join("/") };
  });

type Role = "visitor" | "client" | "admin";

/** Runs `act` with a visitor who is not signed in, or one signed in as a fresh client or admin; closes it after. */
async function as<T>(playwright: { request: APIRequest }, role: Role, act: (visitor: Visitor) => Promise<T>) {
  const signedInAs =
    role === "visitor" ? undefined : await createAccount({ role: role === "admin" ? "admin" : "user" });
  return Visitor.visiting(playwright, signedInAs, act);
}

/** The addresses of the links named `name` in the page's main part. */
const linksNamed = (page: Page, name: string) =>
  page
    .$("main a")
    .filter((_, a) => page.$(a).text().trim() === name)
    .map((_, a) => page.$(a).attr("href"))
    .get();

/**
 * The guard's page for `path`, as the server renders it: a visitor's 401 'You Must login First' with Log in (back to
 * the page asked for, issue 27) and Home; a client's 403 'Not Authorised' with Home only.
 */
function expectGuardPage(page: Page, path: string, role: "visitor" | "client") {
  expect(page.status, `GET ${path}`).toBe(role === "visitor" ? 401 : 403);
  // A page, not the loader's JSON: a route without a component would send its thrown answer as it is.
  expect(page.headers["content-type"], `GET ${path}`).toContain("text/html");
  expect(page.text("main h1"), `GET ${path}`).toBe(role === "visitor" ? LOGIN_FIRST : NOT_ADMIN);
  expect(linksNamed(page, "Log in"), `GET ${path}`).toEqual(
    role === "visitor" ? [`/Login?redirectTo=${encodeURIComponent(path)}`] : [],
  );
  expect(linksNamed(page, "Home"), `GET ${path}`).toEqual(["/"]);
}

/** Whether the page shows `text` anywhere (case and spaces aside, as a browser's getByText finds it). */
const shows = (page: Page, text: string) => page.text().toLowerCase().includes(text.toLowerCase());

/** Every admin route's page, loader and action, as `visitor` gets them. */
async function everyAdminRoute(visitor: Visitor, role: Role) {
  for (const route of adminRoutes) {
    const loaderUrl = `${route.path}?_data=${encodeURIComponent(route.id)}`;
    const page = await visitor.open(route.path, { maxRedirects: 0 });
    const data = await visitor.request.get(loaderUrl, { maxRedirects: 0 });
    const post = await visitor.request.post(loaderUrl, { form: { intent: "save" }, maxRedirects: 0 });
    if (role === "admin") {
      // An admin is let through: whatever the page answers, it is not the guard.
      for (const status of [page.status, data.status()]) expect([200, 204, 302, 404], route.path).toContain(status);
      continue;
    }
    expectGuardPage(page, route.path, role);
    const status = role === "visitor" ? 401 : 403;
    expect(data.status(), `loader of ${route.id}`).toBe(status);
    // A route without an action answers 405; one with an action must refuse before doing anything.
    expect([status, 405], `action of ${route.id}`).toContain(post.status());
  }
}

test.describe("the admin guard", () => {
  test("every admin route file is listed, /admin included", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
    expect(adminRoutes.map((r) => r.path)).toContain("/admin");
    expect(adminRoutes.map((r) => r.path)).toContain("/admin/bookings");
    expect(adminRoutes.map((r) => r.path)).toContain("/admin/bookings/new");
  });

  test("a visitor gets 'You Must login First' (401) with Log in and Home on every admin page, and from its loader and action", async ({
    playwright,
  }) => {
    await as(playwright, "visitor", (visitor) => everyAdminRoute(visitor, "visitor"));
  });

  test("a client gets 'Not Authorised. You must be an admin to access this page.' (403) with Home only on every admin page, and from its loader and action", async ({
    playwright,
  }) => {
    await as(playwright, "client", (client) => everyAdminRoute(client, "client"));
  });

  test("an admin gets through", async ({ playwright }) => {
    await as(playwright, "admin", (admin) => everyAdminRoute(admin, "admin"));
  });

  test("a role taken away applies on that user's next request", async ({ playwright }) => {
    const admin = await createAccount({ role: "admin" });
    const visitor = await Visitor.start(playwright, { signedInAs: admin });
    try {
      expect((await visitor.open("/admin/home")).status).toBe(200);
      const db = openSiteDb();
      db.prepare("update users set role = 'user' where id = ?").run(admin.id);
      db.close();
      expect((await visitor.open("/admin/home")).status).toBe(403);
    } finally {
      await visitor.close();
    }
  });
});

test.describe("the package pages: only admins", () => {
  const pages = [
    "/admin/add",
    "/admin/packages",
    "/admin/packages/active",
    "/admin/packages/archived",
    "/admin/packages/deleted",
    `/edit/${SEEDED}`,
    `/edit/${SEEDED}?step=remove`,
  ];

  for (const role of ["visitor", "client"] as const) {
    test(`a ${role} gets '${role === "visitor" ? LOGIN_FIRST : "Not Authorised"}' on every package page`, async ({
      playwright,
    }) => {
      await as(playwright, role, async (visitor) => {
        for (const url of pages) expectGuardPage(await visitor.open(url), url, role);
      });
    });
  }

  test("the POSTs of a visitor and of a client are refused and change nothing", async ({ playwright }) => {
    const before = siteRows("select * from packages where id = ?", SEEDED);
    for (const [role, expected] of [
      ["visitor", 401],
      ["client", 403],
    ] as const) {
      const title = `Intruder ${crypto.randomBytes(3).toString("hex")}`;
      const answers = await as(playwright, role, ({ request }) =>
        Promise.all([
          request.post("/admin/add", {
            multipart: {
              title,
              packageId: "intruder1234",
              images: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") },
            },
          }),
          request.post(`/edit/${SEEDED}`, { multipart: { title, intent: "delete" } }),
          request.post(`/edit/${SEEDED}`, { form: { intent: "remove-permanently", confirm: "yes" } }),
        ]),
      );
      for (const res of answers) expect(res.status(), role).toBe(expected);
      expect(siteRows("select * from packages where id = ?", SEEDED)).toEqual(before);
      expect(siteRows("select id from packages where title = ?", title)).toHaveLength(0);
      // Only the seeded package and the intruder's id: other tests add and remove packages meanwhile.
      expect(siteRows("select id from packages where id = ?", "intruder1234")).toHaveLength(0);
    }
  });
});

/** The value a field labelled `label` is served with (a select's chosen option, else its first). */
function fieldValue(page: Page, label: string) {
  const { $ } = page;
  const id = $("label")
    .filter((_, l) => $(l).text().trim() === label)
    .attr("for");
  const field = $(`[id="${id}"]`);
  if (!field.is("select")) return field.attr("value") ?? "";
  const option = field.find("option[selected]").length ? field.find("option[selected]") : field.find("option");
  return option.first().attr("value");
}

test("/admin/audit: a visitor is asked to log in, a client is refused, an admin reads it", async ({ playwright }) => {
  const visitor = await as(playwright, "visitor", (v) => v.open("/admin/audit"));
  expectGuardPage(visitor, "/admin/audit", "visitor");

  const client = await as(playwright, "client", (c) => c.open("/admin/audit"));
  expectGuardPage(client, "/admin/audit", "client");
  expect(shows(client, "Audit log")).toBe(false);

  const admin = await as(playwright, "admin", (a) => a.open("/admin/audit?page=x&action=nonsense&from=yesterday"));
  expect(admin.status).toBe(200);
  expect(admin.text("main h1")).toBe("Audit log");
  // What cannot be a filter is left out, not an error.
  expect(fieldValue(admin, "Action")).toBe("");
  expect(fieldValue(admin, "From (date)")).toBe("");
});

test("a visitor (401) and a client (403) posting rules are refused, and the rules stay as they were", async ({
  playwright,
}) => {
  const before = [{ weekdays: [1, 5], startTimes: ["09:00"], seats: 10, validFrom: null, validTo: null }];
  const id = createTestPackage(`Guarded ${crypto.randomBytes(3).toString("hex")}`, { rules: before });
  const post = {
    title: "Taken over",
    scheduleShown: "yes",
    "rules[0].weekdays": "3",
    "rules[0].startTimes": "07:00",
    "rules[0].seats": "500",
    intent: "save",
  };
  try {
    for (const [role, expected, packageId] of [
      ["visitor", 401, "schedtest001"],
      ["client", 403, "schedtest002"],
    ] as const) {
      await as(playwright, role, async ({ request }) => {
        expect((await request.post(`/edit/${id}`, { multipart: post, maxRedirects: 0 })).status(), role).toBe(expected);
        const add = await request.post("/admin/add", { multipart: { ...post, packageId }, maxRedirects: 0 });
        expect(add.status(), role).toBe(expected);
      });
    }
    expect(listScheduleRules(id).map(({ id: _id, ...r }) => r)).toEqual(before);
  } finally {
    retirePackage(id);
  }
});

test("a visitor and a client cannot confirm or decline", async ({ playwright }) => {
  const { reference } = insertBooking(null, { email: uniqueEmail("guarded") });
  const post = (visitor: Visitor, form: Record<string, string>) =>
    visitor.request.post(`/update/booking/${reference}`, { form, maxRedirects: 0 });
  await as(playwright, "visitor", async (visitor) => {
    expect((await post(visitor, { intent: "confirm" })).status()).toBe(401);
  });
  await as(playwright, "client", async (client) => {
    expect((await post(client, { intent: "confirm" })).status()).toBe(403);
    expect((await post(client, { intent: "decline", reason: "No" })).status()).toBe(403);
  });
  // Nothing changed.
  expect(siteRows("select state from bookings where reference = ?", reference)).toEqual([{ state: "pending" }]);
});

test("a visitor and a client are refused the previews", async ({ playwright }) => {
  for (const role of ["visitor", "client"] as const) {
    const page = await as(playwright, role, (v) => v.open("/admin/emails"));
    expectGuardPage(page, "/admin/emails", role);
    expect(shows(page, "Booking Ref K7QM-4XPT-9HRC"), role).toBe(false);
  }
});
