import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "~/utils/sitemap";

describe("sitemap.xml", () => {
  it("lists each page once with its last change, under SITE_URL (a site of one language)", () => {
    const xml = sitemapXml(
      "https://lagoon.example",
      [{ path: "/", lastmod: "2026-11-01T10:00:00.000Z" }, { path: "/contact" }],
      [{ hreflang: "en", prefix: "" }],
    );
    expect(xml).toContain("<loc>https://lagoon.example/</loc>\n    <lastmod>2026-11-01T10:00:00.000Z</lastmod>");
    expect(xml).toContain("<loc>https://lagoon.example/contact</loc>\n  </url>");
    expect(xml).not.toContain("xhtml:link rel");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("gives every page in every language, each with its alternates, once a language is added", () => {
    const languages = [
      { hreflang: "en", prefix: "" },
      { hreflang: "fr", prefix: "/fr" },
    ];
    const xml = sitemapXml("https://lagoon.example", [{ path: "/" }, { path: "/info/a&b" }], languages);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://lagoon.example/fr</loc>");
    expect(xml).toContain("<loc>https://lagoon.example/fr/info/a&amp;b</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://lagoon.example/fr/info/a&amp;b"/>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://lagoon.example/info/a&amp;b"/>',
    );
  });

  it("gives the site's pages in English and in French", () => {
    const xml = sitemapXml("https://lagoon.example", [{ path: "/contact" }]);
    expect(xml).toContain("<loc>https://lagoon.example/contact</loc>");
    expect(xml).toContain("<loc>https://lagoon.example/fr/contact</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://lagoon.example/fr/contact"/>');
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the back office and the client area in every language, and names the sitemap", () => {
    // The whole file, as crawlers read it (paths match case-sensitively: /Login and /login are both kept out).
    expect(robotsTxt("https://lagoon.example")).toBe(`User-agent: *
Disallow: /admin
Disallow: /update
Disallow: /user
Disallow: /userprofile
Disallow: /notifications
Disallow: /manage
Disallow: /resources
Disallow: /Login
Disallow: /login
Disallow: /fr/admin
Disallow: /fr/update
Disallow: /fr/user
Disallow: /fr/userprofile
Disallow: /fr/notifications
Disallow: /fr/manage
Disallow: /fr/resources
Disallow: /fr/Login
Disallow: /fr/login

Sitemap: https://lagoon.example/sitemap.xml
`);
  });
});
