// How many people a booking is for, in words: "2 adults, 1 child". Shared by pages and e-mails.
import type { T } from "~/utils/i18n";
import { english } from "~/utils/english";
import { bandCount } from "~/utils/money";

type People = { adults: number; children: number; infants: number };

/** ["2 adults", "1 child"] (children and infants only when there are some), in the language of `t`. */
export function peopleParts({ adults, children, infants }: People, t: T = english) {
  const parts = [bandCount("adult", adults, t)];
  if (children) parts.push(bandCount("child", children, t));
  if (infants) parts.push(bandCount("infant", infants, t));
  return parts;
}

export function peopleSummary(people: People, t: T = english) {
  return peopleParts(people, t).join(", ");
}
