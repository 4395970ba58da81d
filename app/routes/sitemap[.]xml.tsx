import { getActivePackages } from "~/models/package.server";
import { sharedPage } from "~/utils/cache-policy.server";
import { getEnv } from "~/utils/env.server";
import { sitemapXml, type SitemapPage } from "~/utils/sitemap";

// The same for everyone: a CDN may keep it (the hour it says; the page cache keeps only pages).
export const cache = sharedPage({ dropOn: ["packages"] });

// The public pages for search engines: only active packages (an archived or deleted one answers 404).
export async function loader() {
  const packages = getActivePackages();
  // The home page lists the packages: it changes when one of them does.
  const newest = packages.reduce<string | null>(
    (latest, p) => (latest === null || p.updatedAt > latest ? p.updatedAt : latest),
    null,
  );
  const pages: SitemapPage[] = [
    { path: "/", lastmod: newest },
    { path: "/aboutus" },
    { path: "/contact" },
    ...packages.flatMap((p) => [
      { path: `/info/${p.id}`, lastmod: p.updatedAt },
      { path: `/book/${p.id}`, lastmod: p.updatedAt },
    ]),
  ];
  return new Response(sitemapXml(getEnv().SITE_URL, pages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
