import { Link } from "@react-email/components";
import type { Booking } from "~/models/booking.server";
import { seatsLabel } from "~/utils/schedule";
import { formatDeparture } from "~/utils/time";
import { OPERATOR_ZONE, partyText, whenRow } from "./booking-facts";
import { DetailsTable, EmailLayout, ListWithTitle, ManageBookingLink, QuotedText, Signature } from "./components";
import { renderEmail } from "./render.server";

/** A departure offered instead of a declined one, with its link to the booking form (built from SITE_URL). */
export type OfferedDeparture = { date: string; startTime: string; seatsLeft: number; link: string };

type Props = { booking: Booking; reason: string; next: OfferedDeparture[]; siteName: string; timeZone: string; manageLink?: string };

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4) — 12 seats left". */
function offeredLine(d: OfferedDeparture, timeZone: string) {
  return `${formatDeparture(d.date, d.startTime, timeZone)} — ${seatsLabel(d.seatsLeft)}`;
}

/**
 * To the guest when an admin declines: the operator's reason, quoted as theirs, and the next departures with seats,
 * each a link to the booking form (the plain text reads "line: address"). Nothing the guest typed is quoted back.
 */
export function BookingDeclined({ booking: b, reason, next, siteName, timeZone, manageLink }: Props) {
  const intro = `We are sorry: we cannot take your booking ${b.reference} for ${b.packageTitle}.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <DetailsTable rows={[["Booking reference", b.reference], ["Package", b.packageTitle], whenRow(b, timeZone), ["Party", partyText(b)]]} />
      <p>In our team&apos;s words:</p>
      <QuotedText text={reason} />
      {next.length ? (
        <ListWithTitle
          title="These departures still have seats for your party; book one on our website:"
          items={next.map((d) => (
            <Link key={d.link} href={d.link} data-text-format="labelled" style={{ color: "#0B4F58", fontWeight: 600 }}>
              {offeredLine(d, timeZone)}
            </Link>
          ))}
        />
      ) : (
        <p>No other departure of this package has seats for your party at the moment: please write to us, and we will find a day together.</p>
      )}
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

export function bookingDeclinedEmail(b: Booking, reason: string, next: OfferedDeparture[], siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  return {
    recipient: b.email,
    subject: `Booking declined ${b.reference}`,
    ...renderEmail(<BookingDeclined booking={b} reason={reason} next={next} siteName={siteName} timeZone={timeZone} manageLink={manageLink} />),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}
