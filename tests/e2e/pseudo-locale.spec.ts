import { createAccount, logIn, mauritiusDate, uniqueEmail, visitorPages, waitLikeAPerson } from "./support";
import { insertBookingRecord } from "./app-db";
import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { getDb } from "~/db/db.server";
import { getBanners } from "~/models/banner.server";
import { issueBookingLink } from "~/models/booking-link.server";
import { getPackagesGroupedByStatus, packageFacts, packageTexts } from "~/models/package.server";
import { listPickupPlaces } from "~/models/pickup.server";
import { getPolicyLinks } from "~/models/policy.server";
import { PSEUDO_COOKIE, PSEUDO_LOCALE } from "~/utils/locales";
import { BASE_URL } from "../setup/e2e-env.js";
import { englishOutsideBrackets } from "../unit/pseudo-text";

// A third language costs a catalogue (docs/decisions/036-one-translator.md). The shared site serves the tests'
// pseudo-locale (PSEUDO_LOCALE=on) to a browser with its cookie: every message wrapped in ⟦…⟧, from the English
// catalogue. Every visitor and client page, and the forms' refusals, show no English word outside the brackets: each
// text on them goes through the translator. Content from the database (packages, banners, hotels) is data, not
// messages, and is left out; so are the names and addresses this test made. The e-mails and the calendar file:
// tests/unit/pseudo-locale.test.ts.

const PACKAGE = "ile-aux-cerfs-catamaran";
const UNSCHEDULED = {
  packageId: "pamplemousses-port-louis",
  packageTitle: "Pamplemousses Botanical Garden and Port Louis",
};
const SITE_NAME = "Lagoon & Leaf Escapes";

/**
 * Everything the database holds that a page shows as it is, read when the page is checked (other specs add some).
 * Packages of every status: another spec may retire the package a page showed before this reads them.
 */
function databaseContent(): string[] {
  return [
    ...Object.values(getPackagesGroupedByStatus())
      .flat()
      .flatMap((p) => {
        const t = packageTexts(p);
        return [
          t.title,
          t.shortDescription,
          ...t.longDescription.split("\n\n"),
          ...t.highlights,
          ...t.important,
          ...t.recommended,
          ...t.information,
          packageFacts(p).meetingPoint ?? "",
        ];
      }),
    ...getBanners().flatMap((b) => [b.title, b.message, b.action ?? ""]),
    ...listPickupPlaces().map((p) => p.name),
    // The policies' titles (their links in the footer) are the operator's words too.
    ...Object.values(getPolicyLinks(PSEUDO_LOCALE)).map((p) => p.title),
  ].filter(Boolean);
}

/** What a reader meets on the page: its title and description, its visible text, and the names and hints of its parts. */
function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")].flatMap((e) =>
      ["alt", "aria-label", "placeholder", "title"].map((a) => e.getAttribute(a) ?? ""),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText, ...attributes].join("\n");
  });
}

async function inPseudoLocale(context: BrowserContext) {
  await context.addCookies([{ name: PSEUDO_COOKIE, value: "on", url: BASE_URL }]);
}

test.describe("the pseudo-locale", () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled,
    "the pages as the server writes them: checked once, in the no-js project",
  );

  const found: string[] = [];
  let data: string[] = [];
  // Every text the database held at any read, before and after each page: a package another spec shows and then
  // removes for good between the page and the read after it is still the operator's words.
  const seen = new Set<string>();
  const known = () => {
    for (const text of databaseContent()) seen.add(text);
    return [...seen];
  };
  const check = async (page: Page, url: string, status = 200) => {
    known();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    await expectPseudo(page, url);
  };
  const expectPseudo = async (page: Page, where: string) => {
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    for (const word of englishOutsideBrackets(await readerText(page), [...data, ...known()]))
      found.push(`${where}: ${word}`);
  };

  test("every visitor and client page, and the forms' refusals, are all messages (no English outside ⟦…⟧)", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const client = await createAccount({ name: "Anjali Ramgoolam" });
    const booking = insertBookingRecord({
      ...UNSCHEDULED,
      userId: client.id,
      email: client.email,
      name: "Anjali",
      surname: "Ramgoolam",
      date: mauritiusDate(9),
    });
    const token = issueBookingLink(getDb(), booking);
    data = [
      SITE_NAME,
      "Anjali Ramgoolam",
      "Anjali",
      "Ramgoolam",
      client.email,
      booking.reference,
      "+230 5712 3456",
      "+23057123456",
      // The footer's settings: the operator's licence and address (LICENCE_NUMBER, STREET_ADDRESS).
      "TO/2024/0187",
      "Royal Road, Grand Baie 30510, Mauritius",
    ];

    const visitorContext = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    await inPseudoLocale(visitorContext);
    const visitor = await visitorContext.newPage();
    for (const url of visitorPages(PACKAGE)) await check(visitor, url);
    await check(visitor, `/booking-confirmation/${booking.reference}`);
    await check(visitor, `/manage/${token}`);
    await check(visitor, `/manage/${token}?cancel=1`);
    await check(visitor, `/signup-confirmation?email=${encodeURIComponent(client.email)}`);
    await check(visitor, "/verify-email?token=not-a-token", 410);
    await check(visitor, "/reset-password?token=not-a-token", 410);
    await check(visitor, "/no-such-page", 404);
    await check(visitor, "/info/no-such-package", 404);
    await check(visitor, "/manage/not-a-token", 404);

    // The forms refused by the server, as they come back without JavaScript: every error a message.
    await visitor.goto(`/book/${PACKAGE}`);
    await visitor.getByLabel(/⟦Email⟧/).fill("not-an-address");
    await waitLikeAPerson(visitor);
    await visitor.getByRole("button", { name: "⟦Send booking request⟧" }).click();
    await expect(visitor.locator(".field-error").first()).not.toBeEmpty();
    await expectPseudo(visitor, "refused booking");
    await visitor.goto("/contact");
    await waitLikeAPerson(visitor);
    await visitor.getByRole("button", { name: "⟦Send Message⟧" }).click();
    await expect(visitor.locator(".field-error").first()).not.toBeEmpty();
    await expectPseudo(visitor, "refused contact message");
    await visitor.goto("/Login");
    await visitor.getByLabel(/⟦Email⟧/).fill(uniqueEmail("pseudo"));
    await visitor.getByLabel(/⟦Password⟧/).fill("not-the-password-1");
    await visitor.getByLabel(/⟦I accept the⟧/).check();
    await waitLikeAPerson(visitor);
    await visitor.getByRole("button", { name: "⟦Log in⟧" }).click();
    await expect(visitor.getByRole("alert").first()).toContainText("⟦");
    await expectPseudo(visitor, "refused log in");
    await visitorContext.close();

    // A client's pages: signed in as anyone is, then the pseudo-locale's cookie beside the session's.
    const clientContext = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    await logIn(await clientContext.newPage(), client, false);
    await inPseudoLocale(clientContext);
    const asClient = await clientContext.newPage();
    for (const url of [
      "/userprofile?view=home",
      "/userprofile?view=bookings",
      "/userprofile?view=profile",
      `/user/booking/${booking.reference}`,
      `/user/booking/${booking.reference}?cancel=1`,
      "/notifications",
      "/userprofile/delete",
    ]) {
      await check(asClient, url);
    }
    await asClient.getByLabel(/⟦Your password⟧/).fill("not-my-password");
    await asClient.getByRole("button", { name: "⟦Delete my account⟧" }).click();
    await expect(asClient.locator(".field-error").first()).not.toBeEmpty();
    await expectPseudo(asClient, "refused account deletion");
    // The guest's cancel (one flow for the client's page and the private link's): the answer, then both pages as
    // they show a cancelled booking.
    await asClient.goto(`/user/booking/${booking.reference}?cancel=1`);
    await asClient.getByRole("button", { name: "⟦Yes, cancel this booking⟧" }).click();
    await expect(asClient).toHaveURL(new RegExp(`/user/booking/${booking.reference}$`));
    await expect(asClient.getByRole("status").or(asClient.getByRole("alert")).first()).toContainText("⟦");
    await expectPseudo(asClient, "cancelled, the client's page");
    await clientContext.close();
    const cancelledContext = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    await inPseudoLocale(cancelledContext);
    const cancelled = await cancelledContext.newPage();
    await check(cancelled, `/manage/${token}`);
    await check(cancelled, `/manage/${token}?cancel=1`);
    await cancelledContext.close();

    expect(found).toEqual([]);
  });
});

test.describe("the pseudo-locale in the browser's checks", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the checks the browser makes before anything is sent");

  test("the booking and contact forms' own refusals are messages too (their errors fetched with their rules)", async ({
    page,
    context,
  }) => {
    await inPseudoLocale(context);
    const found: string[] = [];
    for (const [url, button] of [
      [`/book/${PACKAGE}`, "⟦Send booking request⟧"],
      ["/contact", "⟦Send Message⟧"],
    ]) {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      let posted = false;
      page.on("request", (request) => (posted ||= request.method() === "POST"));
      await page.getByRole("button", { name: button }).click();
      const error = page.locator(".field-error").first();
      await expect(error).toContainText("⟦");
      expect(posted, `${url}: refused in the browser`).toBe(false);
      // The messages the checks wrote (the page around them, its calendar and the test's human-check widget, is the
      // no-js test's: the server's page).
      const messages = (await page.locator(".field-error, [role=alert]").allInnerTexts()).join("\n");
      for (const word of englishOutsideBrackets(messages, [])) found.push(`${url}: ${word}`);
    }
    expect(found).toEqual([]);
  });
});
