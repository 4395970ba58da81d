import { describe, expect, it } from "vitest";
import { createBooking, type Booking } from "~/models/booking.server";
import { errorMessage } from "~/utils/error-message";
import { recordAtDesk } from "./booking-money.server";
import { testPackage } from "../../tests/fixtures/bookings";
import { DAILY_ROOMY, NO_FACTS, STAFF } from "../../tests/unit/model-fixtures";

// The words of 'Record payment' and 'Record refund' on an admin's booking page (the ledger's rules themselves:
// app/models/ledger.server.test.ts).

/** Two adults (MUR 7,000) on a package without a deposit. */
const booking = () =>
  createBooking(
    {
      name: "Anjali",
      surname: "Ramgoolam",
      email: "",
      phone: "+23057123456",
      date: "2030-03-04",
      startTime: "09:30",
      adults: 2,
      children: 0,
      infants: 0,
    },
    {
      packageId: testPackage("Desk money", { ...NO_FACTS, priceAdult: 3500 }, [DAILY_ROOMY]),
      packageTitle: "Desk money",
      userId: null,
      humanChecked: true,
      formKey: null,
    },
  ).booking;

describe("recordAtDesk (the booking page's words)", () => {
  const desk = (b: Booking, intent: "record-payment" | "record-refund", amount: number) =>
    recordAtDesk(b.reference, { intent, amount, method: "bank-transfer" }, STAFF);

  it("says what was recorded and the state it made, or the limit it went over", () => {
    const b = booking();
    expect(desk(b, "record-payment", 3501 * 2)).toEqual({
      outcome: "too-much",
      message: errorMessage("This is more than the balance of {amount}.", { amount: "MUR 7,000" }),
    });
    expect(desk(b, "record-payment", 7000)).toEqual({
      outcome: "recorded",
      message: "Payment of MUR 7,000 recorded: Paid",
    });
    expect(desk(b, "record-refund", 8000)).toEqual({
      outcome: "too-much",
      message: errorMessage("This is more than the {amount} paid.", { amount: "MUR 7,000" }),
    });
    expect(desk(b, "record-refund", 500)).toEqual({
      outcome: "recorded",
      message: "Refund of MUR 500 recorded: Deposit paid",
    });
  });
});
