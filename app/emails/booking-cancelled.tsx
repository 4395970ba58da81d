import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { bookingFacts, bookingSentUs, OPERATOR_ZONE } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, QuotedVisitorText, Signature } from "./components";
import { bookingI18n, localeUrl, statusText } from "./i18n.server";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string; i18n?: Translator };

/** To the customer after they cancelled, with the booking listed; in the booking's language. */
export function BookingCancelled({ booking: b, siteName, timeZone, manageLink, i18n = bookingI18n(b) }: Props) {
  const { lang } = i18n;
  const intro = i18n.t("Your booking {reference} for {packageTitle} on {date} has been cancelled, as you asked.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
    date: formatDate(b.date, i18n),
  });
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <DetailsTable rows={[...bookingFacts(b, timeZone, i18n), [i18n.t("Status"), statusText(b.status, i18n)]]} />
      <QuotedVisitorText intro={i18n.t("What you sent us with the booking form:")} rows={bookingSentUs(b, i18n)} />
      <p>
        {i18n.t(
          "If this was a mistake, or you would like another date, simply send us a new booking request on our website.",
        )}
      </p>
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** Subject exactly 'Booking Cancelled' (as specified); "Réservation annulée" in French. */
export function bookingCancelledEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Booking Cancelled"),
    ...renderEmail(
      <BookingCancelled booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} i18n={i18n} />,
    ),
    // The guest's own cancellation: never held back by a quota strangers could fill.
    limitPerRecipient: false,
  };
}
