import { describe, expect, it } from "vitest";
import { bookingChangedMail } from "./booking-changed";
import { sampleBooking, samplePickup } from "./sample-booking";

const before = sampleBooking({ ...samplePickup, state: "confirmed", status: "Confirmed" });
const after = { ...before, date: "2030-05-06", adults: 3, total: 12250, pickupTime: "07:30" };
const site = { siteName: "Lagoon & Leaf Escapes", timeZone: "Indian/Mauritius", manageLink: "https://x.mu/manage/t" };

describe("the booking-changed e-mail", () => {
  it("lists only what changed, before and now side by side, with the manage link", () => {
    const mail = bookingChangedMail.build({ booking: after, before, ...site });
    expect(mail.subject).toBe(`Your booking ${before.reference} has changed`);
    expect(mail.recipient).toBe(before.email);
    const text = mail.plainTextMessage;
    expect(text).toMatch(/Departure: Sat 4 May 2030, 08:30.* → Mon 6 May 2030, 08:30/);
    expect(text).toContain("Party: 2 adults, 1 child, 0 infants → 3 adults, 1 child, 0 infants");
    expect(text).toMatch(/Pickup time: 07:45.* → 07:30/);
    expect(text).toMatch(/Total: .*MUR 8,750 → .*MUR 12,250/);
    expect(text).not.toMatch(/^Email:/m);
    expect(text).not.toMatch(/^Pickup:/m);
    expect(text).toContain("Manage your booking: https://x.mu/manage/t");
    expect(mail.htmlMessage).toContain('<th align="left">Before</th>');
  });

  it("is in the booking's language", () => {
    const fr = bookingChangedMail.build({
      booking: { ...after, language: "fr" },
      before: { ...before, language: "fr" },
      ...site,
    });
    expect(fr.subject).toBe(`Votre réservation ${before.reference} a changé`);
    expect(fr.plainTextMessage).toContain("Voici ce qui est différent");
    expect(fr.plainTextMessage).toMatch(/Départ\u00a0: sam\. 4 mai 2030/);
  });
});
