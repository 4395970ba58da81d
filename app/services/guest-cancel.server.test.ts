import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { cancelBookingByClient, getBooking, type CancelNotice } from "~/models/booking.server";
import { recordCancelNotice, tellCancelled } from "./guest-cancel.server";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";

// A guest's own cancellation tells them in its own transaction: the 'Booking Cancelled' e-mail (and the phone text,
// when they asked for one) is in the outbox exactly when the cancellation is, so a crash after the commit loses neither.

describe("the guest's own cancellation", () => {
  it("records its e-mail in the cancellation's transaction, or neither stands", async () => {
    const me = await testAccount("client");
    const b = testBooking(me.id);
    const failing: CancelNotice = () => {
      throw new Error("outbox full (test)");
    };
    expect(() => cancelBookingByClient(b.reference, me, new Date(), failing)).toThrow("outbox full (test)");
    expect(getBooking(b.reference)?.status).toBe("Pending");

    const result = cancelBookingByClient(b.reference, me, new Date(), recordCancelNotice);
    if (result.outcome !== "cancelled") throw new Error(`not cancelled: ${result.outcome}`);
    // Recorded before anything is sent: the outbox's worker sends it if the process dies now.
    const row = () => getDb().select().from(outbox).where(eq(outbox.id, result.told!.emailId!)).get();
    expect(row()).toMatchObject({ recipient: b.email, related: `booking-cancelled:${b.reference}`, attempts: 0 });
    expect(row()!.subject).toMatch(/Cancelled/);
    expect(result.told!.phoneId).toBeNull();

    expect(await tellCancelled(result.booking, result.told)).toBe(
      `Your booking ${b.reference} has been cancelled. A confirmation is on its way to ${b.email}.`,
    );
  });
});
