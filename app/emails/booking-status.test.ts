import { describe, expect, it } from "vitest";
import { bookingConfirmedEmail } from "./booking-confirmed";
import { bookingDeclinedEmail } from "./booking-declined";
import { bookingStatusEmail } from "./booking-updated";
import { sampleBooking } from "./sample-booking";

// A confirmed booking whose guest wrote links, a phone and a name that must never be quoted back.
const booking = sampleBooking({
  reference: "ABCD-EFGH-JKMN",
  name: "Priya https://phish.example",
  email: "priya@example.mu",
  phone: "+23057123456",
  message: "Call me on https://phish.example",
  infants: 1,
  startTime: "09:30",
  status: "Confirmed",
  state: "confirmed",
});
const site = "Lagoon & Leaf Escapes";

describe("the e-mails of an admin's decision", () => {
  it("never quote the guest's own name, phone or message back", () => {
    for (const mail of [
      bookingConfirmedEmail(booking, { meetingPoint: "Jetty", recommended: [] }, site),
      bookingDeclinedEmail(booking, "Full", [], site),
      bookingStatusEmail(booking, site),
    ]) {
      expect(mail.plainTextMessage).not.toMatch(/phish|Priya|\+23057123456/);
      expect(mail.htmlMessage).not.toMatch(/phish|Priya|\+23057123456/);
      expect(mail.limitPerRecipient).toBe(false);
    }
  });

  it("the confirmation: departure in Mauritius time, party, total, meeting point; no 'What to bring' when the list is empty", () => {
    const mail = bookingConfirmedEmail(booking, { meetingPoint: "Trou d'Eau Douce jetty", recommended: [] }, site);
    expect(mail.plainTextMessage).toContain("Departure: Sat 4 May 2030, 09:30, Mauritius time (UTC+4)");
    expect(mail.plainTextMessage).toContain("Party: 2 adults, 1 child, 1 infant");
    expect(mail.plainTextMessage).toContain("= MUR 8,750");
    expect(mail.plainTextMessage).toContain("Meeting point: Trou d'Eau Douce jetty");
    expect(mail.plainTextMessage).not.toContain("What to bring");
  });

  it("the refusal quotes the operator's reason, escaped in HTML, and says so when no other departure has seats", () => {
    const mail = bookingDeclinedEmail(booking, "Rough sea <b>forecast</b>\nSorry", [], site);
    expect(mail.plainTextMessage).toContain("> Rough sea <b>forecast</b>\n> Sorry");
    expect(mail.htmlMessage).toContain("Rough sea &lt;b&gt;forecast&lt;/b&gt;");
    expect(mail.plainTextMessage).toContain("No other departure of this package has seats for your party");
  });

  it("the refusal's departures read one a line under their title: the departure, its seats, its link", () => {
    const next = [
      { date: "2030-05-05", startTime: "09:30", seatsLeft: 1, link: "https://x.mu/book/day?date=2030-05-05" },
    ];
    const mail = bookingDeclinedEmail(booking, "Full", next, site);
    expect(mail.plainTextMessage).toContain(
      "These departures still have seats for your party; book one on our website:\n" +
        "- Sun 5 May 2030, 09:30, Mauritius time (UTC+4) — 1 seat left: https://x.mu/book/day?date=2030-05-05\n\nWarm regards,",
    );
    expect(mail.htmlMessage).toContain('href="https://x.mu/book/day?date=2030-05-05"');
  });
});
