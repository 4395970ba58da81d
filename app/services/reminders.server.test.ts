import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outbox, packages, users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import type { Booking } from "~/models/booking.server";
import { bookingRow } from "../../tests/fixtures/bookings";
import { deleteMeta, setMeta, TEST_CLOCK_KEY } from "~/models/meta.server";
import { reloadEnv } from "~/utils/env.server";
import { reminderClock, sendDueReminders } from "./reminders.server";

const NOW = new Date("2030-06-10T09:30:00Z"); // 20 hours before 09:30 on 11 June in Mauritius

function booking(over: Partial<Booking> = {}): Booking {
  getDb()
    .insert(packages)
    .values({ id: "lagoon-day", title: "Lagoon day", meetingPoint: "Grand Baie jetty" })
    .onConflictDoNothing()
    .run();
  return bookingRow({
    packageId: "lagoon-day",
    packageTitle: "Lagoon day",
    date: "2030-06-11",
    children: 1,
    priceAdult: 2000,
    priceChild: 1000,
    total: 5000,
    ...over,
  });
}
const emailOf = (b: Booking) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.related, `booking:${b.reference}`))
    .get()!;

afterEach(() => {
  delete process.env.RESEND_API_KEY;
  delete process.env.TEST_CLOCK;
  deleteMeta(TEST_CLOCK_KEY);
  reloadEnv();
  vi.restoreAllMocks();
});

describe("sendDueReminders", () => {
  it("with no RESEND_API_KEY the reminder is logged, as every e-mail is; once", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const b = booking({ pickupPlace: "Trou aux Biches Beachcomber", pickupZone: "North", pickupTime: "08:45" });
    expect(await sendDueReminders(NOW)).toBeGreaterThanOrEqual(1);
    const mail = emailOf(b);
    expect(mail).toMatchObject({ status: "logged", recipient: b.email, subject: "Reminder: Lagoon day tomorrow" });
    expect(mail.plainTextMessage).toContain(`Booking reference: ${b.reference}`);
    expect(mail.plainTextMessage).toContain("Departure: Tue 11 Jun 2030, 09:30, Mauritius time (UTC+4)");
    expect(mail.plainTextMessage).toContain("Pickup: Trou aux Biches Beachcomber at 08:45, Mauritius time");
    expect(mail.plainTextMessage).toContain("Party: 2 adults, 1 child");
    expect(mail.plainTextMessage).toContain("Total: 2 adults × MUR 2,000 + 1 child × MUR 1,000 = MUR 5,000");
    expect(mail.plainTextMessage).not.toContain("See your booking");
    expect(log.mock.calls.some(([line]) => String(line).includes("Reminder: Lagoon day tomorrow"))).toBe(true);
    expect(await sendDueReminders(NOW)).toBe(0);
  });

  it("the meeting point when no pickup was chosen; 'today' on the day; a client's booking links to its page", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    getDb()
      .insert(users)
      .values({ id: "client-1", email: "client-1@example.mu", passwordHash: "x" })
      .onConflictDoNothing()
      .run();
    const b = booking({ userId: "client-1", date: "2030-06-10", startTime: "17:00" });
    await sendDueReminders(NOW);
    const mail = emailOf(b);
    expect(mail.subject).toBe("Reminder: Lagoon day today");
    expect(mail.plainTextMessage).toContain("Meeting point: Grand Baie jetty");
    expect(mail.plainTextMessage).toContain(`See your booking: http://localhost:3000/user/booking/${b.reference}`);
    expect(mail.htmlMessage).toContain(`href="http://localhost:3000/user/booking/${b.reference}"`);
  });
});

describe("the reminders' clock", () => {
  it("is real time unless TEST_CLOCK=on; then the instant a test stored, and real time again when it is removed", () => {
    setMeta(TEST_CLOCK_KEY, "2030-06-10T09:30:00.000Z");
    expect(Math.abs(reminderClock().getTime() - Date.now())).toBeLessThan(5000);
    process.env.TEST_CLOCK = "on";
    reloadEnv();
    expect(reminderClock().toISOString()).toBe("2030-06-10T09:30:00.000Z");
    deleteMeta(TEST_CLOCK_KEY);
    expect(Math.abs(reminderClock().getTime() - Date.now())).toBeLessThan(5000);
    setMeta(TEST_CLOCK_KEY, "next Tuesday");
    expect(() => reminderClock()).toThrow(/not an ISO instant/);
  });
});
