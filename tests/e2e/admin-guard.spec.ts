import { expect, test } from "./fixtures";
import { createAccount, logIn } from "./support";

// The guard's page in a browser, JavaScript on and off, on /admin: its message and links shown, and the links
// followed. The guard on every admin page (its status, message and links as served, the loaders' and actions'
// refusals, an admin let through, a role taken away): tests/integration/access.spec.ts.

test("a visitor sees 'You Must login First' with Log in and Home on /admin, and both lead on", async ({ page }) => {
  const main = page.getByRole("main");
  const response = await page.goto("/admin");
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(main.getByRole("heading", { name: "You Must login First" })).toBeVisible();
  // Issue 27: the log in leads back to the page asked for.
  await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/Login?redirectTo=%2Fadmin");
  await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await main.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fadmin$/);
  await page.goto("/admin");
  await main.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a client sees 'Not Authorised' with Home only on /admin, and Home leads home", async ({
  page,
  javaScriptEnabled,
}) => {
  const main = page.getByRole("main");
  await logIn(page, await createAccount(), javaScriptEnabled);
  const response = await page.goto("/admin");
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(
    main.getByRole("heading", { name: "Not Authorised. You must be an admin to access this page." }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await main.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
