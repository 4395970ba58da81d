import { describe, expect, it } from "vitest";
import { departureCancelledEmail } from "./departure-cancelled";
import { departureMessageEmail } from "./departure-message";

const b = {
  reference: "K7QM-4XPT-9HRC",
  email: "guest@example.mu",
  packageTitle: "Blue Bay",
  date: "2026-12-05",
  startTime: "09:00",
  adults: 2,
  children: 1,
  infants: 0,
  pickupPlace: "LUX Grand Baie",
  pickupZone: "North",
  pickupTime: "07:50",
};

const siteName = "Lagoon & Leaf Escapes";
const zone = "Indian/Mauritius";

/** Staff's message to everyone on `b`'s departure, as `b`'s guest gets it. */
const staffMessage = (message: { subject: string; message: string }) =>
  departureMessageEmail(b, message, siteName, zone);

describe("the departure e-mails", () => {
  it("a cancellation says which departure, why, the booking, and where to book another date", () => {
    const mail = departureCancelledEmail(
      b,
      "Strong winds: the coast guard closed the lagoon",
      "https://x.mu/book/blue-bay",
      siteName,
      zone,
    );
    expect(mail.subject).toBe("Departure cancelled: Blue Bay on Sat 5 Dec 2026");
    expect(mail.recipient).toBe("guest@example.mu");
    for (const text of [
      "Strong winds: the coast guard closed the lagoon",
      "K7QM-4XPT-9HRC",
      "https://x.mu/book/blue-bay",
      "09:00, Mauritius time (UTC+4)",
    ]) {
      expect(mail.plainTextMessage).toContain(text);
    }
    expect(mail.htmlMessage).toContain('href="https://x.mu/book/blue-bay"');
  });

  it("staff's message keeps their subject and line breaks, escaped in HTML, not quoted as the guest's", () => {
    const mail = staffMessage({ subject: "Bring a hat", message: "Sunny <b>day</b>\nSee you at 07:50" });
    expect(mail.subject).toBe("Bring a hat");
    expect(mail.plainTextMessage).toContain("Sunny <b>day</b>\nSee you at 07:50");
    expect(mail.plainTextMessage).not.toContain("> ");
    expect(mail.htmlMessage).toContain("Sunny &lt;b&gt;day&lt;/b&gt;<br>See you at 07:50");
    expect(mail.plainTextMessage).toContain("Pickup: LUX Grand Baie (North) at 07:50");
  });

  it("the plain text keeps a title's lines right under it, as the string e-mails had them", () => {
    const mail = staffMessage({ subject: "Hat", message: "Sunny" });
    expect(mail.plainTextMessage).toBe(
      "Hello,\n\nSunny\n\nYour booking:\nBooking reference: K7QM-4XPT-9HRC\nPackage: Blue Bay\n" +
        "Departure: Sat 5 Dec 2026, 09:00, Mauritius time (UTC+4)\nParty: 2 adults, 1 child, 0 infants\n" +
        "Pickup: LUX Grand Baie (North) at 07:50\n\nWarm regards,\nThe Lagoon & Leaf Escapes team",
    );
  });
});
