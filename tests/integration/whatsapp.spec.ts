import { expect, test } from "@playwright/test";
import { createTestPackage, dailyRule, insertBookingRecord, retirePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// Where guests read (issue 31), from the site's answers: the operator's WhatsApp (WHATSAPP_NUMBER, the shared site's
// default +230 5712 3456) in the footer of every page and on Contact, staff's chat with each passenger on the manifest
// and the run sheet with the pickup typed in, and the Tourism Authority licence and street address in the footer and
// on About, in both languages. The guest's link naming their booking: tests/e2e/whatsapp.spec.ts.

test.describe.configure({ mode: "default" });

const CHAT = "https://wa.me/23057123456";
const LICENCE = "TO/2024/0187";
const ADDRESS = "Royal Road, Grand Baie 30510, Mauritius";

/** The WhatsApp links inside `scope`: their address and their text. */
const chats = (page: Page, scope: string) =>
  page
    .$(`${scope} a[href^="https://wa.me/"]`)
    .toArray()
    .map((a) => ({ href: page.$(a).attr("href") ?? "", name: page.$(a).text().replace(/\s+/g, " ").trim() }));

/** The message a wa.me link types in. */
const typed = (href: string) => new URL(href).searchParams.get("text");

/** A test of what a visitor without an account reads. */
const visitorTest = (title: string, act: (visitor: Visitor) => Promise<void>) =>
  test(title, ({ playwright }) => Visitor.visiting(playwright, undefined, act));

visitorTest(
  "the footer of every page and Contact have 'WhatsApp us', a plain chat with the operator",
  async (visitor) => {
    for (const path of ["/", "/aboutus", "/contact"]) {
      const page = await visitor.open(path);
      expect(chats(page, "footer"), path).toEqual([{ href: CHAT, name: "WhatsApp us" }]);
      expect(page.$('footer a[href^="https://wa.me/"]').attr("rel")).toBe("noopener");
    }
    const contact = await visitor.open("/contact");
    // Beside the phone and the e-mail, under its own heading.
    expect(chats(contact, "main dl")).toEqual([{ href: CHAT, name: "WhatsApp us" }]);
    expect(contact.text("main dl")).toMatch(/Phone.+Email.+WhatsAppWhatsApp us$/);
    const french = await visitor.open("/fr/contact");
    expect(chats(french, "main dl")).toEqual([{ href: CHAT, name: "Écrivez-nous sur WhatsApp" }]);
  },
);

test("a client's own booking page has 'WhatsApp us about this booking', its reference typed in", async ({
  playwright,
}) => {
  const client = await createAccount({ name: "Anjali Ramgoolam" });
  const b = insertBookingRecord({
    userId: client.id,
    email: client.email,
    packageId: "pamplemousses-port-louis",
    packageTitle: "Pamplemousses Botanical Garden and Port Louis",
    date: mauritiusDate(24),
  });
  await Visitor.visiting(playwright, client, async (visitor) => {
    const page = await visitor.open(`/user/booking/${b.reference}`);
    const [chat] = chats(page, "main");
    expect(chat).toEqual({
      href: expect.stringMatching(/^https:\/\/wa\.me\/23057123456\?text=/),
      name: "WhatsApp us about this booking",
    });
    expect(typed(chat.href)).toBe(`Hello, about my booking ${b.reference}: `);
  });
});

// The pages with their footer, and the About page whose main text says it too, in each language.
const TRUST = [
  { licensed: "Licensed by the Tourism Authority of Mauritius", pages: ["/", "/contact"], about: "/aboutus" },
  { licensed: "Agréé par la Tourism Authority de Maurice", pages: ["/fr"], about: "/fr/aboutus" },
];

visitorTest(
  "the licence and the street address are in the footer and on About, in English and in French",
  async (visitor) => {
    for (const { licensed, pages, about } of TRUST) {
      for (const path of [...pages, about]) {
        const page = await visitor.open(path);
        const scopes = path === about ? ["footer", "main"] : ["footer"];
        for (const scope of scopes) {
          expect(page.text(scope), `${path} ${scope}`).toContain(`${licensed}, licence ${LICENCE}`);
          expect(page.text(`${scope} address`), `${path} ${scope}`).toBe(ADDRESS);
        }
      }
    }
  },
);

test.describe("staff's WhatsApp per passenger", () => {
  const TITLE = "Chat Catamaran Day";
  const DATE = mauritiusDate(26);
  let PACKAGE = "";
  test.beforeAll(() => {
    PACKAGE = createTestPackage(TITLE, { prices: { priceAdult: 2000 }, rules: [dailyRule(["09:30"], 20)] });
  });
  test.afterAll(() => retirePackage(PACKAGE));

  const booking = (name: string, phone: string, later: Parameters<typeof insertBookingRecord>[0]["later"]) =>
    insertBookingRecord({
      email: uniqueEmail("chat"),
      name,
      surname: "Chatwin",
      phone,
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: DATE,
      startTime: "09:30",
      later: { status: "Confirmed", ...later },
    });

  test("the manifest and the run sheet link each passenger's phone with their pickup time typed in, none without a usable phone", async ({
    playwright,
  }) => {
    const picked = booking("Priya", "+230 5987 6543", {
      pickupPlace: "Shandrani Beachcomber",
      pickupZone: "South-East",
      pickupTime: "07:45",
    });
    const french = booking("Léa", "+33612345678", {
      pickupPlace: "Shandrani Beachcomber",
      pickupZone: "South-East",
      pickupTime: "07:50",
      language: "fr",
    });
    // A phone without its country code (an old booking's): WhatsApp could not tell whose it is.
    const local = booking("Ravi", "57123456", {
      pickupPlace: "Shandrani Beachcomber",
      pickupZone: "South-East",
      pickupTime: "07:55",
    });

    await Visitor.visiting(playwright, await createAccount({ role: "admin" }), async (admin) => {
      for (const path of [`/admin/departures?date=${DATE}`, `/admin/run-sheet?date=${DATE}`]) {
        const page = await admin.open(path);
        const row = (reference: string) => `tr:has(a:contains("${reference}"))`;
        const [priya] = chats(page, row(picked.reference));
        expect(priya, path).toEqual({
          href: expect.stringMatching(/^https:\/\/wa\.me\/23059876543\?text=/),
          name: "WhatsApp Priya Chatwin",
        });
        expect(typed(priya.href), path).toMatch(
          new RegExp(
            `^Hello Priya, your pickup for ${TITLE} on \\w{3} \\d{1,2} \\w{3} \\d{4} is at 07:45 \\(Mauritius time\\) at Shandrani Beachcomber\\. Booking ${picked.reference}\\.$`,
          ),
        );
        const [lea] = chats(page, row(french.reference));
        expect(lea.href, path).toMatch(/^https:\/\/wa\.me\/33612345678\?/);
        expect(typed(lea.href), path).toMatch(
          /^Bonjour Léa, votre prise en charge pour .+ est à 07:50 \(heure de Maurice\)/,
        );
        expect(chats(page, row(local.reference)), path).toEqual([]);
        // On paper the phone is there already: the link is for the screen.
        expect(page.$(`${row(picked.reference)} a[href^="https://wa.me/"]`).hasClass("print-hide")).toBe(true);
      }
    });
  });
});
