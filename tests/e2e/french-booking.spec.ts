import { expect, test, type Page } from "./fixtures";
import { formatDate } from "~/utils/time";
import { french } from "./translator";
import { bookingLanguage, retirePackage } from "./app-db";
import { fieldError, packageWithTwoDepartures, submitLikeAPerson, uniqueEmail } from "./support";
import { frenchPunctuationFaults } from "../unit/french-typography";

// The booking flow in French (/fr/book/{id} and the confirmation): French labels, prices, seats and refusals,
// links that stay in French, the booking keeping its language, the calendar's French month names, and the
// English page as it was. A package of its own per project, with departures (so one of the DEPARTURES specs).
let PACKAGE = "";
let TITLE = "";

test.describe.configure({ mode: "default" });

/** "décembre 2026" (fr-FR), "December 2026" (en-GB): a month as the calendar names it in that language. */
const monthIn = (locale: "fr-FR" | "en-GB", iso: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The booking form filled in through its French labels. */
async function fillInFrench(page: Page, v: { email: string; date: string; adults: string; children: string }) {
  await page.getByLabel("Prénom").fill("Aurélie");
  await page.getByLabel("Nom", { exact: true }).fill("Hoarau");
  await page.getByLabel("E-mail").fill(v.email);
  await page.getByLabel("Téléphone").fill("+262692123456");
  await page.getByLabel("Date", { exact: true }).fill(v.date);
  await page.getByLabel("Adultes").selectOption(v.adults);
  await page.getByLabel(/^Enfants/).selectOption(v.children);
  await page.getByLabel("Message (facultatif)").fill("Nous logeons à Trou-aux-Biches.");
  // The terms' own words are the shared component's (common); either language ticks it.
  await page.getByLabel(/terms and agreement|conditions/i).check();
}

test.describe("booking in French", () => {
  let dates: { open: string; few: string };

  test.beforeAll(() => {
    const project = test.info().project.name;
    TITLE = `Île aux Cerfs en catamaran (${project})`;
    // Within the 90 days the page lists, and a different pair of dates for each project.
    ({ packageId: PACKAGE, dates } = packageWithTwoDepartures(TITLE, 50 + project.length, "seats-fr@example.mu"));
  });

  test.afterAll(() => retirePackage(PACKAGE));

  test("the French page: labels, prices, departures and links in French @html-only", async ({ page }) => {
    await page.goto(`/fr/book/${PACKAGE}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: "Vos coordonnées" })).toBeVisible();
    const prices = page.getByRole("table", { name: "Prix par personne" });
    await expect(prices.getByRole("row", { name: "Adulte (12 ans et plus) MUR 3\u00a0500" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Enfant (3 à 11 ans) MUR 1\u00a0750" })).toBeVisible();
    await expect(prices.getByRole("row", { name: "Bébé (0 à 2 ans) Gratuit" })).toBeVisible();
    await expect(page.getByText("Les bébés voyagent sur les genoux et n’occupent pas de place.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Prochains départs (heure de Maurice)" })).toBeVisible();
    await expect(page.getByRole("button", { name: /08:30\s: \d+ places? restantes?$/ }).first()).toHaveAttribute(
      "value",
      `${dates.open}T08:30`,
    );
    await expect(page.getByRole("link", { name: "Tout sur cette excursion" })).toHaveAttribute(
      "href",
      `/fr/info/${PACKAGE}`,
    );
    await expect(page.getByRole("button", { name: "Envoyer la demande de réservation" })).toBeVisible();
    // The message's hint no longer asks for the hotel: the Pickup choice does, where the package picks guests up.
    await expect(page.getByLabel("Message (facultatif)")).toHaveAttribute(
      "placeholder",
      "Régime alimentaire, fête à célébrer, questions…",
    );
  });

  test("French punctuation: a no-break space before : ; ? ! on the French pages", async ({ page }) => {
    await page.goto(`/fr/info/${PACKAGE}`);
    const prices = page.getByRole("region", { name: "En bref" }).getByText(/^Adulte \(12 ans et plus\)/);
    expect(await prices.textContent()).toBe("Adulte (12 ans et plus)\u00a0: MUR 3\u00a0500");
    for (const path of [`/fr/info/${PACKAGE}`, `/fr/book/${PACKAGE}`, "/fr/contact", "/fr/aboutus", "/fr/login"]) {
      await page.goto(path);
      expect(frenchPunctuationFaults(await page.locator("body").innerText()), path).toEqual([]);
    }
  });

  test("too many people are refused in French, keeping what was typed", async ({ page, javaScriptEnabled }) => {
    await page.goto(`/fr/book/${PACKAGE}`);
    await fillInFrench(page, { email: uniqueEmail("fr-refused"), date: dates.few, adults: "2", children: "1" });
    await submitLikeAPerson(page, javaScriptEnabled, "Envoyer la demande de réservation");
    await expect(fieldError(page, `Plus que 2 places le ${formatDate(dates.few, french())}.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/fr/book/${PACKAGE}`));
    await expect(page.getByLabel("Prénom")).toHaveValue("Aurélie");
  });

  test("a French booking: the confirmation in French, and the booking keeps its language", async ({
    page,
    javaScriptEnabled,
  }) => {
    const total = "2 adultes × MUR 3\u00a0500 + 1 enfant × MUR 1\u00a0750 = MUR 8\u00a0750";
    await page.goto(`/fr/book/${PACKAGE}?date=${dates.open}`);
    await fillInFrench(page, { email: uniqueEmail("fr-book"), date: dates.open, adults: "2", children: "1" });
    if (javaScriptEnabled) await expect(page.getByTestId("live-total")).toHaveText(total);
    await submitLikeAPerson(page, javaScriptEnabled, "Envoyer la demande de réservation");
    await expect(page.getByRole("heading", { name: "Votre demande de réservation a bien été envoyée" })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/booking-confirmation\/[A-Z0-9-]+$/);
    await expect(page.getByTestId("booking-total")).toHaveText(total);
    await expect(page.getByText("Référence de réservation")).toBeVisible();
    await expect(page.getByText(/, 08:30, heure de Maurice \(UTC\+4\)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ajouter au calendrier" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller à l’accueil" })).toHaveAttribute("href", "/fr");
    expect(frenchPunctuationFaults(await page.locator("body").innerText())).toEqual([]);
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
    expect(bookingLanguage(reference)).toBe("fr");
  });

  test("the French calendar names its months in French, the English one in English @js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the calendar comes with JavaScript");
    await page.goto(`/fr/book/${PACKAGE}?date=${dates.open}`);
    const calendar = page.getByTestId("departure-calendar");
    await expect(calendar.getByText("Départs", { exact: true })).toBeVisible();
    await expect(calendar.getByText(monthIn("fr-FR", dates.open), { exact: true })).toBeVisible();
    await expect(calendar.getByRole("button", { name: /, \d+ places? restantes?$/ })).toBeVisible();

    await page.goto(`/book/${PACKAGE}?date=${dates.open}`);
    await expect(calendar.getByText(monthIn("en-GB", dates.open), { exact: true })).toBeVisible();
  });

  test("the English page is unchanged @html-only", async ({ page }) => {
    await page.goto(`/book/${PACKAGE}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    const prices = page.getByRole("table", { name: "Prices per person" });
    await expect(prices.getByRole("row", { name: "Adult (12 and over) MUR 3,500" })).toBeVisible();
    await expect(page.getByRole("button", { name: /08:30: \d+ seats? left$/ }).first()).toHaveAttribute(
      "value",
      `${dates.open}T08:30`,
    );
    await expect(page.getByRole("link", { name: "Everything about this package" })).toHaveAttribute(
      "href",
      `/info/${PACKAGE}`,
    );
  });
});
