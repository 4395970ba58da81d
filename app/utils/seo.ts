// What search engines and link previews read in a public page's <head>: its canonical address and the Open Graph
// and Twitter card tags. Pure, for the pages' `meta` exports (browser and server).
import type { MetaDescriptor } from "@remix-run/react";

/** The site as the root loader gives it to every page (its `env`: the public settings). */
export type Site = { siteName: string; siteUrl: string; contactEmail: string; contactPhone: string };

/** The site from the root route's data, which every route's `meta` receives in `matches` (null on the root's error page). */
export function siteOf(matches: readonly { id: string; data?: unknown }[]): Site | null {
  const env = (matches.find((m) => m.id === "root")?.data as { env?: Partial<Site> } | undefined)?.env;
  if (!env?.siteName || !env.siteUrl) return null;
  return { siteName: env.siteName, siteUrl: env.siteUrl, contactEmail: env.contactEmail ?? "", contactPhone: env.contactPhone ?? "" };
}

/** An address of this site from SITE_URL (never from the request: the canonical address is the public one). */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.siteUrl).href;
}

/** The locale of the English pages, for Open Graph (French pages will say fr_FR). */
export const OG_LOCALE = "en_GB";

export type SharedPage = {
  title: string;
  description: string;
  /** The page's path without its query string: its canonical address. */
  path: string;
  /** A site-relative image address with its size, or none. */
  image?: { src: string; width: number; height: number; alt: string } | null;
};

/** The canonical link, the Open Graph tags and the Twitter card (which reads the og: tags for the rest). */
export function shareMeta(site: Site | null, page: SharedPage): MetaDescriptor[] {
  if (!site) return [];
  const url = absoluteUrl(site, page.path);
  const tags: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: OG_LOCALE },
    { property: "og:url", content: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.image) {
    tags.push(
      { property: "og:image", content: absoluteUrl(site, page.image.src) },
      { property: "og:image:width", content: String(page.image.width) },
      { property: "og:image:height", content: String(page.image.height) },
      { property: "og:image:alt", content: page.image.alt },
    );
  }
  return tags;
}

/** A public page's title, description, canonical link and share tags. */
export function publicPageMeta(matches: readonly { id: string; data?: unknown }[], page: SharedPage): MetaDescriptor[] {
  return [{ title: page.title }, { name: "description", content: page.description }, ...shareMeta(siteOf(matches), page)];
}
