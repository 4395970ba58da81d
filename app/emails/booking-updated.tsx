import type { Booking } from "~/models/booking.server";
import { OPERATOR_ZONE, whenRow } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, Signature } from "./components";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string };

/** To the guest after any other status change an admin saves: the same words as the bell's message. */
export function BookingUpdated({ booking: b, siteName, timeZone, manageLink }: Props) {
  const intro = `Your booking ${b.reference} for ${b.packageTitle} has been updated to ${b.status}.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <DetailsTable rows={[["Booking reference", b.reference], ["Package", b.packageTitle], whenRow(b, timeZone), ["Status", b.status]]} />
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** Subject "Your booking has been updated to {status}". */
export function bookingStatusEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return {
    recipient: b.email,
    subject: `Your booking has been updated to ${b.status}`,
    ...renderEmail(<BookingUpdated booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}
