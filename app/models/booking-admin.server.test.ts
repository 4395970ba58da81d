import { describe, expect, it } from "vitest";
import { testAccount, testPackage } from "../../tests/fixtures/bookings";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { listAudit } from "./audit.server";
import {
  cancelBookingByAdmin,
  cancelDeparture,
  confirmBookingByAdmin,
  declineBookingByAdmin,
  getBookingComments,
  listAllBookings,
  listBookings,
  saveBookingByAdmin,
} from "./booking-admin.server";
import { cancelBookingByClient, createBooking, getBooking } from "./booking.server";
import { packageAvailability } from "./schedule.server";

const input = { name: "A", surname: "B", email: "a@b.mu", phone: "+23057123456", adults: 1, children: 0, infants: 0 };
const opts = { packageId: "p", packageTitle: "Day out", userId: null, humanChecked: true, formKey: null };
const refs = (r: ReturnType<typeof listBookings>) => r.rows.map((b) => b.reference);

describe("admin booking filters around midnight in Mauritius (UTC+4)", () => {
  const { booking } = createBooking({ ...input, date: "2026-03-11" }, opts);

  it("a booking for the 11th is current until 23:59:59 on the 11th in Port Louis", () => {
    const lastSecond = new Date("2026-03-11T19:59:59Z");
    expect(refs(listBookings({ filter: "current", now: lastSecond }))).toContain(booking.reference);
    expect(refs(listBookings({ filter: "expired", now: lastSecond }))).not.toContain(booking.reference);
  });

  it("and expired from midnight there, although it is still the 11th in UTC", () => {
    const midnight = new Date("2026-03-11T20:00:00Z");
    expect(refs(listBookings({ filter: "current", now: midnight }))).not.toContain(booking.reference);
    expect(refs(listBookings({ filter: "expired", now: midnight }))).toContain(booking.reference);
  });

  it("no cancelled booking yet: the Cancelled filter is empty ('No bookings found' on the page)", () => {
    const result = listBookings({ filter: "cancelled" });
    expect(result.rows).toEqual([]);
    expect(result.total).toBe(0);
  });

  it("pages in SQL, ten at a time, sorted by date either way", () => {
    for (let d = 10; d < 31; d++) createBooking({ ...input, date: `2027-01-${d}` }, opts);
    const asc = listBookings({ filter: "all", sort: "asc", page: 1 });
    const desc = listBookings({ filter: "all", sort: "desc", page: 1 });
    expect(asc.rows).toHaveLength(10);
    expect(asc.pageCount).toBe(Math.ceil(asc.total / 10));
    expect(asc.rows[0].date <= asc.rows[9].date).toBe(true);
    expect(desc.rows[0].date).toBe("2027-01-30");
    expect(listBookings({ filter: "all", page: 999 }).page).toBe(asc.pageCount);
  });
});

describe("the admin search", () => {
  const { booking } = createBooking(
    {
      ...input,
      name: "Priya",
      surname: "Ramdin",
      email: "Priya.Ramdin@Example.mu",
      phone: "+230 5712 9876",
      date: "2020-02-02",
    },
    opts,
  );
  const { booking: literal } = createBooking(
    { ...input, name: "Ann_50%", surname: "Lee", email: "ann@x.mu", date: "2020-02-03" },
    opts,
  );
  const find = (q: string) => refs(listBookings({ q }));

  it("finds a booking by reference, first, last and full name, e-mail and phone, ignoring case and outer spaces", () => {
    for (const q of [
      booking.reference,
      booking.reference.toLowerCase(),
      "priya",
      "RAMDIN",
      " Priya Ramdin ",
      "priya.ramdin@example",
      "5712 9876",
      "57129876",
      "+23057129",
    ]) {
      expect(find(q), q).toEqual([booking.reference]);
    }
  });

  it("takes % and _ literally", () => {
    expect(find("_50%")).toEqual([literal.reference]);
    expect(find("%")).toEqual([literal.reference]);
    expect(find("n_5")).toEqual([literal.reference]);
  });

  it("finds nothing for other words, and keeps the filter and the paging", () => {
    expect(find("nobody-by-this-name")).toEqual([]);
    expect(refs(listBookings({ q: "priya", filter: "cancelled" }))).toEqual([]);
    const result = listBookings({ q: "priya", filter: "all" });
    expect(result.total).toBe(1);
    expect(listAllBookings({ q: "ramdin" }).map((b) => b.reference)).toEqual([booking.reference]);
  });
});

describe("the admin's status text never oversells nor revives (issue 27, point 2): a label, and Confirm checks the seats", () => {
  const admin = { id: null, email: "staff@example.mu" };
  const day = (n: number) => addDays(todayIn(getEnv().TZ), n);
  const pkg = testPackage(
    "Reef walk",
    {
      durationMinutes: 120,
      meetingPoint: "Jetty",
      priceAdult: 1000,
      priceChild: 500,
      priceInfant: 0,
      cutoffHours: null,
    },
    [{ weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["08:30"], seats: 4, validFrom: null, validTo: null }],
  );
  const book = (date: string, adults: number, userId: string | null = null) =>
    createBooking({ ...input, date, adults }, { ...opts, packageId: pkg, packageTitle: "Reef walk", userId }).booking;
  const seatsLeft = (date: string) =>
    packageAvailability({ id: pkg, cutoffHours: null }).departures.find((d) => d.date === date)!.seatsLeft;
  const commentsOf = (reference: string) => getBookingComments(reference).map((c) => c.content);
  const auditOf = (reference: string) => listAudit({ target: reference }).rows.length;
  const told = (b: { email: string }) => ({
    recipient: b.email,
    subject: "Updated",
    plainTextMessage: "",
    htmlMessage: "",
  });
  const decline = (reference: string) =>
    expect(declineBookingByAdmin(reference, admin, "Crew short", told).outcome).toBe("done");

  it("'Confirmed' saved on a declined booking whose seats were taken meanwhile is a label: it stays declined, no seat taken", () => {
    const declined = book(day(6), 3);
    decline(declined.reference);
    book(day(6), 2);
    expect(seatsLeft(day(6))).toBe(2);
    for (const status of ["Confirmed", "pending"]) {
      expect(
        saveBookingByAdmin(declined.reference, { status, comment: `Called them (${status})` }, admin),
      ).toMatchObject({ outcome: "saved", changed: true });
      expect(getBooking(declined.reference)).toMatchObject({ state: "declined", status });
      expect(seatsLeft(day(6))).toBe(2);
    }
    expect(commentsOf(declined.reference)).toEqual(["Called them (Confirmed)", "Called them (pending)"]);
  });

  it("and Confirm is refused with the seats left, writing nothing", () => {
    const declined = book(day(10), 3);
    decline(declined.reference);
    book(day(10), 2);
    const audited = auditOf(declined.reference);
    expect(confirmBookingByAdmin(declined.reference, admin, told)).toMatchObject({ outcome: "no-seats", seatsLeft: 2 });
    expect(getBooking(declined.reference)).toMatchObject({ state: "declined", status: "Declined" });
    expect(auditOf(declined.reference)).toBe(audited);
    expect(seatsLeft(day(10))).toBe(2);
  });

  it("a declined booking whose seats are still free is confirmed by Confirm, not by its status text", () => {
    const declined = book(day(7), 3);
    decline(declined.reference);
    saveBookingByAdmin(declined.reference, { status: "Confirmed" }, admin);
    expect(getBooking(declined.reference)?.state).toBe("declined");
    expect(seatsLeft(day(7))).toBe(4);
    expect(confirmBookingByAdmin(declined.reference, admin, told).outcome).toBe("done");
    expect(getBooking(declined.reference)).toMatchObject({ state: "confirmed", status: "Confirmed" });
    expect(seatsLeft(day(7))).toBe(1);
  });

  it("a booking the guest cancelled stays cancelled whatever status is saved: the text kept, the seat not taken again", async () => {
    const client = await testAccount("revive");
    const cancelled = book(day(8), 1, client.id);
    expect(cancelBookingByClient(cancelled.reference, client).outcome).toBe("cancelled");
    book(day(8), 4);
    expect(seatsLeft(day(8))).toBe(0);
    const result = saveBookingByAdmin(cancelled.reference, { status: "Pending", comment: "Asked to come back" }, admin);
    expect(result).toMatchObject({ outcome: "saved", changed: true });
    expect(getBooking(cancelled.reference)).toMatchObject({ state: "cancelled", status: "Pending" });
    expect(commentsOf(cancelled.reference)).toEqual(["Asked to come back"]);
    expect(seatsLeft(day(8))).toBe(0);
    // Nor do the named actions take it back.
    expect(confirmBookingByAdmin(cancelled.reference, admin, told).outcome).toBe("unchanged");
    expect(seatsLeft(day(8))).toBe(0);
  });

  it("and so does one cancelled with its departure", () => {
    const b = book(day(9), 2);
    cancelDeparture(
      { packageId: pkg, date: day(9), startTime: "08:30" },
      { reason: "Swell", close: false },
      admin,
      () => "log",
      (g) => ({
        email: { recipient: g.email, subject: "Cancelled", plainTextMessage: "", htmlMessage: "" },
        bell: { title: "", message: "" },
      }),
    );
    expect(getBooking(b.reference)?.state).toBe("cancelled");
    saveBookingByAdmin(b.reference, { status: "Confirmed" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ state: "cancelled", status: "Confirmed" });
    expect(seatsLeft(day(9))).toBe(4);
  });
});

describe("staff Cancel", () => {
  const admin = { id: null, email: "staff@example.mu" };
  const told = (b: { email: string; status: string }) => ({
    recipient: b.email,
    subject: `Updated to ${b.status}`,
    plainTextMessage: "",
    htmlMessage: "",
  });

  it("cancels a pending or confirmed booking with its reason in the log and the audit, and tells the guest; a second one changes nothing", () => {
    const { booking } = createBooking({ ...input, date: "2030-04-02" }, opts);
    const result = cancelBookingByAdmin(booking.reference, admin, "The guest phoned", told);
    expect(result).toMatchObject({ outcome: "done", booking: { state: "cancelled", status: "Cancelled" } });
    expect(listAudit({ target: booking.reference }).rows[0]).toMatchObject({ action: "booking.status" });
    expect(JSON.stringify(listAudit({ target: booking.reference }).rows[0])).toContain("The guest phoned");
    expect(cancelBookingByAdmin(booking.reference, admin, "Again", told).outcome).toBe("unchanged");
    expect(cancelBookingByAdmin("NOPE-NOPE-NOPE", admin, "None", told).outcome).toBe("not-found");
  });
});
