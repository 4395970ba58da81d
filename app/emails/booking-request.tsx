import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, QuotedVisitorText, Signature } from "./components";
import { bookingI18n, localeUrl } from "./i18n.server";
import { notYouLine } from "./layout";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string; i18n?: Translator };

/**
 * To the customer: subject 'Booking Ref' plus the reference. The booking form takes any address, so nothing the
 * visitor typed reads as ours: a plain "Hello," and their details quoted as "What you sent us".
 * In the booking's language (`bookings.language`).
 */
export function BookingRequest({ booking: b, siteName, timeZone, manageLink, i18n = bookingI18n(b) }: Props) {
  const { lang } = i18n;
  const intro = i18n.t(
    "Thank you for your booking request for {packageTitle} on {date}. Our team will confirm your booking as soon as possible.",
    {
      packageTitle: b.packageTitle,
      date: formatDate(b.date, i18n),
    },
  );
  return (
    <EmailLayout
      siteName={siteName}
      preview={i18n.t("Your booking reference is {reference}.", { reference: b.reference })}
      i18n={i18n}
    >
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <p>
        {i18n.t("Your booking reference is ")}
        <strong style={{ fontSize: "18px", letterSpacing: "1px" }}>{b.reference}</strong>
        {i18n.t(". Please keep it for any question about this booking.")}
      </p>
      <DetailsTable rows={bookingFacts(b, timeZone, i18n)} />
      <QuotedVisitorText intro={i18n.t("What you sent us with the booking form:")} rows={bookingSentUs(b, i18n)} />
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <p>{i18n.t(notYouLine)}</p>
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

export function bookingRequestEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Booking Ref {reference}", { reference: b.reference }),
    ...renderEmail(
      <BookingRequest booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} i18n={i18n} />,
    ),
    // The guest's own booking and its manage link: never held back by a quota strangers could fill (contact posts).
    limitPerRecipient: false,
  };
}
