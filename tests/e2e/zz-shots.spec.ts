import { expect, test } from "@playwright/test";
import { insertScheduledPackage, retirePackage, insertBookingRecord } from "./app-db";
import { mauritiusDate } from "./support";

test("screenshots @js-only", async ({ page }) => {
  const id = `shots-${Date.now().toString(36)}`;
  const deps = Array.from({ length: 40 }, (_, i) => ({ date: mauritiusDate(3 + i), startTime: "08:30", seats: 12 })).filter((_, i) => i % 3 !== 1);
  insertScheduledPackage({ id, title: "Screenshot day", prices: { priceAdult: 3500, priceChild: 1750 }, departures: deps });
  insertBookingRecord({ email: "s@example.mu", packageId: id, packageTitle: "x", date: deps[2].date, adults: 10, children: 2 });
  insertBookingRecord({ email: "s@example.mu", packageId: id, packageTitle: "x", date: deps[3].date, adults: 5 });
  page.on("console", (m) => console.log("console:", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/book/${id}?date=${deps[1].date}`);
    await expect(page.getByTestId("departure-calendar")).toBeVisible({ timeout: 15000 });
    const cal = page.getByTestId("departure-calendar");
    await cal.scrollIntoViewIfNeeded();
    console.log("scrollWidth", await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
    await page.screenshot({ path: `/tmp/picker/book-${width}.png`, fullPage: true });
    await cal.screenshot({ path: `/tmp/picker/cal-${width}.png` });
  }
  console.log((await page.getByTestId("departure-calendar").innerHTML()).slice(0, 3000));
  retirePackage(id);
});
