import { Link } from "@react-email/components";
import { formatDate, formatDeparture, formatDepartureDate } from "~/utils/time";
import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage, Lines } from "./components";
import { localeUrl } from "./i18n.server";
import { RefundingLines, type RefundNote } from "./refund-sent";

type Props = BookingMessageProps<DepartureBooking> & { reason: string; bookLink: string; refunds?: RefundNote[] };

/** The departure cancelled, the reason, the booking cancelled with it, and a link to book another date; in the booking's language. */
export function DepartureCancelled(props: Props) {
  const { booking: b, reason, bookLink, siteName, timeZone, manageLink, refunds, i18n } = props;
  const when = b.startTime ? formatDeparture(b.date, b.startTime, timeZone, i18n) : formatDate(b.date, i18n);
  const intro = i18n.t("We are sorry: {packageTitle} on {when} is cancelled, and so is your booking {reference}.", {
    packageTitle: b.packageTitle,
    when,
    reference: b.reference,
  });
  const link = localeUrl(i18n.lang, bookLink);
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <p>
        <strong>{i18n.t("Reason:")}</strong> <Lines text={reason} />
      </p>
      <DetailsTable rows={[...departureBookingFacts(b, timeZone, i18n), [i18n.t("Status"), i18n.t("Cancelled")]]} />
      <RefundingLines refunds={refunds} i18n={i18n} />
      <p>
        {i18n.t("You are welcome to book another date: ")}
        {/* The address is the link's text, so the plain text gives it once. */}
        <Link href={link} style={{ color: "#0B4F58", fontWeight: 600 }}>
          {link}
        </Link>
      </p>
    </GuestMessage>
  );
}

/** "Departure cancelled: {package} on {date}". */
export const departureCancelledMail = bookingMessage(DepartureCancelled, ({ booking: b, i18n }) =>
  i18n.t("Departure cancelled: {packageTitle} on {date}", {
    packageTitle: b.packageTitle,
    date: formatDepartureDate(b.date, i18n),
  }),
);

export function departureCancelledEmail(
  b: DepartureBooking,
  reason: string,
  bookLink: string,
  siteName: string,
  timeZone: string,
  manageLink?: string,
  refunds?: RefundNote[],
) {
  return departureCancelledMail.build({ booking: b, reason, bookLink, siteName, timeZone, manageLink, refunds });
}
