// The shared end-to-end site's fake PayPal and fake Stripe, steered over HTTP (they run in the server's process, not
// the tests'): what they hold, a mode for one order/session or the next calls, paying without a browser, webhooks.
// What each hook does: the top of tests/fakes/paypal.js and tests/fakes/stripe.js.
import { PAYPAL_URL, STRIPE_URL } from "../setup/e2e-env.js";

export type FakeMode = "ok" | "hang" | "lose-answer" | "500" | "refuse-refund";
/** target: an order/session/capture/payment intent id or an idempotency key; op: create|get|capture|refund|verify. */
export type FakeRule = { mode: FakeMode; target?: string; op?: string; count?: number };
export type SentWebhook = {
  to: string;
  eventId: string;
  eventType: string;
  badSignature: boolean;
  /** The site's answer (0: not reached). */
  status: number;
};

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

type Held<K extends string, T, W> = Record<K, T[]> & {
  refunds: W[];
  webhooks: (SentWebhook & { order?: string; session?: string })[];
  rules: FakeRule[];
};

/** The hooks both fakes have: what they hold, and a mode for what comes. */
function steered<State>(base: string) {
  return {
    /** GET, or POST `body` as JSON, to one of the fake's /_test/ hooks. */
    async call<T>(path: string, body?: unknown): Promise<T> {
      const res = await fetch(
        `${base}${path}`,
        body === undefined ? {} : { method: "POST", body: JSON.stringify(body) },
      );
      if (!res.ok) throw new Error(`${base}${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    state() {
      return this.call<State>("/_test/state");
    },
    setMode(rule: FakeRule) {
      return this.call<{ rules: FakeRule[] }>("/_test/mode", rule);
    },
  };
}

/** A fake PayPal steered over HTTP (the shared site's: `fakePayPal`). */
export function fakePayPalAt(base: string) {
  const fake = steered<Held<"orders", PayPalOrder, PayPalRefund>>(base);
  return {
    ...fake,
    /** The order of the site's checkout (its id is the order's custom_id). */
    orderOf: async (checkoutId: string) =>
      (await fake.state()).orders.find((o) => o.purchase_units[0].custom_id === checkoutId),
    approve: (order: string) => fake.call<PayPalOrder>("/_test/approve", { order }),
    voidOrder: (order: string) => fake.call<PayPalOrder>("/_test/void", { order }),
    webhook: (hook: { order: string; event?: string; badSignature?: boolean; to?: string }) =>
      fake.call<SentWebhook & { order: string }>("/_test/webhook", hook),
  };
}

/** A fake Stripe steered over HTTP (the shared site's: `fakeStripe`). */
export function fakeStripeAt(base: string) {
  const fake = steered<Held<"sessions", StripeSession, StripeRefund>>(base);
  return {
    ...fake,
    /** The session of the site's checkout (its id is the session's client_reference_id). */
    sessionOf: async (checkoutId: string) =>
      (await fake.state()).sessions.find((s) => s.client_reference_id === checkoutId),
    /** Paid as on Stripe's page: the webhook is sent to the site before this answers. */
    pay: (session: string) => fake.call<StripeSession>("/_test/pay", { session }),
    expire: (session: string) => fake.call<StripeSession>("/_test/expire", { session }),
    webhook: (hook: { session: string; event?: string; badSignature?: boolean; to?: string }) =>
      fake.call<SentWebhook & { session: string }>("/_test/webhook", hook),
  };
}

export const fakePayPal = fakePayPalAt(PAYPAL_URL);
export const fakeStripe = fakeStripeAt(STRIPE_URL);
