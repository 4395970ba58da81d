// A booking's money in the guest's words (issue 30): the pages' Payment section, the receipt e-mail and the return
// page share them. Staff's words are utils/payment.ts's labels. Browser and server.
import type { Translator } from "~/utils/i18n";
import { formatNumber } from "~/utils/intl";
import { formatMoney } from "~/utils/money";
import type { CheckoutPurpose, PaymentState } from "~/utils/payment";

/** A payment state as the guest reads it ("Paid in full" where staff read "Paid"). */
export function guestPaymentState(state: PaymentState, i18n: Translator): string {
  switch (state) {
    case "unpaid":
      return i18n.t("Not paid yet");
    case "deposit-paid":
      return i18n.t("Deposit paid");
    case "paid":
      return i18n.t("Paid in full");
    case "refund-due":
      return i18n.t("Refund on its way");
    case "refunded":
      return i18n.t("Refunded");
  }
}

/** "MUR 50 = €1": the operator's rate, rupees per unit of `currency` (kept as text, "51.25"). */
export function rateText(rate: string | number, currency: string, i18n: Translator): string {
  return i18n.t("{rupees} = {one}", {
    rupees: formatMoney(Math.round(Number(rate) * 100), "MUR", i18n),
    one: formatNumber(1, i18n, { style: "currency", currency, maximumFractionDigits: 0 }),
  });
}

/** What is charged, when not rupees: "MUR 1,750 is charged as €35.00 (MUR 50 = €1)"; null for a charge in MUR. */
export function chargeText(
  c: { amount: number; chargedAmount: number; chargedCurrency: string; rate: string | number | null },
  i18n: Translator,
): string | null {
  if (c.chargedCurrency === "MUR" || c.rate === null) return null;
  return i18n.t("{amount} is charged as {charged} ({rate})", {
    amount: formatMoney(c.amount, "MUR", i18n),
    charged: formatMoney(c.chargedAmount, c.chargedCurrency, i18n),
    rate: rateText(c.rate, c.chargedCurrency, i18n),
  });
}

/** A provider the guest may choose, and what it charges for the amount of the page's button (PayPal: euros and rate). */
export type PayChoice = { name: string; label: string; charge: string | null };

/** The Payment section of a guest's booking page, in the page's language (components/booking-payment.tsx; services/checkout.server.ts paymentView). */
export type PaymentView = {
  /** Where the money stands: "Paid: MUR 1,750", "Deposit MUR 1,750 due", "Balance MUR 5,250". */
  state: string;
  paid: string | null;
  lines: string[];
  /** The button ('Pay deposit' while a deposit is owed, else 'Pay balance') and the providers to choose from. */
  pay: { purpose: CheckoutPurpose; label: string; providers: PayChoice[] } | null;
  /** Without online payment (or not yet), how and when to pay. */
  note: string | null;
};
