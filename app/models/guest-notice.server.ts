import type { Tx } from "~/db/db.server";
import type { Booking } from "./booking.server";
import { addNotification } from "./notification.server";
import { recordEmail, type Email } from "./outbox.server";

/** What the guest of a booking is told: always an e-mail, and on the bell too when the booking belongs to an account. */
export type GuestNotice = {
  email: Email;
  /** The bell's notification (its link is the client's booking page). */
  bell: { title: string; message: string };
};

/** What to do after the commit: send `emailId` (sendRecorded) and refresh `userId`'s bell (publish "notifications"). */
export type RecordedNotice = { emailId: number; userId: string | null };

/**
 * Tells a guest something about their booking inside the caller's transaction, so the message exists exactly
 * when the change it reports does: the e-mail is recorded in the outbox (sent after the commit, or by the outbox
 * worker after a crash) and, for a client's booking, a notification is added for their bell.
 */
export function recordGuestNotice(tx: Tx, booking: Pick<Booking, "reference" | "userId">, notice: GuestNotice): RecordedNotice {
  const emailId = recordEmail({ related: `booking:${booking.reference}`, ...notice.email }, tx);
  if (booking.userId) {
    addNotification(tx, booking.userId, {
      ...notice.bell,
      link: `/user/booking/${booking.reference}`,
      action: "View booking",
    });
  }
  return { emailId, userId: booking.userId };
}
