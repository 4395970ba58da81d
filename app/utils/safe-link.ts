// The one rule for a link an admin types into a banner or a notification (and for showing one already stored):
// a path on this site, or an https:// address. Browsers read `//evil.test`, and `/\evil.test` (a backslash
// is a slash to them), as another site: neither is a path here. No code of its own beyond the URL parser,
// so the home page can use it without loading the form rules.

/** Control characters, spaces and backslashes: none has a place in a link we show. */
const FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/;

export function isSafeLink(value: string): boolean {
  if (value === "" || FORBIDDEN.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    // No user part: `https://lagoonandleaf.mu@evil.test` reads as ours and leads elsewhere.
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const LINK_MESSAGE = "Use a path on this site (/contact) or an https:// address";
