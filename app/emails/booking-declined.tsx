import type { Translator } from "~/utils/i18n";
import { Link } from "@react-email/components";
import type { Booking } from "~/models/booking.server";
import { formatDeparture } from "~/utils/time";
import { OPERATOR_ZONE, summaryRows } from "./booking-facts";
import type { BookingMessageProps } from "./booking-message";
import { referenceMessage } from "./reference-message";
import { DetailsTable, GuestMessage, ListWithTitle, QuotedText } from "./components";
import { seatsLabel } from "~/utils/schedule";
import { localeUrl } from "./i18n.server";
import { RefundingLines, type RefundNote } from "./refund-sent";

/** A departure offered instead of a declined one, with its link to the booking form (built from SITE_URL). */
export type OfferedDeparture = { date: string; startTime: string; seatsLeft: number; link: string };

type Props = BookingMessageProps & { reason: string; next: OfferedDeparture[]; refunds?: RefundNote[] };

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4) — 12 seats left". */
function offeredLine(d: OfferedDeparture, timeZone: string, i18n: Translator) {
  return `${formatDeparture(d.date, d.startTime, timeZone, i18n)} — ${seatsLabel(d.seatsLeft, i18n)}`;
}

/**
 * To the guest when an admin declines: the operator's reason, quoted as theirs, and the next departures with seats,
 * each a link to the booking form (the plain text reads "line: address"). Nothing the guest typed is quoted back.
 * In the booking's language (the links to its pages too).
 */
export function BookingDeclined(props: Props) {
  const { booking: b, reason, next, siteName, timeZone, manageLink, refunds, i18n } = props;
  const intro = i18n.t("We are sorry: we cannot take your booking {reference} for {packageTitle}.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <DetailsTable rows={summaryRows(b, timeZone, i18n)} />
      <p>{i18n.t("In our team's words:")}</p>
      <QuotedText text={reason} />
      <RefundingLines refunds={refunds} i18n={i18n} />
      {next.length ? (
        <ListWithTitle
          title={i18n.t("These departures still have seats for your party; book one on our website:")}
          items={next.map((d) => (
            <Link
              key={d.link}
              href={localeUrl(i18n.lang, d.link)}
              data-text-format="labelled"
              style={{ color: "#0B4F58", fontWeight: 600 }}
            >
              {offeredLine(d, timeZone, i18n)}
            </Link>
          ))}
        />
      ) : (
        <p>
          {i18n.t(
            "No other departure of this package has seats for your party at the moment: please write to us, and we will find a day together.",
          )}
        </p>
      )}
    </GuestMessage>
  );
}

export const bookingDeclinedMail = referenceMessage(BookingDeclined, /*i18n*/ "Booking declined {reference}");

export function bookingDeclinedEmail(
  b: Booking,
  reason: string,
  next: OfferedDeparture[],
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
  refunds?: RefundNote[],
) {
  return bookingDeclinedMail.build({ booking: b, reason, next, siteName, timeZone, manageLink, refunds });
}
