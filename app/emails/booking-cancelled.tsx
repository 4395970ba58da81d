import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage, QuotedVisitorText } from "./components";
import { statusText } from "./i18n.server";
import { RefundingLines, type RefundNote } from "./refund-sent";

/** To the customer after they cancelled, with the booking listed and the online payments on their way back. */
export function BookingCancelled({
  booking: b,
  siteName,
  timeZone,
  manageLink,
  refunds,
  i18n,
}: BookingMessageProps & { refunds?: RefundNote[] }) {
  const intro = i18n.t("Your booking {reference} for {packageTitle} on {date} has been cancelled, as you asked.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
    date: formatDate(b.date, i18n),
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <DetailsTable rows={[...bookingFacts(b, timeZone, i18n), [i18n.t("Status"), statusText(b.status, i18n)]]} />
      <RefundingLines refunds={refunds} i18n={i18n} />
      <QuotedVisitorText intro={i18n.t("What you sent us with the booking form:")} rows={bookingSentUs(b, i18n)} />
      <p>
        {i18n.t(
          "If this was a mistake, or you would like another date, simply send us a new booking request on our website.",
        )}
      </p>
    </GuestMessage>
  );
}

/** Subject exactly 'Booking Cancelled' (as specified); "Réservation annulée" in French. */
export const bookingCancelledMail = bookingMessage(BookingCancelled, ({ i18n }) => i18n.t("Booking Cancelled"));

export function bookingCancelledEmail(
  b: Booking,
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
  refunds?: RefundNote[],
) {
  return bookingCancelledMail.build({ booking: b, siteName, timeZone, manageLink, refunds });
}
