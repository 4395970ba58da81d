// How many people a booking is for, in words: "2 adults, 1 child". Shared by pages and e-mails.
import type { Translator } from "~/utils/i18n";
import { bandCount } from "~/utils/money";

type People = { adults: number; children: number; infants: number };

/** ["2 adults", "1 child"] (children and infants only when there are some), in the translator's language. */
export function peopleParts({ adults, children, infants }: People, i18n: Translator) {
  const parts = [bandCount("adult", adults, i18n)];
  if (children) parts.push(bandCount("child", children, i18n));
  if (infants) parts.push(bandCount("infant", infants, i18n));
  return parts;
}

/** "2 adults, 1 child": the party, bands with nobody in them left out. */
export function peopleSummary(people: People, i18n: Translator) {
  return peopleParts(people, i18n).join(", ");
}

/** "2 adults, 1 child, 0 infants": the party as the booking keeps it, every band. */
export function partyText(b: People, i18n: Translator): string {
  return [
    bandCount("adult", b.adults, i18n),
    bandCount("child", b.children, i18n),
    bandCount("infant", b.infants, i18n),
  ].join(", ");
}
