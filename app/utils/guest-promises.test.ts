import { describe, expect, it } from "vitest";
import { translator } from "~/utils/i18n.server";
import { answerPromiseText, cancellationPolicy } from "~/utils/guest-promises";
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
