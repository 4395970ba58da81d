import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, departureCrews } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { checkInCounts, checkInText } from "~/utils/check-in";
import { writeCheckIn, getBooking } from "./booking.server";
import * as crew from "./crew.server";
import { manifestOn } from "./manifest.server";
import { runSheetOn } from "./run-sheet.server";
import { translator } from "~/utils/i18n.server";
import { groupRunSheet, NO_ZONE, runSheetCsvRows } from "~/utils/run-sheet";
import { bookingRow, testPackage } from "../../tests/fixtures/bookings";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

const auditOf = (action: string, targetId: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .all();

describe("check-in on the manifest (writeCheckIn)", () => {
  const packageId = testPackage("Check-in boat", NO_FACTS);
  const date = "2031-03-10";
  const row = (state: "pending" | "confirmed" | "cancelled", party = { adults: 2, children: 1, infants: 1 }) =>
    bookingRow({ packageId, packageTitle: "Check-in boat", date, state, ...party });

  it("checks a passenger in, marks a no-show, undoes, each with its audit row; a replay writes nothing", () => {
    const b = row("confirmed");
    const at = new Date("2031-03-10T04:12:00Z");
    const done = writeCheckIn({ reference: b.reference, date }, "checked-in", STAFF, at);
    expect(done).toMatchObject({ checkIn: "checked-in", checkInAt: at.toISOString() });
    expect(checkInText(done!, "Indian/Mauritius")).toBe("Checked in at 08:12");
    // The same post again: the time is the first one's, no second audit row.
    writeCheckIn({ reference: b.reference, date }, "checked-in", STAFF, new Date("2031-03-10T05:00:00Z"));
    expect(getBooking(b.reference)?.checkInAt).toBe(at.toISOString());
    expect(auditOf("booking.checkin", b.reference)).toHaveLength(1);

    writeCheckIn({ reference: b.reference, date }, "no-show", STAFF, at);
    expect(getBooking(b.reference)?.checkIn).toBe("no-show");
    writeCheckIn({ reference: b.reference, date }, null, STAFF, at);
    expect(getBooking(b.reference)).toMatchObject({ checkIn: null, checkInAt: null });
    const changes = auditOf("booking.checkin", b.reference).map((r) => r.changes);
    expect(changes).toEqual([
      { checkIn: [null, "checked-in"] },
      { checkIn: ["checked-in", "no-show"] },
      { checkIn: ["no-show", null] },
    ]);
  });

  it("refuses a booking that holds no seats on that day, and another day's, writing nothing", () => {
    const cancelled = row("cancelled");
    expect(writeCheckIn({ reference: cancelled.reference, date }, "checked-in", STAFF)).toBeNull();
    const pending = row("pending");
    expect(writeCheckIn({ reference: pending.reference, date: "2031-03-11" }, "checked-in", STAFF)).toBeNull();
    expect(writeCheckIn({ reference: "NONE-NONE-NONE", date }, "checked-in", STAFF)).toBeNull();
    expect(getBooking(cancelled.reference)?.checkIn).toBeNull();
    expect(getBooking(pending.reference)?.checkIn).toBeNull();
    expect(auditOf("booking.checkin", cancelled.reference)).toEqual([]);
    // A pending booking holds its seats: it may be checked in.
    expect(writeCheckIn({ reference: pending.reference, date }, "checked-in", STAFF)?.checkIn).toBe("checked-in");
  });

  it("counts people checked in, waiting and no-show from the parties holding seats", () => {
    const countsDate = "2031-03-12";
    const at = (state: "confirmed" | "cancelled", adults: number, children = 0, infants = 0) =>
      bookingRow({ packageId, packageTitle: "Check-in boat", date: countsDate, state, adults, children, infants });
    const a = at("confirmed", 2, 1, 1);
    const b = at("confirmed", 3, 2, 1);
    const c = at("confirmed", 1);
    at("confirmed", 2);
    at("cancelled", 5);
    writeCheckIn({ reference: a.reference, date: countsDate }, "checked-in", STAFF);
    writeCheckIn({ reference: c.reference, date: countsDate }, "no-show", STAFF);
    const d = manifestOn(countsDate).find((x) => x.packageId === packageId)!;
    expect(d.counts).toEqual({ checkedIn: 4, waiting: 8, noShow: 1 });
    expect(d.passengers.find((p) => p.reference === a.reference)?.checkIn).toBe("checked-in");
    writeCheckIn({ reference: b.reference, date: countsDate }, "checked-in", STAFF);
    expect(checkInCounts(manifestOn(countsDate).find((x) => x.packageId === packageId)!.passengers)).toEqual({
      checkedIn: 10,
      waiting: 2,
      noShow: 1,
    });
  });
});

describe("guides and vehicles (crew.server)", () => {
  it("adds, renames and removes guides and vehicles, each with its audit row", () => {
    const ravi = crew.addGuide({ name: "Ravi Crew", phone: "+2305712000" }, STAFF);
    const boat = crew.addVehicle({ name: "Blue Lagoon", kind: "boat", seats: 40 }, STAFF);
    expect(crew.listGuides().find((g) => g.id === ravi)).toEqual({ id: ravi, name: "Ravi Crew", phone: "+2305712000" });
    expect(crew.updateGuide(ravi, { name: "Ravi Ramsamy", phone: "" }, STAFF)).toBe(true);
    expect(crew.updateVehicle(boat, { name: "Blue Lagoon II", kind: "boat", seats: 42 }, STAFF)).toBe(true);
    expect(crew.listVehicles().find((v) => v.id === boat)).toMatchObject({ name: "Blue Lagoon II", seats: 42 });
    expect(crew.removeGuide(ravi, STAFF)).toBe(true);
    expect(crew.removeGuide(ravi, STAFF)).toBe(false);
    expect(crew.updateGuide(ravi, { name: "X", phone: "" }, STAFF)).toBe(false);
    expect(crew.listGuides().some((g) => g.id === ravi)).toBe(false);
    const rows = (action: string, id: string) => auditOf(action, id);
    expect(rows("crew.create", `guide-${ravi}`)[0].targetLabel).toBe("guide: Ravi Crew (+2305712000)");
    expect(rows("crew.update", `guide-${ravi}`)[0].changes).toEqual({
      name: ["Ravi Crew", "Ravi Ramsamy"],
      phone: ["+2305712000", ""],
    });
    expect(rows("crew.delete", `guide-${ravi}`)).toHaveLength(1);
    expect(rows("crew.update", `vehicle-${boat}`)[0].changes).toEqual({
      name: ["Blue Lagoon", "Blue Lagoon II"],
      seats: [40, 42],
    });
    expect(crew.removeVehicle(boat, STAFF)).toBe(true);
  });

  it("gives a departure a guide and a vehicle, changes and clears them; a removed one is refused", () => {
    const packageId = testPackage("Crew boat", NO_FACTS);
    const ref = { packageId, date: "2031-04-01", startTime: "09:30" };
    const guide = crew.addGuide({ name: "Anjali", phone: "+2305713000" }, STAFF);
    const van = crew.addVehicle({ name: "Van 3", kind: "vehicle", seats: 14 }, STAFF);
    expect(crew.assignCrew(ref, { guideId: guide, vehicleId: van }, STAFF)).toBe("saved");
    expect(crew.crewsOn(ref.date).get(`${packageId}|09:30`)).toEqual({
      guideId: guide,
      vehicleId: van,
      guide: "Anjali (+2305713000)",
      vehicle: "Van 3 (vehicle, 14 seats)",
    });
    expect(crew.assignCrew(ref, { guideId: null, vehicleId: van }, STAFF)).toBe("saved");
    expect(crew.crewsOn(ref.date).get(`${packageId}|09:30`)?.guide).toBeNull();
    const gone = crew.addGuide({ name: "Gone", phone: "" }, STAFF);
    crew.removeGuide(gone, STAFF);
    expect(crew.assignCrew(ref, { guideId: gone, vehicleId: van }, STAFF)).toBe("not-found");
    expect(crew.crewsOn(ref.date).get(`${packageId}|09:30`)?.guideId).toBeNull();
    // A vehicle removed leaves the departure without one (the row stays for its guide).
    crew.assignCrew(ref, { guideId: guide, vehicleId: van }, STAFF);
    crew.removeVehicle(van, STAFF);
    expect(crew.crewsOn(ref.date).get(`${packageId}|09:30`)).toMatchObject({
      guide: "Anjali (+2305713000)",
      vehicle: null,
    });
    crew.assignCrew(ref, { guideId: null, vehicleId: null }, STAFF);
    expect(getDb().select().from(departureCrews).where(eq(departureCrews.packageId, packageId)).all()).toEqual([]);
    const assigned = auditOf("crew.assign", packageId).map((r) => r.changes);
    expect(assigned[0]).toEqual({
      guide: [null, "Anjali (+2305713000)"],
      vehicle: [null, "Van 3 (vehicle, 14 seats)"],
    });
    // The manifest prints the crew of its departure.
    bookingRow({ packageId, packageTitle: "Crew boat", date: ref.date, state: "confirmed" });
    crew.assignCrew(ref, { guideId: guide, vehicleId: null }, STAFF);
    expect(manifestOn(ref.date).find((d) => d.key === `${packageId}|09:30`)?.crew.guide).toBe("Anjali (+2305713000)");
  });
});

describe("the pickup run sheet (runSheetOn, groupRunSheet)", () => {
  it("lists the day's pickups of every package by zone and time, addresses without a time last, cancelled and meeting-point guests left out", () => {
    const date = "2031-05-20";
    const boat = testPackage("Run boat", NO_FACTS);
    const walk = testPackage("Run walk", NO_FACTS);
    const at = (packageId: string, title: string, place: string | null, zone: string | null, time: string | null) =>
      bookingRow({
        packageId,
        packageTitle: title,
        date,
        state: "confirmed",
        pickupPlace: place,
        pickupZone: zone,
        pickupTime: time,
      });
    const late = at(boat, "Run boat", "Zilwa Attitude", "North", "08:20");
    const early = at(walk, "Run walk", "LUX Grand Baie", "North", "06:45");
    const west = at(walk, "Run walk", "Sugar Beach", "West", "07:10");
    const east = at(boat, "Run boat", "Constance Belle Mare", "East", "07:00");
    const villa = bookingRow({ packageId: boat, packageTitle: "Run boat", date, pickupAddress: "Villa Mango" });
    at(boat, "Run boat", null, null, null); // the meeting point
    bookingRow({
      packageId: boat,
      packageTitle: "Run boat",
      date,
      state: "cancelled",
      pickupPlace: "X",
      pickupZone: "North",
    });
    bookingRow({
      packageId: boat,
      packageTitle: "Run boat",
      date: "2031-05-21",
      pickupPlace: "Y",
      pickupZone: "North",
    });
    const guide = crew.addGuide({ name: "Sheet guide", phone: "" }, STAFF);
    crew.assignCrew({ packageId: boat, date, startTime: "09:30" }, { guideId: guide, vehicleId: null }, STAFF);

    const pickups = runSheetOn(date);
    const groups = groupRunSheet(pickups).map((g) => [g.zone, g.pickups.map((p) => p.reference)]);
    // The usual order of the coasts (North, East, …, West), then the pickups without a zone.
    expect(groups).toEqual([
      ["North", [early.reference, late.reference]],
      ["East", [east.reference]],
      ["West", [west.reference]],
      [NO_ZONE, [villa.reference]],
    ]);
    expect(pickups.find((p) => p.reference === late.reference)).toMatchObject({ guide: "Sheet guide", vehicle: null });
    expect(pickups.find((p) => p.reference === early.reference)?.guide).toBeNull();
    expect(runSheetCsvRows(pickups, translator("en")).at(-1)?.slice(0, 4)).toEqual([
      NO_ZONE,
      "Time to set",
      "Another address: Villa Mango",
      villa.reference,
    ]);
  });
});
