import { expect, test } from "./fixtures";
import { ownDailyPackage } from "./support";

// "≈ €" beside rupee prices for visitors (issue 30) where a browser is the point: the home's card header at 360 px
// and the booking page's live total as the party changes. The shared site's display rate is EUR_RATE=50 (MUR 3,500
// is about €70). The same words without a browser: tests/integration/money-glance.spec.ts.
const pkg = ownDailyPackage("Approx Euro Lagoon", ["09:00"], 20, { priceAdult: 3500, priceChild: 1750 });

test("a demo card's header says about how many euros after its price, inside the header @mobile", async ({ page }) => {
  await page.goto("/");
  const summary = page.locator("#packages details").first().locator("summary");
  const approx = summary.getByText("≈ €70", { exact: true });
  await expect(approx).toBeVisible();
  const header = (await summary.boundingBox())!;
  const box = (await approx.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(header.x + header.width, page.viewportSize()!.width));
  await expect(summary).toHaveAccessibleName(/, from MUR 3,500 ≈ €70 ?, 9 hours ?,/);
});

test("the live total says about how many euros, and follows the party @js-only", async ({ page }) => {
  await page.goto(`/book/${pkg.id}`);
  const total = page.getByTestId("live-total").locator("..");
  await page.getByLabel("Adults").selectOption("2");
  await page.getByLabel(/^Children/).selectOption("0");
  await expect(total).toHaveText("2 adults × MUR 3,500 = MUR 7,000 ≈ €140");
  await page.getByLabel(/^Children/).selectOption("1");
  await expect(total).toHaveText("2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750 ≈ €175");
});
