import { describe, expect, it } from "vitest";
import { departureEvent, type CalendarBooking } from "./calendar.server";

const TZ = "Indian/Mauritius"; // UTC+4 all year
const booking = (over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  reference: "K7QM-4XPT-9HRC",
  packageTitle: "Île aux Cerfs Catamaran Day",
  date: "2030-05-04",
  startTime: "09:30",
  pickupPlace: null,
  pickupTime: null,
  state: "confirmed",
  ...over,
});
const pkg = { durationMinutes: 480, meetingPoint: "Trou d'Eau Douce jetty" };
/** The event's lines, folded ones unfolded (RFC 5545: a line break followed by a space). */
const ics = (b: CalendarBooking) =>
  departureEvent(b, pkg, { timeZone: TZ, host: "lagoon.example" }).replace(/\r\n[ \t]/g, "");
/** An event's properties by name: each line's value after its name and colon. */
const properties = (event: string) =>
  Object.fromEntries(
    event.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1)];
    }),
  );

describe("the calendar file of a booking (issue 27, point 19)", () => {
  it.each([
    {
      what: "starts at the pickup time (in UTC), ends when the day does, and is where the guest is picked up",
      // 07:45 in Mauritius is 03:45 UTC; the day ends 480 minutes after the 09:30 departure (105 + 480 minutes).
      pickup: { pickupPlace: "Shandrani Beachcomber", pickupTime: "07:45" },
      event: {
        DTSTART: "20300504T034500Z",
        DURATION: "PT585M",
        LOCATION: "Shandrani Beachcomber",
        DESCRIPTION:
          "Pickup: Shandrani Beachcomber at 07:45\\, Mauritius time (UTC+4).\\nDeparture: 09:30\\, Mauritius time (UTC+4).",
      },
    },
    {
      what: "without a pickup, starts at the departure, at the meeting point",
      pickup: {},
      event: {
        DTSTART: "20300504T053000Z",
        DURATION: "PT480M",
        LOCATION: "Trou d'Eau Douce jetty",
        DESCRIPTION: "Departure: 09:30\\, Mauritius time (UTC+4).\\nMeeting point: Trou d'Eau Douce jetty.",
      },
    },
  ])("$what", ({ pickup, event }) => {
    expect(properties(ics(booking(pickup)))).toMatchObject(event);
  });

  it("a pickup the evening before a departure just after midnight starts the evening before", () => {
    expect(ics(booking({ startTime: "00:30", pickupPlace: "Le Morne hotel", pickupTime: "23:45" }))).toContain(
      "DTSTART:20300503T194500Z",
    );
  });

  it("sends a guest picked up at another address to no meeting point, and keeps the address out of the file", () => {
    const event = ics(booking({ pickupAddress: "Villa Ylang, Flic en Flac" }));
    expect(event).not.toContain("Trou d'Eau Douce");
    expect(event).not.toContain("Villa Ylang");
    expect(event).toContain("DTSTART:20300504T053000Z");
  });

  it("says whether the day is on: confirmed, tentative while pending, cancelled once cancelled or declined", () => {
    expect(ics(booking())).toContain("STATUS:CONFIRMED");
    expect(ics(booking({ state: "pending" }))).toContain("STATUS:TENTATIVE");
    for (const state of ["cancelled", "declined"] as const) {
      const event = ics(booking({ state }));
      expect(event).toContain("STATUS:CANCELLED");
      expect(event).toContain("SUMMARY:Cancelled: Île aux Cerfs Catamaran Day");
      // A later version of the same event (the same UID), so a calendar that has it replaces it.
      expect(event).toContain("SEQUENCE:1");
    }
  });
});
