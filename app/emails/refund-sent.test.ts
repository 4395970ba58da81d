import { describe, expect, it } from "vitest";
import { sampleBooking } from "./sample-booking";
import { bookingCancelledEmail } from "./booking-cancelled";
import { bookingDeclinedEmail } from "./booking-declined";
import { departureCancelledEmail } from "./departure-cancelled";
import { refundSentEmail, type RefundNote } from "./refund-sent";

const site = "Lagoon & Leaf Escapes";
const zone = "Indian/Mauritius";
const paypal: RefundNote = { provider: "paypal", chargedAmount: 7_000, chargedCurrency: "EUR" };
const stripe: RefundNote = { provider: "stripe", chargedAmount: 350_000, chargedCurrency: "MUR" };

describe("what the guest is told of refunds", () => {
  const b = { ...sampleBooking(), status: "Cancelled", state: "cancelled" as const };

  it("the cancellation e-mails say each online payment is on its way back, and where; nothing when none", () => {
    const weather = departureCancelledEmail(b, "Swell", "https://x.mu/book/p", site, zone, undefined, [paypal]);
    expect(weather.plainTextMessage).toContain(
      "Your online payment of €70.00 is being refunded to your PayPal account.",
    );
    const declined = bookingDeclinedEmail(b, "Full", [], site, zone, undefined, [stripe]);
    expect(declined.plainTextMessage).toContain("Your online payment of MUR 3,500 is being refunded to your card.");
    expect(bookingCancelledEmail(b, site, zone).plainTextMessage).not.toContain("being refunded");
  });

  it("in French for a French booking, the refund's own e-mail too", () => {
    const fr = { ...b, language: "fr" };
    expect(bookingCancelledEmail(fr, site, zone, undefined, [paypal]).plainTextMessage).toContain(
      "Votre paiement en ligne de 70,00\u00a0€ est en cours de remboursement sur votre compte PayPal.",
    );
    const done = refundSentEmail(fr, { ...paypal, amount: 350_000 }, site, zone);
    expect(done.subject).toBe(`Votre remboursement pour la réservation ${b.reference}`);
    expect(done.plainTextMessage).toContain(
      `Nous avons remboursé MUR 3\u00a0500 pour votre réservation ${b.reference}.`,
    );
  });
});
