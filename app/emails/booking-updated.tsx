import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { OPERATOR_ZONE, whenRow } from "./booking-facts";
import { DetailsTable, EmailLayout, ManageBookingLink, Signature } from "./components";
import { bookingI18n, localeUrl, statusText } from "./i18n.server";
import { renderEmail } from "./render.server";

type Props = { booking: Booking; siteName: string; timeZone: string; manageLink?: string; i18n?: Translator };

/** To the guest after any other status change an admin saves: the same words as the bell's message; in the booking's language. */
export function BookingUpdated({ booking: b, siteName, timeZone, manageLink, i18n = bookingI18n(b) }: Props) {
  const { lang } = i18n;
  const status = statusText(b.status, i18n);
  const intro = i18n.t("Your booking {reference} for {packageTitle} has been updated to {status}.", {
    reference: b.reference,
    packageTitle: b.packageTitle,
    status,
  });
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <DetailsTable
        rows={[
          [i18n.t("Booking reference"), b.reference],
          [i18n.t("Package"), b.packageTitle],
          whenRow(b, timeZone, i18n),
          [i18n.t("Status"), status],
        ]}
      />
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** Subject "Your booking has been updated to {status}". */
export function bookingStatusEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE, manageLink?: string) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Your booking has been updated to {status}", { status: statusText(b.status, i18n) }),
    ...renderEmail(
      <BookingUpdated booking={b} siteName={siteName} timeZone={timeZone} manageLink={manageLink} i18n={i18n} />,
    ),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}
