import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { OPERATOR_ZONE, startRows, summaryRows } from "./booking-facts";
import { DetailsTable, EmailLayout, ListWithTitle, ManageBookingLink, Signature } from "./components";
import { bookingTotalText } from "~/utils/money";
import { bookingI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

/** What the confirmation needs of the package: where to meet when there is no pickup, and what to bring. */
export type ConfirmedPackage = { meetingPoint: string; recommended: string[] };

type Props = {
  booking: Booking;
  pkg: ConfirmedPackage;
  siteName: string;
  timeZone: string;
  manageLink?: string;
  i18n?: Translator;
};

/**
 * To the guest when an admin confirms: the departure, party, total, pickup or meeting point, and what to bring.
 * The booking form takes any address, so nothing the guest typed (name, phone, message) is quoted back.
 * In the booking's language.
 */
export function BookingConfirmed({ booking: b, pkg, siteName, timeZone, manageLink, i18n = bookingI18n(b) }: Props) {
  const { lang } = i18n;
  const intro = i18n.t(
    "Good news: your booking {reference} for {packageTitle} is confirmed. We look forward to seeing you.",
    {
      reference: b.reference,
      packageTitle: b.packageTitle,
    },
  );
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <DetailsTable
        rows={[
          ...summaryRows(b, timeZone, i18n),
          [i18n.t("Total"), bookingTotalText(b, i18n)],
          ...startRows(b, pkg.meetingPoint, timeZone, i18n),
        ]}
      />
      {pkg.recommended.length ? (
        <ListWithTitle title={<strong>{i18n.t("What to bring:")}</strong>} items={pkg.recommended} />
      ) : null}
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

export function bookingConfirmedEmail(
  b: Booking,
  pkg: ConfirmedPackage,
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Booking confirmed {reference}", { reference: b.reference }),
    ...renderEmail(
      <BookingConfirmed
        booking={b}
        pkg={pkg}
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
