import { describe, expect, it } from "vitest";
import { newBookingStaffEmail } from "./new-booking-staff";
import { sampleBooking } from "./sample-booking";

// The guest's own details, as the test quotes them back (a link in the name).
const booking = sampleBooking({
  reference: "ABCD-EFGH-JKMN",
  name: "Priya https://phish.example",
  email: "priya@example.mu",
  phone: "+23057123456",
  message: "We are at the Shandrani.\nAny vegetarian lunch?",
});

const link = "https://lagoon.example/update/booking/ABCD-EFGH-JKMN";
const mail = newBookingStaffEmail(booking, "Lagoon & Leaf Escapes", link, "staff@lagoon.example", "Indian/Mauritius");

describe("the operator's e-mail about a new booking request", () => {
  it("goes to the staff address, with the reference in the subject, outside the per-recipient limit", () => {
    expect(mail.recipient).toBe("staff@lagoon.example");
    expect(mail.subject).toBe("New booking request ABCD-EFGH-JKMN");
    expect("limitPerRecipient" in mail).toBe(false);
  });

  it("gives the booking: package, date, departure in Mauritius time, party and total", () => {
    const text = mail.plainTextMessage;
    expect(text).toContain("Package: Île aux Cerfs Catamaran Day");
    expect(text).toContain("Departure: Sat 4 May 2030, 08:30, Mauritius time (UTC+4)");
    expect(text).toContain("Adults: 2\nChildren: 1\nInfants: 0");
    expect(text).toMatch(/Total: .*8,750/);
  });

  it("quotes the guest's details as theirs, the name's links stripped", () => {
    expect(mail.plainTextMessage).toContain(
      "What the guest sent with the booking form:\n\n> Name: Priya Doolub\n> Email: priya@example.mu\n> Phone: +23057123456\n> Message: We are at the Shandrani.\n> Any vegetarian lunch?",
    );
    expect(mail.htmlMessage).not.toContain("phish");
  });

  it("links to the booking's admin page, in text and HTML", () => {
    expect(mail.plainTextMessage).toContain(`Open the booking: ${link}`);
    expect(mail.htmlMessage).toContain(`<a href="${link}"`);
  });

  it("leaves the departure out for a booking without a start time", () => {
    const dated = newBookingStaffEmail(
      { ...booking, startTime: null },
      "Lagoon & Leaf Escapes",
      link,
      "staff@lagoon.example",
    );
    expect(dated.plainTextMessage).not.toContain("Departure:");
    expect(dated.plainTextMessage).toContain("Date: ");
  });
});
