// What the fake payment providers (paypal.js, stripe.js) share: reading a request, answering it, a tiny HTML page,
// and the steering rules. A rule is { mode, target?, op?, count? }: `target` limits it to the calls about one
// order/session/capture/payment intent or one idempotency key (so parallel tests do not disturb each other), `op`
// to one kind of call ("create", "get", "capture", "refund", "verify"), `count` to the next N such calls. The first
// rule that matches a call decides it; none: "ok". Modes: "ok", "hang" (never answers), "lose-answer" (does it,
// never answers: a timeout after the provider acted), "500", "refuse-refund" (refunds only: refused).
import http from "node:http";

/** @typedef {{ mode: string, target?: string, op?: string, count?: number }} Rule */

export function createSteering() {
  /** @type {Rule[]} */
  let rules = [];
  const hanging = new Set();
  return {
    get rules() {
      return rules;
    },
    /** Adds a rule; "ok" without a target or op clears them all, "ok" with one clears that target's or op's rules. */
    set(/** @type {Rule} */ rule) {
      if (rule.mode === "ok") {
        rules =
          rule.target || rule.op
            ? rules.filter((r) => (rule.target && r.target !== rule.target) || (rule.op && r.op !== rule.op))
            : [];
        return;
      }
      rules.unshift({ ...rule });
    },
    /**
     * The mode of a call of kind `op` about `keys` (its ids and idempotency key); counts the rule down.
     * @param {string} op
     * @param {(string | undefined | null)[]} keys
     */
    modeFor(op, keys) {
      const rule = rules.find(
        (r) =>
          (!r.target || keys.includes(r.target)) &&
          (r.op ? r.op === op : r.mode !== "refuse-refund" || op === "refund"),
      );
      if (!rule) return "ok";
      if (rule.count !== undefined && --rule.count <= 0) rules = rules.filter((r) => r !== rule);
      return rule.mode;
    },
    /** Keeps a response open for ever (until close): a provider that does not answer. */
    hang(/** @type {http.ServerResponse} */ res) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
    },
    closeAll() {
      for (const res of hanging) res.destroy();
    },
  };
}

/** @param {http.IncomingMessage} req */
export async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

/** @param {http.ServerResponse} res */
export function sendJson(res, status, data) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(data));
}

export function redirect(res, location) {
  res.writeHead(303, { Location: location });
  res.end();
}

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** The provider's hosted page: a title, the amount, and one form per button (name → action). */
export function sendPayPage(res, { title, amount, description, buttons }) {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font:16px sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description ?? "")}</p>
<p>Amount: <strong data-testid="amount">${escapeHtml(amount)}</strong></p>
${buttons
  .map(
    ([name, action]) =>
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(name)}</button></form>`,
  )
  .join("\n")}
</body></html>`);
}

/**
 * Answers the steering hooks every fake has alike: GET /_test/state, POST /_test/mode, and 405 to any other GET.
 * False when `path` is one of the fake's own hooks (all POST), for the fake to answer.
 * @param {{ steering: ReturnType<typeof createSteering>, state: () => unknown }} fake
 */
export function answerSteeringHook(req, res, path, body, { steering, state }) {
  if (path === "/_test/state") sendJson(res, 200, state());
  else if (req.method !== "POST") sendJson(res, 405, { message: "POST" });
  else if (path === "/_test/mode") {
    steering.set(body);
    sendJson(res, 200, { rules: steering.rules });
  } else return false;
  return true;
}

/**
 * Starts an HTTP server on loopback whose handler may throw; answers 500 then. The server returned is steered by
 * `steering` (setMode), as over HTTP; closing it ends the calls left hanging.
 * @param {{ port: number, host: string }} where
 * @param {(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) => Promise<unknown>} handle
 * @param {ReturnType<typeof createSteering>} steering
 */
export async function listen({ port, host }, handle, steering) {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", `http://${host}`);
    try {
      await handle(req, res, url, body);
    } catch (e) {
      if (!res.headersSent) sendJson(res, 500, { error: { message: e instanceof Error ? e.message : String(e) } });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    setMode: (/** @type {Rule} */ rule) => steering.set(rule),
    close: () =>
      new Promise((resolve) => {
        steering.closeAll();
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}

/** Posts a webhook to the site; the answer's status (0: not reached) is what the fake records. */
export async function deliver(to, body, headers) {
  try {
    const res = await fetch(to, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  } catch {
    return 0;
  }
}
