// A fake Cloudflare Turnstile on loopback: the widget script (a checkbox that yields a token) and
// the siteverify endpoint. Token "fake-pass" verifies; anything else fails.
import http from "node:http";

export const PASS_TOKEN = "fake-pass";

const widgetScript = `
(function () {
  var widgets = {};
  var next = 1;
  window.turnstile = {
    render: function (container, options) {
      var el = typeof container === "string" ? document.querySelector(container) : container;
      var id = "w" + next++;
      var label = document.createElement("label");
      label.style.cssText = "display:flex;gap:8px;align-items:center;padding:12px;border:1px solid #ccc;border-radius:6px;background:#fff;font:14px sans-serif";
      var box = document.createElement("input");
      box.type = "checkbox";
      box.addEventListener("change", function () {
        widgets[id].token = box.checked ? "${PASS_TOKEN}" : "";
        if (box.checked) options.callback && options.callback("${PASS_TOKEN}");
        else options["expired-callback"] && options["expired-callback"]();
      });
      // The language it was asked to speak, as the real widget reads it ("auto": the browser's).
      box.setAttribute("data-language", options.language || "auto");
      label.appendChild(box);
      label.appendChild(document.createTextNode("Verify you are human (test widget)"));
      el.appendChild(label);
      widgets[id] = { el: label, token: "" };
      return id;
    },
    getResponse: function (id) { return widgets[id] && widgets[id].token; },
    reset: function (id) { if (widgets[id]) { widgets[id].token = ""; widgets[id].el.querySelector("input").checked = false; } },
    remove: function (id) { if (widgets[id]) { widgets[id].el.remove(); delete widgets[id]; } },
    isExpired: function () { return false; },
    ready: function (cb) { cb(); }
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src && new URL(src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();
`;

export async function startFakeTurnstile({ port = 0, host = "127.0.0.1" } = {}) {
  const verifications = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks).toString("utf8");
    if (req.method === "GET" && req.url?.startsWith("/turnstile/v0/api.js")) {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      return res.end(widgetScript);
    }
    if (req.method === "POST" && req.url === "/turnstile/v0/siteverify") {
      const params = new URLSearchParams(body);
      const ok = params.get("response") === PASS_TOKEN && Boolean(params.get("secret"));
      verifications.push({ response: params.get("response"), remoteip: params.get("remoteip"), ok });
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify(
          ok ? { success: true, hostname: "localhost" } : { success: false, "error-codes": ["invalid-input-response"] },
        ),
      );
    }
    if (req.method === "GET" && req.url === "/_test/verifications") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(verifications));
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  return {
    url,
    scriptUrl: `${url}/turnstile/v0/api.js`,
    verifyUrl: `${url}/turnstile/v0/siteverify`,
    verifications,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
