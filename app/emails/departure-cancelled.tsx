import { Link } from "@react-email/components";
import { formatDate, formatDeparture, formatDepartureDate } from "~/utils/time";
import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { DetailsTable, EmailLayout, Lines, ManageBookingLink, Signature } from "./components";
import { renderEmail } from "./render.server";

type Props = { booking: DepartureBooking; reason: string; bookLink: string; siteName: string; timeZone: string; manageLink?: string };

/** The departure cancelled, the reason, the booking cancelled with it, and a link to book another date. */
export function DepartureCancelled({ booking: b, reason, bookLink, siteName, timeZone, manageLink }: Props) {
  const when = b.startTime ? `on ${formatDeparture(b.date, b.startTime, timeZone)}` : `on ${formatDate(b.date)}`;
  const intro = `We are sorry: ${b.packageTitle} ${when} is cancelled, and so is your booking ${b.reference}.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <p>
        <strong>Reason:</strong> <Lines text={reason} />
      </p>
      <DetailsTable rows={[...departureBookingFacts(b, timeZone), ["Status", "Cancelled"]]} />
      <p>
        {"You are welcome to book another date: "}
        {/* The address is the link's text, so the plain text gives it once. */}
        <Link href={bookLink} style={{ color: "#0B4F58", fontWeight: 600 }}>
          {bookLink}
        </Link>
      </p>
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** "Departure cancelled: {package} on {date}". */
export function departureCancelledEmail(b: DepartureBooking, reason: string, bookLink: string, siteName: string, timeZone: string, manageLink?: string) {
  return {
    recipient: b.email,
    subject: `Departure cancelled: ${b.packageTitle} on ${formatDepartureDate(b.date)}`,
    ...renderEmail(<DepartureCancelled booking={b} reason={reason} bookLink={bookLink} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
  };
}
