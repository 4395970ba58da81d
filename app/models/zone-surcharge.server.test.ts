// Pickup zone surcharges and "Another address" (issue 29, docs/decisions/040-zone-surcharge.md): the package form's
// surcharges saved and read, and a booking's stored surcharge, total and address.
import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { surchargesOf, surchargeValues } from "~/schemas/package";
import { createBooking, getBooking, PickupNotOfferedError } from "./booking.server";
import { FormKeyReusedError } from "./form-key.server";
import { createPackage, getPackage, updatePackage, type PackageFacts } from "./package.server";
import { DAILY_ROOMY, KEEP_IMAGES, NO_FACTS, packageWords, pickupPlace, STAFF } from "../../tests/unit/model-fixtures";

const texts = packageWords("West coast day");
const facts: PackageFacts = { ...NO_FACTS, meetingPoint: "Le Morne beach", priceAdult: 3500, priceChild: 1750 };
const guest = { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", adults: 2, children: 1, infants: 1 };
const date = addDays(todayIn(getEnv().TZ), 5);
const book = (packageId: string, extra: object, formKey: string | null = null) =>
  createBooking(
    { ...guest, date, ...extra },
    { packageId, packageTitle: "West coast day", userId: null, humanChecked: true, formKey },
  ).booking;

describe("a package's zone surcharges", () => {
  it("are saved from the package form's rows (empty or 0: none) and read back into them", async () => {
    const places = [
      { zone: "West", name: "Sugar Beach" },
      { zone: "North", name: "Royal Palm" },
      { zone: "West", name: "La Pirogue" },
    ];
    const value = {
      pickupShown: "yes" as const,
      zoneSurcharges: [{ zone: "North", amount: 0 }, { zone: "West", amount: 500 }, { zone: "East" }],
    };
    const id = createPackage({ ...texts, facts, zoneSurcharges: surchargesOf(value) }, []);
    expect(getPackage(id)!.zoneSurcharges).toEqual({ West: 500 });
    expect(surchargeValues(places, getPackage(id)!.zoneSurcharges)).toEqual([
      { zone: "North", amount: "" },
      { zone: "West", amount: "500" },
    ]);
    await updatePackage(id, { ...texts, zoneSurcharges: { West: 600, North: 300 } }, KEEP_IMAGES, STAFF);
    expect(getPackage(id)!.zoneSurcharges).toEqual({ West: 600, North: 300 });
    // A form without the pickup section leaves them as they are.
    expect(surchargesOf({ zoneSurcharges: [] })).toBeUndefined();
    await updatePackage(id, { ...texts }, KEEP_IMAGES, STAFF);
    expect(getPackage(id)!.zoneSurcharges).toEqual({ West: 600, North: 300 });
  });
});

describe("a booking with a zone surcharge or another address", () => {
  const west = pickupPlace("West", "Hilton, Flic en Flac");
  const east = pickupPlace("East", "Long Beach");
  const pickups = [west, east].map((p, i) => ({ placeId: p.id, minutesBefore: [60, 45][i] }));
  const id = createPackage({ ...texts, facts, rules: [DAILY_ROOMY], zoneSurcharges: { West: 500 }, pickups }, []);

  it("keeps the zone's surcharge per person and a total with it: adults and children pay it, infants not", () => {
    const b = book(id, { pickupPlaceId: west.id });
    // 2 × 3,500 + 1 × 1,750 + 3 × 500 (two adults and a child; the infant on a lap).
    expect(getBooking(b.reference)).toMatchObject({ pickupSurcharge: 500, total: 10_250, pickupZone: "West" });
  });

  it("keeps no surcharge for a zone without one, nor for the meeting point", () => {
    expect(book(id, { pickupPlaceId: east.id })).toMatchObject({ pickupSurcharge: null, total: 8750 });
    expect(book(id, { pickupPlaceId: null })).toMatchObject({ pickupSurcharge: null, total: 8750 });
  });

  it("keeps another address without a place, zone, time or surcharge", () => {
    const b = book(id, { pickupAddress: "Villa Ylang, Route Royale, Flic en Flac" });
    expect(getBooking(b.reference)).toMatchObject({
      pickupAddress: "Villa Ylang, Route Royale, Flic en Flac",
      pickupPlaceId: null,
      pickupPlace: null,
      pickupZone: null,
      pickupTime: null,
      pickupSurcharge: null,
      total: 8750,
    });
  });

  it("refuses another address for a package without pickup", () => {
    const noPickup = createPackage({ ...texts, facts, rules: [DAILY_ROOMY] }, []);
    expect(() => book(noPickup, { pickupAddress: "Villa Ylang" })).toThrow(PickupNotOfferedError);
  });

  it("counts the address in a repeated form key: the same is the first booking, another is refused", () => {
    const first = book(id, { pickupAddress: "Villa Ylang" }, "address-key");
    expect(book(id, { pickupAddress: "Villa Ylang" }, "address-key").reference).toBe(first.reference);
    expect(() => book(id, { pickupAddress: "Villa Frangipane" }, "address-key")).toThrow(FormKeyReusedError);
  });
});
