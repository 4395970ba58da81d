import type { Booking } from "~/models/booking.server";
import { OPERATOR_ZONE, startRows, summaryRows, surchargeRows } from "./booking-facts";
import { promiseLines } from "./promises.server";
import type { BookingMessageProps } from "./booking-message";
import { referenceMessage } from "./reference-message";
import { DetailsTable, GuestMessage, ListWithTitle, Paragraphs, type PayPurpose } from "./components";
import { bookingTotalText } from "~/utils/money";

/**
 * What the confirmation needs of the package: where to meet when there is no pickup, what to bring, and its free
 * cancellation (null: the package is gone; left out: not told).
 */
export type ConfirmedPackage = { meetingPoint: string; recommended: string[]; freeCancelHours?: number | null };

type Props = BookingMessageProps & { pkg: ConfirmedPackage; pay?: PayPurpose | null };

/**
 * To the guest when an admin confirms: the departure, party, total, pickup or meeting point, and what to bring.
 * The booking form takes any address, so nothing the guest typed (name, phone, message) is quoted back.
 * In the booking's language.
 */
export function BookingConfirmed({ booking: b, pkg, siteName, timeZone, manageLink, pay, i18n }: Props) {
  const intro = i18n.t(
    "Good news: your booking {reference} for {packageTitle} is confirmed. We look forward to seeing you.",
    {
      reference: b.reference,
      packageTitle: b.packageTitle,
    },
  );
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} pay={pay} i18n={i18n}>
      <DetailsTable
        rows={[
          ...summaryRows(b, timeZone, i18n),
          ...surchargeRows(b, i18n),
          [i18n.t("Total"), bookingTotalText(b, i18n)],
          ...startRows(b, pkg.meetingPoint, timeZone, i18n),
        ]}
      />
      {pkg.recommended.length ? (
        <ListWithTitle title={<strong>{i18n.t("What to bring:")}</strong>} items={pkg.recommended} />
      ) : null}
      {pkg.freeCancelHours === undefined ? null : (
        <Paragraphs lines={promiseLines(b, { freeCancelHours: pkg.freeCancelHours }, timeZone, i18n)} />
      )}
    </GuestMessage>
  );
}

export const bookingConfirmedMail = referenceMessage(BookingConfirmed, /*i18n*/ "Booking confirmed {reference}");

export function bookingConfirmedEmail(
  b: Booking,
  pkg: ConfirmedPackage,
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
  pay?: PayPurpose | null,
) {
  return bookingConfirmedMail.build({ booking: b, pkg, siteName, timeZone, manageLink, pay });
}
