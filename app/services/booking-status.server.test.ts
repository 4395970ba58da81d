import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { adminUpdates, bookings, notifications, outbox } from "~/db/schema";
import { createBooking, getBooking } from "~/models/booking.server";
import { createPackage } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { getEnv } from "~/utils/env.server";
import { addDays, todayIn } from "~/utils/time";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";
import { cancelBooking, confirmBooking, declineBooking, saveBookingStatus } from "./booking-status.server";

const admin = { id: null, email: "staff@example.mu" };
const emailsAbout = (reference: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.related, `booking:${reference}`))
    .orderBy(desc(outbox.id))
    .all();
const bellOf = (userId: string) =>
  getDb().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).all();
const lastLog = () => getDb().select().from(adminUpdates).orderBy(desc(adminUpdates.id)).limit(1).get()?.content;

const today = todayIn(getEnv().TZ);
const day = (n: number) => addDays(today, n);

/** A package sailing daily at 08:30 with 4 seats, at MUR 2,000 an adult, with its meeting point and what to bring. */
function dailyPackage() {
  return createPackage(
    {
      title: "Lagoon sail",
      shortDescription: "",
      longDescription: "",
      highlights: [],
      important: ["Not for guests with reduced mobility"],
      recommended: ["Reef-safe sunscreen", "A towel"],
      information: [],
      facts: {
        durationMinutes: 240,
        meetingPoint: "Grand Baie jetty",
        priceAdult: 2000,
        priceChild: 1000,
        priceInfant: 0,
        cutoffHours: null,
      },
      rules: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], startTimes: ["08:30"], seats: 4, validFrom: null, validTo: null }],
    },
    [],
  );
}

function bookPackage(packageId: string, userId: string | null, date: string, adults = 2) {
  return createBooking(
    {
      name: "Priya",
      surname: "Doolub",
      email: "priya@example.mu",
      phone: "+23057123456",
      date,
      adults,
      children: 1,
      infants: 0,
    },
    { packageId, packageTitle: "Lagoon sail", userId, humanChecked: true, formKey: null },
  ).booking;
}

describe("Confirm", () => {
  it("confirms, logs, records the e-mail and rings the client's bell in one go", async () => {
    const client = await testAccount("confirm");
    const pkg = dailyPackage();
    const b = bookPackage(pkg, client.id, day(5));
    const decision = await confirmBooking(b.reference, admin);
    expect(decision.outcome).toBe("done");
    expect(getBooking(b.reference)).toMatchObject({ state: "confirmed", status: "Confirmed" });
    expect(lastLog()).toContain(`Booking ${b.reference}`);
    expect(lastLog()).toContain("confirmed by staff@example.mu");
    const [mail] = emailsAbout(b.reference);
    expect(mail.subject).toBe(`Booking confirmed ${b.reference}`);
    expect(mail.recipient).toBe("priya@example.mu");
    expect(mail.plainTextMessage).toContain("08:30, Mauritius time (UTC+4)");
    expect(mail.plainTextMessage).toContain("Party: 2 adults, 1 child, 0 infants");
    expect(mail.plainTextMessage).toContain("MUR 5,000");
    expect(mail.plainTextMessage).toContain("Meeting point: Grand Baie jetty");
    expect(mail.plainTextMessage).toContain("What to bring:\n- Reef-safe sunscreen\n- A towel");
    // The guest's own details are not quoted back.
    expect(mail.plainTextMessage).not.toContain("+23057123456");
    expect(bellOf(client.id)[0]).toMatchObject({
      message: `Your booking ${b.reference} is confirmed`,
      link: `/user/booking/${b.reference}`,
    });
  });

  it("a second Confirm changes and sends nothing; a cancelled booking is neither confirmed nor declined", async () => {
    const b = testBooking(null);
    await confirmBooking(b.reference, admin);
    const sent = emailsAbout(b.reference).length;
    expect((await confirmBooking(b.reference, admin)).outcome).toBe("unchanged");
    expect(emailsAbout(b.reference)).toHaveLength(sent);

    const other = testBooking(null);
    await cancelBooking(other.reference, admin, "The guest phoned");
    expect((await confirmBooking(other.reference, admin)).outcome).toBe("unchanged");
    expect((await declineBooking(other.reference, admin, "No boat")).outcome).toBe("unchanged");
    expect(getBooking(other.reference)).toMatchObject({ state: "cancelled" });
  });

  it("states the pickup place and time when the guest chose one", async () => {
    const b = testBooking(null);
    getDb()
      .update(bookings)
      .set({ pickupPlace: "Shandrani Beachcomber", pickupZone: "South-East", pickupTime: "07:40", startTime: "08:30" })
      .where(eq(bookings.reference, b.reference))
      .run();
    await confirmBooking(b.reference, admin);
    const text = emailsAbout(b.reference)[0].plainTextMessage;
    expect(text).toContain("Pickup: Shandrani Beachcomber (South-East)");
    expect(text).toContain("Pickup time: 07:40, Mauritius time (UTC+4)");
    expect(text).not.toContain("Meeting point");
  });
});

describe("Decline", () => {
  it("declines with the reason, frees the seats and offers the next departures with seats for the party", async () => {
    const client = await testAccount("decline");
    const pkg = dailyPackage();
    // Day 3 has 2 seats left, too few for a party of 3; day 2 is the first bookable day.
    bookPackage(pkg, null, day(3), 1);
    const b = bookPackage(pkg, client.id, day(2));
    const seatsLeft = () =>
      packageAvailability({ id: pkg, cutoffHours: null }).departures.find((d) => d.date === day(2))!.seatsLeft;
    expect(seatsLeft()).toBe(1);
    const decision = await declineBooking(b.reference, admin, "The boat is in dry dock that week.");
    expect(decision.outcome).toBe("done");
    expect(getBooking(b.reference)).toMatchObject({ state: "declined", status: "Declined" });
    expect(seatsLeft()).toBe(4);
    expect(lastLog()).toContain("declined by staff@example.mu: The boat is in dry dock that week.");
    const [mail] = emailsAbout(b.reference);
    expect(mail.subject).toBe(`Booking declined ${b.reference}`);
    expect(mail.plainTextMessage).toContain("> The boat is in dry dock that week.");
    const offered = mail.plainTextMessage.split("\n").filter((line) => line.includes("seats left"));
    expect(offered).toHaveLength(3);
    // Not the declined departure, nor day 3 (2 seats left for 3 people): days 4, 5, 6.
    expect(offered[0]).toContain(`/book/${pkg}?date=${day(4)}`);
    expect(offered[0]).toContain("08:30, Mauritius time (UTC+4) — 4 seats left");
    expect(offered[2]).toContain(`?date=${day(6)}`);
    expect(bellOf(client.id)[0]).toMatchObject({ message: `Your booking ${b.reference} was declined` });
  });
});

describe("Confirm after Decline", () => {
  it("takes the seats back only if they are still free", async () => {
    const pkg = dailyPackage();
    const b = bookPackage(pkg, null, day(8));
    await declineBooking(b.reference, admin, "Crew short that day");
    // Someone else takes the seats given back: 1 left, the declined party needs 3.
    bookPackage(pkg, null, day(8), 2);
    const sent = emailsAbout(b.reference).length;
    const decision = await confirmBooking(b.reference, admin);
    expect(decision).toMatchObject({ outcome: "no-seats", seatsLeft: 1 });
    expect(getBooking(b.reference)).toMatchObject({ state: "declined", status: "Declined" });
    expect(emailsAbout(b.reference)).toHaveLength(sent);

    const other = bookPackage(pkg, null, day(9));
    await declineBooking(other.reference, admin, "Crew short");
    expect((await confirmBooking(other.reference, admin)).outcome).toBe("done");
    expect(getBooking(other.reference)).toMatchObject({ state: "confirmed" });
  });
});

describe("the free-text status", () => {
  it("a changed status e-mails the guest without an account, with the bell's words as its subject", async () => {
    const b = testBooking(null);
    await saveBookingStatus(b.reference, { status: "Awaiting payment" }, admin);
    const [mail] = emailsAbout(b.reference);
    expect(mail.subject).toBe("Your booking has been updated to Awaiting payment");
    expect(mail.recipient).toBe("priya@example.mu");
  });

  it("and a client's: e-mail and bell; the same status saved again sends nothing", async () => {
    const [client, staff] = [await testAccount("status"), await testAccount("staff", "admin")];
    const b = testBooking(client.id);
    await saveBookingStatus(b.reference, { status: "Confirmed", comment: "Called them" }, staff);
    // A label: the booking waits for Confirm all the same.
    expect(getBooking(b.reference)).toMatchObject({ state: "pending", status: "Confirmed" });
    expect(emailsAbout(b.reference).map((m) => m.subject)).toEqual(["Your booking has been updated to Confirmed"]);
    expect(bellOf(client.id)[0].message).toBe("Your booking has been updated to Confirmed");
    await saveBookingStatus(b.reference, { status: "Confirmed", comment: "Again" }, staff);
    expect(emailsAbout(b.reference)).toHaveLength(1);
  });
});

describe("staff Cancel", () => {
  it("cancels, frees the seats, logs the reason, and tells the guest as a saved status does (e-mail and bell)", async () => {
    const client = await testAccount("staff-cancel");
    const pkg = dailyPackage();
    const b = bookPackage(pkg, client.id, day(6));
    const seats = () =>
      packageAvailability({ id: pkg, cutoffHours: null }).departures.find((d) => d.date === day(6))!.seatsLeft;
    expect(seats()).toBe(1);
    expect((await cancelBooking(b.reference, admin, "The guest phoned: they are ill")).outcome).toBe("done");
    expect(getBooking(b.reference)).toMatchObject({ state: "cancelled", status: "Cancelled" });
    expect(seats()).toBe(4);
    expect(lastLog()).toContain(`cancelled by staff@example.mu: The guest phoned: they are ill`);
    expect(emailsAbout(b.reference).map((m) => m.subject)).toEqual(["Your booking has been updated to Cancelled"]);
    expect(bellOf(client.id)[0].message).toBe("Your booking has been updated to Cancelled");
    expect((await cancelBooking(b.reference, admin, "Again")).outcome).toBe("unchanged");
    expect(emailsAbout(b.reference)).toHaveLength(1);
  });
});
