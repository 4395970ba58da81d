import { describe, expect, it } from "vitest";
import { errorMessage } from "~/utils/error-message";
import { bookingSchema, infantsPerAdultMessage, TERMS_MESSAGE } from "./booking";

const window = { minDate: "2026-03-12", maxDate: "2028-03-10" };
const valid = {
  name: "Priya",
  surname: "Doolub",
  email: "priya@example.mu",
  phone: "+23057123456",
  date: "2026-03-12",
  adults: 1,
  terms: "on",
};
const errorsOf = (input: Record<string, unknown>) => {
  const r = bookingSchema(window).safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("booking schema", () => {
  it("accepts the smallest valid booking and fills children and infants with 0", () => {
    const r = bookingSchema(window).safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ children: 0, infants: 0 });
  });

  it("requires first name, last name, email, phone, date and adults", () => {
    const errors = errorsOf({ terms: "on" });
    for (const field of ["name", "surname", "email", "phone", "date", "adults"]) {
      expect(
        errors.some((e) => e.startsWith(`${field}:`)),
        field,
      ).toBe(true);
    }
  });

  it("needs the terms accepted, with the specification's message", () => {
    expect(errorsOf({ ...valid, terms: undefined })).toEqual([`terms: ${TERMS_MESSAGE}`]);
    expect(TERMS_MESSAGE).toBe("Please accept the terms and agreement.");
  });

  it("gives each refusal as its message id with its values: the dates as ISO days, the counts' range", () => {
    expect(errorsOf({ ...valid, date: "2026-03-11" })).toEqual([
      `date: ${errorMessage("Please choose {date} or later: we need 2 days to prepare your day", { date: "2026-03-12" })}`,
    ]);
    expect(errorsOf({ ...valid, date: "2028-03-11" })).toEqual([
      `date: ${errorMessage("We take bookings up to {date}", { date: "2028-03-10" })}`,
    ]);
    expect(errorsOf({ ...valid, date: "2027-02-30" })).toEqual([`date: ${errorMessage("Please choose a date")}`]);
    expect(errorsOf({ ...valid, adults: 0 })).toEqual([
      `adults: ${errorMessage("Please choose between {min} and {max} adults", { min: 1, max: 10 })}`,
    ]);
    expect(errorsOf({ ...valid, children: 11 })).toEqual([
      `children: ${errorMessage("Please choose between {min} and {max} children", { min: 0, max: 10 })}`,
    ]);
    expect(errorsOf({ ...valid, infants: 1.5 })).toEqual([
      `infants: ${errorMessage("Please choose the number of infants")}`,
    ]);
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual([
      `name: ${errorMessage("Please keep this under {max} characters", { max: 100 })}`,
    ]);
    expect(errorsOf({ ...valid, name: " " })).toEqual([`name: ${errorMessage("Please enter your first name")}`]);
    expect(errorsOf({ ...valid, startTime: "25:00" })).toEqual([
      `startTime: ${errorMessage("Please choose a start time")}`,
    ]);
    expect(errorsOf({ ...valid, pickup: "0" })).toEqual([
      `pickup: ${errorMessage("Please choose a pickup place from the list, or the meeting point")}`,
    ]);
    expect(errorsOf({ ...valid, message: "x".repeat(2001) })).toEqual([
      `message: ${errorMessage("Please keep your message under 2000 characters")}`,
    ]);
  });

  it.each([
    ["the day before the minimum", "2026-03-11", false],
    ["the minimum (today plus 2 days)", "2026-03-12", true],
    ["the last day taken", "2028-03-10", true],
    ["after the last day", "2028-03-11", false],
    ["a date that does not exist", "2026-02-30", false],
    ["not a date", "12/03/2026", false],
  ])("date: %s", (_, date, ok) => {
    expect(errorsOf({ ...valid, date }).length === 0).toBe(ok);
  });

  it.each([
    ["adults", 0, false],
    ["adults", 1, true],
    ["adults", 10, true],
    ["adults", 11, false],
    ["adults", 1.5, false],
    ["children", -1, false],
    ["children", 0, true],
    ["children", 10, true],
    ["children", 11, false],
    ["infants", 0, true],
    ["infants", 2, true],
    ["infants", 11, false],
  ])("%s = %d", (field, value, ok) => {
    expect(errorsOf({ ...valid, [field]: value }).length === 0).toBe(ok);
  });

  it("takes at most two infants per adult, the message on the infants field (issue 27)", () => {
    expect(errorsOf({ ...valid, adults: 1, infants: 2 })).toEqual([]);
    expect(errorsOf({ ...valid, adults: 1, infants: 3 })).toEqual([`infants: ${infantsPerAdultMessage(1)}`]);
    const atMost = (max: number) =>
      `infants: ${errorMessage("Please choose at most {max} infants: two per adult", { max })}`;
    expect(errorsOf({ ...valid, adults: 1, infants: 10 })).toEqual([atMost(2)]);
    expect(errorsOf({ ...valid, adults: 4, infants: 8 })).toEqual([]);
    expect(errorsOf({ ...valid, adults: 4, infants: 9 })).toEqual([atMost(8)]);
    // Said while another field is still wrong, so the visitor sees every problem at once.
    expect(errorsOf({ ...valid, name: "", adults: 1, infants: 5 })).toContain(atMost(2));
  });

  it("uses the specification's messages for email and phone", () => {
    expect(errorsOf({ ...valid, email: "a@b" })).toEqual([`email: ${errorMessage("Invalid email address")}`]);
    expect(errorsOf({ ...valid, phone: "+230 57123456" })).toEqual([`phone: ${errorMessage("Invalid phone number")}`]);
  });
});
