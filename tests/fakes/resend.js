// A fake Resend API on loopback: records what the site sends and answers like Resend does.
// Recipients steer failures, so parallel tests do not disturb each other:
//   *fail-500@…  -> 500, *fail-422@… -> 422 validation error, *slow@… -> answers after 15 s.
// A test that owns its fake can also set `fake.mode` for every message: "ok", "500", "hang" (never
// answers) or "lose-answer" (takes the message, as "ok" does, but never answers: a timeout after the
// provider got it), and close it to play a provider that is not listening at all.
import http from "node:http";

/**
 * @typedef {{ id: string, from: string, to: string[], subject: string, text: string, html: string,
 *   attachments: { filename: string, size: number }[], idempotencyKey: string | null }} FakeEmail
 * @param {{ port?: number, host?: string, emails?: FakeEmail[], seenKeys?: Map<string, string> }} [options]
 *   pass a previous fake's `emails` and `seenKeys` to play the same provider back after an outage
 */
export async function startFakeResend({ port = 0, host = "127.0.0.1", emails = [], seenKeys = new Map() } = {}) {
  const state = { mode: "ok" };
  const hanging = new Set();
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks).toString("utf8");
    const send = (status, data) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(data));
    };
    if (req.method === "GET" && req.url?.startsWith("/_test/emails")) {
      const to = new URL(req.url, "http://x").searchParams.get("to");
      return send(200, to ? emails.filter((e) => e.to.includes(to)) : emails);
    }
    if (req.method === "POST" && req.url === "/emails") {
      if (!String(req.headers.authorization ?? "").startsWith("Bearer ")) {
        return send(401, {
          statusCode: 401,
          name: "missing_api_key",
          message: "Missing API key in the authorization header.",
        });
      }
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        return send(400, { statusCode: 400, name: "invalid_body", message: "Invalid JSON" });
      }
      const to = [payload.to].flat().join(",");
      if (state.mode === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (state.mode === "500")
        return send(500, { statusCode: 500, name: "internal_server_error", message: "Internal Server Error" });
      if (/fail-500@/.test(to))
        return send(500, { statusCode: 500, name: "internal_server_error", message: "Internal Server Error" });
      if (/fail-422@/.test(to))
        return send(422, { statusCode: 422, name: "validation_error", message: "The to field is invalid." });
      if (/slow@/.test(to)) await new Promise((r) => setTimeout(r, 15_000));
      const key = req.headers["idempotency-key"];
      const loseAnswer = state.mode === "lose-answer";
      if (loseAnswer) {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
      }
      if (key && seenKeys.has(key)) return loseAnswer ? undefined : send(200, { id: seenKeys.get(key) });
      const id = `fake_${emails.length + 1}_${Date.now()}`;
      if (key) seenKeys.set(key, id);
      emails.push({
        id,
        from: payload.from,
        to: [payload.to].flat(),
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        attachments: (payload.attachments ?? []).map((a) => ({
          filename: a.filename,
          size: a.content ? Buffer.from(a.content, "base64").length : 0,
        })),
        idempotencyKey: key ?? null,
      });
      return loseAnswer ? undefined : send(200, { id });
    }
    send(404, { statusCode: 404, name: "not_found", message: "Not found" });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    emails,
    seenKeys,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections?.();
        server.close(resolve);
      }),
  };
}
