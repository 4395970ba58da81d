import { describe, expect, it } from "vitest";
import type { Booking } from "~/models/booking.server";
import { bookingConfirmedEmail } from "./booking-confirmed";
import { bookingRequestEmail } from "./booking-request";
import { sampleBooking } from "./sample-booking";

// What the 'Booking Ref' e-mail and the confirmation promise (issue 31): the package's free cancellation with the
// booking's departure (Sat 4 May 2030, 08:30) and what happens after it, and while the request is Pending, when the
// operator answers; in the booking's language, in the HTML and the plain text alike.

const site = "Lagoon & Leaf Escapes";
const zone = "Indian/Mauritius";
const manage = "https://lagoon.example/manage/[hidden]";
const promises = { freeCancelHours: 24, answer: { withinHours: 4, from: "07:00", until: "20:00" } };
const pkg = { meetingPoint: "Jetty", recommended: [], freeCancelHours: 24 };

const request = (over: Partial<Booking> = {}) =>
  bookingRequestEmail(sampleBooking(over), site, zone, manage, null, promises);
const confirmed = (over: Partial<Booking> = {}) =>
  bookingConfirmedEmail(sampleBooking({ status: "Confirmed", state: "confirmed", ...over }), pkg, site, zone, manage);

/** The plain text and the HTML's text, spaces collapsed (the HTML's apostrophes as entities read back). */
const texts = (mail: { plainTextMessage: string; htmlMessage: string }) => [
  mail.plainTextMessage.replace(/\s+/g, " "),
  mail.htmlMessage
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " "),
];

const EN = {
  free: "Free cancellation until Fri 3 May 2030, 08:30 Mauritius time (24 hours before the departure).",
  after: "After that, the booking can no longer be cancelled online: please contact us to change or cancel it.",
  answer: "We answer booking requests within 4 hours, 7:00 to 20:00 Mauritius time.",
};

describe("the promises in the booking e-mails", () => {
  it("the 'Booking Ref' e-mail tells the policy and the answer time in English", () => {
    for (const text of texts(request())) {
      expect(text).toContain(`${EN.free} ${EN.after}`);
      expect(text).toContain(EN.answer);
    }
  });

  it("in French for a French booking", () => {
    for (const text of texts(request({ language: "fr" }))) {
      expect(text).toContain("Annulation gratuite jusqu’au ");
      expect(text).toContain("(24 heures avant le départ). Passé ce délai, la réservation ne peut plus être annulée");
      expect(text).toContain("Nous répondons aux demandes de réservation sous 4 heures, de 7:00 à 20:00");
      expect(text).not.toContain("Free cancellation");
    }
  });

  it("says the package's rule for a booking without a departure time, and no answer time once decided", () => {
    const [text] = texts(request({ startTime: null, state: "confirmed", status: "Confirmed" }));
    expect(text).toContain("Free cancellation up to 24 hours before the departure. After that,");
    expect(text).not.toContain("We answer booking requests");
  });

  it("the confirmation tells the policy (no answer time: it is answered), in English and French", () => {
    for (const text of texts(confirmed())) {
      expect(text).toContain(`${EN.free} ${EN.after}`);
      expect(text).not.toContain("We answer booking requests");
    }
    for (const text of texts(confirmed({ language: "fr" }))) expect(text).toContain("Annulation gratuite jusqu’au ");
  });

  it("tells nothing of a package that is gone", () => {
    const gone = bookingRequestEmail(sampleBooking(), site, zone, manage, null, { ...promises, freeCancelHours: null });
    expect(gone.plainTextMessage).not.toContain("Free cancellation");
    expect(gone.plainTextMessage).toContain(EN.answer);
  });
});
