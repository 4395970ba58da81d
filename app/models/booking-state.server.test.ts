import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb, openDatabase } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";
import { cancelBookingByAdmin, confirmBookingByAdmin, listBookings, saveBookingByAdmin } from "./booking-admin.server";
import {
  bookingActions,
  bookingStates,
  CANCELLED_STATUS,
  clientMayCancel,
  mayApply,
  PENDING_STATUS,
  stateForStatus,
  statusWords,
  type BookingAction,
  type BookingState,
} from "~/utils/booking-state";
import { applyAction, cancelBookingByClient, getBooking } from "./booking.server";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";

const account = (role = "user") => testAccount(`state-${role}`, role);
const book = testBooking;
const cancelledRefs = () => listBookings({ filter: "cancelled" }).rows.map((b) => b.reference);
/** The guest's e-mail of a decision (its words are the e-mails' tests'). */
const told = (b: { email: string }) => ({
  recipient: b.email,
  subject: "Updated",
  plainTextMessage: "",
  htmlMessage: "",
});

describe("stateForStatus", () => {
  it("reads the four status words, in any case and with spaces around", () => {
    expect(stateForStatus("Pending")).toBe("pending");
    expect(stateForStatus("Confirmed")).toBe("confirmed");
    expect(stateForStatus("Declined")).toBe("declined");
    expect(stateForStatus("Cancelled")).toBe("cancelled");
    expect(stateForStatus("  cAnCeLLeD ")).toBe("cancelled");
    expect(stateForStatus("CONFIRMED")).toBe("confirmed");
  });

  it("reads the older words Confirm and Decline", () => {
    expect(stateForStatus("Confirm")).toBe("confirmed");
    expect(stateForStatus("decline")).toBe("declined");
  });

  it("gives null for an admin's own words, so the booking keeps its state", () => {
    for (const text of ["Awaiting payment", "Paid at the desk", "Canceled", "Pending?", "", "Cancelled by phone"])
      expect(stateForStatus(text)).toBeNull();
  });

  it("maps each state's own word back to it, and the site's two words are among them", () => {
    for (const state of bookingStates) expect(stateForStatus(statusWords[state])).toBe(state);
    expect([PENDING_STATUS, CANCELLED_STATUS]).toEqual(["Pending", "Cancelled"]);
    expect(bookingStates.filter(clientMayCancel)).toEqual(["pending"]);
  });
});

describe("the state of a booking", () => {
  it("starts pending with the status Pending", () => {
    const b = book(null);
    expect(b).toMatchObject({ status: "Pending", state: "pending" });
  });

  it("a client's cancellation sets the state cancelled and the status Cancelled; the Cancelled filter lists it", async () => {
    const me = await account();
    const b = book(me.id);
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("cancelled");
    expect(getBooking(b.reference)).toMatchObject({ status: "Cancelled", state: "cancelled" });
    expect(cancelledRefs()).toContain(b.reference);
  });

  it("an admin's own words keep the state: a pending booking with other text can still be cancelled by its client", async () => {
    const [me, admin] = [await account(), await account("admin")];
    const b = book(me.id);
    saveBookingByAdmin(b.reference, { status: "Awaiting payment" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Awaiting payment", state: "pending" });
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("cancelled");
  });

  it("a status word is a label too: 'Confirmed' keeps the booking pending; Confirm confirms it, and then its client may not cancel it", async () => {
    const [me, admin] = [await account(), await account("admin")];
    const b = book(me.id);
    saveBookingByAdmin(b.reference, { status: "confirmed" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "confirmed", state: "pending" });
    expect(confirmBookingByAdmin(b.reference, admin, told).outcome).toBe("done");
    saveBookingByAdmin(b.reference, { status: "Paid, see you on the 15th" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Paid, see you on the 15th", state: "confirmed" });
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("not-pending");
  });

  it("'Cancelled' as text cancels nothing; staff Cancel does, the Cancelled filter lists it, and no later status brings it back (issue 27)", async () => {
    const admin = await account("admin");
    const b = book(null);
    saveBookingByAdmin(b.reference, { status: "Cancelled" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Cancelled", state: "pending" });
    expect(cancelledRefs()).not.toContain(b.reference);
    expect(cancelBookingByAdmin(b.reference, admin, "The guest phoned", told).outcome).toBe("done");
    expect(getBooking(b.reference)).toMatchObject({ status: "Cancelled", state: "cancelled" });
    expect(cancelledRefs()).toContain(b.reference);
    saveBookingByAdmin(b.reference, { status: "Pending" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Pending", state: "cancelled" });
    expect(cancelledRefs()).toContain(b.reference);
  });
});

describe("the named actions (bookingActions, applyAction)", () => {
  /** A new booking brought to `state` by the actions themselves. */
  const inState = (state: BookingState) => {
    const b = book(null);
    const path: Record<BookingState, BookingAction[]> = {
      pending: [],
      confirmed: ["confirm"],
      declined: ["decline"],
      cancelled: ["cancel"],
    };
    for (const action of path[state]) getDb().transaction((tx) => applyAction(tx, getBooking(b.reference)!, action));
    return getBooking(b.reference)!;
  };

  it("each action starts only from its states, and writes its state with the state's word as the status", () => {
    const expected: Record<BookingState, Record<BookingAction, BookingState | "unchanged">> = {
      pending: { confirm: "confirmed", decline: "declined", cancel: "cancelled" },
      confirmed: { confirm: "unchanged", decline: "declined", cancel: "cancelled" },
      declined: { confirm: "confirmed", decline: "unchanged", cancel: "unchanged" },
      cancelled: { confirm: "unchanged", decline: "unchanged", cancel: "unchanged" },
    };
    for (const from of bookingStates) {
      for (const action of Object.keys(bookingActions) as BookingAction[]) {
        const b = inState(from);
        expect(b.state).toBe(from);
        const result = getDb().transaction((tx) => applyAction(tx, b, action));
        const after = getBooking(b.reference)!;
        const to = expected[from][action];
        expect(result.outcome, `${action} from ${from}`).toBe(to === "unchanged" ? "unchanged" : "done");
        expect(after.state, `${action} from ${from}`).toBe(to === "unchanged" ? from : to);
        if (to !== "unchanged") expect(after.status).toBe(statusWords[to]);
        expect(mayApply(action, from)).toBe(to !== "unchanged");
      }
    }
  });

  it("changes nothing when the booking changed since it was read (a replayed post)", () => {
    const b = book(null);
    const read = getBooking(b.reference)!;
    expect(getDb().transaction((tx) => applyAction(tx, read, "decline")).outcome).toBe("done");
    // Cancel from the stale "pending" read (declined meanwhile): the conditional write finds no pending booking.
    expect(getDb().transaction((tx) => applyAction(tx, read, "cancel")).outcome).toBe("unchanged");
    expect(getBooking(b.reference)?.state).toBe("declined");
  });
});

describe("the migration that added the state", () => {
  it("reads existing bookings' status as stateForStatus does; other text becomes pending", () => {
    // The migrations up to the one before the state, a booking per status, then the rest.
    const folder = path.join(dataDir(), "migrations-before-state");
    fs.cpSync(path.resolve("drizzle"), folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const full = structuredClone(journal);
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((e) => e.tag === "0003_booking_state"),
    );
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const file = path.join(dataDir(), "before-state.db");
    const db = openDatabase(file, folder);
    const statuses = [
      "Pending",
      "Confirmed",
      "confirm",
      "DECLINED",
      "Decline",
      "Cancelled",
      " cancelled ",
      "Awaiting payment",
    ];
    const insert = db.$client.prepare(
      "insert into bookings (reference, name, surname, email, phone, package_id, package_title, date, adults, time, status) values (?, 'A', 'B', 'a@b.mu', '+23057123456', 'p', 'Day', '2030-01-01', 1, '2026-01-01T00:00:00.000Z', ?)",
    );
    statuses.forEach((status, i) => insert.run(`R${i}`, status));
    db.$client.close();

    fs.writeFileSync(journalFile, JSON.stringify(full));
    const migrated = openDatabase(file, folder);
    const rows = migrated.$client.prepare("select status, state from bookings order by reference").all() as {
      status: string;
      state: string;
    }[];
    migrated.$client.close();
    expect(rows.map((r) => r.state)).toEqual([
      "pending",
      "confirmed",
      "confirmed",
      "declined",
      "declined",
      "cancelled",
      "cancelled",
      "pending",
    ]);
    for (const row of rows) expect(row.state).toBe(stateForStatus(row.status) ?? "pending");
  });
});
