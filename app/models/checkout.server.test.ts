import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { checkouts, notifications } from "~/db/schema";
import { bookingRow, testAccount } from "../../tests/fixtures/bookings";
import { guestMailsOf, ledgerOf } from "../../tests/fixtures/booking-records";
import { getBooking } from "./booking.server";
import {
  checkoutCreated,
  getCheckout,
  openCheckout,
  recordOnlinePayment,
  type ReceiptBuilder,
} from "./checkout.server";
import { TOKEN_PLACEHOLDER } from "./outbox.server";

// A guest's online payment recorded once: the ledger row, the booking's money, the checkout and the receipt in one
// transaction, whatever calls it again (the webhook and the return racing, a webhook twice or late).

const receipt: ReceiptBuilder = (b, c) => (link) => ({
  recipient: b.email,
  subject: `Payment received for booking ${b.reference}`,
  plainTextMessage: `${c.amount} ${link}`,
  htmlMessage: `${c.amount}`,
});

function confirmedBooking(over: { email?: string; userId?: string | null } = {}) {
  return bookingRow({
    packageId: "p",
    packageTitle: "Catamaran day",
    date: "2030-05-04",
    state: "confirmed",
    total: 3500,
    depositDue: 175000,
    ...over,
  });
}

function openPaid(reference: string, providerId: string) {
  const c = openCheckout({
    bookingReference: reference,
    provider: "paypal",
    purpose: "deposit",
    amount: 175000,
    chargedAmount: 3500,
    chargedCurrency: "EUR",
    rate: "50",
  });
  checkoutCreated(c.id, providerId);
  return c;
}

describe("openCheckout", () => {
  it("gives each checkout an unguessable id of 128 bits and keeps it open", () => {
    const b = confirmedBooking();
    const c = openPaid(b.reference, "ORDER-ID-1");
    expect(c.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(getCheckout(c.id)).toMatchObject({ status: "open", providerId: "ORDER-ID-1", currency: "MUR" });
  });
});

describe("recordOnlinePayment", () => {
  it("records the payment, the booking's state and one receipt, and nothing more when called again", () => {
    const b = confirmedBooking();
    const c = openPaid(b.reference, "ORDER-TWICE");
    const first = recordOnlinePayment("ORDER-TWICE", { status: "paid", captureRef: "CAP-1" }, receipt);
    expect(first.recorded).toBe(true);
    const again = recordOnlinePayment("ORDER-TWICE", { status: "paid", captureRef: "CAP-1" }, receipt);
    expect(again.recorded).toBe(false);

    const rows = ledgerOf(b.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "payment",
      method: "online",
      amount: 175000,
      currency: "MUR",
      provider: "paypal",
      providerRef: "ORDER-TWICE",
      chargedAmount: 3500,
      chargedCurrency: "EUR",
      rate: "50",
      recordedBy: "paypal",
    });
    expect(getCheckout(c.id)).toMatchObject({ status: "paid", captureRef: "CAP-1", paymentId: rows[0].id });
    expect(getBooking(b.reference)).toMatchObject({ paid: 175000, paymentState: "deposit-paid" });
    const sent = guestMailsOf(b.reference);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Payment received for booking ${b.reference}`);
    // The receipt carries the booking's manage link, sealed in the outbox.
    expect(sent[0].plainTextMessage).toContain(TOKEN_PLACEHOLDER);
    expect(sent[0].sealedToken).not.toBeNull();
  });

  it("records nothing for an order the site never opened", () => {
    expect(recordOnlinePayment("ORDER-UNKNOWN", { status: "paid", captureRef: "CAP-X" }, receipt)).toEqual({
      recorded: false,
      checkout: null,
    });
  });

  it("rings a client's bell, and sends no e-mail for a booking without an address", async () => {
    const user = await testAccount("payer");
    const b = confirmedBooking({ email: "", userId: user.id });
    openPaid(b.reference, "ORDER-NO-MAIL");
    const done = recordOnlinePayment("ORDER-NO-MAIL", { status: "paid", captureRef: "CAP-2" }, receipt);
    expect(done).toMatchObject({ recorded: true, notice: null });
    expect(guestMailsOf(b.reference)).toHaveLength(0);
    const bells = getDb().select().from(notifications).where(eq(notifications.userId, user.id)).all();
    expect(bells.map((n) => n.message)).toEqual([`Payment received for booking ${b.reference}`]);
  });

  it("writes nothing when the receipt cannot be built: the payment and its receipt stand or fall together", () => {
    const b = confirmedBooking();
    const c = openPaid(b.reference, "ORDER-BROKEN");
    const broken: ReceiptBuilder = () => {
      throw new Error("render failed");
    };
    expect(() => recordOnlinePayment("ORDER-BROKEN", { status: "paid", captureRef: "CAP-3" }, broken)).toThrow();
    expect(ledgerOf(b.reference)).toHaveLength(0);
    expect(getDb().select().from(checkouts).where(eq(checkouts.id, c.id)).get()?.status).toBe("open");
    expect(getBooking(b.reference)?.paid).toBe(0);
  });
});
