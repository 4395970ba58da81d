import { sharedPage } from "~/utils/cache-policy.server";
import { getEnv } from "~/utils/env.server";
import { robotsTxt } from "~/utils/sitemap";

// The same for everyone: a CDN may keep it (the hour it says).
export const cache = sharedPage({ dropOn: [] });

// Made on request (not a file in public/), so the sitemap's address is this deployment's SITE_URL.
export async function loader() {
  return new Response(robotsTxt(getEnv().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
