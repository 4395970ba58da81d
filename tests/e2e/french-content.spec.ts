import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as cheerio from "cheerio";
import { expect, test, type Page } from "./fixtures";
import { fakeServicesEnv, TURNSTILE_URL } from "../setup/e2e-env.js";
import { freshDataDir, startSite, type SiteProcess } from "./site-process";
import { createAccount, logIn } from "./support";

// What staff write in French beside the English on the back office's forms (docs/decisions/035-translated-content.md):
// a banner's words show on the French home page, a policy's title is its links' words on French pages, and a text
// left empty shows the English.

test.describe("French content from the back office", () => {
  test("a banner's French, given on Notification Banners, shows on /fr; the English where none is given, and on /", async ({
    page,
    javaScriptEnabled,
  }) => {
    const stamp = `${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
    const title = `Road works ${stamp}`;
    const titreFr = `Travaux ${stamp}`;
    await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
    await page.goto("/admin/banners");
    const add = page.getByRole("region", { name: "Add a banner" });
    await expect(add.getByRole("group", { name: "French (optional)" })).toBeVisible();
    await add.getByLabel("Title").fill(title);
    await add.getByLabel("Message").fill("The coast road is closed on Sunday morning.");
    await add.getByLabel("Link (optional)").fill("/contact");
    await add.getByLabel("Action label (optional)").fill("Ask us");
    await add.getByLabel("Titre en français").fill(titreFr);
    await add.getByLabel("Texte en français").fill("La route côtière est fermée dimanche matin.");
    await add.getByRole("button", { name: "Add banner" }).click();
    await expect(page.getByText("Banner added")).toBeVisible();

    try {
      // The French home page: its French title and message, the English action label (none given in French).
      await page.goto("/fr");
      const notices = page.getByRole("main");
      await expect(notices.getByText(titreFr)).toBeVisible();
      await expect(notices.getByText("La route côtière est fermée dimanche matin.")).toBeVisible();
      await expect(notices.getByRole("link", { name: "Ask us" })).toHaveAttribute("href", "/contact");
      await expect(notices.getByRole("button", { name: `Masquer\u00a0: ${titreFr}` })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      // The English home page keeps the English.
      await page.goto("/");
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.getByText("The coast road is closed on Sunday morning.")).toBeVisible();
      await expect(page.getByText(titreFr)).toHaveCount(0);

      // The French title emptied and a French action label given: the English title shows on /fr beside the French.
      await page.goto("/admin/banners");
      const item = page.getByRole("listitem").filter({ hasText: title });
      await item.getByText("Edit").click();
      await expect(item.getByLabel("Titre en français")).toHaveValue(titreFr);
      await item.getByLabel("Titre en français").fill("");
      await item.getByLabel("Texte du lien en français").fill("Nous écrire");
      await item.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("updated successfully!")).toBeVisible();
      await page.goto("/fr");
      await expect(notices.getByText(title)).toBeVisible();
      await expect(notices.getByText("La route côtière est fermée dimanche matin.")).toBeVisible();
      await expect(notices.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/contact");
      await expect(page.getByText(titreFr)).toHaveCount(0);
    } finally {
      await page.goto("/admin/banners");
      await page.getByRole("button", { name: `Delete: ${title}` }).click();
      await expect(page.getByText("Banner deleted")).toBeVisible();
    }
  });
});

// The footer's policy links are every page's: a site of this test's own, so that no other spec sees its titles.
test.describe("a policy's title in French @js-only", () => {
  let site: SiteProcess;
  const pdfFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "policy-titles-")), "terms.pdf");

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fs.writeFileSync(pdfFile, "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    // The shared fake Turnstile, so that an admin logs in with JavaScript as on the shared site.
    const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL, TURNSTILE_SCRIPT_URL } = fakeServicesEnv(
      "",
      {
        verifyUrl: `${TURNSTILE_URL}/turnstile/v0/siteverify`,
        scriptUrl: `${TURNSTILE_URL}/turnstile/v0/api.js`,
      },
    );
    site = await startSite({
      dataDir: freshDataDir("policy-titles"),
      env: { SEED_DEMO: "off", TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL, TURNSTILE_SCRIPT_URL },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
  });

  /** Uploads the terms on the Policies page with these titles (empty: none typed). */
  async function uploadTerms(page: Page, title: string, french: string) {
    await page.goto("/admin/policies");
    await page.getByLabel("Policy name").fill("termsAndConditions");
    await page.getByLabel("PDF file").setInputFiles(pdfFile);
    await page.getByLabel("Title (optional)").fill(title);
    await page.getByLabel("Titre en français").fill(french);
    await page.getByRole("button", { name: "Upload policy" }).click();
  }

  /**
   * The footer's terms link on a page, as a visitor without a cookie gets it: the server's HTML, which is all a footer
   * link is (read over HTTP, not by a browser of its own for each look).
   */
  async function termsLink(pathname: string) {
    const $ = cheerio.load(await (await fetch(`${site.url}${pathname}`)).text());
    const links = $("footer a").filter((_, a) => /terms|conditions/i.test($(a).text()));
    expect(links).toHaveLength(1);
    return { name: links.text().trim(), href: links.attr("href") };
  }

  test("the terms link says the French title on French pages, the English title where none is given, the site's own words where neither is", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await createAccount({ role: "admin", dataDir: site.dataDir });
    for (const javaScriptEnabled of [false, true]) {
      const stamp = javaScriptEnabled ? "js" : "no-js";
      const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled });
      const page = await context.newPage();
      await logIn(page, admin, javaScriptEnabled);

      // Too long a French title: refused, said at the top with a link to its field, everything typed kept.
      await uploadTerms(page, `Terms of sale ${stamp}`, "x".repeat(121));
      const alert = page.locator("#policy-form-alert");
      await expect(
        alert.getByRole("link", { name: "Please keep the French title under 120 characters" }),
      ).toHaveAttribute("href", "#policy-title-fr");
      await expect(page.getByLabel("Policy name")).toHaveValue("termsAndConditions");
      await expect(page.getByLabel("Title (optional)")).toHaveValue(`Terms of sale ${stamp}`);

      await uploadTerms(page, `Terms of sale ${stamp}`, `Conditions de vente ${stamp}`);
      await expect(page.getByText("Policy uploaded successfully!")).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Current policies" }).getByText(`Terms of sale ${stamp}`),
      ).toBeVisible();
      expect(await termsLink("/fr/aboutus")).toEqual({
        name: `Conditions de vente ${stamp}`,
        href: expect.stringMatching(/^\/files\/policies\/termsAndConditions\.pdf\?v=/),
      });
      expect((await termsLink("/aboutus")).name).toBe(`Terms of sale ${stamp}`);

      // No French title: the English one on French pages.
      await uploadTerms(page, `Terms of sale ${stamp}`, "");
      await expect(page.getByText("Policy uploaded successfully!")).toBeVisible();
      expect((await termsLink("/fr/aboutus")).name).toBe(`Terms of sale ${stamp}`);

      // No title at all: the site's own words, in each language.
      await uploadTerms(page, "", "");
      await expect(page.getByText("Policy uploaded successfully!")).toBeVisible();
      expect((await termsLink("/fr/aboutus")).name).toBe("Conditions générales");
      expect((await termsLink("/aboutus")).name).toBe("Terms and conditions");
      await context.close();
    }
  });
});
