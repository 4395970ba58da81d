import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/db.server";
import { dataDir } from "~/utils/env.server";
import { listBookings, saveBookingByAdmin } from "./booking-admin.server";
import { bookingStates, CANCELLED_STATUS, clientMayCancel, PENDING_STATUS, stateForStatus, statusWords } from "~/utils/booking-state";
import { cancelBookingByClient, getBooking } from "./booking.server";
import { testAccount, testBooking } from "../../tests/fixtures/bookings";

const account = (role = "user") => testAccount(`state-${role}`, role);
const book = testBooking;
const cancelledRefs = () => listBookings({ filter: "cancelled" }).rows.map((b) => b.reference);

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
    for (const text of ["Awaiting payment", "Paid at the desk", "Canceled", "Pending?", "", "Cancelled by phone"]) expect(stateForStatus(text)).toBeNull();
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

  it("an admin's status word sets the state: Confirmed cannot be cancelled by the client, whatever text follows", async () => {
    const [me, admin] = [await account(), await account("admin")];
    const b = book(me.id);
    saveBookingByAdmin(b.reference, { status: "confirmed" }, admin);
    saveBookingByAdmin(b.reference, { status: "Paid, see you on the 15th" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Paid, see you on the 15th", state: "confirmed" });
    expect(cancelBookingByClient(b.reference, me).outcome).toBe("not-pending");
  });

  it("an admin's Cancelled counts as cancelled in the lists, and no later status brings the booking back (issue 27)", async () => {
    const admin = await account("admin");
    const b = book(null);
    saveBookingByAdmin(b.reference, { status: "Cancelled" }, admin);
    expect(getBooking(b.reference)?.state).toBe("cancelled");
    expect(cancelledRefs()).toContain(b.reference);
    saveBookingByAdmin(b.reference, { status: "Pending" }, admin);
    expect(getBooking(b.reference)).toMatchObject({ status: "Pending", state: "cancelled" });
    expect(cancelledRefs()).toContain(b.reference);
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
    const statuses = ["Pending", "Confirmed", "confirm", "DECLINED", "Decline", "Cancelled", " cancelled ", "Awaiting payment"];
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
    expect(rows.map((r) => r.state)).toEqual(["pending", "confirmed", "confirmed", "declined", "declined", "cancelled", "cancelled", "pending"]);
    for (const row of rows) expect(row.state).toBe(stateForStatus(row.status) ?? "pending");
  });
});
