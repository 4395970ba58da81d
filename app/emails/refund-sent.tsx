import type { Booking } from "~/models/booking.server";
import type { Translator } from "~/utils/i18n";
import { formatMoney } from "~/utils/money";
import { OPERATOR_ZONE, whenRow, whichBookingRows } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { DetailsTable, GuestMessage } from "./components";

/** An online payment given back (or on its way back): what the provider returns, in the charge's currency, and where. */
export type RefundNote = { provider: string; chargedAmount: number; chargedCurrency: string };

/** What goes back where: to the guest's PayPal account, or to the card they paid with (Stripe); whole sentences. */
function goingBack(r: RefundNote, i18n: Translator) {
  const amount = formatMoney(r.chargedAmount, r.chargedCurrency, i18n);
  return r.provider === "paypal"
    ? i18n.t("Your online payment of {amount} is being refunded to your PayPal account.", { amount })
    : i18n.t("Your online payment of {amount} is being refunded to your card.", { amount });
}

function goneBack(r: RefundNote, i18n: Translator) {
  const amount = formatMoney(r.chargedAmount, r.chargedCurrency, i18n);
  return r.provider === "paypal"
    ? i18n.t("{amount} goes back to your PayPal account; it may take a few days to show.", { amount })
    : i18n.t("{amount} goes back to your card; it may take a few days to show.", { amount });
}

/**
 * "Your online payment of €70.00 is being refunded to your PayPal account.": one line per online payment on its way
 * back, in the cancellation's and the decline's e-mails (nothing when none was paid online).
 */
export function RefundingLines({ refunds, i18n }: { refunds?: RefundNote[]; i18n: Translator }) {
  if (!refunds?.length) return null;
  return (
    <>
      {refunds.map((r, i) => (
        <p key={i}>{goingBack(r, i18n)}</p>
      ))}
    </>
  );
}

type Props = BookingMessageProps & { refund: RefundNote & { amount: number } };

/** To the guest once a provider has made a refund: the rupees off their booking and what goes back where. */
export function RefundSent({ booking: b, refund, siteName, timeZone, manageLink, i18n }: Props) {
  const intro = i18n.t("We have refunded {amount} for your booking {reference}.", {
    amount: formatMoney(refund.amount, "MUR", i18n),
    reference: b.reference,
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <p>{goneBack(refund, i18n)}</p>
      <DetailsTable rows={[...whichBookingRows(b, i18n), whenRow(b, timeZone, i18n)]} />
    </GuestMessage>
  );
}

/** "Your refund for booking {reference}". */
export const refundSentMail = bookingMessage(RefundSent, ({ booking: b, i18n }) =>
  i18n.t("Your refund for booking {reference}", { reference: b.reference }),
);

export function refundSentEmail(
  b: Booking,
  refund: Props["refund"],
  siteName: string,
  timeZone = OPERATOR_ZONE,
  manageLink?: string,
) {
  return refundSentMail.build({ booking: b, refund, siteName, timeZone, manageLink });
}
