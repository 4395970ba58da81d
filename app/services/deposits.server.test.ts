import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getBooking } from "~/models/booking.server";
import { toCents } from "~/utils/payment";
import { bookingRow, testPackage } from "../../tests/fixtures/bookings";
import { NO_FACTS } from "../../tests/unit/model-fixtures";
import { cancelDueDeposits } from "./deposits.server";

// DEPOSIT_AUTO_CANCEL's round: a late deposit's booking cancelled and its guest told as staff's Cancel tells them.
describe("cancelling late deposits", () => {
  it("cancels the booking and e-mails the guest 'Your booking has been updated to Cancelled', once", async () => {
    const now = new Date("2030-03-01T06:00:00Z");
    const packageId = testPackage("Auto-cancel boat", NO_FACTS);
    const late = bookingRow({
      packageId,
      packageTitle: "Auto-cancel boat",
      date: "2030-03-20",
      state: "confirmed",
      status: "Confirmed",
      total: 3500,
      depositDue: toCents(700),
      confirmedAt: "2030-02-20T06:00:00Z",
    });
    expect(await cancelDueDeposits(now)).toBeGreaterThanOrEqual(1);
    expect(getBooking(late.reference)?.state).toBe("cancelled");
    const emails = getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.related, `booking:${late.reference}`))
      .all();
    expect(emails.map((e) => [e.recipient, e.subject])).toEqual([
      [late.email, "Your booking has been updated to Cancelled"],
    ]);
    await cancelDueDeposits(now);
    expect(
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.related, `booking:${late.reference}`))
        .all(),
    ).toHaveLength(1);
  });
});
