// What follows a guest's own cancellation (client area or private link), after its commit: the 'Booking Cancelled'
// e-mail, with a fresh manage link, and the words the page shows.
import { bookingCancelledEmail } from "~/emails/booking-cancelled";
import type { Booking, CancelNotice } from "~/models/booking.server";
import { recordBookingEmail } from "~/models/guest-notice.server";
import { inBookingLanguage } from "~/models/package.server";
import { getEnv } from "~/utils/env.server";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { sendRecorded } from "./email.server";
import { cancelledText } from "~/messages/phone-texts";
import { recordPhoneMessage } from "~/models/outbox.server";
import { startRefundsOf } from "./refunds.server";
import { refundsUnderWay } from "~/models/refund.server";

/**
 * The 'Booking Cancelled' e-mail (with a fresh manage link) and, when the guest asked for it, the phone text, recorded
 * in the cancellation's own transaction: a crash after its commit still leaves them in the outbox.
 */
export const recordCancelNotice: CancelNotice = (tx, booking) => {
  const { SITE_NAME, TZ } = getEnv();
  const told = inBookingLanguage(booking);
  // Read in the transaction that queued them: this e-mail says they are on their way, the refund's own that they are made.
  const refunds = refundsUnderWay(booking.reference);
  const emailId = booking.email
    ? recordBookingEmail(tx, booking, (manageLink) => ({
        ...bookingCancelledEmail(told, SITE_NAME, TZ, manageLink, refunds),
        related: `booking-cancelled:${booking.reference}`,
      }))
    : null;
  const phoneId = recordPhoneMessage(tx, {
    booking,
    text: cancelledText(told, SITE_NAME, TZ),
    related: `booking:${booking.reference}`,
  });
  return { emailId, phoneId };
};

/**
 * After the commit: the refunds started, the e-mail and phone text recorded with the cancellation sent; returns the
 * message for the page (the cancellation stands whatever the e-mail does), in the translator's language (the page's).
 */
export async function tellCancelled(
  booking: Booking,
  told: ReturnType<CancelNotice> | undefined,
  i18n: Translator = translator("en"),
): Promise<string> {
  const reference = booking.reference;
  startRefundsOf([reference]);
  const sent = told?.emailId ? await sendRecorded(told.emailId) : { ok: false };
  if (told?.phoneId) await sendRecorded(told.phoneId);
  const values = { reference, email: booking.email };
  return sent.ok
    ? i18n.t("Your booking {reference} has been cancelled. A confirmation is on its way to {email}.", values)
    : i18n.t(
        "Your booking {reference} has been cancelled. The confirmation e-mail could not be sent yet; we will try again.",
        values,
      );
}
