import { desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUpdates, outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { getEnv } from "~/utils/env.server";
import { toCents } from "~/utils/payment";
import { addDays, todayIn } from "~/utils/time";
import { getBooking, type Booking } from "./booking.server";
import { cancelLateDeposits, lateDepositList, lateDeposits } from "./late-deposit.server";
import { packageBookings } from "../../tests/fixtures/bookings";

// Deposits waiting (issue 30): the confirmed bookings whose deposit is not covered DEPOSIT_WAIT_HOURS after they were
// confirmed, their departure ahead; and DEPOSIT_AUTO_CANCEL's cancellation of them.

const TZ = getEnv().TZ;
const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const day = (n: number) => addDays(todayIn(TZ, now), n);
const WAIT = 48;

describe("late deposits", () => {
  const { packageId, row } = packageBookings("Deposit boat", {
    date: day(10),
    status: "Confirmed",
    depositDue: toCents(1400),
    confirmedAt: hoursAgo(50),
  });
  const late = row({ name: "Late" });
  const older = row({ name: "Older", confirmedAt: hoursAgo(100) });
  const partly = row({ name: "Partly", paid: toCents(400), confirmedAt: hoursAgo(49) });
  const covered = row({ paid: toCents(1400), paymentState: "deposit-paid" });
  const recent = row({ confirmedAt: hoursAgo(47) });
  const pending = row({ state: "pending", status: "Pending", confirmedAt: null });
  const noDeposit = row({ depositDue: 0 });
  const departed = row({ date: day(-1) });
  const cancelled = row({ state: "cancelled", status: "Cancelled" });
  const ours = (list: { reference: string }[]) =>
    list.map((b) => b.reference).filter((r) => [late, older, partly].some((b) => b.reference === r) || others.has(r));
  const others = new Set([covered, recent, pending, noDeposit, departed, cancelled].map((b) => b.reference));

  it("lists only confirmed bookings with the deposit uncovered past the wait and the departure ahead, oldest first", () => {
    const found = ours(lateDeposits(now, WAIT, TZ));
    expect(found).toEqual([older.reference, late.reference, partly.reference]);
    const rows = lateDepositList(now, WAIT, TZ).filter((b) => b.reference === partly.reference);
    // What is still owed of the deposit: MUR 1,400 less the MUR 400 paid.
    expect(rows).toEqual([
      expect.objectContaining({ name: "Partly", owed: toCents(1000), packageTitle: "Deposit boat" }),
    ]);
  });

  it("follows the wait the operator set", () => {
    expect(ours(lateDeposits(now, 120, TZ))).toEqual([]);
    expect(ours(lateDeposits(now, 1, TZ))).toContain(recent.reference);
  });

  it("cancels each late one once, with the log line and the guest's e-mail, and nothing else", () => {
    const told: Booking[] = [];
    const notice = (b: Booking) => {
      told.push(b);
      return {
        email: { recipient: b.email, subject: `About ${b.reference}`, plainTextMessage: "x", htmlMessage: "<p>x</p>" },
        bell: { title: "t", message: "m" },
      };
    };
    const done = cancelLateDeposits(now, WAIT, TZ, notice).map((c) => c.booking.reference);
    expect(done).toEqual(expect.arrayContaining([older.reference, late.reference, partly.reference]));
    for (const b of [late, older, partly]) {
      expect(getBooking(b.reference)).toMatchObject({ state: "cancelled", status: "Cancelled" });
      const line = getDb()
        .select()
        .from(adminUpdates)
        .where(like(adminUpdates.content, `%${b.reference}%`))
        .orderBy(desc(adminUpdates.id))
        .get();
      expect(line?.content).toMatch(/^Booking .+ cancelled: deposit not paid within 48 hours$/);
      expect(
        getDb()
          .select()
          .from(outbox)
          .where(eq(outbox.subject, `About ${b.reference}`))
          .all(),
      ).toHaveLength(1);
    }
    // Money still held (MUR 400) makes it "Refund due" for staff to settle.
    expect(getBooking(partly.reference)?.paymentState).toBe("refund-due");
    expect(done.filter((reference) => others.has(reference))).toEqual([]);
    for (const b of [covered, recent, noDeposit, departed]) expect(getBooking(b.reference)?.state).toBe("confirmed");
    // A second round finds nothing and tells no one again.
    expect(cancelLateDeposits(now, WAIT, TZ, notice).filter((c) => c.booking.packageId === packageId)).toEqual([]);
    expect(told.filter((b) => b.packageId === packageId)).toHaveLength(3);
  });
});
