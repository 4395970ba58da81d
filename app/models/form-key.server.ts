// A form carries a one-time key (its loader makes a new one each time the page is served), so a double click,
// a browser retry or a resubmitted page saves one record, not two. The key says "this request", not "any request":
// the same key with other content is not a repeat but another request, and is refused rather than answered
// with the first one (which would tell a visitor that their other booking was made).

export const FORM_KEY_REUSED_MESSAGE =
  /*i18n*/ "This form was already used to send another request. Please check your details and send it again.";

export class FormKeyReusedError extends Error {
  constructor() {
    super(FORM_KEY_REUSED_MESSAGE);
  }
}

/** Whether every given field of the stored record equals the new request's. */
export function sameRequest<T extends Record<string, unknown>>(
  stored: T,
  request: { [K in keyof T]?: unknown },
): boolean {
  return (Object.keys(request) as (keyof T)[]).every((field) => stored[field] === request[field]);
}
