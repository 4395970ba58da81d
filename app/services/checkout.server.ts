// Paying online (issue 30, docs/decisions/042-money.md): a guest's checkout started, settled with its provider, and
// recorded once in the ledger with its receipt. The provider's API decides whether a checkout was paid: the guest's
// return, a webhook and the reconciling at start only ask it.
import { paymentReceiptEmail } from "~/emails/payment-receipt";
import { recordOnlinePayment, type OnlinePayment, type ReceiptBuilder } from "~/models/checkout.server";
import { inBookingLanguage } from "~/models/package.server";
import { getEnv } from "~/utils/env.server";
import { deliverGuestNotices } from "./guest-notice.server";

/** The guest's receipt of a checkout, in the booking's language, with its manage link. */
const receipt: ReceiptBuilder = (booking, checkout) => (manageLink) => {
  const { SITE_NAME, TZ } = getEnv();
  return paymentReceiptEmail(inBookingLanguage(booking), checkout, SITE_NAME, manageLink, TZ);
};

/**
 * Records a checkout the provider says is paid (once, whoever asks: the return, a webhook, the reconciling), then
 * sends its receipt. True when it was recorded now.
 */
export async function recordPayment(providerId: string, result: { status: "paid"; captureRef: string }) {
  const done: OnlinePayment = recordOnlinePayment(providerId, result, receipt);
  if (done.recorded && done.notice) await deliverGuestNotices([done.notice]);
  return done.recorded;
}
