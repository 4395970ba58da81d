// What follows a guest's own cancellation (client area or private link), after its commit: the 'Booking Cancelled'
// e-mail, with a fresh manage link, and the words the page shows.
import { bookingCancelledEmail } from "~/emails/booking-cancelled";
import { newBookingLink } from "~/models/booking-link.server";
import type { Booking } from "~/models/booking.server";
import { manageLinkTemplate } from "~/models/guest-notice.server";
import { inBookingLanguage } from "~/models/package.server";
import { getEnv } from "~/utils/env.server";
import type { Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { sendEmail, sendRecorded } from "./email.server";
import { cancelledText } from "~/messages/phone-texts";
import { recordPhoneMessageNow } from "~/models/outbox.server";
import { startRefundsOf } from "./refunds.server";
import { refundsUnderWay } from "~/models/refund.server";

/**
 * Sends the 'Booking Cancelled' e-mail; returns the message for the page (the cancellation stands whatever the e-mail
 * does), in the translator's language (the page's).
 */
export async function tellCancelled(booking: Booking, i18n: Translator = translator("en")): Promise<string> {
  const { SITE_NAME, TZ } = getEnv();
  const reference = booking.reference;
  // Read before they are sent: this e-mail says they are on their way, the refund's own e-mail that they are made.
  const refunds = refundsUnderWay(reference);
  startRefundsOf([reference]);
  const sent = await sendEmail({
    ...bookingCancelledEmail(inBookingLanguage(booking), SITE_NAME, TZ, manageLinkTemplate(), refunds),
    related: `booking-cancelled:${reference}`,
    secretToken: newBookingLink(booking),
  });
  // The guest's own cancellation: its e-mail above is recorded after the commit, and so is its phone text.
  const phoneId = recordPhoneMessageNow({
    booking,
    text: cancelledText(inBookingLanguage(booking), SITE_NAME, TZ),
    related: `booking:${reference}`,
  });
  if (phoneId) await sendRecorded(phoneId);
  const values = { reference, email: booking.email };
  return sent.ok
    ? i18n.t("Your booking {reference} has been cancelled. A confirmation is on its way to {email}.", values)
    : i18n.t(
        "Your booking {reference} has been cancelled. The confirmation e-mail could not be sent yet; we will try again.",
        values,
      );
}
