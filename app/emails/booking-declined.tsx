import type { Translator } from "~/utils/i18n";
import { Link } from "@react-email/components";
import type { Booking } from "~/models/booking.server";
import { formatDeparture } from "~/utils/time";
import { OPERATOR_ZONE, summaryRows } from "./booking-facts";
import { DetailsTable, EmailLayout, ListWithTitle, ManageBookingLink, QuotedText, Signature } from "./components";
import { seatsLabel } from "~/utils/schedule";
import { bookingI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

/** A departure offered instead of a declined one, with its link to the booking form (built from SITE_URL). */
export type OfferedDeparture = { date: string; startTime: string; seatsLeft: number; link: string };

type Props = {
  booking: Booking;
  reason: string;
  next: OfferedDeparture[];
  siteName: string;
  timeZone: string;
  manageLink?: string;
  i18n?: Translator;
};

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4) — 12 seats left". */
function offeredLine(d: OfferedDeparture, timeZone: string, i18n: Translator) {
  return `${formatDeparture(d.date, d.startTime, timeZone, i18n)} — ${seatsLabel(d.seatsLeft, i18n)}`;
}

/**
 * To the guest when an admin declines: the operator's reason, quoted as theirs, and the next departures with seats,
 * each a link to the booking form (the plain text reads "line: address"). Nothing the guest typed is quoted back.
 * In the booking's language (the links to its pages too).
 */
export function BookingDeclined({
  booking: b,
  reason,
  next,
  siteName,
  timeZone,
  manageLink,
  i18n = bookingI18n(b),
}: Props) {
  const { lang } = i18n;
  const intro = i18n.t("We are sorry: we cannot take your booking {reference} for {packageTitle}.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
  });
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <DetailsTable rows={summaryRows(b, timeZone, i18n)} />
      <p>{i18n.t("In our team's words:")}</p>
      <QuotedText text={reason} />
      {next.length ? (
        <ListWithTitle
          title={i18n.t("These departures still have seats for your party; book one on our website:")}
          items={next.map((d) => (
            <Link
              key={d.link}
              href={localeUrl(lang, d.link)}
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
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

export function bookingDeclinedEmail(
  b: Booking,
  reason: string,
  next: OfferedDeparture[],
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Booking declined {reference}", { reference: b.reference }),
    ...renderEmail(
      <BookingDeclined
        booking={b}
        reason={reason}
        next={next}
        siteName={siteName}
        timeZone={timeZone}
        manageLink={manageLink}
        i18n={i18n}
      />,
    ),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}
