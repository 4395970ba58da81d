// What the site holds about one guest (an account and an address), read for their data export, and erased at
// their request in one write transaction: each table's write is its own model's, joined here in that transaction.
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { formatDate } from "~/utils/time";
import { addAdminUpdate } from "./admin-update.server";
import { recordAudit, type Actor } from "./audit.server";
import { deleteBookingLinks } from "./booking-link.server";
import {
  anonymiseBookings,
  bookingsOfGuest,
  cancellationsPublished,
  cancelledByClientLine,
  departureAhead,
  ERASED_GUEST,
  guestMayCancelIn,
  writeCancellation,
  type Booking,
} from "./booking.server";
import { anonymiseContactMessages, contactMessagesFrom, type ContactMessage } from "./contact.server";
import { recordBookingEmail } from "./guest-notice.server";
import { allNotifications, type Notification } from "./notification.server";
import { emailsToAddress, eraseDeliveredTo, erasePhoneMessagesAbout, type Email } from "./outbox.server";
import { deleteUser, normaliseEmail, type User } from "./user.server";

export type GuestRecords = {
  email: string;
  user: User | null;
  bookings: Booking[];
  notifications: Notification[];
  contactMessages: ContactMessage[];
  emails: ReturnType<typeof emailsToAddress>;
};

/** Everything held about an address: its account (if any) and what goes with it, and what was sent with the address. */
export function readGuestRecords(email: string): GuestRecords {
  const db = getDb();
  const address = normaliseEmail(email);
  const user = db.select().from(users).where(eq(users.email, address)).get() ?? null;
  return {
    email: address,
    user,
    bookings: bookingsOfGuest(db, { userId: user?.id ?? null, email: address }),
    notifications: user ? allNotifications(user.id) : [],
    contactMessages: contactMessagesFrom(address, db),
    emails: emailsToAddress(address, db),
  };
}

/** Whose request it is: the guest themselves (deleting their account), or an admin acting on the guest's request. */
export type Eraser = { by: "guest" } | { by: "admin"; actor: Actor };

/** Bookings that still hold seats and whose departure is ahead: an erasure cancels them. */
export const isOpenAhead = (b: Booking, now: Date) =>
  (b.state === "pending" || b.state === "confirmed") && departureAhead(b, now);

export type Erasure =
  | {
      outcome: "erased";
      /** The account deleted (its files are the caller's to remove), or null when the address had none. */
      userId: string | null;
      /** The bookings cancelled, as they were before the person was taken out of them. */
      cancelled: Booking[];
      /** The cancellation e-mails recorded, to send after the commit. */
      emailIds: number[];
      anonymised: number;
      contactMessages: number;
      /** Storage keys of the files sent with contact messages, to remove after the commit. */
      files: string[];
    }
  /** The last admin's account: nothing changed. */
  | { outcome: "last-admin" }
  /** The guest may no longer cancel these bookings themselves (a confirmed one past its free cancellation): nothing changed. */
  | { outcome: "cannot-cancel"; bookings: Booking[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Erases a guest, in one write transaction: their bookings still ahead are cancelled (the 'Booking Cancelled'
 * e-mail recorded for each, from the booking as it was; no manage link, as no booking is theirs any more), every
 * booking keeps its reference, package, dates, party, amounts and status but loses the person, their private
 * links stop working, their contact messages lose what they said, the copies of the e-mails they were sent lose
 * their text, and their account goes (with its sessions, sign-in links and notifications). Each cancellation and
 * the erasure itself are lines in the updates log. The guest's own request follows their cancellation rule: a
 * booking they may no longer cancel stops it. `userId` is the account when the guest is signed in; else the
 * account of `email`, if any.
 */
export function eraseGuestRecords({
  email,
  userId,
  eraser,
  cancellationEmail,
  now = new Date(),
}: {
  email: string;
  userId?: string;
  eraser: Eraser;
  cancellationEmail: (b: Booking) => Email;
  now?: Date;
}): Erasure {
  const address = normaliseEmail(email);
  const result = getDb().transaction(
    (tx): Erasure => {
      const user =
        tx
          .select()
          .from(users)
          .where(eq(users.id, userId ?? ""))
          .get() ?? tx.select().from(users).where(eq(users.email, address)).get();
      const all = bookingsOfGuest(tx, { userId: user?.id ?? null, email: address });
      const ahead = all.filter((b) => isOpenAhead(b, now));
      if (eraser.by === "guest") {
        const kept = ahead.filter((b) => !guestMayCancelIn(tx, b, now));
        if (kept.length) return { outcome: "cannot-cancel", bookings: kept };
      }
      if (user && !deleteUser(tx, user.id).ok) return { outcome: "last-admin" };

      // First the copies of what was sent, then the cancellations' e-mails: those must still go.
      eraseDeliveredTo(address, ERASED_GUEST.email, tx);
      if (user && user.email !== address) eraseDeliveredTo(user.email, ERASED_GUEST.email, tx);
      const why =
        eraser.by === "guest"
          ? "who deleted their account"
          : `by admin ${eraser.actor.email}, erasing the guest's data at their request`;
      const cancelled: Booking[] = [];
      const emailIds: number[] = [];
      for (const b of ahead) {
        const done = writeCancellation(tx, b, (c) =>
          eraser.by === "guest"
            ? `${cancelledByClientLine(c, user?.email ?? address)}, ${why}`
            : `Booking ${c.reference} (${c.packageTitle}, ${formatDate(c.date)}) was cancelled ${why}`,
        );
        if (!done) continue;
        cancelled.push(done);
        emailIds.push(recordBookingEmail(tx, done, cancellationEmail(done)));
      }
      const references = all.map((b) => b.reference);
      erasePhoneMessagesAbout(references, tx);
      const anonymised = anonymiseBookings(tx, references);
      deleteBookingLinks(tx, references);
      const contact = anonymiseContactMessages(tx, address, { name: ERASED_GUEST.name, email: ERASED_GUEST.email });

      const facts = [
        user ? "account deleted" : "no account",
        `${plural(cancelled.length, "booking", "bookings")} cancelled`,
        `${plural(anonymised, "booking", "bookings")} anonymised`,
        `${plural(contact.count, "contact message", "contact messages")} erased`,
      ].join(", ");
      addAdminUpdate(
        tx,
        eraser.by === "guest"
          ? `Account ${address} deleted by its owner: ${facts}`
          : `Guest data of ${address} erased by admin ${eraser.actor.email} at the guest's request: ${facts}`,
        now,
      );
      if (eraser.by === "admin") {
        recordAudit(
          tx,
          eraser.actor,
          {
            action: "guest.erase",
            target: { kind: "guest", id: address, label: address },
            changes: {
              account: user ? "deleted" : "none",
              cancelled: cancelled.map((b) => b.reference),
              anonymised,
              "contact messages": contact.count,
            },
          },
          now,
        );
      }
      return {
        outcome: "erased",
        userId: user?.id ?? null,
        cancelled,
        emailIds,
        anonymised,
        contactMessages: contact.count,
        files: contact.files,
      };
    },
    { behavior: "immediate" },
  );
  if (result.outcome === "erased") {
    cancellationsPublished(result.cancelled);
    publish({ topic: "updates", adminsOnly: true });
  }
  return result;
}

/** An admin downloaded what the site holds about an address: a line in the updates log, and its audit record. */
export function logGuestExport(email: string, actor: Actor, now = new Date()) {
  const address = normaliseEmail(email);
  getDb().transaction((tx) => {
    addAdminUpdate(tx, `Guest data of ${address} exported by admin ${actor.email}`, now);
    recordAudit(tx, actor, { action: "guest.export", target: { kind: "guest", id: address, label: address } }, now);
  });
  publish({ topic: "updates", adminsOnly: true });
}
