import { Link } from "@react-email/components";
import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { DetailsTable, EmailLayout, QuotedVisitorText } from "./components";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; link: string; timeZone: string };

/**
 * To the operator (STAFF_EMAIL), so a new request is seen without watching the site: the booking, the guest's
 * details quoted as theirs (the operator may reply to them, but they are not ours) and a link to the booking's page.
 */
export function NewBookingStaff({ booking: b, siteName, link, timeZone }: Props) {
  const intro = `A new booking request for ${b.packageTitle} on ${formatDate(b.date)} is waiting to be confirmed or declined.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>{intro}</p>
      <DetailsTable rows={bookingFacts(b, timeZone)} />
      <QuotedVisitorText intro="What the guest sent with the booking form:" rows={bookingSentUs(b)} />
      <p>
        <Link href={link} data-text-format="labelled" style={{ color: "#0B4F58", fontWeight: 600 }}>
          {"Open the booking"}
          {/* The reference is in the subject and the table: the plain text keeps "Open the booking: {link}". */}
          <span data-skip-in-text="true">{` ${b.reference}`}</span>
        </Link>
      </p>
    </EmailLayout>
  );
}

export function newBookingStaffEmail(
  b: Booking,
  siteName: string,
  link: string,
  staffEmail: string,
  timeZone = OPERATOR_ZONE,
) {
  return {
    recipient: staffEmail,
    subject: `New booking request ${b.reference}`,
    ...renderEmail(<NewBookingStaff booking={b} siteName={siteName} link={link} timeZone={timeZone} />),
    // Not limitPerRecipient: it goes to the operator's own address, never to one a visitor typed.
  };
}
