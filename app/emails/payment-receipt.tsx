import type { Booking } from "~/models/booking.server";
import { formatMoney } from "~/utils/money";
import { balanceOf } from "~/utils/payment";
import { guestPaymentState, rateText } from "~/utils/pay";
import { formatDate } from "~/utils/time";
import { OPERATOR_ZONE, whichBookingRows } from "./booking-facts";
import type { BookingMessageProps } from "./booking-message";
import { referenceMessage } from "./reference-message";
import { DetailsTable, GuestMessage } from "./components";

/** One online payment as the receipt tells it: rupees (cents), and what the provider charged at what rate. */
export type ReceiptPayment = { amount: number; chargedAmount: number; chargedCurrency: string; rate: string | null };

type Props = BookingMessageProps & { payment: ReceiptPayment };

/**
 * To the guest once an online payment is recorded (written in its transaction, so sent once): the amount in rupees,
 * the charge in euros and the rate when it was not rupees, where the booking's money stands and what is left to pay.
 */
export function PaymentReceipt({ booking: b, payment, siteName, manageLink, i18n }: Props) {
  const intro = i18n.t(
    "We received your payment of {amount} for booking {reference} ({packageTitle}, {date}). Thank you.",
    {
      amount: formatMoney(payment.amount, "MUR", i18n),
      reference: b.reference,
      packageTitle: b.packageTitle,
      date: formatDate(b.date, i18n),
    },
  );
  const charged =
    payment.chargedCurrency !== "MUR" && payment.rate !== null
      ? i18n.t("{charged} at {rate}", {
          charged: formatMoney(payment.chargedAmount, payment.chargedCurrency, i18n),
          rate: rateText(payment.rate, payment.chargedCurrency, i18n),
        })
      : null;
  const balance = balanceOf(b);
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <DetailsTable
        rows={[
          ...whichBookingRows(b, i18n),
          [i18n.t("Amount paid"), formatMoney(payment.amount, "MUR", i18n)],
          ...(charged ? [[i18n.t("Charged"), charged] as [string, string]] : []),
          [i18n.t("Payment"), guestPaymentState(b, i18n)],
          [i18n.t("Left to pay"), formatMoney(balance, "MUR", i18n)],
        ]}
      />
      {balance > 0 ? <p>{i18n.t("You can pay the rest online from your booking's page, or on the day.")}</p> : null}
    </GuestMessage>
  );
}

export const paymentReceiptMail = referenceMessage(PaymentReceipt, /*i18n*/ "Payment received for booking {reference}");

export function paymentReceiptEmail(
  b: Booking,
  payment: ReceiptPayment,
  siteName: string,
  manageLink?: string,
  timeZone = OPERATOR_ZONE,
) {
  return paymentReceiptMail.build({ booking: b, payment, siteName, timeZone, manageLink });
}
