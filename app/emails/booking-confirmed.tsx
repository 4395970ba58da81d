import type { Booking } from "~/models/booking.server";
import { bookingTotalText } from "~/utils/money";
import { OPERATOR_ZONE, partyText, startRows, whenRow } from "./booking-facts";
import { DetailsTable, EmailLayout, ListWithTitle, ManageBookingLink, Signature } from "./components";
import { renderEmail } from "./render.server";

/** What the confirmation needs of the package: where to meet when there is no pickup, and what to bring. */
export type ConfirmedPackage = { meetingPoint: string; recommended: string[] };

type Props = { booking: Booking; pkg: ConfirmedPackage; siteName: string; timeZone: string; manageLink?: string };

/**
 * To the guest when an admin confirms: the departure, party, total, pickup or meeting point, and what to bring.
 * The booking form takes any address, so nothing the guest typed (name, phone, message) is quoted back.
 */
export function BookingConfirmed({ booking: b, pkg, siteName, timeZone, manageLink }: Props) {
  const intro = `Good news: your booking ${b.reference} for ${b.packageTitle} is confirmed. We look forward to seeing you.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <DetailsTable
        rows={[
          ["Booking reference", b.reference],
          ["Package", b.packageTitle],
          whenRow(b, timeZone),
          ["Party", partyText(b)],
          ["Total", bookingTotalText(b)],
          ...startRows(b, pkg.meetingPoint, timeZone),
        ]}
      />
      {pkg.recommended.length ? <ListWithTitle title={<strong>What to bring:</strong>} items={pkg.recommended} /> : null}
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

export function bookingConfirmedEmail(b: Booking, pkg: ConfirmedPackage, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return {
    recipient: b.email,
    subject: `Booking confirmed ${b.reference}`,
    ...renderEmail(<BookingConfirmed booking={b} pkg={pkg} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}
