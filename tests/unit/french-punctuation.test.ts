// One rule for every French text we write (issue 27): a no-break space (U+00A0) before ":", ";", "?" and "!".
// The catalogues, every French e-mail as sent (subject, plain text and HTML, with what the code puts around the
// catalogue's words: "Label : value", "Button : address"), and the seeded French packages. Times, addresses and the
// words people typed (quoted visitors, an admin's reason) are theirs, not ours.
import { describe, expect, it } from "vitest";
import { emailPreviews } from "~/emails/previews.server";
import french from "~/locales/fr.json";
import { seedPackagesFr } from "~/seed/packages-fr";
import { seedBanner, seedTermsTitles } from "~/seed/site-texts";
import { frenchPunctuationFaults } from "./french-typography";

// The demo's words an admin typed without a quote around them (a departure's cancellation reason, in English).
const TYPED_BY_PEOPLE = ["Strong winds: the coast guard has closed the lagoon."];

const faults = (where: string, text: string) => frenchPunctuationFaults(text).map((f) => `${where}: ${f}`);

/** An e-mail's HTML as a reader sees it: no head, no quoted text (a visitor's, the team's), no tags, entities read. */
function htmlText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<blockquote[\s\S]*?<\/blockquote>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

describe("French punctuation: a no-break space before : ; ? !", () => {
  it("in every French message of the catalogues", () => {
    const messages = Object.fromEntries(Object.entries(french).map(([id, { translation }]) => [id, translation]));
    expect(Object.keys(messages).length).toBeGreaterThan(400);
    const found = Object.entries(messages).flatMap(([id, fr]) => faults(`"${id}"`, fr));
    expect(found).toEqual([]);
  });

  it("in every French e-mail, its subject, plain text and HTML", () => {
    const french = emailPreviews(undefined, "fr")
      .map((p) => ({ name: p.name, mail: p.build() }))
      .filter(({ mail }) => /<html[^>]*\blang="fr"/.test(mail.htmlMessage));
    // The guest's messages (a booking's, an account's, the contact thank-you); the operator's stay in English.
    expect(french.length).toBeGreaterThanOrEqual(10);
    const ours = (text: string) => TYPED_BY_PEOPLE.reduce((t, words) => t.replaceAll(words, ""), text);
    const found = french.flatMap(({ name, mail }) => [
      ...faults(`${name} subject`, ours(mail.subject)),
      // Lines starting ">" quote what a visitor (or our team, as theirs) wrote.
      ...faults(
        `${name} text`,
        ours(
          mail.plainTextMessage
            .split("\n")
            .filter((l) => !l.startsWith(">"))
            .join("\n"),
        ),
      ),
      ...faults(`${name} HTML`, ours(htmlText(mail.htmlMessage))),
    ]);
    expect(found).toEqual([]);
    // The rows of a booking's facts, as the French e-mails write them.
    const request = french.find(({ name }) => name === "booking-request")!.mail;
    expect(request.plainTextMessage).toContain("Référence de réservation\u00a0: K7QM-4XPT-9HRC");
  });

  it("in the seeded packages' French texts", () => {
    const found = Object.entries(seedPackagesFr).flatMap(([slug, texts]) =>
      Object.entries(texts).flatMap(([field, value]) =>
        [value ?? ""].flat().flatMap((text, i) => faults(`${slug} ${field}[${i}]`, String(text))),
      ),
    );
    expect(found).toEqual([]);
  });

  it("in the seeded banner's and terms link's French", () => {
    const texts = { ...seedBanner.translations.fr, terms: seedTermsTitles.translations.fr.title };
    expect(Object.entries(texts).flatMap(([field, text]) => faults(field, text))).toEqual([]);
  });

  it("finds what the rule is about, and leaves times and addresses alone", () => {
    expect(frenchPunctuationFaults("Adulte (12 ans et plus): MUR 3\u00a0900")).toEqual(["…Adulte (12 ans et plus):"]);
    expect(frenchPunctuationFaults("Départ : 08:30 ; des questions ? Oui !")).toHaveLength(4);
    expect(
      frenchPunctuationFaults("Départ\u00a0: 08:30\u00a0; https://x.mu/fr/book/a?date=2030-05-05 mailto:a@b.mu"),
    ).toEqual([]);
  });
});
