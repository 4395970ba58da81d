// A third language costs a catalogue (docs/decisions/036-one-translator.md): in the tests' pseudo-locale, where every
// message is wrapped in ⟦…⟧, every e-mail a guest receives and the calendar file show no English outside the
// brackets, so every text of theirs goes through the translator. (The pages: tests/e2e/pseudo-locale.spec.ts.)
import { describe, expect, it } from "vitest";
import { emailPreviews } from "~/emails/previews.server";
import { departureEvent } from "~/utils/calendar.server";
import { translator } from "~/utils/i18n.server";
import { PSEUDO_LOCALE } from "~/utils/locales";
import { englishOutsideBrackets } from "./pseudo-text";

// The previews' demo data (app/emails/previews.server.tsx): names, what people typed, the demo package's own texts.
const DEMO_DATA = [
  "Lagoon & Leaf Escapes",
  "Priya Doolub",
  "Priya",
  "Doolub",
  "Kavi Ramsamy",
  "Kavi",
  "Trou d'Eau Douce jetty",
  "Swimwear and a towel",
  "Sun cream",
  "A hat",
  "Shandrani Beachcomber",
  "Strong winds: the coast guard has closed the lagoon.",
  "We sail tomorrow as planned",
  "The sea is calm.",
  "Please be in the hotel lobby 5 minutes early.",
  "Waiting for the weather forecast",
  "K7QM-4XPT-9HRC",
];

/**
 * An e-mail's HTML as a reader sees it: no head, no quoted text (a visitor's, the team's), no tags, entities read;
 * no preview line either, the intro the body says whole, cut at 150 characters (and so without its closing bracket).
 */
function htmlText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div>/, "")
    .replace(/<blockquote[\s\S]*?<\/blockquote>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

describe("the pseudo-locale", () => {
  it("leaves no English outside its brackets in any guest's e-mail: subject, plain text and HTML", () => {
    const mails = emailPreviews(undefined, PSEUDO_LOCALE)
      .map((p) => ({ name: p.name, mail: p.build() }))
      // The guest's messages; the operator's (a new booking, a contact message) are English by design.
      .filter(({ mail }) => /<html[^>]*\blang="xx"/.test(mail.htmlMessage));
    expect(mails.length).toBeGreaterThanOrEqual(10);
    const found = mails.flatMap(({ name, mail }) => [
      ...englishOutsideBrackets(mail.subject, DEMO_DATA).map((w) => `${name} subject: ${w}`),
      ...englishOutsideBrackets(
        mail.plainTextMessage
          .split("\n")
          .filter((l) => !l.startsWith(">"))
          .join("\n"),
        DEMO_DATA,
      ).map((w) => `${name} text: ${w}`),
      ...englishOutsideBrackets(htmlText(mail.htmlMessage), DEMO_DATA).map((w) => `${name} HTML: ${w}`),
    ]);
    expect(found).toEqual([]);
  });

  it("leaves no English outside its brackets in a calendar file's title and description", () => {
    const booking = {
      reference: "K7QM-4XPT-9HRC",
      packageTitle: "Île aux Cerfs Catamaran Day",
      date: "2030-05-04",
      startTime: "08:30",
      pickupPlace: "Shandrani Beachcomber",
      pickupTime: "07:45",
    };
    const pkg = { durationMinutes: 480, meetingPoint: "Trou d'Eau Douce jetty" };
    const i18n = translator(PSEUDO_LOCALE);
    for (const state of ["confirmed", "cancelled"] as const) {
      for (const pickup of [true, false]) {
        const ics = departureEvent(
          { ...booking, state, ...(pickup ? {} : { pickupPlace: null, pickupTime: null }) },
          pkg,
          {
            timeZone: "Indian/Mauritius",
            host: "lagoon.example",
            i18n,
          },
        );
        const fields = ics
          .replace(/\r\n[ \t]/g, "")
          .split("\r\n")
          .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[:;]/.test(line))
          .map((line) =>
            line
              .replace(/^[A-Z]+[^:]*:/, "")
              .replace(/\\n/gi, "\n")
              .replace(/\\([,;\\])/g, "$1"),
          );
        expect(fields.length).toBeGreaterThanOrEqual(2);
        expect(fields.flatMap((f) => englishOutsideBrackets(f, DEMO_DATA))).toEqual([]);
      }
    }
  });

  it("finds an English word outside the brackets, and none inside them or in data", () => {
    expect(englishOutsideBrackets("⟦Book now⟧ Sold out")).toEqual(["Sold in “… Sold out…”", "out in “… Sold out…”"]);
    expect(englishOutsideBrackets("⟦⟦2 adults⟧ free⟧ 08:30 (UTC+4) Priya", ["Priya"])).toEqual([]);
    expect(englishOutsideBrackets("Île aux Cerfs Catamaran Day — ⟦Total⟧: MUR")).toEqual(["MUR in “… — : MUR…”"]);
  });
});
