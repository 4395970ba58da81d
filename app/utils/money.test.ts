import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import {
  approxEur,
  describeQuote,
  formatMur,
  formatPrice,
  priceTable,
  quote,
  resolvePrices,
  type Prices,
} from "~/utils/money";

const prices: Prices = { adult: 3500, child: 1750, infant: 0 };
const en = translator("en");

describe("amounts in Mauritian rupees", () => {
  it.each([
    [3500, "MUR 3,500"],
    [1_000_000, "MUR 1,000,000"],
    [999, "MUR 999"],
    [0, "MUR 0"],
  ])("reads %d as people read it: %s", (amount, text) => {
    expect(formatMur(amount, en)).toBe(text);
  });
  it("says Free for a price of 0", () => {
    expect(formatPrice(0, en)).toBe("Free");
    expect(formatPrice(1750, en)).toBe("MUR 1,750");
  });
  it("refuses what is not whole rupees", () => {
    expect(() => formatMur(12.5, en)).toThrow(RangeError);
    expect(() => formatMur(-1, en)).toThrow(RangeError);
    expect(() => formatMur(Number.NaN, en)).toThrow(RangeError);
  });
});

describe("prices per age band", () => {
  it("has no price without an adult price (Price on request)", () => {
    expect(resolvePrices({ adult: null, child: 1000, infant: 0 })).toBeNull();
    expect(priceTable({ adult: null, child: null, infant: null }, en)).toBeNull();
    expect(quote({ adult: null, child: 1000, infant: 0 }, { adults: 2, children: 0, infants: 0 })).toBeNull();
  });
  it("charges children the adult price when no child price is set, and lets infants travel free when none is set", () => {
    expect(resolvePrices({ adult: 2000, child: null, infant: null })).toEqual({ adult: 2000, child: 2000, infant: 0 });
  });
  it("gives the table beside the form, one row per band", () => {
    expect(priceTable({ adult: 3500, child: 1750, infant: null }, en)).toEqual([
      { band: "adult", label: "Adult", ages: "12 and over", unit: 3500, text: "MUR 3,500", approx: null },
      { band: "child", label: "Child", ages: "3 to 11", unit: 1750, text: "MUR 1,750", approx: null },
      { band: "infant", label: "Infant", ages: "0 to 2", unit: 0, text: "Free", approx: null },
    ]);
    // With the operator's display rate, euros beside each price but "Free".
    expect(priceTable({ adult: 3500, child: 1750, infant: null }, en, 50)?.map((row) => row.approx)).toEqual([
      "≈ €70",
      "≈ €35",
      null,
    ]);
  });
  it("refuses a price that is not whole rupees", () => {
    expect(() => resolvePrices({ adult: 100.5, child: null, infant: null })).toThrow(RangeError);
    expect(() => resolvePrices({ adult: 100, child: -5, infant: null })).toThrow(RangeError);
  });
});

describe("a quote", () => {
  it("adds up the party, leaving out empty bands", () => {
    const q = quote(prices, { adults: 2, children: 1, infants: 0 });
    expect(q).toEqual({
      prices: { adult: 3500, child: 1750, infant: 0 },
      lines: [
        { band: "adult", count: 2, unit: 3500, amount: 7000 },
        { band: "child", count: 1, unit: 1750, amount: 1750 },
      ],
      total: 8750,
    });
    expect(describeQuote(q!, en)).toBe("2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750");
  });
  it("says singular and plural, and a free band as free", () => {
    const q = quote(prices, { adults: 1, children: 3, infants: 1 })!;
    expect(q.total).toBe(3500 + 3 * 1750);
    expect(describeQuote(q, en)).toBe("1 adult × MUR 3,500 + 3 children × MUR 1,750 + 1 infant free = MUR 8,750");
    expect(describeQuote(quote(prices, { adults: 2, children: 0, infants: 2 })!, en)).toBe(
      "2 adults × MUR 3,500 + 2 infants free = MUR 7,000",
    );
  });
  it("charges infants when the package has an infant price", () => {
    const q = quote({ adult: 3500, child: null, infant: 500 }, { adults: 1, children: 1, infants: 1 })!;
    expect(q.total).toBe(3500 + 3500 + 500);
    expect(describeQuote(q, en)).toBe("1 adult × MUR 3,500 + 1 child × MUR 3,500 + 1 infant × MUR 500 = MUR 7,500");
  });
  it("is a snapshot: plain data that survives storage and does not follow later price changes", () => {
    const current: Prices = { adult: 3500, child: 1750, infant: 0 };
    const booked = quote(current, { adults: 2, children: 1, infants: 1 })!;
    const stored = JSON.parse(JSON.stringify(booked));
    expect(stored).toEqual(booked);
    current.adult = 4000;
    current.child = 2000;
    expect(booked.prices).toEqual({ adult: 3500, child: 1750, infant: 0 });
    expect(booked.total).toBe(8750);
    expect(describeQuote(stored, en)).toBe("2 adults × MUR 3,500 + 1 child × MUR 1,750 + 1 infant free = MUR 8,750");
    expect(quote(current, { adults: 2, children: 1, infants: 1 })!.total).toBe(10_000);
  });
  it("refuses a party count that is not a whole number", () => {
    expect(() => quote(prices, { adults: 1.5, children: 0, infants: 0 })).toThrow(RangeError);
    expect(() => quote(prices, { adults: 1, children: -1, infants: 0 })).toThrow(RangeError);
  });
});

describe("the euros beside a rupee price (approxEur)", () => {
  it("says whole euros at the operator's rate, in the page's language, and nothing without a rate", () => {
    expect(approxEur(3500, 50, en)).toBe("≈ €70");
    // 7,000 / 51.25 = 136.59 euros: read as 137.
    expect(approxEur(7000, 51.25, en)).toBe("≈ €137");
    expect(approxEur(123_456, 50, en)).toBe("≈ €2,469");
    expect(approxEur(3500, 50, translator("fr"))).toBe("≈ 70\u00a0€");
    expect(approxEur(3500, null, en)).toBeNull();
    expect(approxEur(3500, undefined, en)).toBeNull();
  });
});
