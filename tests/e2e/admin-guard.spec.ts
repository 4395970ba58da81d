import fs from "node:fs";
import { expect, test, type APIRequestContext } from "./fixtures";
import { createAccount, logIn, openSiteDb } from "./support";

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
      .map((s) => (s.startsWith("$") ? "SAMPLE" : s));
    return { id, path: "/" + segments.join("/") };
  });

test.describe("the admin guard @js-only", () => {
  test("every admin route file is listed", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
    expect(adminRoutes.map((r) => r.path)).toContain("/admin/bookings");
  });

  async function check(request: APIRequestContext, expected: { status: number; text?: string }, allowed?: number[]) {
    for (const route of adminRoutes) {
      const page = await request.get(route.path, { maxRedirects: 0 });
      const data = await request.get(`${route.path}?_data=${encodeURIComponent(route.id)}`, { maxRedirects: 0 });
      const post = await request.post(`${route.path}?_data=${encodeURIComponent(route.id)}`, {
        form: { intent: "save" },
        maxRedirects: 0,
      });
      if (allowed) {
        // An admin is let through: whatever the page answers, it is not the guard.
        for (const res of [page, data]) expect(allowed, `${route.path} ${res.url()}`).toContain(res.status());
        continue;
      }
      expect(page.status(), `GET ${route.path}`).toBe(expected.status);
      // A page, not the loader's JSON: a route without a component would send its thrown answer as it is.
      expect(page.headers()["content-type"], `GET ${route.path}`).toContain("text/html");
      if (expected.text) expect(await page.text(), `GET ${route.path}`).toContain(expected.text);
      expect(data.status(), `loader of ${route.id}`).toBe(expected.status);
      // A route without an action answers 405; one with an action must refuse before doing anything.
      expect([expected.status, 405], `action of ${route.id}`).toContain(post.status());
    }
  }

  test("a visitor gets 'You Must login First' (401) on every admin page, loader and action", async ({ request }) => {
    await check(request, { status: 401, text: "You Must login First" });
  });

  test("a client gets 'Not Authorised. You must be an admin to access this page.' (403)", async ({ page }) => {
    await logIn(page, await createAccount(), true);
    await check(page.request, { status: 403, text: "Not Authorised. You must be an admin to access this page." });
  });

  test("an admin gets through", async ({ page }) => {
    await logIn(page, await createAccount({ role: "admin" }), true);
    await check(page.request, { status: 200 }, [200, 204, 302, 404]);
  });

  test("a role taken away applies on that user's next request", async ({ page }) => {
    const admin = await createAccount({ role: "admin" });
    await logIn(page, admin, true);
    expect((await page.request.get("/admin/home")).status()).toBe(200);
    const db = openSiteDb();
    db.prepare("update users set role = 'user' where id = ?").run(admin.id);
    db.close();
    expect((await page.request.get("/admin/home")).status()).toBe(403);
  });
});

// Two tests (a visitor, a client), each visiting every admin page in a browser, JavaScript on and off.
test("a visitor sees 'You Must login First' with Log in and Home on every admin page, /admin included", async ({
  page,
}) => {
  // Every admin page in turn: more page loads than one test's time allows on a busy machine.
  test.slow();
  expect(adminRoutes.map((r) => r.path)).toContain("/admin");
  const main = page.getByRole("main");
  for (const route of adminRoutes) {
    const response = await page.goto(route.path);
    expect(response?.headers()["content-type"], route.path).toContain("text/html");
    await expect(main.getByRole("heading", { name: "You Must login First" }), route.path).toBeVisible();
    // Issue 27: the log in leads back to the page asked for.
    await expect(main.getByRole("link", { name: "Log in" }), route.path).toHaveAttribute(
      "href",
      `/Login?redirectTo=${encodeURIComponent(route.path)}`,
    );
    await expect(main.getByRole("link", { name: "Home" }), route.path).toHaveAttribute("href", "/");
  }
  await page.goto("/admin");
  await main.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fadmin$/);
  await page.goto("/admin");
  await main.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a client sees 'Not Authorised' with Home only on every admin page, /admin included", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const main = page.getByRole("main");
  await logIn(page, await createAccount(), javaScriptEnabled);
  for (const route of adminRoutes) {
    const response = await page.goto(route.path);
    expect(response?.headers()["content-type"], route.path).toContain("text/html");
    await expect(
      main.getByRole("heading", { name: "Not Authorised. You must be an admin to access this page." }),
      route.path,
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Home" }), route.path).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Log in" }), route.path).toHaveCount(0);
  }
  await page.goto("/admin");
  await main.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
