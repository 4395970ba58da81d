import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, QuotedVisitorText, Signature } from "./components";
import { notYouLine } from "./layout";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string };

/**
 * To the customer: subject 'Booking Ref' plus the reference. The booking form takes any address, so nothing the
 * visitor typed reads as ours: a plain "Hello," and their details quoted as "What you sent us".
 */
export function BookingRequest({ booking: b, siteName, timeZone, manageLink }: Props) {
  const intro = `Thank you for your booking request for ${b.packageTitle} on ${formatDate(b.date)}. Our team will confirm your booking as soon as possible.`;
  return (
    <EmailLayout siteName={siteName} preview={`Your booking reference is ${b.reference}.`}>
      <p>Hello,</p>
      <p>{intro}</p>
      <p>
        {"Your booking reference is "}
        <strong style={{ fontSize: "18px", letterSpacing: "1px" }}>{b.reference}</strong>
        {". Please keep it for any question about this booking."}
      </p>
      <DetailsTable rows={bookingFacts(b, timeZone)} />
      <QuotedVisitorText intro="What you sent us with the booking form:" rows={bookingSentUs(b)} />
      <ManageBookingLink href={manageLink} />
      <p>{notYouLine}</p>
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

export function bookingRequestEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return {
    recipient: b.email,
    subject: `Booking Ref ${b.reference}`,
    ...renderEmail(<BookingRequest booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
    // A stranger may type anyone's address: this address gets only so many of these an hour.
    limitPerRecipient: true,
  };
}
