import { sharedPage } from "~/utils/cache-policy.server";
import { getEnv } from "~/utils/env.server";

// Where to report a security problem (RFC 9116): the operator's contact address (CONTACT_EMAIL). Made on request,
// so its required expiry date always lies ahead (under a year, as the RFC recommends) and the address is the one
// set for this deployment.
const VALID_DAYS = 180;

// The same for everyone: a CDN may keep it (the day it says).
export const cache = sharedPage({ dropOn: [] });

export async function loader() {
  const env = getEnv();
  const expires = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const lines = [
    `Contact: mailto:${env.CONTACT_EMAIL}`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    ...(env.SITE_URL ? [`Canonical: ${new URL("/.well-known/security.txt", env.SITE_URL).href}`] : []),
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
