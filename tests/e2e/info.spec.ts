import { expect, test } from "./fixtures";

test("package information shows everything about the package and books it", async ({ page }) => {
  await page.goto("/info/south-west-le-morne-chamarel");
  await expect(page.getByRole("heading", { level: 1, name: /South-West Discovery/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Gallery" }).getByRole("img")).toHaveCount(3);
  for (const title of ["Highlights", "Important", "Recommended", "Additional information"]) {
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Le Morne Brabant/).first()).toBeVisible();
  await page.getByRole("link", { name: "Book now" }).first().click();
  await expect(page).toHaveURL(/\/book\/south-west-le-morne-chamarel$/);
});

test("an unknown package answers 404 with 'Package not found' @html-only", async ({ page }) => {
  const response = await page.goto("/info/no-such-package");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Package not found" })).toBeVisible();
});

test("the about page tells the origin, mission and vision, and the three highlights @html-only", async ({ page }) => {
  await page.goto("/aboutus");
  for (const title of [
    "Our origin",
    "Our mission",
    "Our vision",
    "Explore Mauritius",
    "Day packages",
    "Dedicated team",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
});
