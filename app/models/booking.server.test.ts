import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox } from "~/db/schema";
import { guestMailsOf } from "../../tests/fixtures/booking-records";
import { FormKeyReusedError } from "./form-key.server";
import { getDb } from "~/db/db.server";
import { bookingWindow, createBooking, getBooking, newBookingReference, type Booking } from "./booking.server";

const input = {
  name: "A",
  surname: "B",
  email: "a@b.mu",
  phone: "+23057123456",
  date: "2030-01-01",
  adults: 2,
  children: 0,
  infants: 1,
};
const opts = { packageId: "p", packageTitle: "Day out", userId: null, humanChecked: true };

describe("booking references", () => {
  it("are easy to read out: three groups of four, without 0, O, 1, I, L or U", () => {
    for (let i = 0; i < 500; i++)
      expect(newBookingReference()).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$/);
  });
  it("do not repeat", () => {
    const refs = new Set(Array.from({ length: 10_000 }, newBookingReference));
    expect(refs.size).toBe(10_000);
  });
});

describe("the 2-day minimum around midnight in Mauritius (UTC+4)", () => {
  it("at 23:59:59 in Port Louis the first bookable day is the day after tomorrow", () => {
    expect(bookingWindow(new Date("2026-03-10T19:59:59Z")).minDate).toBe("2026-03-12");
  });
  it("one second later, past midnight there, it moves on a day, though it is still the 10th in UTC", () => {
    expect(bookingWindow(new Date("2026-03-10T20:00:00Z")).minDate).toBe("2026-03-13");
  });
});

describe("createBooking", () => {
  it("saves a Pending booking with the package copied and an ISO time", () => {
    const { booking, duplicate } = createBooking(input, { ...opts, formKey: null });
    expect(duplicate).toBe(false);
    expect(getBooking(booking.reference)).toMatchObject({
      status: "Pending",
      packageTitle: "Day out",
      packageId: "p",
      infants: 1,
    });
    expect(new Date(booking.time).toISOString()).toBe(booking.time);
  });
  it("returns the first booking for a repeated form key", () => {
    const first = createBooking(input, { ...opts, formKey: "key-1" });
    const second = createBooking(input, { ...opts, formKey: "key-1" });
    expect(second.duplicate).toBe(true);
    expect(second.booking.reference).toBe(first.booking.reference);
  });
  it.each([
    ["another package", {}, { packageId: "q", packageTitle: "Another day" }],
    ["another person", { name: "Someone", surname: "Else" }, {}],
    ["another e-mail", { email: "other@b.mu" }, {}],
    ["another phone", { phone: "+23057000000" }, {}],
    ["another date", { date: "2030-01-02" }, {}],
    ["another party", { adults: 3 }, {}],
    ["another message", { message: "Pick us up" }, {}],
  ])("refuses a repeated form key with %s, and saves nothing", (_, changed, changedOpts) => {
    const key = `key-${crypto.randomUUID()}`;
    const first = createBooking(input, { ...opts, formKey: key });
    expect(() => createBooking({ ...input, ...changed }, { ...opts, ...changedOpts, formKey: key })).toThrow(
      FormKeyReusedError,
    );
    expect(getBooking(first.booking.reference)).toMatchObject({ name: "A", packageId: "p", adults: 2 });
    expect(getDb().select().from(bookings).where(eq(bookings.formKey, key)).all()).toHaveLength(1);
  });
  const email = (b: Booking) => ({
    recipient: b.email,
    subject: `Booking Ref ${b.reference}`,
    plainTextMessage: "x",
    htmlMessage: "x",
    related: `booking:${b.reference}`,
  });
  it("records the booking's e-mail in the outbox with it, once: a repeated form key records none", () => {
    const first = createBooking(input, { ...opts, formKey: "key-mail", email });
    const second = createBooking(input, { ...opts, formKey: "key-mail", email });
    expect(first.emailId).not.toBeNull();
    expect(second.emailId).toBeNull();
    expect(guestMailsOf(first.booking.reference)).toMatchObject([
      { id: first.emailId, subject: `Booking Ref ${first.booking.reference}` },
    ]);
  });
  it("records the operator's notice beside the guest's e-mail, once: a repeated form key records none", () => {
    const staffEmail = (b: Booking) => ({
      recipient: "staff@lagoon.example",
      subject: `New booking request ${b.reference}`,
      plainTextMessage: "x",
      htmlMessage: "x",
      related: `booking-staff:${b.reference}`,
    });
    const first = createBooking(input, { ...opts, formKey: "key-staff", email, staffEmail });
    const second = createBooking(input, { ...opts, formKey: "key-staff", email, staffEmail });
    expect(first.staffEmailId).not.toBeNull();
    expect(first.staffEmailId).not.toBe(first.emailId);
    expect(second.staffEmailId).toBeNull();
    const rows = getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.related, `booking-staff:${first.booking.reference}`))
      .all();
    expect(rows).toMatchObject([{ id: first.staffEmailId, recipient: "staff@lagoon.example" }]);
  });
  it("keeps neither the booking nor its e-mail when the e-mail cannot be recorded", () => {
    let reference = "";
    expect(() =>
      createBooking(input, {
        ...opts,
        formKey: "key-broken-mail",
        email: (b) => {
          reference = b.reference;
          return { ...email(b), subject: null as unknown as string }; // violates NOT NULL
        },
      }),
    ).toThrow();
    expect(getBooking(reference)).toBeNull();
    expect(guestMailsOf(reference)).toEqual([]);
  });
});
