// A fake PayPal REST API (Orders v2) on loopback, answering like PayPal's sandbox does for what the site asks:
//   POST /v1/oauth2/token (Basic id:secret) · POST /v2/checkout/orders · GET /v2/checkout/orders/:id ·
//   POST /v2/checkout/orders/:id/capture · POST /v2/payments/captures/:id/refund ·
//   POST /v1/notifications/verify-webhook-signature · GET /checkoutnow?token=ID (the guest's page: "Pay now",
//   "Cancel and return"). Creates, captures and refunds are idempotent by PayPal-Request-Id, as PayPal's are.
// Steering over HTTP (the shared e2e server runs it in another process than the tests):
//   GET  /_test/state                          -> { orders, refunds, webhooks } (webhooks: each sent, with its answer)
//   POST /_test/mode    { mode, target?, op?, count? }  see steering.js: "ok" | "hang" | "lose-answer" | "500" |
//        "refuse-refund"; target = an order id, capture id or PayPal-Request-Id; op = create|get|capture|refund|verify
//   POST /_test/approve { order }              -> approves as the guest would on the page
//   POST /_test/void    { order }              -> PayPal voids the order (never paid)
//   POST /_test/revoke-tokens                  -> every access token given so far is refused (401) from now on
//   POST /_test/webhook { order, event?, badSignature?, to? } -> sends CHECKOUT.ORDER.APPROVED (or, once captured,
//        PAYMENT.CAPTURE.COMPLETED) now, signed, to `to` or webhookUrl; the same event again has the same id
// The same as functions on the returned object: state(), setMode(rule), approve(id), voidOrder(id), sendWebhook(...),
// revokeTokens().
// With `autoWebhooks`, approving and capturing send their webhooks by themselves, as PayPal does.
// Webhooks are signed with headers only this fake can check (PayPal's verification call, with `webhookId`).
import crypto from "node:crypto";
import { answerSteeringHook, createSteering, deliver, listen, redirect, sendJson, sendPayPage } from "./steering.js";

const SIGNING_KEY = "fake-paypal-signing-key";

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookId?: string, autoWebhooks?: boolean,
 *   clientId?: string, clientSecret?: string }} [options] a client id/secret given: only they get a token
 */
export async function startFakePayPal({
  port = 0,
  host = "127.0.0.1",
  webhookUrl,
  webhookId = "WH-FAKE-PAYPAL",
  autoWebhooks = false,
  clientId,
  clientSecret,
} = {}) {
  const steering = createSteering();
  /** @type {Map<string, any>} */
  const orders = new Map();
  /** PayPal-Request-Id -> [status, answer] of the first call with it. */
  const answered = new Map();
  const captures = new Map(); // capture id -> order id
  const refunds = [];
  const webhooks = [];
  const tokens = new Set();
  let next = 1;
  const newId = (prefix) => `${prefix}${String(next++).padStart(6, "0")}${crypto.randomBytes(4).toString("hex")}`;
  let base = "";

  const issue = (status, issue, description) => [
    status,
    {
      name: status === 404 ? "RESOURCE_NOT_FOUND" : "UNPROCESSABLE_ENTITY",
      message: "The requested action could not be performed, semantically incorrect, or failed business validation.",
      details: [{ issue, description }],
      debug_id: crypto.randomBytes(6).toString("hex"),
    },
  ];
  const captureOf = (order) => order.purchase_units[0].payments?.captures?.[0];
  const orderView = (order) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: order.purchase_units,
    create_time: order.create_time,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" },
      ...(order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED"
        ? [{ href: `${base}/checkoutnow?token=${order.id}`, rel: "payer-action", method: "GET" }]
        : []),
    ],
  });

  function createOrder(body) {
    const unit = body.purchase_units?.[0];
    if (body.intent !== "CAPTURE" || !unit?.amount?.currency_code || !/^\d+\.\d{2}$/.test(unit.amount.value ?? "")) {
      return issue(422, "INVALID_PARAMETER_VALUE", "intent CAPTURE and purchase_units[0].amount are required");
    }
    const context = body.payment_source?.paypal?.experience_context ?? body.application_context ?? {};
    const order = {
      id: newId("FAKEORDER"),
      intent: "CAPTURE",
      status: body.payment_source?.paypal ? "PAYER_ACTION_REQUIRED" : "CREATED",
      purchase_units: [{ ...unit, reference_id: unit.reference_id ?? "default" }],
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      locale: context.locale,
      create_time: new Date().toISOString(),
    };
    orders.set(order.id, order);
    return [200, orderView(order)];
  }

  function captureOrder(order) {
    if (order.status === "COMPLETED") return issue(422, "ORDER_ALREADY_CAPTURED", "Order already captured.");
    if (order.status !== "APPROVED") {
      return issue(422, "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
    }
    const capture = {
      id: newId("FAKECAPTURE"),
      status: "COMPLETED",
      amount: order.purchase_units[0].amount,
      final_capture: true,
      create_time: new Date().toISOString(),
      supplementary_data: { related_ids: { order_id: order.id } },
      refunded: 0,
    };
    order.purchase_units[0].payments = { captures: [capture] };
    order.status = "COMPLETED";
    captures.set(capture.id, order.id);
    if (autoWebhooks && webhookUrl) sendWebhook({ order: order.id }).catch(() => {});
    return [201, orderView(order)];
  }

  function refundCapture(captureId, body, requestId) {
    const order = orders.get(captures.get(captureId));
    if (!order) return issue(404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    const capture = captureOf(order);
    const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : capturedCents(capture) - capture.refunded;
    if (body.amount && body.amount.currency_code !== capture.amount.currency_code) {
      return issue(422, "CURRENCY_MISMATCH", "The refund's currency must be the capture's.");
    }
    if (cents <= 0 || capture.refunded + cents > capturedCents(capture)) {
      return issue(
        422,
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount.",
      );
    }
    capture.refunded += cents;
    capture.status = capture.refunded === capturedCents(capture) ? "REFUNDED" : "PARTIALLY_REFUNDED";
    const refund = {
      id: newId("FAKEREFUND"),
      status: "COMPLETED",
      captureId,
      orderId: order.id,
      amount: { currency_code: capture.amount.currency_code, value: (cents / 100).toFixed(2) },
      requestId,
    };
    refunds.push(refund);
    return [201, { id: refund.id, status: refund.status, amount: refund.amount }];
  }

  function approve(orderId) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED") {
      order.status = "APPROVED";
      order.payer = { payer_id: "FAKEPAYER" };
      if (autoWebhooks && webhookUrl) sendWebhook({ order: order.id }).catch(() => {});
    }
    return order;
  }

  const signature = (transmissionId, time, hookId, event) =>
    crypto
      .createHmac("sha256", SIGNING_KEY)
      .update(`${transmissionId}|${time}|${hookId}|${JSON.stringify(event)}`)
      .digest("base64");

  /**
   * Sends the order's webhook now (its current one, or `event`), signed; resolves to what was recorded.
   * @param {{ order: string, event?: string, badSignature?: boolean, to?: string }} options
   */
  async function sendWebhook({ order: orderId, event, badSignature = false, to = webhookUrl }) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (!to) throw new Error("no webhookUrl to send to");
    const capture = captureOf(order);
    const type = event ?? (capture ? "PAYMENT.CAPTURE.COMPLETED" : "CHECKOUT.ORDER.APPROVED");
    const isCapture = type.startsWith("PAYMENT.CAPTURE");
    if (isCapture && !capture) throw new Error(`order ${orderId} is not captured`);
    const resource = isCapture ? { ...capture, refunded: undefined } : orderView(order);
    const payload = {
      // The same event sent again is the same event: PayPal's retries keep its id.
      id: `WH-${crypto.createHash("sha256").update(`${type}|${orderId}`).digest("hex").slice(0, 17).toUpperCase()}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: isCapture ? "capture" : "checkout-order",
      event_type: type,
      summary: `${type} for ${orderId}`,
      resource,
    };
    const transmissionId = crypto.randomUUID();
    const time = new Date().toISOString();
    const sig = signature(transmissionId, time, webhookId, payload);
    const status = await deliver(to, JSON.stringify(payload), {
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": time,
      "paypal-transmission-sig": badSignature ? `x${sig.slice(1)}` : sig,
      "paypal-cert-url": `${base}/v1/notifications/certs/fake`,
      "paypal-auth-algo": "SHA256withRSA",
    });
    const sent = { to, eventId: payload.id, eventType: type, order: orderId, badSignature, status };
    webhooks.push(sent);
    return sent;
  }

  function verify(body) {
    const ok =
      body.webhook_id === webhookId &&
      typeof body.transmission_sig === "string" &&
      body.transmission_sig === signature(body.transmission_id, body.transmission_time, webhookId, body.webhook_event);
    return [200, { verification_status: ok ? "SUCCESS" : "FAILURE" }];
  }

  const state = () => ({
    orders: [...orders.values()].map((o) => ({ ...orderView(o), returnUrl: o.returnUrl, cancelUrl: o.cancelUrl })),
    refunds,
    webhooks,
    rules: steering.rules,
  });

  const server = await listen(
    { port, host },
    async (req, res, url, raw) => {
      const path = url.pathname;
      const json = () => (raw ? JSON.parse(raw) : {});
      if (path.startsWith("/_test/")) return testHook(req, res, path, json());
      if (path === "/checkoutnow") return payPage(req, res, url);
      if (req.method === "POST" && path === "/v1/oauth2/token") {
        const [id, secret] = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
          .toString()
          .split(":");
        if (!id || !secret || (clientId && (id !== clientId || secret !== clientSecret))) {
          return sendJson(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
        }
        const token = `A21AA${crypto.randomBytes(12).toString("hex")}`;
        tokens.add(token);
        return sendJson(res, 200, { scope: "openid", access_token: token, token_type: "Bearer", expires_in: 32400 });
      }
      const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!tokens.has(bearer)) {
        return sendJson(res, 401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed." });
      }
      const requestId = req.headers["paypal-request-id"] ? String(req.headers["paypal-request-id"]) : undefined;
      const route = routeOf(req.method, path);
      if (!route) return sendJson(res, 404, { name: "NOT_FOUND", message: "Not found" });
      const captureOrderId = route.op === "refund" ? captures.get(route.id) : undefined;
      const mode = steering.modeFor(route.op, [route.id, captureOrderId, requestId]);
      if (mode === "hang") return steering.hang(res);
      if (mode === "500") return sendJson(res, 500, { name: "INTERNAL_SERVICE_ERROR", message: "An internal error." });
      if (mode === "refuse-refund" && route.op === "refund") {
        const [status, answer] = issue(422, "TRANSACTION_REFUSED", "The request was refused.");
        return sendJson(res, status, answer);
      }
      const idempotent = requestId && route.op !== "get" && route.op !== "verify";
      const remembered = idempotent ? answered.get(`${route.op}|${route.id}|${requestId}`) : undefined;
      const [status, answer] = remembered ?? perform(route, json(), requestId);
      if (idempotent && !remembered && status < 500)
        answered.set(`${route.op}|${route.id}|${requestId}`, [status, answer]);
      if (mode === "lose-answer") return steering.hang(res);
      return sendJson(res, status, answer);
    },
    steering,
  );
  base = server.url;

  function perform(route, body, requestId) {
    if (route.op === "create") return createOrder(body);
    if (route.op === "verify") return verify(body);
    if (route.op === "refund") return refundCapture(route.id, body, requestId);
    const order = orders.get(route.id);
    if (!order) return issue(404, "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
    if (route.op === "capture") return captureOrder(order);
    return [200, orderView(order)];
  }

  function payPage(req, res, url) {
    const id = url.searchParams.get("token") ?? "";
    const order = orders.get(id);
    if (!order) return sendJson(res, 404, { message: "No such order" });
    if (req.method === "POST") {
      if (url.searchParams.get("action") === "cancel") return redirect(res, withQuery(order.cancelUrl, { token: id }));
      approve(id);
      return redirect(res, withQuery(order.returnUrl, { token: id, PayerID: "FAKEPAYER" }));
    }
    const { currency_code, value } = order.purchase_units[0].amount;
    return sendPayPage(res, {
      title: "PayPal (test)",
      description: order.purchase_units[0].description,
      amount: `${currency_code} ${value}`,
      buttons: [
        ["Pay now", `/checkoutnow?token=${id}&action=pay`],
        ["Cancel and return", `/checkoutnow?token=${id}&action=cancel`],
      ],
    });
  }

  function testHook(req, res, path, body) {
    if (answerSteeringHook(req, res, path, body, { steering, state })) return;
    if (path === "/_test/revoke-tokens") {
      tokens.clear();
      return sendJson(res, 200, {});
    }
    const order = orders.get(body.order);
    if (!order) return sendJson(res, 404, { message: `no order ${body.order}` });
    if (path === "/_test/approve") return sendJson(res, 200, orderView(approve(order.id)));
    if (path === "/_test/void") {
      order.status = "VOIDED";
      return sendJson(res, 200, orderView(order));
    }
    if (path === "/_test/webhook") return sendWebhook(body).then((sent) => sendJson(res, 200, sent));
    return sendJson(res, 404, { message: "Not found" });
  }

  return {
    ...server,
    webhookId,
    state,
    approve: (id) => orderView(approve(id)),
    voidOrder: (id) => {
      orders.get(id).status = "VOIDED";
    },
    sendWebhook,
    /** PayPal forgets every access token it gave (they expired early, or were revoked). */
    revokeTokens: () => tokens.clear(),
  };
}

function routeOf(method, path) {
  if (method === "POST" && path === "/v2/checkout/orders") return { op: "create", id: undefined };
  if (method === "POST" && path === "/v1/notifications/verify-webhook-signature")
    return { op: "verify", id: undefined };
  let m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
  if (m) return method === "POST" ? (m[2] ? { op: "capture", id: m[1] } : null) : { op: "get", id: m[1] };
  m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
  if (m && method === "POST") return { op: "refund", id: m[1] };
  return null;
}

const capturedCents = (capture) => Math.round(Number(capture.amount.value) * 100);

function withQuery(href, params) {
  const url = new URL(href);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
