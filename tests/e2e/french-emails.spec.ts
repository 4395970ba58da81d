import { expect, staffConfirmedBooking, test } from "./admin-support";
import { mailWithSubject, mauritiusDate, uniqueEmail, waitLikeAPerson } from "./support";

// A French booking's e-mails are in French (subject, body, the links to the French pages), and a French form's
// refusal speaks the error catalogue's French. The booking is made through the booking model with its language
// ("fr", as booking at /fr/book/… records it); an admin confirms it on the (English) back office.

const PACKAGE = "pamplemousses-port-louis";
const TITLE = "Pamplemousses Botanical Garden and Port Louis";
// The seeded package's French title: every e-mail about a French booking, and its pages in French, name it so (issue 27).
const TITLE_FR = "Jardin botanique de Pamplemousses et Port Louis";

test("a French booking's confirmation e-mail is in French, its manage link a French page", async ({
  adminPage: page,
}) => {
  const b = await staffConfirmedBooking(page, {
    email: uniqueEmail("francais"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: mauritiusDate(20),
    adults: 2,
    children: 1,
    later: { language: "fr" },
  });

  const mail = await mailWithSubject(b.email, `Réservation confirmée ${b.reference}`);
  expect(mail.text).toContain("Bonjour,");
  expect(mail.text).toContain(`Bonne nouvelle\u00a0: votre réservation ${b.reference} pour ${TITLE_FR} est confirmée.`);
  expect(`${mail.text}${mail.html}`).not.toContain(TITLE);
  expect(mail.text).toContain(`Référence de réservation\u00a0: ${b.reference}`);
  expect(mail.text).toContain("Participants\u00a0: 2 adultes, 1 enfant, 0 bébé");
  expect(mail.text).toContain("Bien cordialement,");
  expect(mail.text).not.toMatch(/Hello|Warm regards|Booking reference|Manage your booking/);
  expect(mail.html).toContain('lang="fr"');

  // The private link leads to the French manage page, which shows this booking.
  const link = /Gérer votre réservation\u00a0: (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(new URL(link).pathname).toMatch(/^\/fr\/manage\/[^/]+$/);
  await page.goto(new URL(link).pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", /^fr/);
  await expect(page.getByText(b.reference).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: TITLE_FR })).toBeVisible();
});

test("an English booking's confirmation stays in English", async ({ adminPage: page }) => {
  const b = await staffConfirmedBooking(page, {
    email: uniqueEmail("english"),
    packageId: PACKAGE,
    packageTitle: TITLE,
    date: mauritiusDate(21),
  });
  const mail = await mailWithSubject(b.email, `Booking confirmed ${b.reference}`);
  expect(mail.text).toContain("Hello,");
  expect(mail.text).toMatch(/Manage your booking: \S+\/manage\/\S+/);
  expect(mail.text).not.toContain("/fr/");
});

test.describe("a French form refused: the error catalogue's French at the top of the form", () => {
  const FRENCH = ["Veuillez saisir votre nom", "Adresse e-mail non valide", "Veuillez écrire votre message"];
  const ENGLISH = ["Please enter your name", "Invalid email address", "Please write your message"];

  test("/fr/contact sent with a wrong e-mail address: the server's answer is in French", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/fr/contact");
    const form = page.locator("form#contact-form");
    await form.locator('input[name="email"]').fill("kavi@example");
    if (javaScriptEnabled) {
      // The browser checks the form first, with the schema's own (English) words: the page's helper translates
      // those. What this checks is the server's answer, so the form goes as a browser without JavaScript sends it.
      await form.evaluate((f: HTMLFormElement) => HTMLFormElement.prototype.submit.call(f));
    } else {
      await waitLikeAPerson(page);
      await form.locator('button[type="submit"]').click();
    }
    const summary = page.locator('[id="contact-form-alert"]');
    for (const message of FRENCH) await expect(summary.getByText(message, { exact: true })).toBeVisible();
    for (const message of ENGLISH) await expect(summary.getByText(message, { exact: true })).toHaveCount(0);
    await expect(form.locator('input[name="email"]')).toHaveValue("kavi@example");
  });

  test("/fr/contact with JavaScript: the browser's own checks speak French too", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the browser's checks run with JavaScript only");
    await page.goto("/fr/contact");
    const form = page.locator("form#contact-form");
    await form.locator('input[name="email"]').fill("kavi@example");
    await form.locator('button[type="submit"]').click();
    const summary = page.locator('[id="contact-form-alert"]');
    for (const message of FRENCH) await expect(summary.getByText(message, { exact: true })).toBeVisible();
    for (const message of ENGLISH) await expect(summary.getByText(message, { exact: true })).toHaveCount(0);
    // The field's own line too.
    await expect(page.locator('[id$="-email-error"], [id="contact-form-email-error"]').first()).toHaveText(
      "Adresse e-mail non valide",
    );
  });

  test("/contact, the English page, keeps its English words", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the server's answer; the English page's browser checks are form-errors.spec.ts's");
    await page.goto("/contact");
    const form = page.locator("form#contact-form");
    await form.locator('input[name="email"]').fill("kavi@example");
    await waitLikeAPerson(page);
    await form.locator('button[type="submit"]').click();
    const summary = page.locator('[id="contact-form-alert"]');
    for (const message of ENGLISH) await expect(summary.getByText(message, { exact: true })).toBeVisible();
  });
});
