import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminUpdates,
  auditLog,
  authTokens,
  bookingLinks,
  bookings,
  contactMessages,
  notifications,
  outbox,
  sessions,
  users,
} from "~/db/schema";
import { getDb } from "~/db/db.server";
import { issueToken } from "~/models/auth-token.server";
import { issueBookingLink } from "~/models/booking-link.server";
import { createBooking, getBooking, type Booking } from "~/models/booking.server";
import { saveContactMessage } from "~/models/contact.server";
import { eraseGuestRecords } from "~/models/guest-data.server";
import { notifyEveryone } from "~/models/notification.server";
import { recordEmail } from "~/models/outbox.server";
import { createSession, sessionUserId } from "~/models/session.server";
import { createUser } from "~/models/user.server";
import { stateForStatus } from "~/utils/booking-state";
import { uploadsDir } from "~/utils/storage.server";
import { BOOKING_INPUT } from "../../tests/fixtures/bookings";
import {
  eraseGuestDataForAdmin,
  eraseOwnAccount,
  exportGuestDataForAdmin,
  guestDataExport,
  guestDataSummary,
} from "./guest-data.server";

let n = 0;
const account = (role = "user") =>
  createUser({ email: `guest-data-${++n}@example.mu`, password: "lagoon-sunset-42", role, verified: true }).then((u) =>
    getDb()
      .update(users)
      .set({ name: "Amelia Ramdin", phone: "+23057000001" })
      .where(eq(users.id, u.id))
      .returning()
      .get(),
  );

/** A booking (of a package without a schedule, so its date is free) with this address, then its status as an admin sets it. */
function book(
  email: string,
  userId: string | null,
  { date = "2030-01-15", status }: { date?: string; status?: string } = {},
): Booking {
  const { booking } = createBooking(
    { ...BOOKING_INPUT, email, message: "Vegetarian lunch, please", date },
    { packageId: "p", packageTitle: "Île aux Cerfs Catamaran Day", userId, humanChecked: true, formKey: null },
  );
  if (!status) return booking;
  return getDb()
    .update(bookings)
    .set({ status, state: stateForStatus(status)! })
    .where(eq(bookings.reference, booking.reference))
    .returning()
    .get();
}

const logLines = () =>
  getDb()
    .select()
    .from(adminUpdates)
    .all()
    .map((u) => u.content);
const rowsOf = (table: typeof notifications | typeof sessions | typeof authTokens, userId: string) =>
  getDb()
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(eq(table.userId, userId))
    .get()!.n;

describe("a guest's data export", () => {
  it("holds the profile, their bookings (account and address), notifications, contact messages, e-mails and files; never a secret", async () => {
    const me = await account();
    const other = await account();
    const mine = book(me.email, me.id);
    // Made without an account with the same address, in another case: theirs too.
    const asVisitor = book(me.email.toUpperCase(), null, { date: "2020-03-01", status: "Confirmed" });
    // Another account's booking with this address belongs to that account.
    const othersBooking = book(me.email, other.id);
    notifyEveryone({ title: "Cyclone warning", message: "Stay safe" }, { id: null, email: "staff@example.mu" });
    saveContactMessage({
      name: "Amelia",
      email: ` ${me.email}`,
      phone: "+23057000001",
      message: "Do you go to Le Morne?",
      humanChecked: true,
      formKey: null,
    });
    recordEmail({
      recipient: me.email,
      subject: "Booking Ref X",
      plainTextMessage: "Hello",
      htmlMessage: "<p>Hello</p>",
    });
    createSession(me.id);
    issueToken(me.id, "reset");
    const folder = path.join(uploadsDir(), "users", me.id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "me-0123456789-480.webp"), "picture");

    const data = await guestDataExport(me.email, new Date("2026-11-24T08:00:00Z"));
    expect(data).toMatchObject({ format: 1, exportedAt: "2026-11-24T08:00:00.000Z", email: me.email });
    expect(data.account).toMatchObject({ email: me.email, name: "Amelia Ramdin", phone: "+23057000001", role: "user" });
    expect(data.bookings.map((b) => b.reference).sort()).toEqual([mine.reference, asVisitor.reference].sort());
    expect(data.bookings.map((b) => b.reference)).not.toContain(othersBooking.reference);
    expect(data.bookings.find((b) => b.reference === mine.reference)).toMatchObject({
      package: { id: "p", title: "Île aux Cerfs Catamaran Day" },
      date: "2030-01-15",
      party: { adults: 2, children: 0, infants: 0 },
      status: "Pending",
      guest: { name: "Priya", surname: "Doolub", email: me.email, phone: "+23057123456" },
      message: "Vegetarian lunch, please",
      inYourAccount: true,
    });
    expect(data.bookings.find((b) => b.reference === asVisitor.reference)).toMatchObject({
      status: "Confirmed",
      inYourAccount: false,
    });
    expect(data.notifications.map((x) => x.title)).toContain("Cyclone warning");
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ message: "Do you go to Le Morne?", phone: "+23057000001" }),
    ]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: "Booking Ref X" })]);
    expect(data.files).toEqual([
      {
        name: "me-0123456789-480.webp",
        url: expect.stringContaining(`/files/users/${me.id}/me-0123456789-480.webp`),
        bytes: 7,
      },
    ]);
    const text = JSON.stringify(data);
    for (const secret of ["passwordHash", "password_hash", me.passwordHash, "tokenHash", "sealedToken", "adminPage"])
      expect(text).not.toContain(secret);
  });

  it("for an address without an account: what was sent with it, and no account", async () => {
    const address = `visitor-${++n}@example.mu`;
    const b = book(address, null);
    const data = await guestDataExport(address);
    expect(data.account).toBeNull();
    expect(data.bookings.map((x) => x.reference)).toEqual([b.reference]);
    expect(data.notifications).toEqual([]);
    expect(data.files).toEqual([]);
  });

  it("by an admin is a line in the updates log naming the admin and the address", async () => {
    const guest = await account();
    await exportGuestDataForAdmin(guest.email, { id: null, email: "boss@example.mu" });
    expect(logLines()).toContain(`Guest data of ${guest.email} exported by admin boss@example.mu`);
    const audit = getDb().select().from(auditLog).where(eq(auditLog.targetLabel, guest.email)).all();
    expect(audit).toMatchObject([{ action: "guest.export", actorEmail: "boss@example.mu", targetKind: "guest" }]);
  });
});

describe("erasing a guest", () => {
  it("cancels the bookings ahead with their e-mail, anonymises every booking, and deletes the account with what hangs on it", async () => {
    const me = await account();
    const ahead = book(me.email, me.id);
    const past = book(me.email, me.id, { date: "2020-01-10", status: "Confirmed" });
    const visitorAhead = book(me.email, null, { date: "2030-02-01" });
    const declinedAhead = book(me.email, me.id, { date: "2030-03-01", status: "Declined" });
    getDb().transaction((tx) => issueBookingLink(tx, ahead));
    const session = createSession(me.id);
    issueToken(me.id, "verify");
    notifyEveryone({ title: "Hello", message: "A notice" }, { id: null, email: "staff@example.mu" });
    saveContactMessage({
      name: "Amelia",
      email: me.email,
      phone: "+23057000001",
      message: "Hello",
      humanChecked: true,
      formKey: null,
    });
    const oldEmail = recordEmail({
      recipient: me.email,
      subject: "Booking Ref Y",
      plainTextMessage: "Dear Amelia",
      htmlMessage: "<p>Dear Amelia</p>",
    });

    // A WhatsApp reminder a past booking was sent, and one still to go for another.
    const phoneRow = (status: "sent" | "pending", reference: string) =>
      getDb()
        .insert(outbox)
        .values({
          channel: "whatsapp",
          recipient: "+23057123456",
          subject: "",
          plainTextMessage: "Reminder: your day out tomorrow",
          htmlMessage: "",
          related: `booking:${reference}`,
          status,
        })
        .returning({ id: outbox.id })
        .get().id;
    const sentPhone = phoneRow("sent", past.reference);
    const pendingPhone = phoneRow("pending", ahead.reference);

    const result = eraseGuestRecords({
      email: me.email,
      userId: me.id,
      eraser: { by: "guest" },
      cancellationEmail: (b) => ({
        recipient: b.email,
        subject: "Booking Cancelled",
        plainTextMessage: `Dear ${b.name}`,
        htmlMessage: "",
        related: `booking-cancelled:${b.reference}`,
      }),
    });
    expect(result.outcome).toBe("erased");
    if (result.outcome !== "erased") return;
    expect(result.cancelled.map((b) => b.reference).sort()).toEqual([ahead.reference, visitorAhead.reference].sort());

    // The cancellation e-mails, to the guest as they were, recorded to go after the commit.
    const queued = getDb().select().from(outbox).where(inArray(outbox.id, result.emailIds)).all();
    expect(queued.map((e) => [e.recipient, e.subject, e.plainTextMessage])).toEqual([
      [me.email, "Booking Cancelled", "Dear Priya"],
      [me.email, "Booking Cancelled", "Dear Priya"],
    ]);
    // What was sent before keeps that it was sent, nothing more.
    const old = getDb().select().from(outbox).where(eq(outbox.id, oldEmail)).get()!;
    expect(old).toMatchObject({
      recipient: "erased@erased.invalid",
      plainTextMessage: "(Erased at the guest's request.)",
    });

    // The phone's copies too: the number and the text go; what is still to be sent goes as it was.
    const phone = (id: number) => getDb().select().from(outbox).where(eq(outbox.id, id)).get()!;
    expect(phone(sentPhone)).toMatchObject({ recipient: "", plainTextMessage: "(Erased at the guest's request.)" });
    expect(phone(pendingPhone)).toMatchObject({
      recipient: "+23057123456",
      plainTextMessage: "Reminder: your day out tomorrow",
    });

    for (const ref of [ahead.reference, visitorAhead.reference])
      expect(getBooking(ref)).toMatchObject({ state: "cancelled", status: "Cancelled" });
    expect(getBooking(past.reference)).toMatchObject({ state: "confirmed", status: "Confirmed" });
    expect(getBooking(declinedAhead.reference)).toMatchObject({ state: "declined" });
    for (const b of [ahead, past, visitorAhead, declinedAhead]) {
      expect(getBooking(b.reference)).toMatchObject({
        reference: b.reference,
        name: "Erased guest",
        surname: "",
        email: "erased@erased.invalid",
        phone: "",
        message: "",
        userId: null,
        date: b.date,
        adults: b.adults,
        packageTitle: b.packageTitle,
        time: b.time,
      });
    }
    expect(getDb().select().from(bookingLinks).where(eq(bookingLinks.bookingReference, ahead.reference)).all()).toEqual(
      [],
    );
    expect(getDb().select().from(users).where(eq(users.id, me.id)).get()).toBeUndefined();
    expect(sessionUserId(session)).toBeNull();
    for (const table of [notifications, sessions, authTokens]) expect(rowsOf(table, me.id)).toBe(0);
    const contact = getDb()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "erased@erased.invalid"))
      .all();
    expect(contact.at(-1)).toMatchObject({ name: "Erased guest", phone: "", message: "" });
    expect(getDb().select().from(contactMessages).where(eq(contactMessages.email, me.email)).all()).toEqual([]);

    const lines = logLines();
    expect(lines).toContain(
      `Booking ${ahead.reference} (Île aux Cerfs Catamaran Day, Tue, 15 January 2030) was cancelled by the client ${me.email}, who deleted their account`,
    );
    expect(lines).toContain(
      `Account ${me.email} deleted by its owner: account deleted, 2 bookings cancelled, 4 bookings anonymised, 1 contact message erased`,
    );
  });

  it("by the guest, stops at a booking they may no longer cancel themselves, changing nothing", async () => {
    const me = await account();
    // Confirmed, of a package with no free cancellation known: only staff can cancel it.
    const confirmed = book(me.email, me.id, { status: "Confirmed" });
    const pending = book(me.email, me.id, { date: "2030-05-05" });
    const result = await eraseOwnAccount(me);
    expect(result).toMatchObject({
      outcome: "cannot-cancel",
      bookings: [expect.objectContaining({ reference: confirmed.reference })],
    });
    expect(getBooking(pending.reference)).toMatchObject({ state: "pending", name: "Priya", userId: me.id });
    expect(getDb().select().from(users).where(eq(users.id, me.id)).get()).toBeDefined();
    const summary = await guestDataSummary(me.email);
    expect(summary.ahead.map((b) => [b.reference, b.guestMayCancel])).toEqual(
      expect.arrayContaining([
        [confirmed.reference, false],
        [pending.reference, true],
      ]),
    );
  });

  it("by the guest, removes their files and sends the cancellation, keeping no copy of its text", async () => {
    const me = await account();
    const b = book(me.email, me.id);
    const folder = path.join(uploadsDir(), "users", me.id);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "me.webp"), "picture");
    const result = await eraseOwnAccount(me);
    expect(result.outcome).toBe("erased");
    expect(fs.existsSync(folder)).toBe(false);
    const sent = getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.related, `booking-cancelled:${b.reference}`))
      .get()!;
    // No e-mail provider in the tests: "logged" is sent; then its copy loses the guest.
    expect(sent).toMatchObject({ status: "logged", recipient: "erased@erased.invalid" });
  });

  it("by an admin cancels every booking ahead, confirmed ones too, and names the admin in the log", async () => {
    const guest = await account();
    const confirmed = book(guest.email, guest.id, { status: "Confirmed" });
    const result = await eraseGuestDataForAdmin(`  ${guest.email.toUpperCase()} `, {
      id: null,
      email: "boss@example.mu",
    });
    expect(result.outcome).toBe("erased");
    expect(getBooking(confirmed.reference)).toMatchObject({ state: "cancelled", name: "Erased guest" });
    expect(logLines()).toContain(
      `Guest data of ${guest.email} erased by admin boss@example.mu at the guest's request: account deleted, 1 booking cancelled, 1 booking anonymised, 0 contact messages erased`,
    );
    expect(
      logLines().some(
        (l) =>
          l.startsWith(`Booking ${confirmed.reference} `) &&
          l.endsWith("by admin boss@example.mu, erasing the guest's data at their request"),
      ),
    ).toBe(true);
    // The audit log has it too, from the same transaction.
    const audit = getDb().select().from(auditLog).where(eq(auditLog.targetLabel, guest.email)).all();
    expect(audit).toMatchObject([
      {
        action: "guest.erase",
        actorEmail: "boss@example.mu",
        changes: { account: "deleted", cancelled: [confirmed.reference], anonymised: 1 },
      },
    ]);
  });

  it("never deletes the last admin", async () => {
    getDb().update(users).set({ role: "user" }).where(eq(users.role, "admin")).run();
    const admin = await account("admin");
    expect((await eraseOwnAccount(admin)).outcome).toBe("last-admin");
    expect(getDb().select().from(users).where(eq(users.id, admin.id)).get()).toBeDefined();
    await account("admin");
    expect((await eraseOwnAccount(admin)).outcome).toBe("erased");
  });
});
