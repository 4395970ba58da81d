import { getEnv } from "~/utils/env.server";

/**
 * An address of this site for a link in an e-mail: always from SITE_URL (its default locally), never from
 * the request, whose Host header the sender chooses (a reset link pointing at their own server).
 */
export function siteUrl(path: string) {
  return new URL(path, getEnv().SITE_URL).toString();
}
