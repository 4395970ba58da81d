import type { Translator } from "~/utils/i18n";
import { departureBookingFacts, type DepartureBooking } from "./booking-facts";
import { DetailsTable, EmailLayout, Lines, ManageBookingLink, Signature } from "./components";
import { bookingI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

type StaffMessage = { subject: string; message: string };
type Props = {
  booking: DepartureBooking;
  message: StaffMessage;
  siteName: string;
  timeZone: string;
  manageLink?: string;
  i18n?: Translator;
};

/**
 * Staff's message to everyone on a departure: their text as they wrote it (our voice, line breaks kept), then the
 * booking it is about. A plain "Hello,": the guest's name was typed into a public form, with the address beside it.
 * Our own words around it are in the booking's language.
 */
export function DepartureMessage({
  booking,
  message,
  siteName,
  timeZone,
  manageLink,
  i18n = bookingI18n(booking),
}: Props) {
  const { lang } = i18n;
  return (
    <EmailLayout siteName={siteName} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>
        <Lines text={message.message} />
      </p>
      <DetailsTable title={i18n.t("Your booking:")} rows={departureBookingFacts(booking, timeZone, i18n)} />
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** Staff's subject. Not limited per recipient: it is the operator writing, not a visitor. */
export function departureMessageEmail(
  b: DepartureBooking,
  message: StaffMessage,
  siteName: string,
  timeZone: string,
  manageLink?: string,
) {
  return {
    recipient: b.email,
    subject: message.subject,
    ...renderEmail(
      <DepartureMessage
        booking={b}
        message={message}
        siteName={siteName}
        timeZone={timeZone}
        manageLink={manageLink}
      />,
    ),
  };
}
