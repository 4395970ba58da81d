import { expect, test, type Page } from "./fixtures";
import { createAccount, insertBooking, logIn } from "./support";

// A page whose server and browser renders differ throws in the browser (React hydration errors), and a
// server-only value used in a component breaks only there. The scripts start after the first paint (their module
// script held back, app/utils/after-first-paint.server.ts): each page must still hydrate, with no script refused by
// its policy. Visit the pages and listen.
async function visit(page: Page, paths: string[]) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    // React's hydration errors (recoverable ones are logged, not thrown), and scripts refused by the policy.
    if (/Content Security Policy|Refused to|Hydration|did not match|Minified React error/i.test(m.text()))
      errors.push(`${page.url()}: ${m.text()}`);
  });
  for (const path of paths) {
    await page.goto(path);
    // Remix's router exists once entry.client has run, and is initialized once the page has hydrated.
    await page.waitForFunction(
      () =>
        (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true,
      null,
      {
        timeout: 10_000,
      },
    );
    await page.waitForLoadState("networkidle");
    // The held-back scripts ran: no module preload is left waiting, no module script left as data.
    expect(await page.locator('script[type="text/x-after-first-paint"], link[media="not all"]').count(), path).toBe(0);
  }
  expect(errors).toEqual([]);
}

test("public pages hydrate without errors @js-only", async ({ page }) => {
  await visit(page, [
    "/",
    "/aboutus",
    "/contact",
    "/contact/sent",
    "/info/ile-aux-cerfs-catamaran",
    "/book/ile-aux-cerfs-catamaran",
    "/Login",
    "/signup-confirmation",
    "/resetlink",
    "/info/missing",
  ]);
});

test("client and admin pages hydrate without errors @js-only", async ({ page }) => {
  const b = insertBooking({ human_checked: 0 });
  await logIn(page, await createAccount({ role: "admin" }), true);
  await visit(page, [
    "/notifications",
    "/admin/home",
    "/admin/bookings",
    `/update/booking/${b.reference}`,
    "/admin/tasks",
    "/admin/updates",
    "/admin/outbox",
    "/admin/outbox?status=failed",
    "/admin/audit",
    "/admin/guest-data?email=guest@example.mu",
    "/admin/departures",
    "/admin/run-sheet",
    "/admin/crew",
    "/userprofile/delete",
    `/booking-confirmation/${b.reference}`,
  ]);
});
