import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { refunds } from "~/db/schema";
import { bookingRow, testPackage } from "../../tests/fixtures/bookings";
import { payOnline } from "../../tests/fixtures/online-payment";
import { NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";
import { cancelBookingByAdmin, cancelDeparture, declineBookingByAdmin } from "./booking-admin.server";
import { applyAction, cancelBookingByLink, getBooking } from "./booking.server";
import { cancelLateDeposits } from "./late-deposit.server";
import { recordManual } from "./ledger.server";
import { queueRefunds, refundReasons, refundsOf } from "./refund.server";

const packageId = testPackage("Refund boat", NO_FACTS);
const told = (b: { email: string }) => ({ recipient: b.email, subject: "Told", plainTextMessage: "", htmlMessage: "" });
const booking = (over: Parameters<typeof bookingRow>[0] extends infer B ? Partial<B> : never = {}) =>
  bookingRow({ packageId, packageTitle: "Refund boat", date: "2031-06-10", state: "confirmed", total: 7000, ...over });
const queued = (reference: string) =>
  getDb().select().from(refunds).where(eq(refunds.bookingReference, reference)).all();

describe("queueRefunds, in the transaction of a cancellation or a decline", () => {
  it("a staff cancellation queues the whole online payment, in the charge's currency, once", () => {
    const b = booking();
    payOnline(b.reference, { amount: 350_000 });
    expect(cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told).outcome).toBe("done");
    expect(queued(b.reference)).toMatchObject([
      {
        provider: "paypal",
        amount: 350_000,
        chargedAmount: 7_000,
        chargedCurrency: "EUR",
        status: "pending",
        reason: refundReasons.staff,
      },
    ]);
    // Until the provider has made it, the ledger holds the money: the booking is "Refund due".
    expect(getBooking(b.reference)?.paymentState).toBe("refund-due");
    // A second cancellation changes nothing and queues nothing; nor does queueing again by hand.
    expect(cancelBookingByAdmin(b.reference, STAFF, "Again", told).outcome).toBe("unchanged");
    getDb().transaction((tx) => queueRefunds(tx, b, "again"));
    expect(queued(b.reference)).toHaveLength(1);
  });

  it("a cancellation rolled back queues nothing", () => {
    const b = booking();
    payOnline(b.reference, { amount: 100_000, provider: "stripe" });
    expect(() =>
      getDb().transaction((tx) => {
        expect(applyAction(tx, b, "cancel").outcome).toBe("done");
        expect(queued(b.reference)).toHaveLength(1);
        throw new Error("disk full (test)");
      }),
    ).toThrow("disk full (test)");
    expect(queued(b.reference)).toEqual([]);
    expect(getBooking(b.reference)?.state).toBe("confirmed");
  });

  it("a decline queues, with its reason; the guest's own cancellation says it was theirs", () => {
    const pending = booking({ state: "pending" });
    payOnline(pending.reference, { amount: 200_000, provider: "stripe" });
    expect(declineBookingByAdmin(pending.reference, STAFF, "Full", told).outcome).toBe("done");
    expect(queued(pending.reference)).toMatchObject([{ amount: 200_000, chargedAmount: 200_000, reason: "Declined" }]);

    const mine = booking({ date: "2031-06-20", startTime: "09:30" });
    payOnline(mine.reference, { amount: 350_000 });
    expect(cancelBookingByLink(mine.reference, new Date("2031-06-01T00:00:00Z")).outcome).toBe("cancelled");
    expect(queued(mine.reference)).toMatchObject([{ reason: refundReasons.guest }]);
  });

  it("the site's cancellation of a late deposit queues what was paid online, saying why", () => {
    const b = booking({ depositDue: 140_000, confirmedAt: "2031-05-01T00:00:00.000Z" });
    payOnline(b.reference, { amount: 50_000, provider: "stripe" });
    const cancelled = cancelLateDeposits(new Date("2031-05-10T00:00:00Z"), 48, "Indian/Mauritius", () => ({
      email: told(b),
      bell: { title: "t", message: "m" },
    }));
    expect(cancelled.map((c) => c.booking.reference)).toContain(b.reference);
    expect(queued(b.reference)).toMatchObject([{ amount: 50_000, reason: refundReasons.depositLate }]);
  });

  it("money paid by hand is not queued: the booking reads Refund due until staff record it", () => {
    const b = booking();
    expect(
      recordManual(b.reference, { kind: "payment", method: "cash", amount: 200_000, note: "" }, STAFF),
    ).toMatchObject({ outcome: "recorded" });
    cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told);
    expect(queued(b.reference)).toEqual([]);
    expect(getBooking(b.reference)?.paymentState).toBe("refund-due");
  });

  it("never gives back more than the booking still holds: a part returned by hand is left out, in proportion", () => {
    const b = booking();
    payOnline(b.reference, { amount: 350_000, charged: 7_000 });
    recordManual(b.reference, { kind: "refund", method: "cash", amount: 100_000, note: "Gave some back" }, STAFF);
    cancelBookingByAdmin(b.reference, STAFF, "Guest phoned", told);
    // MUR 2,500 of MUR 3,500: 5/7 of €70.00.
    expect(queued(b.reference)).toMatchObject([{ amount: 250_000, chargedAmount: 5_000 }]);
  });

  it("a whole departure cancelled for the weather queues one full refund per online payment", () => {
    const date = "2031-07-01";
    const one = booking({ date });
    const two = booking({ date });
    const unpaid = booking({ date });
    payOnline(one.reference, { amount: 350_000 });
    payOnline(two.reference, { amount: 100_000, provider: "stripe" });
    payOnline(two.reference, { amount: 250_000, provider: "stripe" });
    const result = cancelDeparture(
      { packageId, date, startTime: "09:30" },
      { reason: "Swell", close: false },
      STAFF,
      () => "log",
      (g) => ({ email: told(g), bell: { title: "", message: "" } }),
    );
    expect(result.count).toBe(3);
    expect(refundsOf(one.reference).map((r) => [r.amount, r.reason])).toEqual([[350_000, refundReasons.weather]]);
    expect(refundsOf(two.reference).map((r) => r.amount)).toEqual([100_000, 250_000]);
    expect(refundsOf(two.reference).every((r) => r.captureRef?.startsWith("CAPTURE-"))).toBe(true);
    expect(queued(unpaid.reference)).toEqual([]);
  });
});
