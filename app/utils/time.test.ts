import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import {
  addDays,
  departureInstant,
  formatDeparture,
  formatDuration,
  formatDepartureDate,
  formatStartTime,
  isStartTime,
  todayIn,
  utcOffsetLabel,
  zoneLabel,
  zoneOffsetMinutes,
} from "~/utils/time";

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

describe("departures on the operator's clock", () => {
  it("finds the instant of a Mauritius start time (UTC+4, no summer time)", () => {
    expect(departureInstant("2026-12-05", "08:30", "Indian/Mauritius").toISOString()).toBe("2026-12-05T04:30:00.000Z");
    // Just after midnight in Port Louis is still the evening before in UTC.
    expect(departureInstant("2026-12-05", "00:30", "Indian/Mauritius").toISOString()).toBe("2026-12-04T20:30:00.000Z");
    expect(departureInstant("2026-06-15", "23:59", "Indian/Mauritius").toISOString()).toBe("2026-06-15T19:59:00.000Z");
  });
  it("works for any zone, with summer time and half-hour offsets", () => {
    expect(departureInstant("2026-07-01", "08:30", "America/New_York").toISOString()).toBe("2026-07-01T12:30:00.000Z");
    expect(departureInstant("2026-01-15", "08:30", "America/New_York").toISOString()).toBe("2026-01-15T13:30:00.000Z");
    expect(departureInstant("2026-12-05", "08:30", "Asia/Kolkata").toISOString()).toBe("2026-12-05T03:00:00.000Z");
    expect(departureInstant("2026-12-05", "08:30", "UTC").toISOString()).toBe("2026-12-05T08:30:00.000Z");
  });
  it("settles on the offset in force on a day the clocks change", () => {
    // London goes to summer time at 01:00 UTC on 29 March 2026: 10:00 that day is BST (UTC+1).
    expect(departureInstant("2026-03-29", "10:00", "Europe/London").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(departureInstant("2026-03-29", "00:30", "Europe/London").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // 01:30 does not exist that night: it falls after the change, when the clocks show 02:30.
    expect(departureInstant("2026-03-29", "01:30", "Europe/London").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });
  it("gives the zone's offset and its label", () => {
    expect(zoneOffsetMinutes(new Date("2026-12-05T04:30:00Z"), "Indian/Mauritius")).toBe(240);
    expect(utcOffsetLabel(new Date("2026-12-05T04:30:00Z"), "Indian/Mauritius")).toBe("UTC+4");
    expect(utcOffsetLabel(new Date("2026-12-05T04:30:00Z"), "Asia/Kolkata")).toBe("UTC+5:30");
    expect(utcOffsetLabel(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe("UTC-4");
    expect(utcOffsetLabel(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe("UTC-5");
    expect(utcOffsetLabel(new Date("2026-01-15T12:00:00Z"), "Europe/London")).toBe("UTC");
    expect(zoneLabel("Indian/Mauritius")).toBe("Mauritius time");
    expect(zoneLabel("Europe/Paris")).toBe("Europe/Paris");
  });
  it("reads as a guest reads it, zone said out loud", () => {
    expect(formatDepartureDate("2026-12-05")).toBe("Sat 5 Dec 2026");
    expect(formatStartTime("2026-12-05", "08:30", "Indian/Mauritius")).toBe("08:30, Mauritius time (UTC+4)");
    expect(formatDeparture("2026-12-05", "08:30", "Indian/Mauritius")).toBe(
      "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4)",
    );
    expect(formatDeparture("2026-07-01", "08:30", "America/New_York")).toBe(
      "Wed 1 Jul 2026, 08:30, America/New_York (UTC-4)",
    );
  });
  it("takes only HH:MM start times", () => {
    expect(isStartTime("08:30")).toBe(true);
    expect(isStartTime("23:59")).toBe(true);
    expect(isStartTime("8:30")).toBe(false);
    expect(isStartTime("24:00")).toBe(false);
    expect(isStartTime("08:60")).toBe(false);
    expect(() => departureInstant("2026-12-05", "8:30", "Indian/Mauritius")).toThrow(RangeError);
  });
});

const en = translator("en");

describe("formatDuration", () => {
  it("says hours and minutes as guests read them", () => {
    expect(formatDuration(300, en)).toBe("5 hours");
    expect(formatDuration(90, en)).toBe("1 hour 30 minutes");
    expect(formatDuration(45, en)).toBe("45 minutes");
    expect(formatDuration(61, en)).toBe("1 hour 1 minute");
  });
});
