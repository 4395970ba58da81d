import { describe, expect, it } from "vitest";
import { shareImageOf } from "~/utils/image-source";
import { publicPageMeta, shareMeta, siteOf, type Site } from "~/utils/seo";

const site: Site = {
  siteName: "Lagoon & Leaf Escapes",
  siteUrl: "https://lagoon.example",
  contactEmail: "hello@lagoonandleaf.mu",
  contactPhone: "+230 5712 3456",
};

describe("a public page's canonical link and share tags", () => {
  it("gives absolute addresses from SITE_URL", () => {
    const tags = shareMeta(site, {
      title: "T",
      description: "D",
      path: "/info/cerfs",
      image: { src: "/files/a-1200.webp", width: 1200, height: 600, alt: "A photo" },
    });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://lagoon.example/info/cerfs" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://lagoon.example/info/cerfs" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://lagoon.example/files/a-1200.webp" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Lagoon & Leaf Escapes" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("makes a small card without an image", () => {
    const tags = shareMeta(site, { title: "T", description: "D", path: "/contact" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });

  it("keeps the title and description first, and reads the site from the root route's data", () => {
    const matches = [{ id: "root", data: { env: site } }];
    expect(siteOf(matches)).toEqual(site);
    expect(publicPageMeta(matches, { title: "T", description: "D", path: "/" }).slice(0, 2)).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
    ]);
    // The root's error page has no data: the page keeps its title, without share tags.
    expect(publicPageMeta([{ id: "root", data: undefined }], { title: "T", description: "D", path: "/" })).toHaveLength(
      2,
    );
  });
});

describe("the image a shared link's card shows", () => {
  const image = {
    srcSet: "/f/a-480.webp 480w, /f/a-800.webp 800w, /f/a-1200.webp 1200w, /f/a-1600.webp 1600w",
    width: 1600,
    height: 800,
  };
  it("is the smallest variant at least 1200 wide", () => {
    expect(shareImageOf(image)).toEqual({ src: "/f/a-1200.webp", width: 1200, height: 600 });
  });
  it("is the largest when none is that wide", () => {
    expect(shareImageOf({ srcSet: "/f/b-480.webp 480w, /f/b-800.webp 800w", width: 800, height: 400 })).toEqual({
      src: "/f/b-800.webp",
      width: 800,
      height: 400,
    });
  });
});
