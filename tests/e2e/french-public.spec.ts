import { expect, test } from "./fixtures";
import { createTestPackage, retirePackage } from "./app-db";
import { createAccount, logIn } from "./support";

// The public pages in French (/fr/...): the same pages as the English ones, their texts in French, their links
// staying in French, and a package's own French content once an admin gives it in the package form.

test.describe("the public pages in French", () => {
  test("/fr: the home page in French, its links in French, and the switch to English and back", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "À propos" })).toHaveAttribute("href", "/fr/aboutus");
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/fr/contact");
    await expect(page.getByRole("heading", { level: 2, name: "Nos excursions" })).toBeVisible();
    await expect(page.getByText("Là où la sérénité rencontre le paradis tropical")).toBeVisible();
    await expect(page.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/fr/contact");
    // A package card's links stay in French.
    const firstCard = page.locator("#packages details").first();
    await firstCard.locator("summary").click();
    await expect(firstCard.getByRole("link", { name: /^En savoir plus sur / })).toHaveAttribute(
      "href",
      /^\/fr\/info\//,
    );
    await expect(firstCard.getByRole("link", { name: /^Réserver\s: / })).toHaveAttribute("href", /^\/fr\/book\//);
    // The footer.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Suivez-nous")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/fr/contact");

    // The same page in each language, for search engines.
    const head = page.locator("head");
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$/);
    await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr$/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr$/);
    await expect(page).toHaveTitle(/Excursions et séjours à l’île Maurice/);

    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 2, name: "Packages" })).toBeVisible();
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("heading", { level: 2, name: "Nos excursions" })).toBeVisible();
  });

  test("the English home page is unchanged, its switch leads to /fr @html-only", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About us" }),
    ).toHaveAttribute("href", "/aboutus");
    await expect(page.getByRole("heading", { level: 2, name: "Packages" })).toBeVisible();
    await expect(page.getByText("Where tranquility meets tropical bliss")).toBeVisible();
    await expect(page.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr");
    await expect(page.locator('head link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr$/);
  });

  test("/fr/aboutus in French @html-only", async ({ page }) => {
    await page.goto("/fr/aboutus");
    await expect(page.getByRole("heading", { level: 2, name: "Notre mission" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ce que nous faisons" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Découvrir nos excursions" })).toHaveAttribute("href", "/fr#packages");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/aboutus");
  });

  test("/fr/contact in French: a refused form says so in French at the top; /contact stays English", async ({
    page,
  }) => {
    await page.goto("/fr/contact");
    await expect(page.getByRole("heading", { level: 1, name: "CONTACTEZ-NOUS" })).toBeVisible();
    await expect(page.getByLabel("Téléphone (facultatif)")).toHaveAttribute("placeholder", /^\+230/);
    await expect(page.getByLabel("Nom")).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("group", { name: "Il y a un problème" })).toBeVisible();
    await expect(page.locator("#contact-form-alert").getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/contact$/);

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "GET IN TOUCH WITH US" })).toBeVisible();
    await expect(page.getByLabel("Phone (optional)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("a package's French, set by an admin in the package form, shows on /fr/info; the English where none is given", async ({
    page,
    javaScriptEnabled,
  }) => {
    const title = `Sunset cruise ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
    const id = createTestPackage(title);
    try {
      // Before any French: the English content, in a French page.
      await page.goto(`/fr/info/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Durée", { exact: true })).toBeVisible();
      await expect(page.getByText("4 heures", { exact: true })).toBeVisible();

      await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
      await page.goto(`/edit/${id}`);
      await expect(page.getByRole("heading", { name: "French (optional)" })).toBeVisible();
      await page.getByLabel("Titre en français").fill(`Croisière au coucher du soleil ${id}`);
      await page
        .getByRole("textbox", { name: "Points forts en français item 1", exact: true })
        .fill("Le coucher du soleil sur le Morne");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Package updated successfully!")).toBeVisible();
      await page.goto(`/edit/${id}`);
      await expect(page.getByLabel("Titre en français")).toHaveValue(`Croisière au coucher du soleil ${id}`);

      await page.goto(`/fr/info/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: `Croisière au coucher du soleil ${id}` })).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Points forts" }).locator("..").locator("li"),
      ).toHaveText(["Le coucher du soleil sur le Morne"]);
      // The short description has no French: the English shows.
      await expect(page.getByText(`${title}, a package of the tests.`).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Réserver" }).first()).toHaveAttribute("href", `/fr/book/${id}`);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/fr/info/${id}$`));

      // The English page keeps the English.
      await page.goto(`/info/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Highlights" })).toHaveCount(0);
    } finally {
      retirePackage(id);
    }
  });
});
