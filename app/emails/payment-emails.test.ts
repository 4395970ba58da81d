import { describe, expect, it } from "vitest";
import { TOKEN_PLACEHOLDER } from "~/models/outbox.server";
import { bookingConfirmedEmail } from "./booking-confirmed";
import { bookingRequestEmail } from "./booking-request";
import { paymentReceiptEmail } from "./payment-receipt";
import { sampleBooking } from "./sample-booking";

// Paying online in the guest's e-mails: the confirmation's and the request's button to the manage page's Payment
// section (only when the sender says so), and the receipt with the rupees, the euros and the rate, in the booking's
// language.

const site = "Lagoon & Leaf Escapes";
const manage = `https://lagoonandleaf.mu/manage/${TOKEN_PLACEHOLDER}`;
const confirmed = sampleBooking({ status: "Confirmed", state: "confirmed", total: 7000, depositDue: 175000 });
const pkg = { meetingPoint: "Jetty", recommended: [] };

describe("the pay buttons", () => {
  it("go to the Payment section of the manage page, labelled as the page's button", () => {
    const deposit = bookingConfirmedEmail(confirmed, pkg, site, undefined, manage, "deposit");
    expect(deposit.plainTextMessage).toContain(`Pay deposit: ${manage}#payment`);
    const balance = bookingConfirmedEmail(confirmed, pkg, site, undefined, manage, "balance");
    expect(balance.plainTextMessage).toContain(`Pay balance: ${manage}#payment`);
    const request = bookingRequestEmail(sampleBooking(), site, undefined, manage, "deposit");
    expect(request.plainTextMessage).toContain(`Pay deposit: ${manage}#payment`);
  });

  it("are left out without online payment, and in French go to the French page", () => {
    expect(bookingConfirmedEmail(confirmed, pkg, site, undefined, manage, null).plainTextMessage).not.toMatch(/Pay /);
    const french = bookingConfirmedEmail({ ...confirmed, language: "fr" }, pkg, site, undefined, manage, "deposit");
    expect(french.plainTextMessage).toContain(
      `Payer l’acompte: https://lagoonandleaf.mu/fr/manage/${TOKEN_PLACEHOLDER}#payment`.replace(":", "\u00a0:"),
    );
  });
});

describe("the receipt", () => {
  it("says the rupees, the euros charged at the rate, the state in the guest's words and what is left", () => {
    const paid = { ...confirmed, paid: 175000, paymentState: "deposit-paid" as const };
    const mail = paymentReceiptEmail(
      paid,
      { amount: 175000, chargedAmount: 3500, chargedCurrency: "EUR", rate: "50" },
      site,
      manage,
    );
    expect(mail.subject).toBe(`Payment received for booking ${paid.reference}`);
    expect(mail.plainTextMessage).toContain("Amount paid: MUR 1,750");
    expect(mail.plainTextMessage).toContain("Charged: €35.00 at MUR 50 = €1");
    expect(mail.plainTextMessage).toContain("Payment: Deposit paid");
    expect(mail.plainTextMessage).toContain("Left to pay: MUR 5,250");
    expect(mail.plainTextMessage).toContain(`Manage your booking: ${manage}`);
  });

  it("of a charge in rupees says no rate, and Paid in full once nothing is left", () => {
    const paid = { ...confirmed, paid: 700000, paymentState: "paid" as const };
    const mail = paymentReceiptEmail(
      paid,
      { amount: 525000, chargedAmount: 525000, chargedCurrency: "MUR", rate: null },
      site,
    );
    expect(mail.plainTextMessage).not.toContain("Charged:");
    expect(mail.plainTextMessage).toContain("Payment: Paid in full");
    expect(mail.plainTextMessage).toContain("Left to pay: MUR 0");
    expect(mail.plainTextMessage).not.toContain("pay the rest");
  });
});
