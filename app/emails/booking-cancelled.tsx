import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, QuotedVisitorText, Signature } from "./components";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string };

/** To the customer after they cancelled, with the booking listed. */
export function BookingCancelled({ booking: b, siteName, timeZone, manageLink }: Props) {
  const intro = `Your booking ${b.reference} for ${b.packageTitle} on ${formatDate(b.date)} has been cancelled, as you asked.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <DetailsTable rows={[...bookingFacts(b, timeZone), ["Status", b.status]]} />
      <QuotedVisitorText intro="What you sent us with the booking form:" rows={bookingSentUs(b)} />
      <p>If this was a mistake, or you would like another date, simply send us a new booking request on our website.</p>
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** Subject exactly 'Booking Cancelled' (as specified). */
export function bookingCancelledEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return {
    recipient: b.email,
    subject: "Booking Cancelled",
    ...renderEmail(<BookingCancelled booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
    // The booking's address was typed in a public form: it counts towards the same hourly limit.
    limitPerRecipient: true,
  };
}
