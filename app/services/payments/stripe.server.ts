// Stripe Checkout behind the payment door, through Stripe's own library: a session the guest pays on Stripe's page,
// charged in MUR (two decimals in Stripe: amounts in cents). The library retries nothing (maxNetworkRetries 0):
// the site retries itself, with the same idempotency key, so a call retried after a lost answer is done once.
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";
import {
  ProviderError,
  WebhookRejected,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
} from "./provider.server";

type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string; timeoutMs: number };

/** Events about a checkout that may have been paid; the rest are answered and ignored. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const LOCALES = new Set(["en", "fr"]);

export function stripeProvider(settings: StripeSettings = stripeSettings()): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port) || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
    timeout: settings.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
  });

  /** Stripe's library, its errors as the door's: silence or a 5xx may have been done (ask again with the same key). */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (e) {
      if (!(e instanceof Stripe.errors.StripeError)) throw e;
      const unanswered = e instanceof Stripe.errors.StripeConnectionError || (e.statusCode ?? 0) >= 500;
      throw new ProviderError(`Stripe (${what}): ${e.message}`, unanswered);
    }
  }

  return {
    name: "stripe",
    label: "Card (Stripe)",
    currency: "MUR",

    async createCheckout(request: CheckoutRequest) {
      const session = await call("create a checkout", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.checkoutId,
            metadata: { checkoutId: request.checkoutId },
            success_url: `${request.returnUrl}${request.returnUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: request.cancelUrl,
            ...(LOCALES.has(request.locale) ? { locale: request.locale as "en" | "fr" } : {}),
            ...(request.email ? { customer_email: request.email } : {}),
          },
          { idempotencyKey: `checkout-${request.checkoutId}` },
        ),
      );
      if (!session.url) throw new ProviderError(`Stripe: session ${session.id} came without a page for the guest`);
      return { providerId: session.id, redirectUrl: session.url };
    },

    async completeCheckout(sessionId: string): Promise<CheckoutResult> {
      const session = await call("read a checkout", () => stripe.checkout.sessions.retrieve(sessionId));
      if (session.payment_status === "paid" && session.payment_intent) {
        const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent.id;
        return {
          status: "paid",
          amount: session.amount_total ?? 0,
          currency: (session.currency ?? "mur").toUpperCase(),
          captureRef: intent,
        };
      }
      if (session.status === "expired") return { status: "failed", reason: "Stripe: the checkout expired unpaid" };
      return { status: "open" };
    },

    async readWebhook(rawBody: string, headers: Headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", settings.webhookSecret);
      } catch (e) {
        throw new WebhookRejected(`Stripe webhook: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!PAID_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return { eventId: event.id, providerId: session.id };
    },

    async refund({ captureRef, amount, idempotencyKey }) {
      const made = await call("refund", () =>
        stripe.refunds.create({ payment_intent: captureRef, amount }, { idempotencyKey }),
      );
      if (made.status === "failed" || made.status === "canceled") {
        throw new ProviderError(`Stripe: the refund ${made.id} ${made.status}`);
      }
      return { refundId: made.id };
    },
  };
}

/** The settings (Stripe must be configured: see configuredProviders). */
export function stripeSettings(): StripeSettings {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new Error("Stripe is not configured");
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
  };
}
