// A fake Stripe API on loopback, for what the `stripe` Node library calls (form-encoded bodies, Idempotency-Key):
//   POST /v1/checkout/sessions · GET /v1/checkout/sessions/:id · POST /v1/refunds, and the guest's hosted page
//   GET /pay/:id ("Pay": paid, the webhook sent, then back to success_url; "Cancel": back to cancel_url).
// A POST with an Idempotency-Key seen before is answered as the first time, as Stripe does.
// Steering over HTTP (the shared e2e server runs it in another process than the tests):
//   GET  /_test/state                          -> { sessions, refunds, webhooks } (webhooks: each sent, with its answer)
//   POST /_test/mode    { mode, target?, op?, count? }  see steering.js: "ok" | "hang" | "lose-answer" | "500" |
//        "refuse-refund"; target = a session id, payment intent, client_reference_id or Idempotency-Key;
//        op = create|get|refund
//   POST /_test/pay     { session }            -> paid as the guest would on the page (and the webhook sent)
//   POST /_test/expire  { session }            -> the session expires unpaid
//   POST /_test/webhook { session, event?, badSignature?, to? } -> sends checkout.session.completed (or `event`) now,
//        signed with the webhook secret (Stripe-Signature t=…,v1=…), to `to` or webhookUrl; again: the same event id
// The same as functions on the returned object: state(), setMode(rule), pay(id), expire(id), sendWebhook(...).
import crypto from "node:crypto";
import { answerSteeringHook, createSteering, deliver, listen, redirect, sendJson, sendPayPage } from "./steering.js";

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, webhookSecret?: string, secretKey?: string }} [options]
 *   a secretKey given: only it is taken (else any sk_test_ key)
 */
export async function startFakeStripe({
  port = 0,
  host = "127.0.0.1",
  webhookUrl,
  webhookSecret = "whsec_fake_stripe_secret",
  secretKey,
} = {}) {
  const steering = createSteering();
  /** @type {Map<string, any>} */
  const sessions = new Map();
  const answered = new Map();
  const refunds = [];
  const webhooks = [];
  const newId = (prefix) => `${prefix}${crypto.randomBytes(12).toString("hex")}`;
  let base = "";

  const refused = (status, message, type = "invalid_request_error") => [status, { error: { type, message } }];
  const byIntent = (intent) => [...sessions.values()].find((s) => s.payment_intent === intent);

  function createSession(body) {
    const item = body.line_items?.[0];
    const amount = Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1);
    if (body.mode !== "payment" || !Number.isInteger(amount) || amount <= 0 || !item.price_data.currency) {
      return refused(400, "mode payment and one line item with price_data are required (fake)");
    }
    if (!body.success_url) return refused(400, "Missing required param: success_url.");
    const id = newId("cs_test_");
    const session = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      currency: String(item.price_data.currency).toLowerCase(),
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      locale: body.locale ?? null,
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      url: `${base}/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      description: item.price_data.product_data?.name ?? null,
      refunded: 0,
    };
    sessions.set(id, session);
    return [200, view(session)];
  }
  /** A session as Stripe shows it (without the fake's own count of what was refunded). @param {any} session */
  const view = ({ refunded: _refunded, ...session }) => /** @type {Record<string, any>} */ (session);

  function refund(body) {
    const session = byIntent(body.payment_intent);
    if (!session) return refused(400, `No such payment_intent: '${body.payment_intent}'`);
    const amount = body.amount === undefined ? session.amount_total - session.refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || session.refunded + amount > session.amount_total) {
      return refused(400, `Refund amount (${amount}) is greater than unrefunded amount on charge.`);
    }
    session.refunded += amount;
    const made = {
      id: newId("re_"),
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push({ ...made, session: session.id });
    return [200, made];
  }

  async function pay(id) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.status === "open") {
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: newId("pi_"), url: null });
      if (webhookUrl) await sendWebhook({ session: id });
    }
    return view(session);
  }

  function expire(id) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.status === "open") Object.assign(session, { status: "expired", url: null });
    return view(session);
  }

  /**
   * Sends the session's event now, signed as Stripe signs (HMAC-SHA256 of `${t}.${body}`).
   * @param {{ session: string, event?: string, badSignature?: boolean, to?: string }} options
   */
  async function sendWebhook({
    session: id,
    event = "checkout.session.completed",
    badSignature = false,
    to = webhookUrl,
  }) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (!to) throw new Error("no webhookUrl to send to");
    const payload = JSON.stringify({
      // The same event sent again is the same event: Stripe's retries keep its id.
      id: `evt_${crypto.createHash("sha256").update(`${event}|${id}`).digest("hex").slice(0, 24)}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: event,
      data: { object: view(session) },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = crypto
      .createHmac("sha256", badSignature ? "whsec_wrong" : webhookSecret)
      .update(`${t}.${payload}`)
      .digest("hex");
    const status = await deliver(to, payload, { "Stripe-Signature": `t=${t},v1=${v1}` });
    const sent = { to, eventId: JSON.parse(payload).id, eventType: event, session: id, badSignature, status };
    webhooks.push(sent);
    return sent;
  }

  const state = () => ({
    sessions: [...sessions.values()].map((s) => /** @type {Record<string, any>} */ ({ ...s })),
    refunds,
    webhooks,
    rules: steering.rules,
  });

  function route(method, path) {
    if (method === "POST" && path === "/v1/checkout/sessions") return { op: "create", id: undefined };
    if (method === "POST" && path === "/v1/refunds") return { op: "refund", id: undefined };
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (m && method === "GET") return { op: "get", id: m[1] };
    return null;
  }

  function perform(op, id, body) {
    if (op === "create") return createSession(body);
    if (op === "refund") return refund(body);
    const session = sessions.get(id);
    return session ? [200, view(session)] : refused(404, `No such checkout.session: '${id}'`);
  }

  const server = await listen(
    { port, host },
    async (req, res, url, raw) => {
      const path = url.pathname;
      if (path.startsWith("/_test/")) return testHook(req, res, path, raw ? JSON.parse(raw) : {});
      const page = /^\/pay\/([^/]+)$/.exec(path);
      if (page) return payPage(req, res, page[1], url);
      const apiKey = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (secretKey ? apiKey !== secretKey : !apiKey.startsWith("sk_test_")) {
        return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const r = route(req.method, path);
      if (!r)
        return sendJson(res, 404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      const body = parseForm(raw);
      const idempotencyKey = req.headers["idempotency-key"] ? String(req.headers["idempotency-key"]) : undefined;
      const mode = steering.modeFor(r.op, [r.id, idempotencyKey, body.payment_intent, body.client_reference_id]);
      if (mode === "hang") return steering.hang(res);
      if (mode === "500") return sendJson(res, ...refused(500, "An unknown error occurred (fake)", "api_error"));
      if (mode === "refuse-refund" && r.op === "refund") {
        return sendJson(res, ...refused(400, "This refund was refused (fake).")); // as a declined refund answers
      }
      const remembered = idempotencyKey && req.method === "POST" ? answered.get(idempotencyKey) : undefined;
      const [status, answer] = remembered ?? perform(r.op, r.id, body);
      if (idempotencyKey && req.method === "POST" && !remembered && status < 500)
        answered.set(idempotencyKey, [status, answer]);
      if (mode === "lose-answer") return steering.hang(res);
      res.setHeader("Request-Id", `req_${crypto.randomBytes(6).toString("hex")}`);
      if (idempotencyKey) res.setHeader("Idempotency-Key", idempotencyKey);
      return sendJson(res, status, answer);
    },
    steering,
  );
  base = server.url;

  async function payPage(req, res, id, url) {
    const session = sessions.get(id);
    if (!session) return sendJson(res, 404, { message: "No such session" });
    if (req.method === "POST") {
      if (url.searchParams.get("action") === "cancel") return redirect(res, session.cancel_url ?? session.success_url);
      await pay(id);
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", id));
    }
    return sendPayPage(res, {
      title: "Stripe Checkout (test)",
      description: session.description,
      amount: `${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}`,
      buttons: [
        ["Pay", `/pay/${id}?action=pay`],
        ["Cancel", `/pay/${id}?action=cancel`],
      ],
    });
  }

  async function testHook(req, res, path, body) {
    if (answerSteeringHook(req, res, path, body, { steering, state })) return;
    if (!sessions.has(body.session)) return sendJson(res, 404, { message: `no session ${body.session}` });
    if (path === "/_test/pay") return sendJson(res, 200, await pay(body.session));
    if (path === "/_test/expire") return sendJson(res, 200, expire(body.session));
    if (path === "/_test/webhook") return sendJson(res, 200, await sendWebhook(body));
    return sendJson(res, 404, { message: "Not found" });
  }

  return {
    ...server,
    webhookSecret,
    state,
    pay,
    expire,
    sendWebhook,
  };
}

/** `a[b][0][c]=1` form encoding (what Stripe's libraries send) into nested objects and arrays. */
function parseForm(raw) {
  const out = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return out;
}
