// What search engines and link previews read in a public page's <head>: its canonical address and the Open Graph
// and Twitter card tags. Pure, for the pages' `meta` exports (browser and server).
import type { MetaDescriptor } from "@remix-run/react";
import { LANGUAGES, LOCALES, localePath, metaT, type Lang } from "~/utils/i18n";

/** The site as the root loader gives it to every page (its `env`: the public settings). */
export type Site = { siteName: string; siteUrl: string; contactEmail: string; contactPhone: string };

/** The site from the root route's data, which every route's `meta` receives in `matches` (null on the root's error page). */
export function siteOf(matches: readonly { id: string; data?: unknown }[]): Site | null {
  const env = (matches.find((m) => m.id === "root")?.data as { env?: Partial<Site> } | undefined)?.env;
  if (!env?.siteName || !env.siteUrl) return null;
  return {
    siteName: env.siteName,
    siteUrl: env.siteUrl,
    contactEmail: env.contactEmail ?? "",
    contactPhone: env.contactPhone ?? "",
  };
}

/** An address of this site from SITE_URL (never from the request: the canonical address is the public one). */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.siteUrl).href;
}

/** The locale of the English pages, for Open Graph (French pages say fr_FR). */
export const OG_LOCALE = LOCALES.en.og;

export type SharedPage = {
  title: string;
  description: string;
  /** The page's English path without its query string: its canonical address (in the page's language). */
  path: string;
  /** The page's language (English by default): its canonical address, its og:locale and its alternates. */
  lang?: Lang;
  /** A site-relative image address with its size, or none. */
  image?: { src: string; width: number; height: number; alt: string } | null;
};

/** The canonical link, the Open Graph tags and the Twitter card (which reads the og: tags for the rest). */
export function shareMeta(site: Site | null, page: SharedPage): MetaDescriptor[] {
  if (!site) return [];
  const lang = page.lang ?? "en";
  const url = absoluteUrl(site, localePath(lang, page.path));
  const tags: MetaDescriptor[] = [
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and English for any other reader.
    ...LANGUAGES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(site, localePath(other, page.path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site, page.path) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: LOCALES[lang].og },
    ...LANGUAGES.filter((other) => other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: LOCALES[other].og,
    })),
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
  const lang = page.lang ?? metaT(matches).lang;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...shareMeta(siteOf(matches), { ...page, lang }),
  ];
}
