import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUpdates, bookings } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import {
  cancelBookingByClient,
  countUserBookings,
  getBooking,
  getUserBooking,
  listUserBookings,
  userBookingsQuery,
} from "./booking.server";
import { confirmBookingByAdmin } from "./booking-admin.server";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";

const client = () => testAccount("client");
const admin = () => testAccount("admin", "admin");
function book(userId: string | null, over: { time?: string } = {}) {
  const booking = testBooking(userId);
  if (over.time)
    getDb().update(bookings).set({ time: over.time }).where(eq(bookings.reference, booking.reference)).run();
  return getBooking(booking.reference)!;
}
/** A client and one Pending booking of theirs. */
async function ownBooking() {
  const me = await client();
  return { me, b: book(me.id) };
}
function updatesAbout(reference: string) {
  return getDb()
    .select()
    .from(adminUpdates)
    .all()
    .filter((u) => u.content.includes(reference));
}

describe("a client's own bookings", () => {
  it("are listed newest first, 10 a page, and counted", async () => {
    const me = await client();
    const other = await client();
    const refs = Array.from(
      { length: 12 },
      (_, i) => book(me.id, { time: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }).reference,
    );
    book(other.id);
    book(null);
    expect(countUserBookings(me.id)).toBe(12);
    const first = listUserBookings(me.id, 1);
    expect(first.map((b) => b.reference)).toEqual(refs.slice(2).reverse());
    expect(listUserBookings(me.id, 2).map((b) => b.reference)).toEqual([refs[1], refs[0]]);
    expect(listUserBookings(me.id, 3)).toEqual([]);
  });

  it("are read through the (user_id, time) index, with no sort step", () => {
    const { sql, params } = userBookingsQuery("someone", 2, 10).toSQL();
    const plan = getDb()
      .$client.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params) as { detail: string }[];
    const details = plan.map((p) => p.detail).join("\n");
    expect(details).toContain("bookings_user_idx");
    expect(details).not.toContain("TEMP B-TREE");
  });

  it("are found by reference only by their owner", async () => {
    const me = await client();
    const other = await client();
    const b = book(me.id);
    expect(getUserBooking(b.reference, me.id)?.reference).toBe(b.reference);
    expect(getUserBooking(b.reference, other.id)).toBeNull();
    expect(getUserBooking("NOPE-NOPE-NOPE", me.id)).toBeNull();
  });
});

describe("cancelBookingByClient", () => {
  // What the model published: set to [] after each test's own setup, which publishes too.
  let events: ChangeEvent[] = [];
  let stop = () => {};
  beforeAll(() => {
    stop = subscribe((e) => events.push(e));
  });
  afterAll(() => stop());
  /** The client's cancel, with only what it publishes itself recorded. */
  const cancelWatched = (...args: Parameters<typeof cancelBookingByClient>) => {
    events = [];
    return cancelBookingByClient(...args);
  };

  it("cancels the client's own Pending booking and logs it for the admins in the same write", async () => {
    const { me, b } = await ownBooking();
    const result = cancelWatched(b.reference, me);
    expect(result.outcome).toBe("cancelled");
    expect(getBooking(b.reference)?.status).toBe("Cancelled");
    const [update, ...more] = updatesAbout(b.reference);
    expect(more).toEqual([]);
    expect(update.content).toBe(
      `Booking ${b.reference} (Île aux Cerfs Catamaran Day, Tue, 15 January 2030) was cancelled by the client ${me.email}`,
    );
    expect(new Date(update.time).toISOString()).toBe(update.time);
    expect(events).toEqual([
      { topic: "bookings", userId: me.id },
      { topic: "bookings", adminsOnly: true },
      { topic: "updates", adminsOnly: true },
    ]);
  });

  it("refuses another client's booking, and a visitor's, without a trace", async () => {
    const me = await client();
    const other = await client();
    const mine = book(me.id);
    const visitors = book(null);
    events = [];
    expect(cancelBookingByClient(mine.reference, other)).toEqual({ outcome: "not-found" });
    expect(cancelBookingByClient(visitors.reference, other)).toEqual({ outcome: "not-found" });
    expect(cancelBookingByClient("NOPE-NOPE-NOPE", other)).toEqual({ outcome: "not-found" });
    expect(getBooking(mine.reference)?.status).toBe("Pending");
    expect(getBooking(visitors.reference)?.status).toBe("Pending");
    expect(updatesAbout(mine.reference)).toEqual([]);
    expect(events).toEqual([]);
  });

  it("changes nothing once the booking is no longer Pending (an admin confirmed it)", async () => {
    const { me, b } = await ownBooking();
    confirmBookingByAdmin(b.reference, await admin(), (c) => ({
      recipient: c.email,
      subject: "Confirmed",
      plainTextMessage: "",
      htmlMessage: "",
    }));
    // Confirm's own line only: the refused cancel adds none.
    const logged = updatesAbout(b.reference);
    const result = cancelWatched(b.reference, me);
    expect(result.outcome).toBe("not-pending");
    expect(result.outcome === "not-pending" && result.booking.status).toBe("Confirmed");
    expect(getBooking(b.reference)?.status).toBe("Confirmed");
    expect(updatesAbout(b.reference)).toEqual(logged);
    expect(events).toEqual([]);
  });

  it("is idempotent: a replayed cancel changes nothing and logs nothing twice", async () => {
    const { me, b } = await ownBooking();
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("cancelled");
    const again = cancelWatched(b.reference, me);
    expect(again.outcome).toBe("not-pending");
    expect(getBooking(b.reference)?.status).toBe("Cancelled");
    expect(updatesAbout(b.reference)).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it("rolls the cancellation back when the log line cannot be written (one transaction)", async () => {
    const { me, b } = await ownBooking();
    const sqlite = getDb().$client;
    sqlite.exec(
      "create trigger fail_updates before insert on admin_updates begin select raise(abort, 'disk full (test)'); end;",
    );
    try {
      expect(() => cancelBookingByClient(b.reference, me)).toThrow("disk full (test)");
    } finally {
      sqlite.exec("drop trigger fail_updates");
    }
    expect(getBooking(b.reference)?.status).toBe("Pending");
    expect(updatesAbout(b.reference)).toEqual([]);
    // And once the log can be written, the same cancel goes through.
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("cancelled");
  });
});
