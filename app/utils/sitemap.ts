// sitemap.xml (sitemaps.org 0.9) and robots.txt, made from plain lists: pure, so tests read them without a server.
import { LANGUAGES } from "./locales";

/** A language the public pages exist in, and the path prefix of its pages ("" for English, today's paths). */
export type SiteLanguage = { hreflang: string; prefix: string };

/**
 * The languages of the public pages, English first (the `x-default`), from the locale list (utils/locales.ts):
 * every page has its address in each, with `hreflang` alternates between them.
 */
export const SITE_LANGUAGES: readonly SiteLanguage[] = LANGUAGES.map((lang, i) => ({
  hreflang: lang,
  prefix: i === 0 ? "" : `/${lang}`,
}));

/** A public page: its English path and, when known, when it last changed (ISO 8601). */
export type SitemapPage = { path: string; lastmod?: string | null };

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** A page's path in a language: "/fr" + "/info/x"; the home page is the prefix alone ("/fr"). */
export function localPath(language: SiteLanguage, path: string): string {
  if (!language.prefix) return path;
  return path === "/" ? language.prefix : `${language.prefix}${path}`;
}

/** The sitemap: each page in each language, with its alternates when there is more than one language. */
export function sitemapXml(
  siteUrl: string,
  pages: readonly SitemapPage[],
  languages: readonly SiteLanguage[] = SITE_LANGUAGES,
): string {
  const url = (language: SiteLanguage, path: string) => escapeXml(new URL(localPath(language, path), siteUrl).href);
  const entries = pages.flatMap((page) =>
    languages.map((language) => {
      const lines = [`    <loc>${url(language, page.path)}</loc>`];
      if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
      if (languages.length > 1) {
        for (const other of languages) {
          lines.push(
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(other.hreflang)}" href="${url(other, page.path)}"/>`,
          );
        }
        lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(languages[0], page.path)}"/>`);
      }
      return `  <url>\n${lines.join("\n")}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** What crawlers are asked to leave alone: the back office, the client area and the server's own addresses. */
export const PRIVATE_PATHS = [
  "/admin",
  "/update",
  "/user",
  "/userprofile",
  "/notifications",
  "/manage",
  "/resources",
  "/Login",
  "/login",
] as const;

/** robots.txt: the private paths in every language (paths match case-sensitively), then the sitemap's address. */
export function robotsTxt(siteUrl: string, languages: readonly SiteLanguage[] = SITE_LANGUAGES): string {
  const disallowed = [
    ...new Set(languages.flatMap((language) => PRIVATE_PATHS.map((path) => localPath(language, path)))),
  ];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
