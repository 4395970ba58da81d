import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { createBooking, getBooking, PickupNotOfferedError } from "./booking.server";
import { createPackage, updatePackage, type PackageFacts } from "./package.server";
import {
  addPickupPlace,
  deletePickupPlace,
  listPickupPlaces,
  packagePickupList,
  updatePickupPlace,
} from "./pickup.server";
import { DAILY_ROOMY, KEEP_IMAGES, packageWords, pickupPlace, STAFF } from "../../tests/unit/model-fixtures";

const texts = packageWords("Catamaran");
const facts: PackageFacts = {
  durationMinutes: 540,
  meetingPoint: "Jetty",
  priceAdult: 3500,
  priceChild: null,
  priceInfant: 0,
  cutoffHours: null,
};
const daily = DAILY_ROOMY;
const guest = { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", adults: 2, children: 0, infants: 0 };
const date = addDays(todayIn(getEnv().TZ), 5);

const place = pickupPlace;
const book = (packageId: string, pickupPlaceId: number | null, extra: object = {}) =>
  createBooking(
    { ...guest, date, pickupPlaceId, ...extra },
    { packageId, packageTitle: "Catamaran", userId: null, humanChecked: true, formKey: null },
  ).booking;

describe("pickup places", () => {
  it("refuses a second place of the same name in a zone, and renames or moves one", () => {
    const p = place("North", "Royal Palm");
    expect(addPickupPlace({ zone: "North", name: "Royal Palm" }, STAFF)).toBe("duplicate");
    expect(updatePickupPlace(p.id, { zone: "East", name: "Royal Palm East" }, STAFF)).toBe("saved");
    expect(listPickupPlaces().find((x) => x.id === p.id)).toMatchObject({ zone: "East", name: "Royal Palm East" });
    expect(updatePickupPlace(999_999, { zone: "East", name: "Nowhere" }, STAFF)).toBe("not-found");
  });
});

describe("a booking's pickup", () => {
  const east = place("East", "Long Beach");
  const north = place("North", "Trou aux Biches");
  const other = place("West", "Sugar Beach");
  const id = createPackage(
    {
      ...texts,
      facts,
      rules: [daily],
      pickups: [
        { placeId: east.id, minutesBefore: 45 },
        { placeId: north.id, minutesBefore: 90 },
      ],
    },
    [],
  );

  it("saves the package's places with their minutes", () => {
    expect(packagePickupList(id).map((p) => [p.name, p.minutesBefore])).toEqual([
      ["Long Beach", 45],
      ["Trou aux Biches", 90],
    ]);
  });

  it("keeps the place, its zone and the departure's start less the minutes", () => {
    const b = book(id, north.id);
    expect(getBooking(b.reference)).toMatchObject({
      pickupPlaceId: north.id,
      pickupPlace: "Trou aux Biches",
      pickupZone: "North",
      pickupTime: "08:00",
    });
  });

  it("keeps nothing for the meeting point", () => {
    expect(book(id, null)).toMatchObject({
      pickupPlaceId: null,
      pickupPlace: null,
      pickupZone: null,
      pickupTime: null,
    });
  });

  it("refuses a place the package does not offer, or none at all, and saves nothing", () => {
    expect(() => book(id, other.id, { name: "Refused" })).toThrow(PickupNotOfferedError);
    expect(() => book(id, 987_654, { name: "Refused" })).toThrow(PickupNotOfferedError);
  });

  it("stores no time for a package without a schedule", () => {
    const request = createPackage({ ...texts, facts, pickups: [{ placeId: east.id, minutesBefore: 30 }] }, []);
    expect(book(request, east.id)).toMatchObject({ pickupPlace: "Long Beach", pickupZone: "East", pickupTime: null });
  });

  it("is kept as told when staff delete the place, which the package no longer offers", async () => {
    const b = book(id, east.id);
    expect(deletePickupPlace(east.id, STAFF)).toBe(true);
    expect(getBooking(b.reference)).toMatchObject({
      pickupPlaceId: null,
      pickupPlace: "Long Beach",
      pickupZone: "East",
      pickupTime: "08:45",
    });
    expect(packagePickupList(id).map((p) => p.name)).toEqual(["Trou aux Biches"]);
    // A package form sent with the deleted place still saves the others.
    await updatePackage(
      id,
      {
        ...texts,
        pickups: [
          { placeId: east.id, minutesBefore: 45 },
          { placeId: north.id, minutesBefore: 80 },
        ],
      },
      KEEP_IMAGES,
      STAFF,
    );
    expect(packagePickupList(id).map((p) => [p.name, p.minutesBefore])).toEqual([["Trou aux Biches", 80]]);
  });
});
