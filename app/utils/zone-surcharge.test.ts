// The one pricing with a pickup zone's surcharge (docs/decisions/040-zone-surcharge.md), and its words.
import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { bookingTotalText, describeQuote, quote, zoneSurcharge } from "~/utils/money";

const en = translator("en");
const fr = translator("fr");
const prices = { adult: 3500, child: 1750, infant: null };

describe("quote with a pickup surcharge", () => {
  it("adds the surcharge per adult and child; infants ride on a lap and pay none", () => {
    const q = quote(prices, { adults: 2, children: 1, infants: 2 }, 500)!;
    expect(q.surcharge).toEqual({ count: 3, unit: 500, amount: 1500 });
    expect(q.total).toBe(2 * 3500 + 1750 + 1500);
    expect(describeQuote(q, en)).toBe(
      "2 adults × MUR 3,500 + 1 child × MUR 1,750 + 2 infants free + pickup surcharge 3 × MUR 500 = MUR 10,250",
    );
  });

  it("is the plain quote without a surcharge, and none for a price on request", () => {
    expect(quote(prices, { adults: 2, children: 0, infants: 0 })).toEqual(
      quote(prices, { adults: 2, children: 0, infants: 0 }, 0),
    );
    expect(quote(prices, { adults: 2, children: 0, infants: 0 }, 0)!.surcharge).toBeUndefined();
    expect(quote({ adult: null, child: null, infant: null }, { adults: 2, children: 0, infants: 0 }, 500)).toBeNull();
    expect(() => quote(prices, { adults: 1, children: 0, infants: 0 }, -5)).toThrow(RangeError);
  });

  it("finds a zone's surcharge, and none for another zone, no zone, or a name of Object's", () => {
    const table = { West: 500 };
    expect(zoneSurcharge(table, "West")).toBe(500);
    expect(zoneSurcharge(table, "East")).toBe(0);
    expect(zoneSurcharge(table, null)).toBe(0);
    expect(zoneSurcharge(table, "constructor")).toBe(0);
  });

  it("explains a booking's stored total with its surcharge, in its language", () => {
    const booking = {
      adults: 2,
      children: 0,
      infants: 0,
      priceAdult: 3500,
      priceChild: 1750,
      priceInfant: 0,
      pickupSurcharge: 500,
      total: 8000,
    };
    expect(bookingTotalText(booking, en)).toBe("2 adults × MUR 3,500 + pickup surcharge 2 × MUR 500 = MUR 8,000");
    expect(bookingTotalText(booking, fr)).toContain("MUR 8\u00a0000");
  });
});
