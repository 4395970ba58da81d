// Paying online (issue 30, docs/decisions/042-money.md): a guest's checkout started, settled with its provider, and
// recorded once in the ledger with its receipt. The provider's API decides whether a checkout was paid: the guest's
// return, a webhook and the reconciling at start only ask it.
import { redirect, type TypedResponse } from "@remix-run/node";
import { paymentReceiptEmail } from "~/emails/payment-receipt";
import { departureAhead, getBooking, type Booking } from "~/models/booking.server";
import {
  checkoutCreated,
  checkoutFailed,
  checkoutOfProvider,
  openCheckout,
  openCheckoutsBetween,
  recordOnlinePayment,
  type Checkout,
  type OnlinePayment,
  type ReceiptBuilder,
} from "~/models/checkout.server";
import { inBookingLanguage } from "~/models/package.server";
import { getEnv } from "~/utils/env.server";
import { errorMessage } from "~/utils/error-message";
import { localePath, type Lang, type Translator } from "~/utils/i18n";
import { translator } from "~/utils/i18n.server";
import { formatMoney } from "~/utils/money";
import { chargeText, guestPaymentState, type PaymentView } from "~/utils/pay";
import { balanceOf, depositOwed, eurFor, type CheckoutPurpose } from "~/utils/payment";
import { readText } from "~/utils/request.server";
import { siteUrl } from "~/utils/site-url.server";
import { periodicWorker } from "~/utils/worker.server";
import type { FormErrors } from "./form.server";
import { deliverGuestNotices } from "./guest-notice.server";
import {
  configuredProviders,
  ProviderError,
  providerNamed,
  type CheckoutResult,
  type PaymentProvider,
  type WebhookNotice,
  WebhookRejected,
} from "./payments/provider.server";

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

/**
 * Whether the guest may pay this booking online now: a provider is set up, the booking runs and is confirmed (or
 * waits for staff while the operator asks the deposit to book), it has a price, and its departure is ahead.
 */
export function payableOnline(b: Booking, now = new Date()): boolean {
  const { PAY_DEPOSIT_TO_BOOK } = getEnv();
  const waiting = b.state === "confirmed" || (b.state === "pending" && PAY_DEPOSIT_TO_BOOK);
  return configuredProviders().length > 0 && waiting && b.total !== null && departureAhead(b, now);
}

/** What a purpose asks now, in MUR cents: the deposit still owed, or all that is left. */
export const amountFor = (b: Booking, purpose: CheckoutPurpose) =>
  purpose === "deposit" ? depositOwed(b) : balanceOf(b);

/** What a provider charges for `amount` MUR cents: PayPal euros at the operator's rate (kept), Stripe rupees. */
export function chargeFor(provider: Pick<PaymentProvider, "currency">, amount: number) {
  const rate = getEnv().EUR_RATE;
  if (provider.currency === "MUR" || !rate) return { chargedAmount: amount, chargedCurrency: "MUR", rate: null };
  return { chargedAmount: eurFor(amount, rate), chargedCurrency: provider.currency, rate: String(rate) };
}

/** The provider's own name, for "PayPal did not answer". */
const brand = (p: PaymentProvider) => (p.name === "paypal" ? "PayPal" : "Stripe");

export type StartedCheckout =
  | { ok: true; redirectUrl: string; checkout: Checkout }
  /** Refused (nothing created or charged): a message id of utils/error-keys.ts with its values. */
  | { ok: false; message: string };

/**
 * 'Pay deposit' / 'Pay balance': the amount decided here from the booking as it is now, a checkout row written before
 * the provider is asked (so a crash after the provider's answer leaves a row to reconcile), the provider's order or
 * session created, and its page to send the guest to. The return address is the site's own (SITE_URL), in the
 * guest's language.
 */
export async function startCheckout(
  reference: string,
  purpose: CheckoutPurpose,
  providerName: string | undefined,
  lang: Lang,
  now = new Date(),
): Promise<StartedCheckout> {
  const booking = getBooking(reference);
  const provider = providerName ? providerNamed(providerName) : configuredProviders()[0];
  if (!booking || !provider || !payableOnline(booking, now))
    return { ok: false, message: errorMessage("This booking cannot be paid online now.") };
  const amount = amountFor(booking, purpose);
  if (amount <= 0) return { ok: false, message: errorMessage("Nothing is owed on this booking now.") };
  const checkout = openCheckout({
    bookingReference: reference,
    provider: provider.name,
    purpose,
    amount,
    ...chargeFor(provider, amount),
  });
  const i18n = translator(lang);
  const returnUrl = siteUrl(localePath(lang, `/pay/${checkout.id}`));
  try {
    const created = await provider.createCheckout({
      checkoutId: checkout.id,
      description:
        purpose === "deposit"
          ? i18n.t("Deposit for booking {reference}", { reference })
          : i18n.t("Payment for booking {reference}", { reference }),
      amount: checkout.chargedAmount,
      currency: checkout.chargedCurrency,
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      locale: lang,
      email: booking.email || undefined,
    });
    checkoutCreated(checkout.id, created.providerId);
    return { ok: true, redirectUrl: created.redirectUrl, checkout };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(`[checkout] ${provider.name} refused or did not answer for ${reference}: ${error.message}`);
    return {
      ok: false,
      message: errorMessage("{provider} did not answer. Nothing was charged: please try again.", {
        provider: brand(provider),
      }),
    };
  }
}

export type Settled = { status: "paid" | "open" | "failed"; checkout: Checkout } | { status: "unknown" };

// One settling per checkout at a time in this process: the guest's return and a webhook arriving together ask the
// provider once (the ledger would record it once anyway).
const settling = new Map<string, Promise<Settled>>();

/**
 * Asks the provider where a checkout stands (PayPal captures an approved order) and records it when paid. An unknown
 * order, or one not ours, changes nothing; a provider that does not answer leaves it open for the next asking.
 */
export function settleCheckout(providerId: string): Promise<Settled> {
  let running = settling.get(providerId);
  if (!running) {
    running = settle(providerId).finally(() => settling.delete(providerId));
    settling.set(providerId, running);
  }
  return running;
}

async function settle(providerId: string): Promise<Settled> {
  const checkout = checkoutOfProvider(providerId);
  if (!checkout) return { status: "unknown" };
  if (checkout.status !== "open") return { status: checkout.status, checkout };
  const provider = providerNamed(checkout.provider);
  if (!provider) return { status: "open", checkout };
  let result: CheckoutResult;
  try {
    result = await provider.completeCheckout(providerId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error(`[checkout] ${provider.name} could not settle ${providerId}: ${error.message}`);
    return { status: "open", checkout };
  }
  if (result.status === "open") return { status: "open", checkout };
  if (result.status === "failed") {
    checkoutFailed(providerId);
    return { status: "failed", checkout: checkoutOfProvider(providerId)! };
  }
  if (result.amount !== checkout.chargedAmount || result.currency.toUpperCase() !== checkout.chargedCurrency)
    console.error(
      `[checkout] ${providerId} was charged ${result.amount} ${result.currency}, not the ${checkout.chargedAmount} ${checkout.chargedCurrency} asked: recorded as asked, please check it`,
    );
  await recordPayment(providerId, result);
  return { status: "paid", checkout: checkoutOfProvider(providerId)! };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Settles every open checkout the provider knows of, created in the last 7 days and at least `minAge` ms ago: what
 * records a capture whose recording a crash lost (at start), or whose webhook never came (on the outbox's interval).
 */
export async function reconcileCheckouts({ minAge = 0, now = new Date() } = {}): Promise<number> {
  if (!configuredProviders().length) return 0;
  let recorded = 0;
  for (const c of openCheckoutsBetween(new Date(now.getTime() - 7 * DAY), new Date(now.getTime() - minAge))) {
    if ((await settleCheckout(c.providerId!)).status === "paid") recorded += 1;
  }
  return recorded;
}

const FIVE_MINUTES = 5 * 60 * 1000;
// The first round (at start) asks about every open checkout; the later ones leave the guest a few minutes on the
// provider's page before asking.
let started = false;
const reconciler = periodicWorker("checkouts", async () => {
  const first = !started;
  started = true;
  const recorded = await reconcileCheckouts({ minAge: first ? 0 : FIVE_MINUTES });
  if (recorded) console.log(`[checkouts] ${recorded} online payment(s) recorded by asking the provider`);
});

/** Started after the server prepared (in the background: a provider that hangs delays nothing), on the outbox's interval. */
export function startCheckoutWorker(intervalMs = getEnv().OUTBOX_INTERVAL_MS) {
  reconciler.start(intervalMs);
}
export function stopCheckoutWorker() {
  reconciler.stop();
}

/** What the page shows of a booking's money; null for one priced on request or that no longer runs with nothing paid. */
export function paymentView(b: Booking, i18n: Translator, now = new Date()): PaymentView | null {
  const runs = b.state === "pending" || b.state === "confirmed";
  if (b.total === null || (!runs && b.paid <= 0 && b.refunded <= 0)) return null;
  const deposit = depositOwed(b);
  const balance = balanceOf(b);
  const lines = [
    ...(deposit > 0 ? [i18n.t("Deposit {amount} due", { amount: formatMoney(deposit, "MUR", i18n) })] : []),
    ...(balance > 0 ? [i18n.t("Balance {amount}", { amount: formatMoney(balance, "MUR", i18n) })] : []),
  ];
  const purpose: CheckoutPurpose = deposit > 0 ? "deposit" : "balance";
  const amount = amountFor(b, purpose);
  const online = runs && amount > 0 && payableOnline(b, now);
  const providers = online
    ? configuredProviders().map((p) => {
        const charge = chargeFor(p, amount);
        return { name: p.name, label: p.label, charge: chargeText({ amount, ...charge }, i18n) };
      })
    : [];
  let note: string | null = null;
  if (runs && balance > 0 && !online)
    note =
      configuredProviders().length && b.state === "pending" && departureAhead(b, now)
        ? i18n.t("You can pay online once your booking is confirmed.")
        : i18n.t("Pay on the day: in cash or by card to your guide.");
  return {
    state: guestPaymentState(b.paymentState, i18n),
    paid: b.paid > 0 ? formatMoney(b.paid, "MUR", i18n) : null,
    lines,
    pay: online
      ? { purpose, label: purpose === "deposit" ? i18n.t("Pay deposit") : i18n.t("Pay balance"), providers }
      : null,
    note,
  };
}

const WEBHOOK_LIMIT = 256 * 1024;

/**
 * A provider's webhook (routes/webhooks.*.tsx): its signature checked by the provider's module (or PayPal's
 * verification call), then only a hint: the checkout it names is settled by asking the provider, so a forged, repeated
 * or late notice records nothing wrongly. 400 for a bad signature, 200 otherwise (an unknown order too: not ours).
 */
export async function answerWebhook(providerName: string, request: Request): Promise<Response> {
  const text = (body: string, status: number) =>
    new Response(body, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const provider = providerNamed(providerName);
  if (!provider) return text("Not configured", 404);
  const body = await readText(request, WEBHOOK_LIMIT);
  let notice: WebhookNotice;
  try {
    notice = await provider.readWebhook(body, request.headers);
  } catch (error) {
    if (error instanceof WebhookRejected) {
      console.error(`[webhook] ${providerName} webhook refused: ${error.message}`);
      return text("Signature not valid", 400);
    }
    // The verification call failed (PayPal did not answer): the provider sends it again later.
    if (error instanceof ProviderError) return text("Try again later", 503);
    throw error;
  }
  if (notice) await settleCheckout(notice.providerId);
  return text("OK", 200);
}

/**
 * The button a guest's e-mail carries to the Payment section ('Pay deposit' while a deposit is owed, else 'Pay
 * balance'), or none: the same rule as the page's, so the e-mail never offers what the page would refuse.
 */
export function emailPayButton(b: Booking): CheckoutPurpose | null {
  if (!payableOnline(b)) return null;
  const purpose: CheckoutPurpose = depositOwed(b) > 0 ? "deposit" : "balance";
  return amountFor(b, purpose) > 0 ? purpose : null;
}

/**
 * The answer to 'Pay deposit' / 'Pay balance' (a form that passed payBookingSchema): a 303 to the provider's page,
 * which the browser follows with a GET, with or without JavaScript; or the refusal at the top of the form.
 */
export async function answerPay<Answer>(
  value: { purpose: CheckoutPurpose; provider?: string },
  refuse: (errors: FormErrors, status?: number, headers?: HeadersInit) => TypedResponse<Answer>,
  page: { reference: string; lang: Lang; headers?: HeadersInit },
) {
  const started = await startCheckout(page.reference, value.purpose, value.provider, page.lang);
  if (started.ok) return redirect(started.redirectUrl, { status: 303, headers: page.headers });
  return refuse({ formErrors: [started.message] }, 409, page.headers);
}
