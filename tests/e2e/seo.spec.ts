import crypto from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { getActivePackage, getActivePackages, packageFacts, setPackageStatus } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { resolvePrices } from "~/utils/money";
import { APP_PORT } from "../setup/e2e-env.js";
import { addOneOffDeparture, createTestPackage, retirePackage } from "./app-db";
import { mauritiusDate } from "./support";
const STAFF = { id: null, email: "staff@example.mu" };

// Being found: the structured data (JSON-LD) of the package and home pages checked against the package as the
// app reads it, the sitemap and robots.txt, the canonical links and the share cards. The spec makes packages of
// its own (one sold out, one archived, one deleted) and takes them off the site at the end.
test.describe.configure({ mode: "default" });

// The e2e site has no SITE_URL: its default, where it listens.
const SITE = `http://localhost:${APP_PORT}`;
const PACKAGE = "ile-aux-cerfs-catamaran";

let soldOut: string;
let archived: string;
let deleted: string;

test.beforeAll(() => {
  const tag = `${test.info().project.name} ${crypto.randomBytes(3).toString("hex")}`;
  soldOut = createTestPackage(`SEO sold out ${tag}`, { prices: { priceAdult: 2400 } });
  // Its one departure has no seats: nothing to book in the coming days.
  addOneOffDeparture(soldOut, mauritiusDate(10), "09:00", 0);
  archived = createTestPackage(`SEO archived ${tag}`);
  setPackageStatus(archived, "archived", STAFF);
  deleted = createTestPackage(`SEO deleted ${tag}`);
  retirePackage(deleted);
});

test.afterAll(() => {
  for (const id of [soldOut, archived]) if (id) retirePackage(id);
});

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** What the app itself says of a package: its title, description, adult price and whether a departure can be booked. */
function expected(id: string) {
  const pkg = getActivePackage(id)!;
  const facts = packageFacts(pkg);
  const { scheduled, next } = packageAvailability({ id, cutoffHours: facts.cutoffHours });
  return { pkg, adult: resolvePrices(facts.prices)?.adult ?? null, available: !scheduled || next !== null };
}

test("a package page describes the package as a TouristTrip with its offer @html-only", async ({ page, request }) => {
  const cspReports: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspReports.push(m.text());
  });
  await page.goto(`/info/${PACKAGE}`);
  const { pkg, adult, available } = expected(PACKAGE);
  expect(adult).not.toBeNull();
  const [trip, ...others] = await jsonLd(page);
  expect(others).toEqual([]);
  expect(trip).toMatchObject({
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: pkg.title,
    description: pkg.shortDescription,
    url: `${SITE}/info/${PACKAGE}`,
    provider: { "@type": "TravelAgency", url: `${SITE}/` },
    offers: {
      "@type": "Offer",
      price: adult,
      priceCurrency: "MUR",
      availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: `${SITE}/book/${PACKAGE}`,
    },
  });
  expect(String(trip.image)).toMatch(new RegExp(`^${SITE}/files/.+\\.webp$`));
  expect((await request.get(String(trip.image))).status()).toBe(200);
  expect(cspReports).toEqual([]);

  // Rendered by the server, inside the <head>, with no "<" left in the script's text.
  const html = await (await request.get(`/info/${PACKAGE}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head);
  expect(script).not.toBeNull();
  expect(script![1]).not.toContain("<");
});

test("a package whose departures are all sold out offers it as SoldOut @html-only", async ({ page }) => {
  await page.goto(`/info/${soldOut}`);
  expect(expected(soldOut).available).toBe(false);
  const [trip] = await jsonLd(page);
  expect(trip).toMatchObject({
    "@type": "TouristTrip",
    offers: {
      price: 2400,
      priceCurrency: "MUR",
      availability: "https://schema.org/SoldOut",
      url: `${SITE}/book/${soldOut}`,
    },
  });
});

test("the home page describes the operator as a TravelAgency in Mauritius @html-only", async ({ page }) => {
  await page.goto("/");
  const [agency, ...others] = await jsonLd(page);
  expect(others).toEqual([]);
  expect(agency).toEqual({
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: "Lagoon & Leaf Escapes",
    url: `${SITE}/`,
    email: "hello@lagoonandleaf.mu",
    telephone: "+230 5712 3456",
    address: { "@type": "PostalAddress", addressCountry: "MU" },
  });
});

test("the public pages carry their canonical address and a share card with absolute addresses @html-only", async ({
  page,
  request,
}) => {
  const pages: { path: string; visit?: string; image: boolean }[] = [
    { path: "/", image: true },
    { path: `/info/${PACKAGE}`, image: true },
    // A departure's link adds ?date=: the canonical address leaves it out.
    { path: `/book/${PACKAGE}`, visit: `/book/${PACKAGE}?date=${mauritiusDate(7)}`, image: true },
    { path: "/aboutus", image: false },
    { path: "/contact", image: false },
  ];
  for (const { path, visit, image } of pages) {
    await page.goto(visit ?? path);
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `${SITE}${path}`);
    await expect(og("og:url"), path).toHaveAttribute("content", `${SITE}${path}`);
    await expect(og("og:type"), path).toHaveAttribute("content", "website");
    await expect(og("og:site_name"), path).toHaveAttribute("content", "Lagoon & Leaf Escapes");
    await expect(og("og:locale"), path).toHaveAttribute("content", "en_GB");
    await expect(og("og:title"), path).toHaveAttribute("content", await page.title());
    await expect(og("og:description"), path).toHaveAttribute("content", /\w{3,}/);
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      "content",
      image ? "summary_large_image" : "summary",
    );
    if (image) {
      const src = await og("og:image").getAttribute("content");
      expect(src, path).toMatch(new RegExp(`^${SITE}/files/`));
      expect(Number(await og("og:image:width").getAttribute("content")), path).toBeGreaterThanOrEqual(1200);
      const file = await request.get(src!);
      expect(file.status(), path).toBe(200);
      expect(file.headers()["content-type"], path).toMatch(/^image\//);
    } else {
      await expect(og("og:image"), path).toHaveCount(0);
    }
  }
});

test("the sitemap lists every active package and no archived or deleted one, as valid XML @html-only", async ({
  page,
  request,
}) => {
  // Other specs add and take off packages meanwhile: the sitemap is read again until the active packages are the
  // same before and after it, so that it and the list below show the same moment.
  let xml = "";
  let active: ReturnType<typeof getActivePackages> = [];
  await expect(async () => {
    const before = getActivePackages().map((p) => `${p.id} ${p.updatedAt}`);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    xml = await response.text();
    active = getActivePackages();
    expect(active.map((p) => `${p.id} ${p.updatedAt}`)).toEqual(before);
  }).toPass();
  // Parsed by the browser's own XML parser.
  await page.goto("/aboutus");
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) return null;
    if (doc.documentElement.namespaceURI !== "http://www.sitemaps.org/schemas/sitemap/0.9") return null;
    return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
      (l) => l.textContent,
    );
  }, xml);
  expect(locs).not.toBeNull();
  for (const path of ["/", "/aboutus", "/contact"]) expect(locs).toContain(`${SITE}${path}`);
  expect(active.map((p) => p.id)).toContain(soldOut);
  for (const p of active) {
    expect(locs).toContain(`${SITE}/info/${p.id}`);
    expect(locs).toContain(`${SITE}/book/${p.id}`);
    expect(xml).toContain(`<loc>${SITE}/info/${p.id}</loc>\n    <lastmod>${p.updatedAt}</lastmod>`);
  }
  for (const gone of [archived, deleted]) expect(locs!.some((l) => l?.includes(gone))).toBe(false);
  // Each page in English and in French (/fr/...).
  for (const path of ["/fr", "/fr/aboutus", "/fr/contact"]) expect(locs).toContain(`${SITE}${path}`);
  expect(locs).toHaveLength(2 * (3 + 2 * active.length));
});

test("robots.txt keeps crawlers out of the back office and the client area and names the sitemap @html-only", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  // The whole file: every private path in English and in French (in both spellings of /Login), nothing else kept out.
  expect((await response.text()).split("\n")).toEqual([
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /update",
    "Disallow: /user",
    "Disallow: /userprofile",
    "Disallow: /notifications",
    "Disallow: /manage",
    "Disallow: /resources",
    "Disallow: /Login",
    "Disallow: /login",
    "Disallow: /fr/admin",
    "Disallow: /fr/update",
    "Disallow: /fr/user",
    "Disallow: /fr/userprofile",
    "Disallow: /fr/notifications",
    "Disallow: /fr/manage",
    "Disallow: /fr/resources",
    "Disallow: /fr/Login",
    "Disallow: /fr/login",
    "",
    `Sitemap: ${SITE}/sitemap.xml`,
    "",
  ]);
});
