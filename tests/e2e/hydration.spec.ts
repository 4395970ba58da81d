import { expect, test, type Page } from "@playwright/test";
import { createAccount, insertBooking, logIn } from "./support";

// A page whose server and browser renders differ throws in the browser (React hydration errors),
// and a server-only value used in a component breaks only there. Visit the pages and listen.
async function visit(page: Page, paths: string[]) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
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
    "/userprofile/delete",
    `/booking-confirmation/${b.reference}`,
  ]);
});
