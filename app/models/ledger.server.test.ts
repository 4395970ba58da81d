import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUpdates, auditLog, bookings } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { toCents } from "~/utils/payment";
import { listAllBookings } from "./booking-admin.server";
import { createBooking, getBooking, writeCancellation } from "./booking.server";
import { ledgerOf, recordManual } from "./ledger.server";
import { testPackage } from "../../tests/fixtures/bookings";
import { DAILY_ROOMY, NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

// The ledger at the desk (issue 30): staff's payments and refunds recorded by hand, refused above what is owed or
// was paid, each with its audit row and log line, and the booking's payment state the ledger makes.

const PARTY = { name: "Anjali", surname: "Ramgoolam", email: "", phone: "+23057123456", children: 0, infants: 0 };

/** A package at MUR 3,500 an adult, leaving daily, with this deposit. */
const pricedPackage = (deposit: { depositKind: "none" | "percent" | "per-person"; depositValue: number }) =>
  testPackage("Ledger lagoon", { ...NO_FACTS, priceAdult: 3500, ...deposit }, [DAILY_ROOMY]);

/** A booking of two adults (MUR 7,000) on the package, as the booking form makes it. */
const booking = (packageId: string, adults = 2) =>
  createBooking(
    { ...PARTY, date: "2030-03-04", startTime: "09:30", adults },
    { packageId, packageTitle: "Ledger lagoon", userId: null, humanChecked: true, formKey: null },
  ).booking;

const audits = (reference: string) => getDb().select().from(auditLog).where(eq(auditLog.targetId, reference)).all();
const logLines = (reference: string) =>
  getDb()
    .select()
    .from(adminUpdates)
    .all()
    .filter((u) => u.content.includes(reference))
    .map((u) => u.content);
const cash = (amount: number, note = "") => ({ kind: "payment" as const, method: "cash" as const, amount, note });
const refund = (amount: number) => ({ kind: "refund" as const, method: "card-terminal" as const, amount, note: "" });

describe("a package's deposit priced into a new booking", () => {
  it("a percentage of the total, rupees per person, or none", () => {
    expect(booking(pricedPackage({ depositKind: "percent", depositValue: 30 }))).toMatchObject({
      total: 7000,
      depositDue: toCents(2100),
      paymentState: "unpaid",
    });
    expect(booking(pricedPackage({ depositKind: "per-person", depositValue: 500 }), 3).depositDue).toBe(toCents(1500));
    expect(booking(pricedPackage({ depositKind: "none", depositValue: 0 })).depositDue).toBe(0);
  });
});

describe("recordManual", () => {
  it("refuses a payment above the balance and writes nothing", () => {
    const b = booking(pricedPackage({ depositKind: "none", depositValue: 0 }));
    const result = recordManual(b.reference, cash(toCents(7001)), STAFF);
    expect(result).toMatchObject({ outcome: "too-much", limit: toCents(7000) });
    expect(ledgerOf(b.reference)).toEqual([]);
    expect(audits(b.reference)).toEqual([]);
    expect(getBooking(b.reference)).toEqual(b);
  });

  it("a deposit makes it Deposit paid, the rest Paid; each with its audit row and log line", () => {
    const b = booking(pricedPackage({ depositKind: "percent", depositValue: 30 }));
    const deposit = recordManual(b.reference, cash(toCents(2100), "at the desk"), STAFF);
    expect(deposit).toMatchObject({
      outcome: "recorded",
      booking: { paid: toCents(2100), paymentState: "deposit-paid" },
    });
    const rest = recordManual(b.reference, cash(toCents(4900)), STAFF);
    expect(rest).toMatchObject({ outcome: "recorded", booking: { paid: toCents(7000), paymentState: "paid" } });
    expect(ledgerOf(b.reference).map((r) => [r.kind, r.method, r.amount, r.currency, r.note, r.recordedBy])).toEqual([
      ["payment", "cash", toCents(2100), "MUR", "at the desk", STAFF.email],
      ["payment", "cash", toCents(4900), "MUR", "", STAFF.email],
    ]);
    const rows = audits(b.reference);
    expect(rows.map((r) => r.action)).toEqual(["booking.payment", "booking.payment"]);
    expect(rows[0].changes).toMatchObject({
      amount: "MUR 2,100",
      method: "Cash",
      paymentState: ["unpaid", "deposit-paid"],
    });
    expect(logLines(b.reference)).toEqual([
      expect.stringMatching(/^Cash payment of MUR 2,100 recorded on booking/),
      expect.stringMatching(/^Cash payment of MUR 4,900 recorded on booking/),
    ]);
    // Paid in full: the balance is 0, and a rupee more is refused.
    expect(recordManual(b.reference, cash(toCents(1)), STAFF)).toMatchObject({ outcome: "too-much", limit: 0 });
  });

  it("cash in full on a booking without a deposit makes it Paid at once", () => {
    const b = booking(pricedPackage({ depositKind: "none", depositValue: 0 }));
    expect(recordManual(b.reference, cash(toCents(7000)), STAFF)).toMatchObject({
      booking: { paymentState: "paid" },
    });
  });

  it("refunds: refused above what was paid; Refund due once cancelled with money held, then Refunded", () => {
    const b = booking(pricedPackage({ depositKind: "none", depositValue: 0 }));
    recordManual(b.reference, cash(toCents(7000)), STAFF);
    expect(recordManual(b.reference, refund(toCents(7001)), STAFF)).toMatchObject({
      outcome: "too-much",
      limit: toCents(7000),
    });
    // Part given back on a booking that still runs: what it holds covers more than no deposit, so Deposit paid.
    expect(recordManual(b.reference, refund(toCents(1000)), STAFF)).toMatchObject({
      booking: { paid: toCents(6000), refunded: toCents(1000), paymentState: "deposit-paid" },
    });
    const cancelled = getDb().transaction((tx) => writeCancellation(tx, getBooking(b.reference)!, () => "cancelled"));
    expect(cancelled?.paymentState).toBe("refund-due");
    expect(recordManual(b.reference, refund(toCents(6000)), STAFF)).toMatchObject({
      booking: { paid: 0, refunded: toCents(7000), paymentState: "refunded" },
    });
    expect(audits(b.reference).map((r) => r.action)).toEqual(["booking.payment", "booking.refund", "booking.refund"]);
  });

  it("an unknown booking is not found", () => {
    expect(recordManual("NONE-NONE-NONE", cash(100), STAFF)).toEqual({ outcome: "not-found" });
  });
});

describe("All Bookings' payment filter", () => {
  it("finds the bookings in one payment state", () => {
    const pkg = pricedPackage({ depositKind: "none", depositValue: 0 });
    const [paid, unpaid] = [booking(pkg), booking(pkg)];
    recordManual(paid.reference, cash(toCents(7000)), STAFF);
    const refs = (payment: "paid" | "unpaid") => listAllBookings({ payment }).map((b) => b.reference);
    expect(refs("paid")).toContain(paid.reference);
    expect(refs("paid")).not.toContain(unpaid.reference);
    expect(refs("unpaid")).toContain(unpaid.reference);
    expect(getDb().select().from(bookings).where(eq(bookings.paymentState, "paid")).all().length).toBe(
      refs("paid").length,
    );
  });
});
