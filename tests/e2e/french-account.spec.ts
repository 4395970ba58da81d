import { expect, test, type Page } from "./fixtures";
import { insertBooking } from "./bookings-db";
import { createAccount, emailsTo, linkIn, submitLikeAPerson, uniqueEmail } from "./support";

// Issue 17: the account and client pages in French under /fr, the English ones as they were.

/** The terms box of the log in form, whichever language its shared words are in yet. */
const termsBox = (page: Page) => page.getByRole("checkbox", { name: /I accept the terms and agreement|J’accepte/ });

/** Fills and sends the French log in form with one of its three buttons. */
async function submitFrenchLogin(
  page: Page,
  js: boolean,
  button: "Se connecter" | "Créer un compte",
  fields: { email: string; password: string },
) {
  await page.getByLabel("Adresse e-mail", { exact: true }).fill(fields.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(fields.password);
  await termsBox(page).check();
  await submitLikeAPerson(page, js, button);
}

/** The link of an e-mail sent from a French page: it leads to the French page. */
const frenchLink = (text: string, path: string) => {
  const link = linkIn(text, path);
  expect(link.startsWith("/fr/"), link).toBe(true);
  return link;
};

test.describe("the account pages in French", () => {
  test("/fr/login shows its labels and buttons in French and refuses a wrong password in French", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/fr/login");
    await expect(page).toHaveTitle("Se connecter ou créer un compte");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter ou créer un compte");
    await expect(page.getByText("Votre compte rassemble vos réservations")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail", { exact: true })).toBeVisible();
    await expect(page.getByText("Au moins 8 caractères, pas un mot de passe courant")).toBeVisible();
    for (const name of ["Se connecter", "Créer un compte", "Mot de passe oublié"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");

    const account = await createAccount();
    await submitFrenchLogin(page, javaScriptEnabled, "Se connecter", {
      email: account.email,
      password: "not-the-password",
    });
    await expect(page).toHaveURL(/\/fr\/login/);
    await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.");
    await expect(page.getByLabel("Adresse e-mail", { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("");
  });

  test("signing up at /fr/login leads to the French confirmation page, and the address is confirmed in French", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("francais");
    await page.goto("/fr/login");
    await submitFrenchLogin(page, javaScriptEnabled, "Créer un compte", { email, password: "lagon-bleu-du-matin" });
    await expect(page).toHaveURL(/\/fr\/signup-confirmation\?email=/);
    await expect(page).toHaveTitle("Consultez vos e-mails");
    await expect(page.getByRole("heading", { name: "Consultez vos e-mails" })).toBeVisible();
    await expect(page.getByText("Nous avons envoyé un lien de confirmation à votre adresse e-mail.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Renvoyer le lien" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Se connecter" })).toHaveAttribute(
      "href",
      "/fr/login",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");

    // The link of the e-mail, opened in French: the flash and the log in page are French.
    const [mail] = await emailsTo(email);
    await page.goto(frenchLink(mail.text, "/verify-email?token="));
    // Issue 27: the account's password first, asked in French; a wrong one is refused in French.
    await expect(page.getByRole("heading", { name: "Confirmez votre adresse e-mail" })).toBeVisible();
    await expect(page.getByText(`Pour confirmer ${email}, saisissez le mot de passe de votre compte.`)).toBeVisible();
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Ce n’est pas votre mot de passe. Veuillez réessayer." }),
    ).toBeVisible();
    await page.getByLabel("Mot de passe", { exact: true }).fill("lagon-bleu-du-matin");
    await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(
      page.getByText("Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter."),
    ).toBeVisible();
    // A second time: the link is used, said in French.
    await page.goto(frenchLink(mail.text, "/verify-email?token="));
    await expect(page.getByRole("heading", { name: "Ce lien ne fonctionne plus" })).toBeVisible();
    await expect(page.getByText("Ce lien de confirmation a déjà été utilisé.")).toBeVisible();
  });

  test("a signed-out visit to /fr/userprofile goes to the French log in page, and back in French after signing in", async ({
    page,
    javaScriptEnabled,
  }) => {
    const client = await createAccount({ name: "Léa Ramdin" });
    const booking = insertBooking(client.id);
    await page.goto("/fr/userprofile?view=bookings");
    await expect(page).toHaveURL(/\/fr\/login\?redirectTo=%2Ffr%2Fuserprofile%3Fview%3Dbookings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Se connecter ou créer un compte");

    await submitFrenchLogin(page, javaScriptEnabled, "Se connecter", client);
    await expect(page).toHaveURL(/\/fr\/userprofile\?view=bookings$/);
    await expect(page).toHaveTitle("Vos réservations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vos réservations");
    await expect(page.getByText("1 réservation, les plus récentes d’abord")).toBeVisible();
    const table = page.getByRole("table", { name: "Vos réservations, les plus récentes d’abord" });
    await expect(table.getByRole("columnheader", { name: "Référence" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Statut" })).toBeVisible();
    await expect(table.getByText("2 adultes, 1 enfant")).toBeVisible();
    // The package's French title, as on the booking's own page (issue 27).
    await expect(table.getByText("Jardin botanique de Pamplemousses et Port Louis")).toBeVisible();
    await expect(table.getByRole("link", { name: `Voir la réservation ${booking.reference}` })).toHaveAttribute(
      "href",
      `/fr/user/booking/${booking.reference}`,
    );

    // The menu and the other views, their links in French.
    const menu = page.getByRole("navigation", { name: "Espace client" });
    await expect(menu.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr/userprofile?view=home");
    await expect(menu.getByRole("link", { name: "Modifier le profil" })).toHaveAttribute(
      "href",
      "/fr/userprofile?view=profile",
    );
    await menu.getByRole("link", { name: "Modifier le profil" }).click();
    await expect(page).toHaveURL(/\/fr\/userprofile\?view=profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modifier le profil");
    await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Léa Ramdin");
    await page.getByLabel("Téléphone (facultatif)").fill("+23057123456");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/fr\/userprofile\?view=profile$/);
    await expect(page.getByText("Profil mis à jour avec succès !")).toBeVisible();

    await menu.getByRole("link", { name: "Accueil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre profil");
    await expect(page.getByText("Téléphone", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Vos réservations\s*1 réservation/ })).toHaveAttribute(
      "href",
      "/fr/userprofile?view=bookings",
    );

    await page.goto("/fr/notifications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");
    await expect(page.getByText("Vous êtes à jour.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Notifications masquées" })).toBeVisible();
  });

  test("a password reset asked at /fr/login stays in French", async ({ page, javaScriptEnabled }) => {
    const client = await createAccount();
    await page.goto("/fr/login");
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(client.email);
    await submitLikeAPerson(page, javaScriptEnabled, "Mot de passe oublié");
    await expect(page).toHaveURL(/\/fr\/resetlink$/);
    await expect(page.getByRole("heading", { name: "Consultez vos e-mails" })).toBeVisible();
    await expect(page.getByText("Le lien fonctionne une seule fois, pendant une heure.")).toBeVisible();

    const [mail] = await emailsTo(client.email);
    await page.goto(frenchLink(mail.text, "/reset-password?token="));
    await expect(page.getByRole("heading", { name: "Choisissez un nouveau mot de passe" })).toBeVisible();
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("turquoise-matin-2026");
    await page.getByLabel("Nouveau mot de passe (confirmation)").fill("turquoise-matin-2026");
    await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
    await expect(page).toHaveURL(/\/fr\/userprofile$/);
    await expect(page.getByText("Toutes les autres sessions de votre compte ont été déconnectées.")).toBeVisible();
  });

  test("/login stays English @html-only", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Log in or sign up");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in or sign up");
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    for (const name of ["Log in", "Sign up", "Forgot password"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    // Signed out, an English client page still sends to /Login.
    await page.goto("/userprofile");
    await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fuserprofile$/);
  });
});
