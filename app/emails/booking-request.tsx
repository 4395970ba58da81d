import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { promiseLines, type GuestPromises } from "./promises.server";
import type { BookingMessageProps } from "./booking-message";
import { referenceMessage } from "./reference-message";
import { DetailsTable, GuestMessage, Paragraphs, QuotedVisitorText, type PayPurpose } from "./components";

/**
 * To the customer: subject 'Booking Ref' plus the reference. The booking form takes any address, so nothing the
 * visitor typed reads as ours: a plain "Hello," and their details quoted as "What you sent us".
 * In the booking's language (`bookings.language`).
 */
export function BookingRequest({
  booking: b,
  siteName,
  timeZone,
  manageLink,
  pay,
  promises,
  i18n,
}: BookingMessageProps & { pay?: PayPurpose | null; promises?: GuestPromises }) {
  const intro = i18n.t(
    "Thank you for your booking request for {packageTitle} on {date}. Our team will confirm your booking as soon as possible.",
    {
      packageTitle: b.packageTitle,
      date: formatDate(b.date, i18n),
    },
  );
  return (
    <GuestMessage
      siteName={siteName}
      intro={intro}
      preview={i18n.t("Your booking reference is {reference}.", { reference: b.reference })}
      manageLink={manageLink}
      pay={pay}
      notYou
      i18n={i18n}
    >
      <p>
        {i18n.t("Your booking reference is ")}
        <strong style={{ fontSize: "18px", letterSpacing: "1px" }}>{b.reference}</strong>
        {i18n.t(". Please keep it for any question about this booking.")}
      </p>
      <DetailsTable rows={bookingFacts(b, timeZone, i18n)} />
      {promises ? <Paragraphs lines={promiseLines(b, promises, timeZone, i18n)} /> : null}
      <QuotedVisitorText intro={i18n.t("What you sent us with the booking form:")} rows={bookingSentUs(b, i18n)} />
    </GuestMessage>
  );
}

export const bookingRequestMail = referenceMessage(BookingRequest, /*i18n*/ "Booking Ref {reference}");

export function bookingRequestEmail(
  b: Booking,
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
  pay?: PayPurpose | null,
  promises?: GuestPromises,
) {
  return bookingRequestMail.build({ booking: b, siteName, timeZone, manageLink, pay, promises });
}
