import { getEnv } from "~/utils/env.server";

const MAX_LENGTH = 2000;
// Control and format characters, spaces of every kind and backslashes. Browsers drop tabs and line breaks
// from an address ("/\t/evil.test" is followed to //evil.test) and read "\" as "/"; a header cannot carry
// line breaks or characters beyond Latin-1 at all (a 500).
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/**
 * The one check for every redirect whose target comes from a request (`redirectTo`, a `back` field, a
 * remembered page): a path of this site, or `fallback`. The value is resolved against the site's own address
 * and kept only when it stays on that origin, has no character a browser would drop or reinterpret, and a
 * sensible length (a Location of 100 kB is refused by proxies and browsers). What comes back is the resolved
 * path, query and fragment, percent-encoded, so it is always a valid header; it is judged once resolved too.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/userprofile"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.length > MAX_LENGTH || UNSAFE.test(to))
    return fallback;
  const site = new URL(getEnv().SITE_URL);
  let url: URL;
  try {
    url = new URL(to, site);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  // The resolved path is what the browser follows: dot segments can turn "/.//evil.test" into "//evil.test",
  // another site. It must be a path here again, and resolve to itself.
  if (path.length > MAX_LENGTH || path.startsWith("//") || path.startsWith("/\\") || !sameAgain(path, site))
    return fallback;
  return path;
}

function sameAgain(path: string, site: URL) {
  const again = new URL(path, site);
  return again.origin === site.origin && again.pathname + again.search + again.hash === path;
}
