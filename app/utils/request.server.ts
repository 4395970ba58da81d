import type { AppLoadContext } from "@remix-run/node";

/** The client's address, from the server's context (the socket, or Fly's proxy header). */
export function clientAddress(context: AppLoadContext): string {
  const value = (context as { clientAddress?: unknown }).clientAddress;
  return typeof value === "string" && value ? value : "unknown";
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
// A list index in a field name (`highlights[3]`) makes the form parser (Conform) build a list that
// long, and every answer with the form's errors sends it back: `x[99999999]=1`, 13 bytes, would be
// an answer of hundreds of megabytes. Our longest lists have a few dozen items.
const MAX_INDEX = 1000;
const MAX_LIST_SLOTS = 100_000;

/** A 400 (or 415) answer for a form the server will not read. */
function refuse(status: 400 | 415) {
  return new Response(status === 415 ? "Please send the form as a web form." : "This form could not be read.", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

// Conform's own fields. Its list buttons send a JSON intent (`{"type":"insert","payload":{"name":"highlights"}}`)
// that it trusts: one that is not JSON, or names a path it cannot follow, throws (a 500); one with an index
// of 99999999 builds a list that long. `__state__` belongs to a Conform component these forms do not use.
const INTENT = "__intent__";
const STATE = "__state__";
const INTENT_TYPES = ["validate", "update", "reset", "insert", "remove", "reorder"];
const PATH = /^[^.[\]]+(?:\.[^.[\]]+|\[\d*\])*$/;
const indexOk = (n: unknown) =>
  n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) < MAX_INDEX);
const pathOk = (name: unknown) =>
  name === undefined ||
  (typeof name === "string" &&
    (name === "" || PATH.test(name)) &&
    !/(^|[.[])(__proto__|constructor|prototype)([.[\]]|$)/.test(name));

function intentOk(value: FormDataEntryValue | null) {
  if (value === null || value === "") return true;
  if (typeof value !== "string") return false;
  let intent: { type?: unknown; payload?: Record<string, unknown> };
  try {
    intent = JSON.parse(value);
  } catch {
    return false;
  }
  const payload = intent?.payload;
  if (!INTENT_TYPES.includes(String(intent?.type)) || typeof payload !== "object" || payload === null) return false;
  return (
    pathOk(payload.name) &&
    indexOk(payload.index) &&
    indexOk(payload.from) &&
    indexOk(payload.to) &&
    lists(String(payload.name ?? "")) !== null
  );
}

/** How many list slots a field name asks for (`a[3].b[2]`: 4 + 3), or null when an index is beyond any list of ours. */
function lists(name: string): number | null {
  let slots = 0;
  for (const [, digits] of name.matchAll(/\[(\d+)\]/g)) {
    const index = Number(digits);
    if (index >= MAX_INDEX) return null;
    slots += index + 1;
  }
  return slots;
}

/** Refuses (throws a 400) a form whose field names ask for huge lists, or that carries a Conform intent Conform would choke on. */
export function checkFormShape(formData: FormData) {
  let slots = 0;
  for (const name of new Set(formData.keys())) {
    const asked = lists(name);
    if (asked === null || (slots += asked) > MAX_LIST_SLOTS) throw refuse(400);
  }
  if (formData.has(STATE) || formData.getAll(INTENT).length > 1 || !intentOk(formData.get(INTENT))) throw refuse(400);
}

/** The largest form without files (ours are a few kB); a body beyond it is never read (decision 011). */
export const FORM_LIMIT = 1024 * 1024;

/** The 413 answer: a short page, and the connection closed, since the rest of the body is not read. */
export function tooLarge() {
  const page =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not accepted</title><p>This form is too large to be sent. Please shorten it and try again.</p><p><a href="/">Home</a></p></html>';
  return new Response(page, {
    status: 413,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      Connection: "close",
    },
  });
}

/** The body's bytes, up to `limit`: a bigger one, declared or sent in chunks, throws the 413 before it is all read. */
async function readBytes(request: Request, limit: number): Promise<Blob> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return new Blob([]);
  const reader = request.body.getReader();
  const chunks: BlobPart[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // The rest is left unread (not cancelled: that would drop the connection before the answer).
    if (size > limit) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/**
 * The body of a form without files: only a web form (urlencoded or multipart), up to FORM_LIMIT (else a 413),
 * refused with a 415 or 400 (never a 500) when it is something else, compressed, cannot be parsed, or has
 * field names that ask for huge lists. Actions read forms through submitForm() (app/services/form.server.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.split(";")[0].trim().toLowerCase();
  const encoding = (request.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase();
  if (!FORM_TYPES.includes(type) || encoding !== "identity") throw refuse(415);
  const body = await readBytes(request, FORM_LIMIT);
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refuse(400);
  }
  checkFormShape(formData);
  return formData;
}

/** A body read as text up to `limit` bytes (a provider's webhook, whose signature is over its exact bytes); 413 beyond. */
export async function readText(request: Request, limit: number): Promise<string> {
  return (await readBytes(request, limit)).text();
}
