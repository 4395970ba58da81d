import type { Translator } from "~/utils/i18n";
import { formatNumber } from "~/utils/intl";
import { eurFor, toCents } from "~/utils/payment";

// Prices in whole Mauritian rupees, and what a party costs. Shared by browser and server: the page shows
// the same total as a preview, but only the server's own quote is ever stored.

export type AgeBand = "adult" | "child" | "infant";

/**
 * A package's prices per age band, whole rupees, as the admin set them:
 * - `adult` null: the package has no price ("Price on request") and books as before, without a total;
 * - `child` null: children pay the adult price (no separate child price was set);
 * - `infant` null: infants travel free (0), which is the usual case.
 */
export type Prices = { adult: number | null; child: number | null; infant: number | null };

/** The prices a booking is charged, every band resolved to a whole number of rupees. */
export type ResolvedPrices = { adult: number; child: number; infant: number };

export type Party = { adults: number; children: number; infants: number };

export type QuoteLine = { band: AgeBand; count: number; unit: number; amount: number };

/** A pickup's surcharge: the people who pay it (adults and children), the rupees per person, and what they come to. */
export type SurchargeLine = { count: number; unit: number; amount: number };

/**
 * What a party pays, as plain data (JSON as it is) so a booking can keep it exactly as it was when booked:
 * the prices of all three bands, one line per band with at least one person, the pickup's surcharge (left out: none),
 * and the total, the surcharge in it.
 */
export type Quote = { prices: ResolvedPrices; lines: QuoteLine[]; surcharge?: SurchargeLine; total: number };

export const PRICE_ON_REQUEST = /*i18n*/ "Price on request";

/** The ages behind each band, as the price table shows them (messages: `i18n.t(label)`). */
export const BANDS: readonly { band: AgeBand; label: string; ages: string }[] = [
  { band: "adult", label: /*i18n*/ "Adult", ages: /*i18n*/ "12 and over" },
  { band: "child", label: /*i18n*/ "Child", ages: /*i18n*/ "3 to 11" },
  { band: "infant", label: /*i18n*/ "Infant", ages: /*i18n*/ "0 to 2" },
];

function wholeRupees(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole number of rupees, 0 or more (got ${n})`);
  return n;
}

/**
 * "MUR 3,500" ("MUR 3 500" in French, with a no-break space); "MUR 0" for 0 (use `formatPrice` where a free band
 * should read "Free"). The digits by Intl in the language; a plain "MUR " rather than Intl's currency style, whose
 * space (and its kind) varies between ICU versions, so the browser's preview and the server's text are the same.
 */
export function formatMur(n: number, i18n: Translator): string {
  return i18n.t("MUR {amount}", {
    amount: formatNumber(wholeRupees(n, "An amount"), i18n, { maximumFractionDigits: 0 }),
  });
}

/** A unit price as a guest reads it: "MUR 1,750", or "Free" ("Gratuit") for 0. */
export function formatPrice(n: number, i18n: Translator): string {
  return n === 0 ? i18n.t("Free") : formatMur(n, i18n);
}

/** The prices with the rules above applied, or null when the package's price is on request. */
export function resolvePrices(prices: Prices): ResolvedPrices | null {
  if (prices.adult === null) return null;
  const adult = wholeRupees(prices.adult, "The adult price");
  return {
    adult,
    child: prices.child === null ? adult : wholeRupees(prices.child, "The child price"),
    infant: prices.infant === null ? 0 : wholeRupees(prices.infant, "The infant price"),
  };
}

/** A band's price as a guest reads it, and "≈ €70" beside it when the operator set a display rate (null: none, or free). */
export type PriceRow = {
  band: AgeBand;
  label: string;
  ages: string;
  unit: number;
  text: string;
  approx: string | null;
};

/**
 * The rows of the price table beside the form, or null for "Price on request" (in the translator's language), with
 * the euros at `eurRate` (rupees per euro; none without it).
 */
export function priceTable(prices: Prices, i18n: Translator, eurRate?: number | null): PriceRow[] | null {
  const resolved = resolvePrices(prices);
  if (!resolved) return null;
  return BANDS.map(({ band, label, ages }) => ({
    band,
    label: i18n.t(label),
    ages: i18n.t(ages),
    unit: resolved[band],
    text: formatPrice(resolved[band], i18n),
    approx: resolved[band] ? approxEur(resolved[band], eurRate, i18n) : null,
  }));
}

const countOf = (party: Party, band: AgeBand) =>
  band === "adult" ? party.adults : band === "child" ? party.children : party.infants;

/**
 * What the party pays, or null when the package's price is on request (no adult price): the one pricing, for a new
 * booking, a changed one and the live total. `surcharge` is the pickup zone's rupees per person (0: none), paid by
 * adults and children; infants ride on a lap and pay none (docs/decisions/040-zone-surcharge.md).
 */
export function quote(prices: Prices, party: Party, surcharge = 0): Quote | null {
  const resolved = resolvePrices(prices);
  if (!resolved) return null;
  const lines: QuoteLine[] = [];
  let total = 0;
  for (const { band } of BANDS) {
    const count = countOf(party, band);
    if (!Number.isSafeInteger(count) || count < 0)
      throw new RangeError(`The number of people in a band must be a whole number, 0 or more (got ${count})`);
    if (count === 0) continue;
    const amount = count * resolved[band];
    lines.push({ band, count, unit: resolved[band], amount });
    total += amount;
  }
  const unit = wholeRupees(surcharge, "A pickup surcharge");
  const payers = party.adults + party.children;
  if (!unit || !payers) return { prices: resolved, lines, total };
  const line = { count: payers, unit, amount: payers * unit };
  return { prices: resolved, lines, surcharge: line, total: total + line.amount };
}

/** A package's surcharge per person for a pickup in this zone (0: none, or no zone: the meeting point, another address). */
export function zoneSurcharge(surcharges: Record<string, number>, zone: string | null | undefined): number {
  return zone && Object.hasOwn(surcharges, zone) ? surcharges[zone] : 0;
}

const BAND_WORDS: Record<AgeBand, string> = {
  adult: /*i18n*/ "{count, plural, one {# adult} other {# adults}}",
  child: /*i18n*/ "{count, plural, one {# child} other {# children}}",
  infant: /*i18n*/ "{count, plural, one {# infant} other {# infants}}",
};

/** "1 child", "2 children": the count and its band, each language with its own plural. */
export function bandCount(band: AgeBand, count: number, i18n: Translator): string {
  return i18n.t(BAND_WORDS[band], { count });
}

/**
 * "2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750". A band at 0 rupees reads "1 infant free"
 * (so the sum still explains the total); bands with nobody in them are left out.
 */
export function describeQuote(q: Quote, i18n: Translator): string {
  const parts = q.lines.map((l) =>
    l.unit === 0
      ? i18n.t("{people} free", { people: bandCount(l.band, l.count, i18n) })
      : i18n.t("{people} × {price}", { people: bandCount(l.band, l.count, i18n), price: formatMur(l.unit, i18n) }),
  );
  if (q.surcharge) parts.push(surchargeText(q.surcharge, i18n));
  return `${parts.join(" + ")} = ${formatPrice(q.total, i18n)}`;
}

/** "pickup surcharge 2 × MUR 500": the surcharge's part of the sum. */
function surchargeText(s: SurchargeLine, i18n: Translator): string {
  return i18n.t("pickup surcharge {count} × {price}", { count: s.count, price: formatMur(s.unit, i18n) });
}

/** A booking's prices and party as it keeps them (its snapshot): a null total is "Price on request". */
export type PricedBooking = Party & {
  priceAdult: number | null;
  priceChild: number | null;
  priceInfant: number | null;
  total: number | null;
  /** The pickup zone's surcharge per person when booked (null: none); in `total`. */
  pickupSurcharge?: number | null;
};

/** "2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750" from the booking's own prices, or "Price on request". */
export function bookingTotalText(b: PricedBooking, i18n: Translator): string {
  const q = b.total === null ? null : bookingQuote(b);
  // The stored total is what the guest was quoted; the sum only explains it.
  return q && q.total === b.total
    ? describeQuote(q, i18n)
    : b.total === null
      ? i18n.t(PRICE_ON_REQUEST)
      : formatPrice(b.total, i18n);
}

/** The booking's own quote, again from what it keeps (its prices, party and surcharge); null: "Price on request". */
export function bookingQuote(b: PricedBooking): Quote | null {
  return quote({ adult: b.priceAdult, child: b.priceChild, infant: b.priceInfant }, b, b.pickupSurcharge ?? 0);
}

/**
 * An amount as people read it: "MUR 3,500" (whole rupees, as every price), "MUR 3,500.50" should cents ever occur;
 * another currency by Intl in the language ("€68.63", "68,63 €").
 */
export function formatMoney(amount: number, currency: string, i18n: Translator): string {
  if (currency === "MUR") {
    if (amount % 100 === 0) return formatMur(amount / 100, i18n);
    return i18n.t("MUR {amount}", {
      amount: formatNumber(amount / 100, i18n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
  }
  return formatNumber(amount / 100, i18n, { style: "currency", currency });
}

/**
 * "≈ €70" ("≈ 70 €" in French) beside a rupee price for visitors, in whole euros at the operator's display rate
 * (EUR_RATE, rupees per euro; the browser has it as the public env's `eurRate`), or null without one. The one
 * conversion (eurFor), rounded to the euro for reading: it never changes what is charged or stored. A null amount
 * (a price on request) has none.
 */
export function approxEur(rupees: number | null, rate: number | null | undefined, i18n: Translator): string | null {
  if (!rate || rupees === null) return null;
  const euros = Math.round(eurFor(toCents(rupees), rate) / 100);
  return i18n.t("≈ €{amount}", { amount: formatNumber(euros, i18n, { maximumFractionDigits: 0 }) });
}
