// The shared end-to-end site's fake PayPal and fake Stripe, steered over HTTP (they run in the server's process, not
// the tests'): what they hold, a mode for one order/session or the next calls, paying without a browser, webhooks.
// What each hook does: the top of tests/fakes/paypal.js and tests/fakes/stripe.js.
import { PAYPAL_URL, STRIPE_URL } from "../setup/e2e-env.js";

export type FakeMode = "ok" | "hang" | "lose-answer" | "500" | "refuse-refund";
/** target: an order/session/capture/payment intent id or an idempotency key; op: create|get|capture|refund|verify. */
export type FakeRule = { mode: FakeMode; target?: string; op?: string; count?: number };
export type SentWebhook = { to: string; eventId: string; eventType: string; badSignature: boolean; status: number };

export type PayPalOrder = {
  id: string;
  status: string;
  purchase_units: {
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: { id: string; status: string; amount: { currency_code: string; value: string } }[] };
  }[];
  returnUrl: string;
  cancelUrl: string;
};
export type PayPalRefund = { id: string; captureId: string; orderId: string; amount: { value: string } };
export type StripeSession = {
  id: string;
  client_reference_id: string | null;
  amount_total: number;
  currency: string;
  status: string;
  payment_status: string;
  payment_intent: string | null;
  refunded: number;
};
export type StripeRefund = { id: string; amount: number; payment_intent: string; session: string };

async function call<T>(base: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${base}${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const fakePayPal = {
  state: () =>
    call<{ orders: PayPalOrder[]; refunds: PayPalRefund[]; webhooks: (SentWebhook & { order: string })[] }>(
      PAYPAL_URL,
      "/_test/state",
    ),
  setMode: (rule: FakeRule) => call(PAYPAL_URL, "/_test/mode", rule),
  /** The order of the site's checkout (its id is the order's custom_id). */
  orderOf: async (checkoutId: string) =>
    (await fakePayPal.state()).orders.find((o) => o.purchase_units[0].custom_id === checkoutId),
  approve: (order: string) => call<PayPalOrder>(PAYPAL_URL, "/_test/approve", { order }),
  voidOrder: (order: string) => call<PayPalOrder>(PAYPAL_URL, "/_test/void", { order }),
  webhook: (hook: { order: string; event?: string; badSignature?: boolean; to?: string }) =>
    call<SentWebhook>(PAYPAL_URL, "/_test/webhook", hook),
};

export const fakeStripe = {
  state: () =>
    call<{ sessions: StripeSession[]; refunds: StripeRefund[]; webhooks: (SentWebhook & { session: string })[] }>(
      STRIPE_URL,
      "/_test/state",
    ),
  setMode: (rule: FakeRule) => call(STRIPE_URL, "/_test/mode", rule),
  /** The session of the site's checkout (its id is the session's client_reference_id). */
  sessionOf: async (checkoutId: string) =>
    (await fakeStripe.state()).sessions.find((s) => s.client_reference_id === checkoutId),
  /** Paid as on Stripe's page: the webhook is sent to the site before this answers. */
  pay: (session: string) => call<StripeSession>(STRIPE_URL, "/_test/pay", { session }),
  expire: (session: string) => call<StripeSession>(STRIPE_URL, "/_test/expire", { session }),
  webhook: (hook: { session: string; event?: string; badSignature?: boolean; to?: string }) =>
    call<SentWebhook>(STRIPE_URL, "/_test/webhook", hook),
};
