import type { Translator } from "~/utils/i18n";
import { Link } from "@react-email/components";
import { formatDate, formatDeparture, formatDepartureDate } from "~/utils/time";
import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { DetailsTable, EmailLayout, Lines, ManageBookingLink, Signature } from "./components";
import { bookingI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

type Props = {
  booking: DepartureBooking;
  reason: string;
  bookLink: string;
  siteName: string;
  timeZone: string;
  manageLink?: string;
  i18n?: Translator;
};

/** The departure cancelled, the reason, the booking cancelled with it, and a link to book another date; in the booking's language. */
export function DepartureCancelled({
  booking: b,
  reason,
  bookLink,
  siteName,
  timeZone,
  manageLink,
  i18n = bookingI18n(b),
}: Props) {
  const { lang } = i18n;
  const when = b.startTime ? formatDeparture(b.date, b.startTime, timeZone, i18n) : formatDate(b.date, i18n);
  const intro = i18n.t("We are sorry: {packageTitle} on {when} is cancelled, and so is your booking {reference}.", {
    packageTitle: b.packageTitle,
    when,
    reference: b.reference,
  });
  const link = localeUrl(lang, bookLink);
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <p>
        <strong>{i18n.t("Reason:")}</strong> <Lines text={reason} />
      </p>
      <DetailsTable rows={[...departureBookingFacts(b, timeZone, i18n), [i18n.t("Status"), i18n.t("Cancelled")]]} />
      <p>
        {i18n.t("You are welcome to book another date: ")}
        {/* The address is the link's text, so the plain text gives it once. */}
        <Link href={link} style={{ color: "#0B4F58", fontWeight: 600 }}>
          {link}
        </Link>
      </p>
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** "Departure cancelled: {package} on {date}". */
export function departureCancelledEmail(
  b: DepartureBooking,
  reason: string,
  bookLink: string,
  siteName: string,
  timeZone: string,
  manageLink?: string,
) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Departure cancelled: {packageTitle} on {date}", {
      packageTitle: b.packageTitle,
      date: formatDepartureDate(b.date, i18n),
    }),
    ...renderEmail(
      <DepartureCancelled
        booking={b}
        reason={reason}
        bookLink={bookLink}
        siteName={siteName}
        timeZone={timeZone}
        manageLink={manageLink}
        i18n={i18n}
      />,
    ),
  };
}
