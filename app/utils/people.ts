// How many people a booking is for, in words: "2 adults, 1 child". Shared by pages and e-mails.

/** The most adults, children or infants one booking takes (each). */
export const MAX_PEOPLE = 10;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type People = { adults: number; children: number; infants: number };

export function peopleParts({ adults, children, infants }: People) {
  const parts = [plural(adults, "adult", "adults")];
  if (children) parts.push(plural(children, "child", "children"));
  if (infants) parts.push(plural(infants, "infant", "infants"));
  return parts;
}

export function peopleSummary(people: People) {
  return peopleParts(people).join(", ");
}
