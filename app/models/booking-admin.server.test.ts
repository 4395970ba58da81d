import { describe, expect, it } from "vitest";
import { listAllBookings, listBookings } from "./booking-admin.server";
import { createBooking } from "./booking.server";

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
    { ...input, name: "Priya", surname: "Ramdin", email: "Priya.Ramdin@Example.mu", phone: "+230 5712 9876", date: "2020-02-02" },
    opts,
  );
  const { booking: literal } = createBooking({ ...input, name: "Ann_50%", surname: "Lee", email: "ann@x.mu", date: "2020-02-03" }, opts);
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
