import type { Booking } from "~/models/booking.server";
import { OPERATOR_ZONE, whenRow, whichBookingRows } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage } from "./components";
import { statusText } from "./i18n.server";
import { RefundingLines, type RefundNote } from "./refund-sent";

/** To the guest after any other status change an admin saves: the same words as the bell's message; in the booking's language. */
export function BookingUpdated(props: BookingMessageProps & { refunds?: RefundNote[] }) {
  const { booking: b, siteName, timeZone, manageLink, refunds, i18n } = props;
  const status = statusText(b.status, i18n);
  const intro = i18n.t("Your booking {reference} for {packageTitle} has been updated to {status}.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
    status,
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <DetailsTable rows={[...whichBookingRows(b, i18n), whenRow(b, timeZone, i18n), [i18n.t("Status"), status]]} />
      <RefundingLines refunds={refunds} i18n={i18n} />
    </GuestMessage>
  );
}

/** Subject "Your booking has been updated to {status}". */
export const bookingUpdatedMail = bookingMessage(BookingUpdated, ({ booking: b, i18n }) =>
  i18n.t("Your booking has been updated to {status}", { status: statusText(b.status, i18n) }),
);

export function bookingStatusEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return bookingUpdatedMail.build({ booking: b, siteName, timeZone, manageLink });
}
