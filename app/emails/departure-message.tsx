import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { DetailsTable, EmailLayout, Lines, ManageBookingLink, Signature } from "./components";
import { renderEmail } from "./render.server";

type StaffMessage = { subject: string; message: string };
type Props = { booking: DepartureBooking; message: StaffMessage; siteName: string; timeZone: string; manageLink?: string };

/**
 * Staff's message to everyone on a departure: their text as they wrote it (our voice, line breaks kept), then the
 * booking it is about. A plain "Hello,": the guest's name was typed into a public form, with the address beside it.
 */
export function DepartureMessage({ booking, message, siteName, timeZone, manageLink }: Props) {
  return (
    <EmailLayout siteName={siteName}>
      <p>Hello,</p>
      <p>
        <Lines text={message.message} />
      </p>
      <DetailsTable title="Your booking:" rows={departureBookingFacts(booking, timeZone)} />
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** Staff's subject. Not limited per recipient: it is the operator writing, not a visitor. */
export function departureMessageEmail(b: DepartureBooking, message: StaffMessage, siteName: string, timeZone: string, manageLink?: string) {
  return {
    recipient: b.email,
    subject: message.subject,
    ...renderEmail(<DepartureMessage booking={b} message={message} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
  };
}
