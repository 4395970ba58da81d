import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import {
  availability,
  availabilityWindow,
  bookedMap,
  checkRequest,
  dayLabel,
  departureKey,
  departureSeats,
  departureLabel,
  expandDepartures,
  holdsSeats,
  nextAvailable,
  seatsByDay,
  seatsLabel,
  seatsTaken,
  type AvailableDeparture,
  type Departure,
  type DepartureException,
  type ScheduleRule,
} from "~/utils/schedule";

const en = translator("en");

const MU = "Indian/Mauritius";

// 2026-12-05 is a Saturday; 2026-11-30 a Monday.
const rule = (over: Partial<ScheduleRule> = {}): ScheduleRule => ({
  id: 1,
  weekdays: [6],
  startTimes: ["08:30"],
  seats: 12,
  validFrom: null,
  validTo: null,
  ...over,
});

let nextId = 100;
const exception = (
  over: Partial<DepartureException> & Pick<DepartureException, "date" | "kind">,
): DepartureException => ({
  id: nextId++,
  startTime: null,
  seats: null,
  note: "",
  ...over,
});

const expand = (rules: ScheduleRule[], exceptions: DepartureException[] = [], from = "2026-11-30", to = "2026-12-13") =>
  expandDepartures({ rules, exceptions, from, to });

const keys = (ds: Departure[]) => ds.map((d) => `${d.date} ${d.startTime}`);

describe("departures from weekly rules", () => {
  it("gives a departure on each of the rule's weekdays, at each start time, sorted by date then time", () => {
    const ds = expand([rule({ weekdays: [6, 2], startTimes: ["14:00", "08:30"] })]);
    expect(keys(ds)).toEqual([
      "2026-12-01 08:30",
      "2026-12-01 14:00",
      "2026-12-05 08:30",
      "2026-12-05 14:00",
      "2026-12-08 08:30",
      "2026-12-08 14:00",
      "2026-12-12 08:30",
      "2026-12-12 14:00",
    ]);
    expect(ds.every((d) => d.seats === 12 && !d.closed)).toBe(true);
  });

  it("reads weekdays the ISO way: 1 is Monday, 7 is Sunday", () => {
    expect(keys(expand([rule({ weekdays: [1] })], [], "2026-11-30", "2026-12-06"))).toEqual(["2026-11-30 08:30"]);
    expect(keys(expand([rule({ weekdays: [7] })], [], "2026-11-30", "2026-12-06"))).toEqual(["2026-12-06 08:30"]);
    expect(expand([rule({ weekdays: [1, 2, 3, 4, 5, 6, 7] })], [], "2026-11-30", "2026-12-06")).toHaveLength(7);
  });

  it("includes both ends of the range and crosses month and year ends", () => {
    const ds = expand([rule({ weekdays: [1, 2, 3, 4, 5, 6, 7] })], [], "2026-12-30", "2027-01-02");
    expect(keys(ds)).toEqual(["2026-12-30 08:30", "2026-12-31 08:30", "2027-01-01 08:30", "2027-01-02 08:30"]);
  });

  it("keeps to the rule's validity window, both ends included", () => {
    const ds = expand([rule({ weekdays: [1, 2, 3, 4, 5, 6, 7], validFrom: "2026-12-03", validTo: "2026-12-05" })]);
    expect(keys(ds)).toEqual(["2026-12-03 08:30", "2026-12-04 08:30", "2026-12-05 08:30"]);
    expect(expand([rule({ validTo: "2026-11-29" })])).toEqual([]);
    expect(expand([rule({ validFrom: "2026-12-14" })])).toEqual([]);
  });

  it("lets a summer rule follow a winter one", () => {
    const ds = expand([
      rule({ id: 1, weekdays: [6], startTimes: ["08:30"], validTo: "2026-12-06" }),
      rule({ id: 2, weekdays: [6], startTimes: ["07:30"], seats: 20, validFrom: "2026-12-07" }),
    ]);
    expect(ds.map((d) => `${d.date} ${d.startTime} ${d.seats}`)).toEqual([
      "2026-12-05 08:30 12",
      "2026-12-12 07:30 20",
    ]);
  });

  it("gives overlapping rules' seats to the later-created rule (highest id), whatever their order", () => {
    const older = rule({ id: 3, seats: 12 });
    const newer = rule({ id: 7, seats: 8 });
    expect(expand([older, newer]).map((d) => d.seats)).toEqual([8, 8]);
    expect(expand([newer, older]).map((d) => d.seats)).toEqual([8, 8]);
  });

  it("gives nothing without rules or with an empty rule", () => {
    expect(expand([])).toEqual([]);
    expect(expand([rule({ weekdays: [] })])).toEqual([]);
    expect(expand([rule({ startTimes: [] })])).toEqual([]);
  });

  it("refuses malformed rules rather than guessing", () => {
    expect(() => expand([rule({ weekdays: [0] })])).toThrow(RangeError);
    expect(() => expand([rule({ startTimes: ["8:30"] })])).toThrow(RangeError);
    expect(() => expand([rule({ seats: -1 })])).toThrow(RangeError);
  });

  it("expands 90 days of several rules", () => {
    const rules = [
      rule({ id: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["08:30", "13:00"] }),
      rule({ id: 2, weekdays: [6, 7], startTimes: ["16:00"], seats: 6 }),
      rule({ id: 3, weekdays: [3], startTimes: ["08:30"], seats: 4, validFrom: "2027-01-01" }),
    ];
    const ds = expand(rules, [], "2026-12-01", "2027-02-28");
    expect(ds).toHaveLength(90 * 2 + 26);
    expect(ds.find((d) => d.date === "2027-01-06" && d.startTime === "08:30")?.seats).toBe(4);
  });
});

describe("exceptions to the rules", () => {
  const twice = rule({ weekdays: [6], startTimes: ["08:30", "14:00"] });

  it("closes a whole day, with the note, keeping it in the list", () => {
    const ds = expand([twice], [exception({ date: "2026-12-05", kind: "closed", note: "Cyclone warning" })]);
    const sat = ds.filter((d) => d.date === "2026-12-05");
    expect(sat).toEqual([
      { date: "2026-12-05", startTime: "08:30", seats: 12, closed: true, note: "Cyclone warning" },
      { date: "2026-12-05", startTime: "14:00", seats: 12, closed: true, note: "Cyclone warning" },
    ]);
    expect(ds.filter((d) => d.date === "2026-12-12").every((d) => !d.closed)).toBe(true);
  });

  it("closes one start only", () => {
    const ds = expand(
      [twice],
      [exception({ date: "2026-12-05", startTime: "14:00", kind: "closed", note: "Boat in repair" })],
    );
    const sat = ds.filter((d) => d.date === "2026-12-05");
    expect(sat.map((d) => [d.startTime, d.closed])).toEqual([
      ["08:30", false],
      ["14:00", true],
    ]);
  });

  it("changes the seats of every start of a day, or of one start, the one start winning", () => {
    const ds = expand(
      [twice],
      [
        exception({ date: "2026-12-05", startTime: "14:00", kind: "seats", seats: 4 }),
        exception({ date: "2026-12-05", kind: "seats", seats: 6 }), // created later, but for the whole day
      ],
    );
    expect(ds.filter((d) => d.date === "2026-12-05").map((d) => d.seats)).toEqual([6, 4]);
    expect(ds.filter((d) => d.date === "2026-12-12").map((d) => d.seats)).toEqual([12, 12]);
  });

  it("takes the later of two seat changes for the same start", () => {
    const ds = expand(
      [rule()],
      [
        exception({ id: 9, date: "2026-12-05", startTime: "08:30", kind: "seats", seats: 3 }),
        exception({ id: 5, date: "2026-12-05", startTime: "08:30", kind: "seats", seats: 20 }),
      ],
    );
    expect(ds.find((d) => d.date === "2026-12-05")?.seats).toBe(3);
  });

  it("adds a one-off extra departure, also on a day without rules", () => {
    const ds = expand([rule()], [exception({ date: "2026-12-02", startTime: "09:00", kind: "extra", seats: 5 })]);
    expect(keys(ds)).toEqual(["2026-12-02 09:00", "2026-12-05 08:30", "2026-12-12 08:30"]);
    expect(ds[0]).toEqual({ date: "2026-12-02", startTime: "09:00", seats: 5, closed: false });
    expect(keys(expand([], [exception({ date: "2026-12-02", startTime: "09:00", kind: "extra", seats: 5 })]))).toEqual([
      "2026-12-02 09:00",
    ]);
  });

  it("treats an extra departure at a time a rule already has as a seats change", () => {
    const ds = expand([rule()], [exception({ date: "2026-12-05", startTime: "08:30", kind: "extra", seats: 30 })]);
    expect(ds.filter((d) => d.date === "2026-12-05")).toEqual([
      { date: "2026-12-05", startTime: "08:30", seats: 30, closed: false },
    ]);
  });

  it("closes an extra departure when its day is closed (closing always wins)", () => {
    const ds = expand(
      [rule()],
      [
        exception({ id: 1, date: "2026-12-05", kind: "closed", note: "Cyclone warning." }),
        exception({ id: 2, date: "2026-12-05", startTime: "15:00", kind: "extra", seats: 5 }),
      ],
    );
    expect(ds.filter((d) => d.date === "2026-12-05").map((d) => [d.startTime, d.closed])).toEqual([
      ["08:30", true],
      ["15:00", true],
    ]);
  });

  it("ignores exceptions outside the range and closures of departures that do not exist", () => {
    const ds = expand(
      [rule()],
      [
        exception({ date: "2026-12-20", startTime: "09:00", kind: "extra", seats: 5 }),
        exception({ date: "2026-12-03", kind: "closed" }),
        exception({ date: "2026-12-05", startTime: "11:00", kind: "closed" }),
        exception({ date: "2026-12-05", startTime: "11:00", kind: "seats", seats: 2 }),
      ],
    );
    expect(keys(ds)).toEqual(["2026-12-05 08:30", "2026-12-12 08:30"]);
    expect(ds.every((d) => !d.closed && d.seats === 12)).toBe(true);
  });

  it("refuses an extra departure without a time or seats", () => {
    expect(() => expand([], [exception({ date: "2026-12-02", kind: "extra", seats: 5 })])).toThrow(RangeError);
    expect(() => expand([], [exception({ date: "2026-12-02", startTime: "09:00", kind: "extra" })])).toThrow(
      RangeError,
    );
  });
});

describe("seats taken", () => {
  const bookings = [
    { state: "pending", adults: 2, children: 1, infants: 1 },
    { state: "confirmed", adults: 3, children: 0, infants: 2 },
    { state: "cancelled", adults: 4, children: 2, infants: 0 },
    { state: "declined", adults: 1, children: 1, infants: 0 },
  ];

  it("counts adults and children of bookings that are not cancelled or declined; infants take none", () => {
    expect(seatsTaken(bookings)).toBe(2 + 1 + 3);
    expect(holdsSeats("pending")).toBe(true);
    expect(holdsSeats("confirmed")).toBe(true);
    expect(holdsSeats("cancelled")).toBe(false);
    expect(holdsSeats("declined")).toBe(false);
  });

  it("gives the seats back at once when a booking is cancelled", () => {
    const departures = expand([rule({ seats: 8 })]);
    const now = new Date("2026-11-20T00:00:00Z");
    const seatsLeft = (rows: typeof bookings) =>
      availability({
        departures,
        booked: new Map([[departureKey("2026-12-05", "08:30"), seatsTaken(rows)]]),
        now,
        timeZone: MU,
        minDate: "2026-11-22",
      })[0];
    const held = bookings.slice(0, 2);
    expect(seatsLeft(held)).toMatchObject({ seatsTaken: 6, seatsLeft: 2, status: "open" });
    const full = [...held, { state: "pending", adults: 2, children: 0, infants: 0 }];
    expect(seatsLeft(full)).toMatchObject({ seatsLeft: 0, status: "sold-out" });
    full[2].state = "cancelled";
    expect(seatsLeft(full)).toMatchObject({ seatsLeft: 2, status: "open" });
  });

  it("builds the map of seats held from grouped rows", () => {
    const map = bookedMap([
      { date: "2026-12-05", startTime: "08:30", seats: 4 },
      { date: "2026-12-05", startTime: "14:00", seats: 2 },
      { date: "2026-12-05", startTime: "08:30", seats: 1 },
    ]);
    expect(map.get("2026-12-05|08:30")).toBe(5);
    expect(map.get("2026-12-05|14:00")).toBe(2);
  });
});

describe("availability", () => {
  const departures = expand(
    [rule({ weekdays: [6], startTimes: ["08:30", "14:00"], seats: 10 })],
    [exception({ date: "2026-12-12", kind: "closed", note: "Cyclone warning" })],
  );
  const base = { departures, timeZone: MU, minDate: "2026-12-01", now: new Date("2026-11-29T06:00:00Z") };

  it("says seats left and a status per departure", () => {
    const booked = new Map([
      ["2026-12-05|08:30", 10],
      ["2026-12-05|14:00", 3],
      ["2026-12-12|08:30", 1],
    ]);
    const list = availability({ ...base, booked });
    expect(list.map((d) => [d.date, d.startTime, d.seatsLeft, d.status])).toEqual([
      ["2026-12-05", "08:30", 0, "sold-out"],
      ["2026-12-05", "14:00", 7, "open"],
      ["2026-12-12", "08:30", 9, "closed"],
      ["2026-12-12", "14:00", 10, "closed"],
    ]);
  });

  it("never shows fewer than 0 seats when staff lowered the seats below those booked", () => {
    const list = availability({ ...base, booked: new Map([["2026-12-05|14:00", 14]]) });
    expect(list[1]).toMatchObject({ seatsTaken: 14, seatsLeft: 0, status: "sold-out" });
  });

  it("keeps the today-plus-2 floor whatever the cut-off", () => {
    const list = availability({ ...base, booked: new Map(), minDate: "2026-12-06", cutoffHours: 0 });
    expect(list[0].status).toBe("too-soon");
  });
});

describe("the cut-off, around midnight in Mauritius (UTC+4)", () => {
  // 00:30 on Saturday 5 December in Port Louis is 20:30 UTC on Friday the 4th; 24 hours before is 20:30 UTC on the 3rd.
  const departures = expand([rule({ weekdays: [6], startTimes: ["00:30", "08:30"] })], [], "2026-12-05", "2026-12-05");
  const at = (iso: string, cutoffHours = 24) =>
    availability({
      departures,
      booked: new Map(),
      now: new Date(iso),
      timeZone: MU,
      cutoffHours,
      minDate: "2026-12-01",
    }).map((d) => d.status);

  it("closes 24 hours before the start on the Mauritius clock, not the UTC one", () => {
    expect(at("2026-12-03T20:29:00Z")).toEqual(["open", "open"]);
    expect(at("2026-12-03T20:30:00Z")).toEqual(["open", "open"]); // exactly at the cut-off: still open
    expect(at("2026-12-03T20:31:00Z")).toEqual(["past-cutoff", "open"]);
    expect(at("2026-12-04T04:31:00Z")).toEqual(["past-cutoff", "past-cutoff"]);
  });

  it("does not take the start as UTC (which would keep it open 4 hours too long)", () => {
    // 23:00 UTC on the 3rd is 03:00 on the 4th in Mauritius: 21.5 hours before the 00:30 start.
    expect(at("2026-12-03T23:00:00Z")[0]).toBe("past-cutoff");
  });

  it("reports when bookings close", () => {
    const [first] = availability({
      departures,
      booked: new Map(),
      now: new Date("2026-12-01T00:00:00Z"),
      timeZone: MU,
      minDate: "2026-12-01",
    });
    expect(first.closesAt.toISOString()).toBe("2026-12-03T20:30:00.000Z");
  });

  it("with a cut-off of 0 closes at the start itself", () => {
    expect(at("2026-12-04T20:29:59Z", 0)[0]).toBe("open");
    expect(at("2026-12-04T20:30:01Z", 0)[0]).toBe("past-cutoff");
  });

  it("moves the first bookable date at midnight in Mauritius", () => {
    expect(availabilityWindow({ now: new Date("2026-12-02T19:59:00Z"), timeZone: MU })).toEqual({
      today: "2026-12-02",
      minDate: "2026-12-04",
      from: "2026-12-02",
      to: "2027-03-01",
    });
    expect(availabilityWindow({ now: new Date("2026-12-02T20:01:00Z"), timeZone: MU })).toMatchObject({
      today: "2026-12-03",
      minDate: "2026-12-05",
    });
  });

  it("reads 90 days, today included", () => {
    const { from, to } = availabilityWindow({ now: new Date("2026-12-02T08:00:00Z"), timeZone: MU });
    expect(
      expandDepartures({ rules: [rule({ weekdays: [1, 2, 3, 4, 5, 6, 7] })], exceptions: [], from, to }),
    ).toHaveLength(90);
  });
});

describe("checking a booking request", () => {
  const rules = [
    rule({ id: 1, weekdays: [6], startTimes: ["08:30"], seats: 10 }),
    rule({ id: 2, weekdays: [7], startTimes: ["08:30", "14:00"], seats: 10 }),
  ];
  const exceptions = [
    exception({ date: "2026-12-12", kind: "closed", note: "Cyclone warning." }),
    exception({ date: "2026-12-19", kind: "closed" }),
    exception({ date: "2026-12-13", startTime: "14:00", kind: "closed", note: "Boat in repair" }),
  ];
  const all = availability({
    departures: expandDepartures({ rules, exceptions, from: "2026-12-01", to: "2026-12-31" }),
    booked: new Map([
      ["2026-12-05|08:30", 7],
      ["2026-12-06|08:30", 10],
      ["2026-12-06|14:00", 9],
    ]),
    now: new Date("2026-12-01T06:00:00Z"),
    timeZone: MU,
    minDate: "2026-12-03",
  });
  const check = (date: string, startTime: string | null, adults: number, children = 0) =>
    checkRequest({
      departuresOfDate: all.filter((d) => d.date === date),
      date,
      startTime,
      party: { adults, children },
      minDate: "2026-12-03",
    });
  /** What a refused request answers: the field to mark and the message under it. */
  const refused = (field: string, message: string) => ({ ok: false, field, message });

  it("accepts a party that fits, picking the only start of the day", () => {
    const result = check("2026-12-05", null, 2, 1);
    expect(result.ok).toBe(true);
    expect(result.ok && result.departure).toMatchObject({ date: "2026-12-05", startTime: "08:30", seatsLeft: 3 });
  });

  it("refuses a date with no departure", () => {
    expect(check("2026-12-08", null, 2)).toEqual(refused("date", "There is no departure on Tue, 8 December 2026."));
  });

  it("refuses a closed date, with its note when there is one", () => {
    expect(check("2026-12-12", null, 2)).toEqual(
      refused("date", "There is no departure on Sat, 12 December 2026: Cyclone warning."),
    );
    expect(check("2026-12-19", "08:30", 2)).toEqual(refused("date", "There is no departure on Sat, 19 December 2026."));
  });

  it("asks for a start time when the day has several, and refuses one it does not have or that is closed", () => {
    expect(check("2026-12-06", null, 1)).toEqual(refused("startTime", "Please choose a start time"));
    expect(check("2026-12-06", "10:00", 1)).toEqual(
      refused("startTime", "There is no departure on Sun, 6 December 2026 at 10:00."),
    );
    expect(check("2026-12-13", "14:00", 1)).toEqual(
      refused("startTime", "There is no departure on Sun, 13 December 2026 at 14:00: Boat in repair."),
    );
    // With one start closed, the other is the day's only departure.
    expect(check("2026-12-13", null, 1)).toMatchObject({ ok: true, departure: { startTime: "08:30" } });
  });

  it("refuses more people than seats, saying how many are left (adults and children count; infants do not)", () => {
    expect(check("2026-12-05", null, 2, 2)).toEqual(refused("adults", "Only 3 seats left on Sat, 5 December 2026."));
    expect(check("2026-12-06", "14:00", 2)).toEqual(
      refused("adults", "Only 1 seat left on Sun, 6 December 2026 at 14:00."),
    );
    expect(check("2026-12-06", "14:00", 1)).toMatchObject({ ok: true });
  });

  it("says a sold-out departure is sold out", () => {
    expect(check("2026-12-06", "08:30", 1)).toEqual(
      refused("startTime", "Only 0 seats left on Sun, 6 December 2026 at 08:30. This departure is sold out."),
    );
  });

  it("refuses a date before the floor with the booking form's words", () => {
    expect(check("2026-12-02", null, 1)).toEqual(
      refused("date", "Please choose Thu, 3 December 2026 or later: we need 2 days to prepare your day"),
    );
  });

  it("refuses a departure past its cut-off", () => {
    const late = availability({
      departures: expandDepartures({ rules, exceptions: [], from: "2026-12-05", to: "2026-12-05" }),
      booked: new Map(),
      now: new Date("2026-12-04T05:00:00Z"), // 09:00 on Friday in Mauritius, 23.5 hours before the start
      timeZone: MU,
      minDate: "2026-12-03",
    });
    expect(
      checkRequest({
        departuresOfDate: late,
        date: "2026-12-05",
        party: { adults: 1, children: 0 },
        minDate: "2026-12-03",
      }),
    ).toEqual(
      refused(
        "date",
        "Bookings for Sat, 5 December 2026 at 08:30 close 24 hours before the start. Please choose a later date.",
      ),
    );
  });
});

describe("offering departures", () => {
  const list = availability({
    departures: expand(
      [rule({ weekdays: [2, 6], seats: 4 })],
      [exception({ date: "2026-12-08", kind: "closed" })],
      "2026-12-01",
      "2026-12-31",
    ),
    booked: new Map([
      ["2026-12-05|08:30", 4],
      ["2026-12-12|08:30", 3],
    ]),
    now: new Date("2026-11-30T06:00:00Z"),
    timeZone: MU,
    minDate: "2026-12-02",
  });

  it("offers the next open departures with room for the party", () => {
    expect(nextAvailable(list, 3).map((d) => d.date)).toEqual(["2026-12-12", "2026-12-15", "2026-12-19"]);
    expect(nextAvailable(list, 2, { seats: 2 }).map((d) => d.date)).toEqual(["2026-12-15", "2026-12-19"]);
    expect(nextAvailable(list, 2, { from: "2026-12-16" }).map((d) => d.date)).toEqual(["2026-12-19", "2026-12-22"]);
    expect(nextAvailable(list, 0)).toEqual([]);
  });

  it("labels seats as guests read them", () => {
    expect(seatsLabel(12, en)).toBe("12 seats left");
    expect(seatsLabel(1, en)).toBe("1 seat left");
    expect(seatsLabel(0, en)).toBe("Sold out");
    const byDate = (date: string) => list.find((d) => d.date === date) as AvailableDeparture;
    expect(departureLabel(byDate("2026-12-01"), en)).toBe("Too soon to book");
    expect(departureLabel(byDate("2026-12-05"), en)).toBe("Sold out");
    expect(departureLabel(byDate("2026-12-08"), en)).toBe("Closed");
    expect(departureLabel(byDate("2026-12-12"), en)).toBe("1 seat left");
  });

  it("sends the calendar each departure's seats from the first bookable date, by day", () => {
    const seats = departureSeats(list);
    expect(seats[0]).toEqual(["2026-12-05", "08:30", 0, "sold-out"]);
    expect(seats).toContainEqual(["2026-12-08", "08:30", 4, "closed"]);
    const days = seatsByDay([...seats, ["2026-12-12", "13:30", 0, "sold-out"]]);
    expect(days.get("2026-12-05")).toMatchObject({ bookable: false });
    expect(dayLabel(days.get("2026-12-05")!, en)).toBe("Sold out");
    expect(days.get("2026-12-12")).toMatchObject({ bookable: true });
    expect(dayLabel(days.get("2026-12-12")!, en)).toBe("08:30: 1 seat left, 13:30: Sold out");
    expect(days.has("2026-12-01")).toBe(false);
  });
});
