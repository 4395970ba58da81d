// Requests exactly as written: the path is not normalised (`/files/../app.db` stays as it is), bodies can
// carry bytes no browser would send (`%ED%A0%80`), and nothing is added (no Origin, no cookies) unless the
// test says so. For the hostile-input and header tests, which need to send what a script can send.
import http from "node:http";

/** A form value: text, already-encoded bytes (`{ raw: "%ED%A0%80" }`), or a file. */
export type Value = string | { raw: string } | { file: { name: string; type: string; bytes: Buffer } };
export type Fields = [string, Value][];

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function rawRequest(
  base: string,
  {
    method = "GET",
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  const url = new URL(base);
  const started = Date.now();
  // A chunked body has no declared length.
  const chunked = Object.keys(headers).some((h) => h.toLowerCase() === "transfer-encoding");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers:
          body === undefined || chunked ? headers : { "Content-Length": String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            ms: Date.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Percent-escapes to the bytes they stand for (invalid UTF-8 stays invalid). */
function bytesOf(raw: string) {
  const out: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === "%" && /^[0-9a-f]{2}$/i.test(raw.slice(i + 1, i + 3))) {
      out.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(raw[i], "utf8"));
  }
  return Buffer.from(out);
}

export function urlencoded(fields: Fields): { body: string; type: string } {
  const body = fields
    .map(([name, value]) => {
      const text =
        typeof value === "string"
          ? encodeURIComponent(value)
          : "raw" in value
            ? value.raw
            : encodeURIComponent(value.file.name);
      return `${encodeURIComponent(name)}=${text}`;
    })
    .join("&");
  return { body, type: "application/x-www-form-urlencoded" };
}

export function multipart(fields: Fields): { body: Buffer; type: string } {
  const boundary = `----hostile${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  const quote = (s: string) => s.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));
  for (const [name, value] of fields) {
    if (typeof value === "object" && "file" in value) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"; filename="${quote(value.file.name)}"\r\nContent-Type: ${value.file.type}\r\n\r\n`,
        ),
        value.file.bytes,
        Buffer.from("\r\n"),
      );
    } else {
      const bytes = typeof value === "string" ? Buffer.from(value, "utf8") : bytesOf(value.raw);
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`),
        bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** What a server makes of a value it received (the same decoding as the site's form parser). */
export function received(value: Value, asMultipart: boolean): string | null {
  if (typeof value === "string") return value;
  if ("file" in value) return null;
  return asMultipart ? new TextDecoder().decode(bytesOf(value.raw)) : new URLSearchParams(`v=${value.raw}`).get("v");
}

/** Cookies as a browser keeps them for one site (name to value; an expired one is dropped). */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(headers: http.IncomingHttpHeaders) {
    for (const line of headers["set-cookie"] ?? []) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair.split("=");
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now()),
      );
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join("="));
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A server-sent-events stream read as it comes: the topics received, whether the server ended it. */
export function openStream(
  base: string,
  cookie = "",
): Promise<{
  status: number;
  topics: () => string[];
  ended: () => boolean;
  close: () => void;
  response: RawResponse | null;
}> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: "/resources/events",
        agent: false,
        headers: { Cookie: cookie, Accept: "text/event-stream" },
      },
      (res) => {
        const topics: string[] = [];
        let ended = false;
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          const events = buffer.split("\n\n");
          buffer = events.pop() ?? "";
          for (const event of events) {
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (data) topics.push(JSON.parse(data).topic);
          }
        });
        res.on("end", () => (ended = true));
        res.on("close", () => (ended = true));
        res.on("error", () => (ended = true));
        const status = res.statusCode ?? 0;
        if (status !== 200) {
          let text = "";
          res.on("data", (c: string) => (text += c));
          res.on("end", () =>
            resolve({
              status,
              topics: () => topics,
              ended: () => true,
              close: () => req.destroy(),
              response: { status, headers: res.headers, text, ms: 0 },
            }),
          );
          return;
        }
        resolve({
          status,
          topics: () => topics.slice(),
          ended: () => ended,
          close: () => req.destroy(),
          response: null,
        });
      },
    );
    req.on("error", reject);
  });
}
