import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage, Lines } from "./components";

type StaffMessage = { subject: string; message: string };
type Props = BookingMessageProps<DepartureBooking> & { message: StaffMessage };

/**
 * Staff's message to everyone on a departure: their text as they wrote it (our voice, line breaks kept), then the
 * booking it is about. A plain "Hello,": the guest's name was typed into a public form, with the address beside it.
 * Our own words around it are in the booking's language.
 */
export function DepartureMessage({ booking, message, siteName, timeZone, manageLink, i18n }: Props) {
  return (
    <GuestMessage siteName={siteName} manageLink={manageLink} i18n={i18n}>
      <p>
        <Lines text={message.message} />
      </p>
      <DetailsTable title={i18n.t("Your booking:")} rows={departureBookingFacts(booking, timeZone, i18n)} />
    </GuestMessage>
  );
}

/** Staff's subject. Not limited per recipient: it is the operator writing, not a visitor. */
export const departureMessageMail = bookingMessage(DepartureMessage, ({ message }) => message.subject);

export function departureMessageEmail(
  b: DepartureBooking,
  message: StaffMessage,
  siteName: string,
  timeZone: string,
  manageLink?: string,
) {
  return departureMessageMail.build({ booking: b, message, siteName, timeZone, manageLink });
}
