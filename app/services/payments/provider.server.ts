// The one door for payment providers (docs/decisions/042-money.md): what the site asks of any of them. Bookings,
// the ledger and the pages know this interface only; a provider is added by one module beside paypal.server.ts and
// stripe.server.ts and a line in `configuredProviders`. No card data ever reaches this server: the guest pays on
// the provider's own page.

import { getEnv, type Env } from "~/utils/env.server";
import { paypalProvider } from "./paypal.server";
import { stripeProvider } from "./stripe.server";

export type ProviderName = "paypal" | "stripe";

/** A payment the site asks a provider to take on its hosted page. */
export type CheckoutRequest = {
  /** The site's id of this checkout: the provider's idempotency key is made from it (a retried create is one order). */
  checkoutId: string;
  /** "Deposit for booking K7QM-4XPT-9HRC": shown by the provider to the guest and in the operator's statements. */
  description: string;
  /** What the provider charges, in the smallest unit of `currency` (EUR for PayPal, MUR for Stripe). */
  amount: number;
  currency: string;
  /** Where the provider sends the guest back after paying, or after giving up. */
  returnUrl: string;
  cancelUrl: string;
  /** The guest's language ("en", "fr"), for the provider's page. */
  locale: string;
  email?: string;
};

/** The provider's id of the checkout (PayPal's order, Stripe's session) and its page the guest is sent to. */
export type CreatedCheckout = { providerId: string; redirectUrl: string };

/** Where a checkout stands at the provider. */
export type CheckoutResult =
  /** Paid: what was charged, and what a refund is made against (PayPal's capture, Stripe's payment intent). */
  | { status: "paid"; amount: number; currency: string; captureRef: string }
  /** Not paid yet (the guest has not approved, or came back without paying). */
  | { status: "open" }
  /** Refused or voided by the provider: it will never be paid. */
  | { status: "failed"; reason: string };

/** A webhook, verified: the checkout it is about (the provider's id of it), or null for an event the site ignores. */
export type WebhookNotice = { eventId: string; providerId: string } | null;

/** The provider refused a call, or did not answer in time: nothing may be recorded as done. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** True when the provider may have done it without answering (a timeout): ask again with the same key. */
    readonly unanswered = false,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** A webhook whose signature (or PayPal's verification call) does not hold: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRejected";
  }
}

export interface PaymentProvider {
  name: ProviderName;
  /** The button's words: "PayPal", "Card (Stripe)". */
  label: string;
  /** The currency it charges in: PayPal cannot settle rupees, so EUR at EUR_RATE; Stripe charges MUR. */
  currency: "EUR" | "MUR";
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * On the guest's return, a webhook, and the reconciling at start: completes and reads the checkout. PayPal
   * captures an approved order (idempotently: a capture asked twice is one capture); Stripe reads the session.
   */
  completeCheckout(providerId: string): Promise<CheckoutResult>;
  /** Verifies a webhook's signature (or asks the provider) and reads it; throws WebhookRejected when it does not hold. */
  readWebhook(rawBody: string, headers: Headers): Promise<WebhookNotice>;
  /** Gives `amount` (smallest unit of the charge's currency) back on a payment; the key makes a retried refund one refund. */
  refund(request: {
    captureRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

let configured: { env: Env; providers: PaymentProvider[] } | undefined;

/**
 * The providers whose settings are set, PayPal first; none: no online payment (the site says how to pay on the day).
 * Kept while the settings are the same (PayPal's access token lives in its provider).
 */
export function configuredProviders(): PaymentProvider[] {
  const env = getEnv();
  if (configured?.env !== env) {
    const providers: PaymentProvider[] = [];
    if (env.PAYPAL_CLIENT_ID && env.EUR_RATE) providers.push(paypalProvider());
    if (env.STRIPE_SECRET_KEY) providers.push(stripeProvider());
    configured = { env, providers };
  }
  return configured.providers;
}

/** The configured provider of that name (a checkout's, a webhook's route), or undefined when it is not set up. */
export function providerNamed(name: string): PaymentProvider | undefined {
  return configuredProviders().find((p) => p.name === name);
}
