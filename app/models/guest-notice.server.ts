import type { DB, Tx } from "~/db/db.server";
import { siteUrl } from "~/utils/site-url.server";
import type { Booking } from "./booking.server";
import { issueBookingLink } from "./booking-link.server";
import { addNotification } from "./notification.server";
import { recordEmail, recordPhoneMessage, TOKEN_PLACEHOLDER, type Email } from "./outbox.server";

/** An e-mail about a booking, built around its private "Manage your booking" link (which holds TOKEN_PLACEHOLDER). */
export type BookingEmail = (manageLink: string) => Email;

/** What the guest of a booking is told: always an e-mail, and on the bell too when the booking belongs to an account. */
export type GuestNotice = {
  /** The message, or its builder given the booking's manage link (the link is issued only when the message carries it). */
  email: Email | BookingEmail;
  /** The bell's notification (its link is the client's booking page). */
  bell: { title: string; message: string };
  /** The short text for the guest's phone (in the booking's language), sent too when they asked for it. */
  phone?: string;
};

/** What to do after the commit: send `emailId` (sendRecorded) and refresh `userId`'s bell (publish "notifications"). */
export type RecordedNotice = { emailId: number; userId: string | null; phoneId?: number | null };

/** The manage link as an outbox row keeps it: the token stands as TOKEN_PLACEHOLDER, sealed beside the message. */
export const manageLinkTemplate = () => siteUrl("/manage/") + TOKEN_PLACEHOLDER;

/**
 * Records an e-mail about a booking in the caller's transaction. A builder gets the booking's manage link: a new
 * link is issued (its hash stored) and its token sealed in the outbox row, so the Outbox page never shows it.
 */
export function recordBookingEmail(
  tx: Tx | DB,
  booking: Pick<Booking, "reference" | "date">,
  email: Email | BookingEmail,
): number {
  const related = `booking:${booking.reference}`;
  if (typeof email !== "function") return recordEmail({ related, ...email }, tx);
  const built = email(manageLinkTemplate());
  // A builder that left the link out (a test's stand-in) gets no link issued for nothing.
  if (!built.plainTextMessage.includes(TOKEN_PLACEHOLDER)) return recordEmail({ related, ...built }, tx);
  return recordEmail({ related, ...built, secretToken: issueBookingLink(tx, booking) }, tx);
}

/**
 * Tells a guest something about their booking inside the caller's transaction, so the message exists exactly
 * when the change it reports does: the e-mail is recorded in the outbox (sent after the commit, or by the outbox
 * worker after a crash), with the phone text beside it when the guest asked for messages on their phone, and, for a
 * client's booking, a notification is added for their bell.
 */
export function recordGuestNotice(
  tx: Tx,
  booking: Pick<Booking, "reference" | "userId" | "date"> & Partial<Pick<Booking, "phone" | "phoneReminders">>,
  notice: GuestNotice,
): RecordedNotice {
  const emailId = recordBookingEmail(tx, booking, notice.email);
  const { phone, phoneReminders = false } = booking;
  const phoneId =
    notice.phone && phone !== undefined
      ? recordPhoneMessage(tx, {
          booking: { phone, phoneReminders },
          text: notice.phone,
          related: `booking:${booking.reference}`,
        })
      : null;
  if (booking.userId) {
    addNotification(tx, booking.userId, {
      ...notice.bell,
      link: `/user/booking/${booking.reference}`,
      action: "View booking",
    });
  }
  return phoneId ? { emailId, userId: booking.userId, phoneId } : { emailId, userId: booking.userId };
}
