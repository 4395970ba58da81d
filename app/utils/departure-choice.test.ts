import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { chosenStart, pickupOptionLabel } from "./departure-choice";

const seats = [
  ["2026-12-04", "09:30", 12, "open"],
  ["2026-12-05", "09:00", 20, "open"],
  ["2026-12-05", "13:30", 0, "sold-out"],
] as const;

describe("chosenStart", () => {
  it("is the date's only start, or the start time chosen among the date's", () => {
    expect(chosenStart(seats, "2026-12-04", undefined)).toBe("09:30");
    expect(chosenStart(seats, "2026-12-05", "13:30")).toBe("13:30");
  });

  it("is none before a date, on a date without departures, or on a day of several starts with none of them chosen", () => {
    expect(chosenStart(seats, undefined, undefined)).toBeNull();
    expect(chosenStart(seats, "2026-12-06", "09:30")).toBeNull();
    expect(chosenStart(seats, "2026-12-05", undefined)).toBeNull();
    expect(chosenStart(seats, "2026-12-05", "11:00")).toBeNull();
  });
});

describe("pickupOptionLabel", () => {
  it("says the place, its time once a departure is chosen, and its zone's surcharge, in the page's language", () => {
    const en = translator("en");
    const oberoi = { name: "The Oberoi, Turtle Bay", price: null };
    expect(pickupOptionLabel(oberoi, null, en)).toBe("The Oberoi, Turtle Bay");
    expect(pickupOptionLabel(oberoi, "08:00", en)).toBe("The Oberoi, Turtle Bay · 08:00");
    const sugarBeach = { name: "Sugar Beach", price: "MUR 500" };
    expect(pickupOptionLabel(sugarBeach, "07:45", en)).toBe("Sugar Beach · 07:45 · + MUR 500 per person");
    expect(pickupOptionLabel(sugarBeach, null, translator("fr"))).toBe("Sugar Beach · + MUR 500 par personne");
  });
});
