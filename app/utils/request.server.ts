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

/** Refuses (throws a 400) a form whose field names ask for huge lists. */
export function checkFormShape(formData: FormData) {
  let slots = 0;
  for (const name of new Set(formData.keys())) {
    for (const [, digits] of name.matchAll(/\[(\d+)\]/g)) {
      const index = Number(digits);
      slots += index + 1;
      if (index >= MAX_INDEX || slots > MAX_LIST_SLOTS) throw refuse(400);
    }
  }
}

/**
 * The body of a form post, the one way actions read it: only a web form (urlencoded or multipart),
 * refused with a 415 or 400 (never a 500) when it is something else, cannot be parsed, or has field
 * names that ask for huge lists. The body's size is limited by server.js before any of this.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refuse(415);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw refuse(400);
  }
  checkFormShape(formData);
  return formData;
}
