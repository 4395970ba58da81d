import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bookings, notifications, outbox, packages, users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import type { BookingState } from "~/utils/booking-state";
import { bookingRow } from "../../tests/fixtures/bookings";
import type { Booking } from "./booking.server";
import type { GuestNotice } from "./guest-notice.server";
import { isReminderDue, recordDueReminders, reminderStart, type DueReminder } from "./reminder.server";

const TZ = "Indian/Mauritius"; // UTC+4 all year
// Departures on 2030-06-11 at 09:30 in Mauritius = 05:30 UTC; "now" 20 hours before is 2030-06-10 09:30 UTC.
const DATE = "2030-06-11";
const NOW = new Date("2030-06-10T09:30:00Z");
const USER = "reminder-user";

const notice = ({ booking, meetingPoint }: DueReminder): GuestNotice => ({
  email: {
    recipient: booking.email,
    subject: `Reminder ${booking.reference}`,
    plainTextMessage: meetingPoint,
    htmlMessage: meetingPoint,
  },
  bell: { title: `Booking ${booking.reference}`, message: `Reminder: your booking ${booking.reference} is tomorrow` },
});
const scan = (now = NOW, opts: Partial<Parameters<typeof recordDueReminders>[1]> = {}) =>
  recordDueReminders(now, { hours: 24, timeZone: TZ, notice, ...opts });

const booking = (over: Partial<Booking> & { state?: BookingState } = {}): Booking =>
  bookingRow({ packageId: "reminder-pkg", packageTitle: "Reminder day", date: DATE, ...over });

const reminderId = (reference: string) =>
  getDb().select().from(bookings).where(eq(bookings.reference, reference)).get()!.reminderEmailId;

beforeEach(() => {
  const db = getDb();
  // Each test looks at its own bookings: those left by another are already reminded or out of the window.
  db.update(bookings).set({ state: "cancelled" }).run();
  db.insert(packages)
    .values({ id: "reminder-pkg", title: "Reminder day", meetingPoint: "Grand Baie jetty" })
    .onConflictDoNothing()
    .run();
  db.insert(users).values({ id: USER, email: "reminded@example.mu", passwordHash: "x" }).onConflictDoNothing().run();
});

describe("when a reminder is due", () => {
  it("from REMINDER_HOURS before the start until the departure starts", () => {
    const b = { date: DATE, startTime: "09:30", pickupTime: null };
    expect(reminderStart(b, TZ)?.toISOString()).toBe("2030-06-11T05:30:00.000Z");
    expect(isReminderDue(b, new Date("2030-06-10T05:29:59Z"), 24, TZ)).toBe(false); // a second too early
    expect(isReminderDue(b, new Date("2030-06-10T05:30:00Z"), 24, TZ)).toBe(true);
    expect(isReminderDue(b, new Date("2030-06-11T05:29:59Z"), 24, TZ)).toBe(true);
    expect(isReminderDue(b, new Date("2030-06-11T05:30:00Z"), 24, TZ)).toBe(false); // started
    expect(isReminderDue(b, new Date("2030-06-10T09:30:00Z"), 6, TZ)).toBe(false); // 20 hours before, with 6
  });
  it("counts from the pickup when there is one (an evening pickup before a departure after midnight is the day before)", () => {
    expect(reminderStart({ date: DATE, startTime: "09:30", pickupTime: "08:45" }, TZ)?.toISOString()).toBe(
      "2030-06-11T04:45:00.000Z",
    );
    expect(
      isReminderDue({ date: DATE, startTime: "09:30", pickupTime: "08:45" }, new Date("2030-06-10T04:45:00Z"), 24, TZ),
    ).toBe(true);
    expect(
      isReminderDue({ date: DATE, startTime: "09:30", pickupTime: null }, new Date("2030-06-10T04:45:00Z"), 24, TZ),
    ).toBe(false);
    expect(reminderStart({ date: DATE, startTime: "00:30", pickupTime: "23:45" }, TZ)?.toISOString()).toBe(
      "2030-06-10T19:45:00.000Z",
    );
  });
  it("never without a start time", () => {
    expect(reminderStart({ date: DATE, startTime: null, pickupTime: null }, TZ)).toBeNull();
    expect(isReminderDue({ date: DATE, startTime: null, pickupTime: null }, NOW, 24, TZ)).toBe(false);
  });
});

describe("recordDueReminders", () => {
  it("records the due bookings only: not yet due, past, cancelled, declined, without a start time or already reminded are left", () => {
    const due = booking();
    const dueConfirmed = booking({ state: "confirmed", status: "Confirmed", startTime: "07:30" });
    const dueToday = booking({ date: "2030-06-10", startTime: "18:00" });
    const notYet = booking({ date: "2030-06-12" });
    const past = booking({ date: "2030-06-10", startTime: "08:00" }); // 04:00 UTC, before NOW
    const cancelled = booking({ state: "cancelled", status: "Cancelled" });
    const declined = booking({ state: "declined", status: "Declined" });
    const noStart = booking({ startTime: null });
    const reminded = booking({ reminderEmailId: 999_999 });

    const recorded = scan();
    const ids = recorded.map((r) => r.emailId);
    const rows = getDb().select().from(outbox).where(inArray(outbox.id, ids)).all();
    expect(rows.map((r) => r.related).sort()).toEqual(
      [due, dueConfirmed, dueToday].map((b) => `booking:${b.reference}`).sort(),
    );
    // Each booking keeps the id of its own e-mail, which carries the package's meeting point.
    for (const b of [due, dueConfirmed, dueToday]) {
      const row = rows.find((r) => r.related === `booking:${b.reference}`)!;
      expect(reminderId(b.reference)).toBe(row.id);
      expect(row).toMatchObject({ recipient: b.email, plainTextMessage: "Grand Baie jetty" });
    }
    for (const b of [notYet, past, cancelled, declined, noStart])
      expect(reminderId(b.reference), b.reference).toBeNull();
    expect(reminderId(reminded.reference)).toBe(999_999);
  });

  it("twice at the same time, or later, records each reminder once", () => {
    const b = booking();
    expect(scan()).toHaveLength(1);
    expect(scan()).toEqual([]);
    expect(scan(new Date("2030-06-11T05:00:00Z"))).toEqual([]);
    expect(
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.related, `booking:${b.reference}`))
        .all(),
    ).toHaveLength(1);
  });

  it("a client's booking rings their bell too; a guest's has only the e-mail", () => {
    const client = booking({ userId: USER });
    const guest = booking();
    const recorded = scan();
    expect(recorded).toEqual(
      expect.arrayContaining([
        { emailId: reminderId(client.reference), userId: USER },
        { emailId: reminderId(guest.reference), userId: null },
      ]),
    );
    const bell = getDb().select().from(notifications).where(eq(notifications.userId, USER)).all();
    expect(bell.filter((n) => n.title === `Booking ${client.reference}`)).toEqual([
      expect.objectContaining({
        message: `Reminder: your booking ${client.reference} is tomorrow`,
        link: `/user/booking/${client.reference}`,
      }),
    ]);
  });

  it("runs in one transaction that takes the write lock first", () => {
    booking();
    booking();
    const spy = vi.spyOn(getDb(), "transaction");
    try {
      expect(scan()).toHaveLength(2);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][1]).toEqual({ behavior: "immediate" });
    } finally {
      spy.mockRestore();
    }
  });

  it("all or nothing: a failure part-way records no e-mail and marks no booking", () => {
    const first = booking();
    const second = booking();
    const before = getDb().select().from(outbox).all().length;
    let calls = 0;
    const failing = (due: DueReminder) => {
      calls += 1;
      if (calls === 2) throw new Error("the process dies here");
      return notice(due);
    };
    expect(() => scan(NOW, { notice: failing })).toThrow("the process dies here");
    expect(getDb().select().from(outbox).all()).toHaveLength(before);
    expect(reminderId(first.reference)).toBeNull();
    expect(reminderId(second.reference)).toBeNull();
    // The next scan records both.
    expect(scan()).toHaveLength(2);
  });

  it("uses the (state, date) index", () => {
    const plan = getDb()
      .$client.prepare(
        "explain query plan select * from bookings where state in ('pending', 'confirmed') and date >= ? and date <= ? and start_time is not null and reminder_email_id is null",
      )
      .all("2030-06-10", "2030-06-12") as { detail: string }[];
    expect(plan.map((p) => p.detail).join("\n")).toMatch(/bookings_state_date_idx/);
  });
});
