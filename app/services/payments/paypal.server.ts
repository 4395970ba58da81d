// PayPal Checkout behind the payment door (Orders v2 over fetch): create an order, the guest approves it on PayPal's
// page, the site captures it. PayPal does not settle rupees, so the charge is in EUR (the caller converts at
// EUR_RATE). Every call that changes something carries a PayPal-Request-Id, so a call retried after a lost answer
// is done once.
import { getEnv } from "~/utils/env.server";
import {
  ProviderError,
  WebhookRejected,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
} from "./provider.server";

type PayPalSettings = {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId?: string;
  timeoutMs: number;
};

type Capture = { id: string; status: string; amount: { currency_code: string; value: string } };
type Order = {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { payments?: { captures?: Capture[] } }[];
};
type PayPalError = { name?: string; message?: string; details?: { issue?: string; description?: string }[] };

/** "70.00" for 7000 cents: PayPal's amounts are decimal strings. */
const decimal = (cents: number) => (cents / 100).toFixed(2);
const cents = (value: string) => Math.round(Number(value) * 100);

/** PayPal's page speaks these; any other language gets PayPal's own choice. */
const LOCALES: Record<string, string> = { en: "en-GB", fr: "fr-FR" };

export function paypalProvider(settings: PayPalSettings = paypalSettings()): PaymentProvider {
  let token: { value: string; expires: number } | undefined;

  /** One call to PayPal with the timeout; a refusal is a ProviderError with PayPal's words, silence an unanswered one. */
  async function call<T>(path: string, init: { method: string; body?: unknown; requestId?: string; auth?: string }) {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let res: Response;
    try {
      res = await fetch(`${settings.apiBase}${path}`, {
        method: init.method,
        headers: {
          Authorization: init.auth ?? `Bearer ${await accessToken()}`,
          ...(init.auth
            ? { "Content-Type": "application/x-www-form-urlencoded" }
            : { "Content-Type": "application/json", Prefer: "return=representation" }),
          ...(init.requestId ? { "PayPal-Request-Id": init.requestId } : {}),
        },
        body:
          typeof init.body === "string" ? init.body : init.body === undefined ? undefined : JSON.stringify(init.body),
        signal,
      });
    } catch (e) {
      if (e instanceof ProviderError) throw e;
      throw new ProviderError(
        signal.aborted
          ? `PayPal did not answer within ${settings.timeoutMs} ms`
          : `PayPal could not be reached: ${e instanceof Error ? e.message : String(e)}`,
        true,
      );
    }
    const text = await res.text().catch(() => "");
    const data = parse(text);
    if (res.ok) return data as T;
    const error = data as PayPalError;
    const issue = error.details?.[0]?.issue;
    const words = error.details?.[0]?.description ?? error.message ?? error.name ?? `HTTP ${res.status}`;
    // A 5xx may have been done before it failed: the caller asks again with the same request id.
    throw refusal(`PayPal: ${issue ? `${issue}: ` : ""}${words} (HTTP ${res.status})`, res.status >= 500, issue);
  }

  /** OAuth2 client credentials, kept until a minute before PayPal says it expires. */
  async function accessToken() {
    if (token && token.expires > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const data = await call<{ access_token: string; expires_in: number }>("/v1/oauth2/token", {
      method: "POST",
      body: "grant_type=client_credentials",
      auth: `Basic ${basic}`,
    });
    token = { value: data.access_token, expires: Date.now() + (data.expires_in - 60) * 1000 };
    return token.value;
  }

  const getOrder = (orderId: string) =>
    call<Order>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: "GET" });

  function paidBy(order: Order): CheckoutResult {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return { status: "failed", reason: `PayPal: order ${order.id} completed without a capture` };
    if (capture.status === "DECLINED" || capture.status === "FAILED") {
      return { status: "failed", reason: `PayPal: the capture was ${capture.status.toLowerCase()}` };
    }
    // PENDING (an eCheck, a review) is money on its way: recorded as paid only once PayPal completes it.
    if (capture.status === "PENDING") return { status: "open" };
    return {
      status: "paid",
      amount: cents(capture.amount.value),
      currency: capture.amount.currency_code,
      captureRef: capture.id,
    };
  }

  return {
    name: "paypal",
    label: "PayPal",
    currency: "EUR",

    async createCheckout(request: CheckoutRequest) {
      const order = await call<Order>("/v2/checkout/orders", {
        method: "POST",
        requestId: `checkout-${request.checkoutId}`,
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: request.checkoutId,
              custom_id: request.checkoutId,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.currency, value: decimal(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                ...(LOCALES[request.locale] ? { locale: LOCALES[request.locale] } : {}),
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
              },
              ...(request.email ? { email_address: request.email } : {}),
            },
          },
        },
      });
      const page = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
      if (!page) throw new ProviderError(`PayPal: order ${order.id} came without a page for the guest`);
      return { providerId: order.id, redirectUrl: page.href };
    },

    async completeCheckout(orderId: string): Promise<CheckoutResult> {
      const order = await getOrder(orderId);
      if (order.status === "COMPLETED") return paidBy(order);
      if (order.status === "VOIDED") return { status: "failed", reason: "PayPal: the order was voided" };
      if (order.status !== "APPROVED") return { status: "open" };
      try {
        const captured = await call<Order>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
          method: "POST",
          requestId: `capture-${orderId}`,
          body: {},
        });
        return paidBy(captured);
      } catch (e) {
        // Captured meanwhile (by the webhook's request, or the guest's return): the order says by what.
        if (issueOf(e) === "ORDER_ALREADY_CAPTURED") return paidBy(await getOrder(orderId));
        // The guest's card or account was refused: PayPal sends them back to choose another way on its page.
        if (issueOf(e) === "INSTRUMENT_DECLINED") return { status: "open" };
        throw e;
      }
    },

    async readWebhook(rawBody: string, headers: Headers) {
      const event = parse(rawBody) as {
        id?: string;
        event_type?: string;
        resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      if (!event.id || !event.event_type) throw new WebhookRejected("PayPal webhook: not an event");
      if (settings.webhookId) {
        const verified = await call<{ verification_status: string }>("/v1/notifications/verify-webhook-signature", {
          method: "POST",
          body: {
            auth_algo: headers.get("paypal-auth-algo"),
            cert_url: headers.get("paypal-cert-url"),
            transmission_id: headers.get("paypal-transmission-id"),
            transmission_sig: headers.get("paypal-transmission-sig"),
            transmission_time: headers.get("paypal-transmission-time"),
            webhook_id: settings.webhookId,
            webhook_event: event,
          },
        });
        if (verified.verification_status !== "SUCCESS") {
          throw new WebhookRejected("PayPal webhook: the signature does not hold");
        }
      }
      // Only a hint of which order to look at: the caller asks completeCheckout, whose answer is PayPal's own.
      const orderId =
        event.event_type === "CHECKOUT.ORDER.APPROVED" || event.event_type === "CHECKOUT.ORDER.COMPLETED"
          ? event.resource?.id
          : event.event_type.startsWith("PAYMENT.CAPTURE.")
            ? event.resource?.supplementary_data?.related_ids?.order_id
            : undefined;
      return orderId ? { eventId: event.id, providerId: orderId } : null;
    },

    async refund({ captureRef, amount, currency, idempotencyKey }) {
      const made = await call<{ id: string; status: string }>(
        `/v2/payments/captures/${encodeURIComponent(captureRef)}/refund`,
        {
          method: "POST",
          requestId: idempotencyKey,
          body: { amount: { currency_code: currency, value: decimal(amount) } },
        },
      );
      if (made.status === "CANCELLED" || made.status === "FAILED") {
        throw new ProviderError(`PayPal: the refund ${made.id} was ${made.status.toLowerCase()}`);
      }
      return { refundId: made.id };
    },
  };
}

/**
 * A refusal of PayPal's, with its issue code ("ORDER_ALREADY_CAPTURED") for the cases the adapter handles. Not a
 * subclass: provider.server.ts imports this module, so nothing here may use its classes while modules load.
 */
const issues = new WeakMap<ProviderError, string>();
function refusal(message: string, unanswered: boolean, issue: string | undefined) {
  const error = new ProviderError(message, unanswered);
  if (issue) issues.set(error, issue);
  return error;
}
const issueOf = (e: unknown) => (e instanceof ProviderError ? issues.get(e) : undefined);

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The settings (PayPal must be configured: see configuredProviders). */
export function paypalSettings(): PayPalSettings {
  const env = getEnv();
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) throw new Error("PayPal is not configured");
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    apiBase: env.PAYPAL_API_BASE.replace(/\/$/, ""),
    webhookId: env.PAYPAL_WEBHOOK_ID,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
  };
}
