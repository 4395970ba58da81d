import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { answerDueAt, answerPromiseText, cancellationPolicy } from "~/utils/guest-promises";
import { departureInstant } from "~/utils/time";

const en = translator("en");
const tz = "Indian/Mauritius";

describe("what the operator promises before a guest decides", () => {
  it("says until when a departure is free to cancel, on the operator's clock", () => {
    const departure = departureInstant("2026-12-05", "09:30", tz);
    expect(cancellationPolicy({ freeCancelHours: 24, departure }, tz, en)).toEqual({
      free: "Free cancellation until Fri 4 Dec 2026, 09:30 Mauritius time (24 hours before the departure)",
      after: "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.",
    });
    expect(cancellationPolicy({ freeCancelHours: 1, departure }, tz, en).free).toBe(
      "Free cancellation until Sat 5 Dec 2026, 08:30 Mauritius time (1 hour before the departure)",
    );
  });

  it("says how long before the departure without one (the package page)", () => {
    expect(cancellationPolicy({ freeCancelHours: 48, departure: null }, tz, en).free).toBe(
      "Free cancellation up to 48 hours before the departure",
    );
    expect(cancellationPolicy({ freeCancelHours: 0, departure: null }, tz, en).free).toBe(
      "Free cancellation until the departure",
    );
  });

  it("words the answer-time promise as people read a clock", () => {
    expect(answerPromiseText({ withinHours: 4, from: "07:00", until: "20:00" }, tz, en)).toBe(
      "We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time",
    );
    expect(answerPromiseText({ withinHours: 1, from: "10:30", until: "18:00" }, tz, en)).toBe(
      "We answer booking requests within 1 hour, 10:30 to 18:00 Mauritius time",
    );
  });
});

describe("when a request is due an answer (answerDueAt)", () => {
  const promise = { withinHours: 4, from: "07:00", until: "20:00" };
  // Mauritius is UTC+4 all year: "2026-12-04T21:00" on its clock is 17:00 UTC.
  const at = (local: string) => new Date(`${local}:00+04:00`);
  const due = (local: string, p = promise) => answerDueAt(at(local), p, tz).toISOString();

  it("counts only the answering hours of the operator's day", () => {
    expect(due("2026-12-04T10:00")).toBe(at("2026-12-04T14:00").toISOString());
    // After closing: from the next opening.
    expect(due("2026-12-04T21:00")).toBe(at("2026-12-05T11:00").toISOString());
    // Part before closing, the rest the next morning.
    expect(due("2026-12-04T18:30")).toBe(at("2026-12-05T09:30").toISOString());
    // Before opening: from the opening, the same day.
    expect(due("2026-12-04T05:00")).toBe(at("2026-12-04T11:00").toISOString());
    // Exactly at closing.
    expect(due("2026-12-04T16:00")).toBe(at("2026-12-04T20:00").toISOString());
  });

  it("runs across several days when the promise is longer than a day's hours", () => {
    // 13 hours a day: 30 hours are 13 + 13 + 4.
    expect(due("2026-12-04T07:00", { ...promise, withinHours: 30 })).toBe(at("2026-12-06T11:00").toISOString());
    expect(due("2026-12-31T19:00", { ...promise, withinHours: 14 })).toBe(at("2027-01-01T20:00").toISOString());
  });

  it('takes "24:00" as the end of the day, a request after midnight in the same window', () => {
    const late = { withinHours: 2, from: "18:00", until: "24:00" };
    expect(due("2026-12-04T23:00", late)).toBe(at("2026-12-05T19:00").toISOString());
    expect(due("2026-12-04T21:00", late)).toBe(at("2026-12-04T23:00").toISOString());
    const allDay = { withinHours: 4, from: "00:00", until: "24:00" };
    expect(due("2026-12-04T22:30", allDay)).toBe(at("2026-12-05T02:30").toISOString());
  });
});
