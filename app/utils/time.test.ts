import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "./time";

describe("today in the operator's time zone", () => {
  it("is already tomorrow in Mauritius (UTC+4) late in the UTC evening", () => {
    const instant = new Date("2026-03-10T20:30:00Z"); // 00:30 on the 11th in Port Louis
    expect(todayIn("UTC", instant)).toBe("2026-03-10");
    expect(todayIn("Indian/Mauritius", instant)).toBe("2026-03-11");
  });
  it("just before midnight in Mauritius is still the same day", () => {
    expect(todayIn("Indian/Mauritius", new Date("2026-03-10T19:59:59Z"))).toBe("2026-03-10");
  });
  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 2)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
