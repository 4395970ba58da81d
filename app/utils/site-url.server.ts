import { getEnv } from "./env.server";

/** The site's public address for links in e-mails: SITE_URL, or the address this request came to. */
export function siteUrl(request: Request, path: string) {
  const base = getEnv().SITE_URL ?? new URL(request.url).origin;
  return new URL(path, base).toString();
}
