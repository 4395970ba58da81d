// A fake of Twilio's Messaging API on loopback, answering like Twilio does for what the site asks:
//   POST /2010-04-01/Accounts/:sid/Messages.json (Basic sid:token; form To, From, Body, StatusCallback)
//        -> 201 { sid, status: "queued" } (the callback is kept in the state; the fake sends no reports)
//        a To that is not E.164 ("+" and 8-15 digits, "whatsapp:" allowed) -> 400 { code: 21211, message }
//   GET  /2010-04-01/Accounts/:sid/Messages.json?To=&From=&DateSent>= -> { messages } (newest first, as Twilio)
// Steering over HTTP (the shared e2e server runs it in another process than the tests):
//   GET  /_test/state                          -> { messages } (every message accepted, oldest first)
//   POST /_test/mode    { mode, target?, op?, count? }  see steering.js: "ok" | "hang" | "lose-answer" | "500" |
//        "refuse" (400, Twilio's 21610 "unsubscribed recipient"); target = a To number (E.164, without "whatsapp:");
//        op = send|list
// The same as functions on the returned object: state(), setMode(rule).
import crypto from "node:crypto";
import { answerSteeringHook, createSteering, listen, sendJson } from "./steering.js";

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const E164 = /^(whatsapp:)?\+\d{8,15}$/;

/**
 * @param {{ port?: number, host?: string, accountSid?: string, authToken?: string,
 *   messages?: { sid: string, to: string, from: string, body: string, dateSent: string,
 *     statusCallback?: string | null }[] }} [options]
 *   pass a previous fake's `messages` to play the same account back after an outage
 */
export async function startFakeTwilio({ port = 0, host = "127.0.0.1", accountSid, authToken, messages = [] } = {}) {
  const steering = createSteering();
  const state = () => ({ messages });
  const bare = (to) => String(to ?? "").replace(/^whatsapp:/, "");
  const error = (res, status, code, message) =>
    sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const server = await listen(
    { port, host },
    async (req, res, url, body) => {
      if (url.pathname.startsWith("/_test/")) {
        const parsed = req.method === "POST" && body ? JSON.parse(body) : {};
        if (answerSteeringHook(req, res, url.pathname, parsed, { steering, state })) return;
        return sendJson(res, 404, { message: "Not found" });
      }
      const path = MESSAGES.exec(url.pathname);
      if (!path) return error(res, 404, 20404, "The requested resource was not found");
      const [user, pass] = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString("utf8")
        .split(":");
      if (user !== path[1] || (accountSid && user !== accountSid) || (authToken && pass !== authToken))
        return error(res, 401, 20003, "Authenticate");
      if (req.method === "GET") {
        const to = url.searchParams.get("To");
        const from = url.searchParams.get("From");
        const since = url.searchParams.get("DateSent>") ?? "";
        const mode = steering.modeFor("list", [bare(to)]);
        if (mode === "hang") return steering.hang(res);
        if (mode === "500") return error(res, 500, 20500, "Internal Server Error");
        const found = messages
          .filter((m) => (!to || m.to === to) && (!from || m.from === from) && m.dateSent.slice(0, 10) >= since)
          .reverse();
        return sendJson(res, 200, { messages: found.map((m) => ({ ...m, status: "delivered" })) });
      }
      if (req.method !== "POST") return error(res, 405, 20004, "Method not allowed");
      const form = new URLSearchParams(body);
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      const text = form.get("Body") ?? "";
      const mode = steering.modeFor("send", [bare(to)]);
      if (mode === "hang") return steering.hang(res);
      if (mode === "500") return error(res, 500, 20500, "Internal Server Error");
      if (mode === "refuse") return error(res, 400, 21610, "Attempt to send to unsubscribed recipient");
      if (!E164.test(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from || !text) return error(res, 400, 21602, "Message body is required.");
      const message = {
        sid: `SM${crypto.randomBytes(16).toString("hex")}`,
        to,
        from,
        body: text,
        dateSent: new Date().toISOString(),
        statusCallback: form.get("StatusCallback"),
      };
      messages.push(message);
      if (mode === "lose-answer") return steering.hang(res);
      return sendJson(res, 201, { ...message, status: "queued", account_sid: path[1] });
    },
    steering,
  );
  return { ...server, messages, state };
}
