import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { groupByZone, orderedZones, pickupText, pickupTimeFor } from "./pickup";

describe("pickupTimeFor", () => {
  it("is the departure's start less the place's minutes", () => {
    expect(pickupTimeFor("09:30", 90)).toBe("08:00");
    expect(pickupTimeFor("09:30", 45)).toBe("08:45");
    expect(pickupTimeFor("13:30", 0)).toBe("13:30");
    expect(pickupTimeFor("07:30", 100)).toBe("05:50");
  });
  it("goes back over midnight for a start just after it", () => {
    expect(pickupTimeFor("00:30", 45)).toBe("23:45");
  });
});

const en = translator("en");

describe("pickupText", () => {
  const none = { pickupPlace: null, pickupZone: null, pickupTime: null };
  it("tells the place, its zone and the time in Mauritius time", () => {
    expect(pickupText({ pickupPlace: "Sugar Beach", pickupZone: "West", pickupTime: "07:50" }, en)).toBe(
      "Sugar Beach (West) at 07:50, Mauritius time",
    );
  });
  it("leaves the time out for a booking without a start time", () => {
    expect(pickupText({ pickupPlace: "Sugar Beach", pickupZone: "West", pickupTime: null }, en)).toBe(
      "Sugar Beach (West)",
    );
  });
  it("gives the meeting point when there is no pickup, from the argument or the booking", () => {
    expect(pickupText(none, en, "Blue Bay kiosk")).toBe("none — meeting point: Blue Bay kiosk");
    expect(pickupText({ ...none, meetingPoint: "Jetty" }, en)).toBe("none — meeting point: Jetty");
    expect(pickupText(none, en)).toBe("none — meeting point");
  });
});

describe("zones", () => {
  it("lists the six coasts first, then others alphabetically", () => {
    expect(orderedZones(["Rodrigues", "East", "Airport"])).toEqual([
      "North",
      "East",
      "South-East",
      "South-West",
      "West",
      "Centre",
      "Airport",
      "Rodrigues",
    ]);
  });
  it("groups places by zone, empty zones left out, places by name", () => {
    const groups = groupByZone([
      { zone: "West", name: "Sugar Beach" },
      { zone: "North", name: "Trou aux Biches" },
      { zone: "West", name: "La Pirogue" },
    ]);
    expect(groups.map((g) => [g.zone, g.places.map((p) => p.name)])).toEqual([
      ["North", ["Trou aux Biches"]],
      ["West", ["La Pirogue", "Sugar Beach"]],
    ]);
  });
});
