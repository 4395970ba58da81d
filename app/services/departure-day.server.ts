// What staff do to a whole departure from the manifest: message everyone on it, or cancel it (the weather).
// The model writes the change and records each guest's notice in one transaction; they are delivered here, after it.
import { departureCancelledEmail } from "~/emails/departure-cancelled";
import { departureMessageEmail } from "~/emails/departure-message";
import { cancelledText, departureMessageText } from "~/messages/phone-texts";
import type { Actor } from "~/models/audit.server";
import { cancelDeparture, messageDeparture, type DepartureRef } from "~/models/booking-admin.server";
import { inBookingLanguage } from "~/models/package.server";
import { getEnv } from "~/utils/env.server";
import { siteUrl } from "~/utils/site-url.server";
import { formatDepartureDate } from "~/utils/time";
import { deliverGuestNotices } from "./guest-notice.server";
import { startDueRefunds } from "./refunds.server";
import { refundsUnderWay } from "~/models/refund.server";

/** "Blue Bay Sat 5 Dec 2026 09:00": a departure in the updates log. */
const departureName = (d: DepartureRef, packageTitle: string) =>
  [packageTitle, formatDepartureDate(d.date), d.startTime].filter(Boolean).join(" ");

const guests = (n: number) => (n === 1 ? "1 guest" : `${n} guests`);

/** E-mails (and notifies the bell of) each guest travelling on the departure; returns how many were told. */
export async function messageEveryone(
  d: DepartureRef,
  packageTitle: string,
  message: { subject: string; message: string },
  admin: Actor,
): Promise<number> {
  const { SITE_NAME, TZ } = getEnv();
  const { count, notices } = messageDeparture(
    d,
    admin,
    message.subject,
    (n) => `Message sent to ${guests(n)} of ${departureName(d, packageTitle)}: ${message.subject}`,
    (b) => ({
      email: (manageLink) => departureMessageEmail(inBookingLanguage(b), message, SITE_NAME, TZ, manageLink),
      bell: { title: message.subject, message: message.message },
      phone: departureMessageText(inBookingLanguage(b), message, SITE_NAME, TZ),
    }),
  );
  await deliverGuestNotices(notices);
  return count;
}

/** Cancels the departure's bookings and tells each guest once, with the reason and a link to book another date. */
export async function cancelWholeDeparture(
  d: DepartureRef,
  packageTitle: string,
  { reason, close }: { reason: string; close: boolean },
  admin: Actor,
): Promise<{ count: number; closed: boolean }> {
  const { SITE_NAME, TZ } = getEnv();
  const bookLink = siteUrl(`/book/${d.packageId}`);
  const { count, closed, notices } = cancelDeparture(
    d,
    { reason, close },
    admin,
    (n) =>
      `Departure cancelled: ${departureName(d, packageTitle)}, ${n === 1 ? "1 booking" : `${n} bookings`} cancelled${close && d.startTime ? ", closed to new bookings" : ""}: ${reason}`,
    (b) => ({
      // Built in the cancellation's transaction, after each booking's online payments were queued for a refund.
      email: (manageLink) =>
        departureCancelledEmail(
          inBookingLanguage(b),
          reason,
          bookLink,
          SITE_NAME,
          TZ,
          manageLink,
          refundsUnderWay(b.reference),
        ),
      bell: {
        title: `Departure cancelled: ${packageTitle}`,
        message: `${packageTitle} on ${formatDepartureDate(d.date)}${d.startTime ? ` at ${d.startTime}` : ""} is cancelled, and so is your booking ${b.reference}: ${reason}`,
      },
      phone: cancelledText(inBookingLanguage(b), SITE_NAME, TZ, { reason }),
    }),
  );
  startDueRefunds();
  await deliverGuestNotices(notices);
  return { count, closed };
}
