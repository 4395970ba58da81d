// The pseudo-locale's proof (docs/decisions/036-one-translator.md): in it every message is wrapped in ⟦…⟧, so any
// English word left outside the brackets is a text that skipped the translator. Shared by the unit test over the
// e-mails and the calendar file and the end-to-end test over the pages.
import { seedPackages } from "~/seed/packages";
import { seedPickupPlaces } from "~/seed/pickups";
import { LOCALES } from "~/utils/locales";

/**
 * What is data, not messages, and so the same in every language: the seeded packages' texts (a package's content
 * per language is the content translations' concern, not the catalogue's), the hotels' names, the languages' own
 * names in the switch, and the site's settings.
 */
export const SEEDED_CONTENT: readonly string[] = [
  ...seedPackages.flatMap((p) => [
    p.title,
    p.shortDescription,
    ...p.longDescription.split("\n\n"),
    ...p.highlights,
    ...p.important,
    ...p.recommended,
    ...p.information,
    p.facts.meetingPoint ?? "",
  ]),
  ...seedPickupPlaces.map((p) => p.name),
  ...Object.values(LOCALES).map((l) => l.name),
].filter(Boolean);

/** Neither English nor a message: the zone's offset ("UTC+4"), and names (the social networks the footer links to). */
const NOT_WORDS = ["UTC", "Facebook", "Twitter", "Instagram"];

/**
 * The English words of a text outside the pseudo-locale's brackets, each with what stands around it; `data` are the
 * texts that are no message (the seeded content, names, addresses, references a test made).
 */
export function englishOutsideBrackets(text: string, data: readonly string[] = []): string[] {
  let rest = text.normalize("NFC");
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  for (const words of [...SEEDED_CONTENT, ...data].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(words.normalize("NFC"), " ");
  rest = rest
    .replace(/\b(?:https?|mailto):\S*/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/\/[\w./?=&%-]+/g, " ");
  return [...rest.matchAll(/\p{L}[\p{L}'’-]+/gu)]
    .filter((m) => !NOT_WORDS.includes(m[0]))
    .map(
      (m) => `${m[0]} in “…${rest.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, " ")}…”`,
    );
}
