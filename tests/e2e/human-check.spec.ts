import { expect, test } from "./fixtures";
import { TURNSTILE_URL } from "../setup/e2e-env.js";
import { solveHumanCheck } from "./support";

test.describe("the Turnstile widget", () => {
  test("is drawn by @marsidev/react-turnstile only on pages with a human check @js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled);
    const scripts: URL[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(TURNSTILE_URL)) scripts.push(new URL(request.url()));
    });

    for (const path of ["/", "/aboutus"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts).toEqual([]);

    // Reached from another page without a new document, as a visitor usually does.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const widget = page.getByLabel("Verify you are human (test widget)");
    await expect(widget).toBeVisible();
    // The script is the configured one (TURNSTILE_SCRIPT_URL), loaded once, rendering explicitly and calling
    // back the library's onload handler; the library's container holds the widget.
    expect(scripts).toHaveLength(1);
    expect(scripts[0].pathname).toBe("/turnstile/v0/api.js");
    expect(scripts[0].searchParams.get("render")).toBe("explicit");
    expect(scripts[0].searchParams.get("onload")).toBe("onloadTurnstileCallback");
    await expect(page.locator("#cf-turnstile").getByLabel("Verify you are human (test widget)")).toBeVisible();

    // Its token reaches the form, and the human check's message goes away.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-captcha-error")).toHaveText("Please complete the reCAPTCHA.");
    await solveHumanCheck(page, true);
    await expect(page.locator("#contact-captcha-error")).toHaveText("");
    await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveValue("fake-pass");
    // It speaks the page's language, not the browser's.
    await expect(widget).toHaveAttribute("data-language", "en");
    await page.goto("/fr/contact");
    await expect(page.getByLabel("Verify you are human (test widget)")).toHaveAttribute("data-language", "fr");
  });
});
