import fs from "node:fs";
import http from "node:http";
import { expect, test, type Page } from "./fixtures";
import { BASE_URL } from "../setup/e2e-env.js";
import { createTestPackage, retirePackage, schedulePackage } from "./app-db";
import { fillBooking, send } from "./booking-form";
import { rawRequest } from "./raw-http";
import { freshDataDir, startSite } from "./site-process";
import { createAccount, logIn, mauritiusDate } from "./support";

// Anonymous pages from memory (docs/decisions/030-page-cache.md): a page asked for without a cookie is rendered once
// and served again as stored, until a write changes what it shows. Each project books a package of its own.
let PACKAGE = "";
let title = "";
let date = "";
const SEATS = 40;

// In order, in one worker: each test reads the seats the one before left.
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  const project = test.info().project.name;
  title = `Trou aux Biches Sunset Cruise (${project})`;
  date = mauritiusDate(50 + project.length);
  PACKAGE = createTestPackage(title, { prices: { priceAdult: 2500 } });
  schedulePackage(PACKAGE, { prices: { priceAdult: 2500 }, departures: [{ date, startTime: "17:00", seats: SEATS }] });
});
test.afterAll(() => retirePackage(PACKAGE));

/** The page as a visitor without a cookie gets it, and whether it came from memory. */
async function anonymous(path: string) {
  const res = await rawRequest(BASE_URL, { path, headers: { "Accept-Encoding": "identity" } });
  expect(res.status, path).toBe(200);
  return { text: res.text, fromMemory: res.headers["x-page-cache"] === "hit" };
}

/** The seats left on the package's departure, as its page says them. */
function seatsOn(html: string): number {
  const found = /(\d+) seats? left/.exec(html.slice(html.indexOf("Next departures")));
  if (!found) throw new Error("the package page shows no seats left");
  return Number(found[1]);
}

/** The seats left on this package's card of the home page. */
function seatsOnHome(html: string): number {
  const card = html.slice(html.indexOf(title));
  const found = /(\d+) seats? left/.exec(card.slice(0, 3000));
  if (!found) throw new Error(`the home page shows no seats left for ${title}`);
  return Number(found[1]);
}

/**
 * Reads a page until it is served from memory (the first read renders and stores it). Other specs write to the
 * database directly while this runs, which drops every stored page (a write from another process), so it may take
 * a few reads.
 */
async function stored(path: string) {
  for (let i = 0; i < 20; i++) {
    const read = await anonymous(path);
    if (read.fromMemory) return read;
  }
  throw new Error(`${path} was never served from memory`);
}

test("an anonymous page is served again from memory, the same page, and a signed-in visitor always gets a fresh one @html-only", async ({
  page,
  javaScriptEnabled,
}) => {
  const first = await anonymous(`/info/${PACKAGE}`);
  expect((await stored(`/info/${PACKAGE}`)).text).toBe(first.text);
  // French has its own copy.
  expect((await stored(`/fr/info/${PACKAGE}`)).text).toContain('lang="fr"');
  // A cookie may change the page (a session, a flash): never from memory.
  const account = await createAccount();
  await logIn(page, account, javaScriptEnabled);
  const response = await page.goto(`/info/${PACKAGE}`);
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  // Pages with a form (a one-time key in them) are never kept: not even looked for.
  await rawRequest(BASE_URL, { path: `/book/${PACKAGE}` });
  const book = await rawRequest(BASE_URL, { path: `/book/${PACKAGE}` });
  expect(book.headers["x-page-cache"]).toBeUndefined();
});

test("a booking's seats show at once on the package page and the home page, never the page from before it", async ({
  page,
  javaScriptEnabled,
}) => {
  const before = seatsOn((await stored(`/info/${PACKAGE}`)).text);
  await stored("/");

  await page.goto(`/book/${PACKAGE}?date=${date}`);
  await fillBooking(page, { date, adults: "2", children: "1" });
  await send(page, javaScriptEnabled);
  await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();

  // The very next anonymous read, in both languages, shows the seats the booking took.
  const after = await anonymous(`/info/${PACKAGE}`);
  expect(after.fromMemory).toBe(false);
  expect(seatsOn(after.text)).toBe(before - 3);
  expect((await anonymous(`/fr/info/${PACKAGE}`)).text).toContain(`${before - 3} places restantes`);
  expect(seatsOnHome((await anonymous("/")).text)).toBe(before - 3);
});

test("after a booking, every way of writing the package page's address shows the seats it took", async ({
  page,
  javaScriptEnabled,
}) => {
  const escaped = `/info/%${PACKAGE.charCodeAt(0).toString(16)}${PACKAGE.slice(1)}`;
  const english = [
    `/INFO/${PACKAGE}`,
    `/info/${PACKAGE}/`,
    escaped,
    `/info/./${PACKAGE}`,
    `/info/${PACKAGE}?cb=${Date.now()}`,
  ];
  const french = [`/FR/info/${PACKAGE}`, `/fr/Info/${PACKAGE}/`];
  const before = seatsOn((await stored(`/info/${PACKAGE}`)).text);
  for (const address of [...english, ...french]) await stored(address);

  await page.goto(`/book/${PACKAGE}?date=${date}`);
  await fillBooking(page, { date, adults: "1", children: "0" });
  await send(page, javaScriptEnabled);
  await expect(page.getByText("Your booking request has been successfully sent")).toBeVisible();

  for (const address of english) expect(seatsOn((await anonymous(address)).text), address).toBe(before - 1);
  for (const address of french)
    expect((await anonymous(address)).text, address).toContain(`${before - 1} places restantes`);
});

test("an admin's change to a package shows at once to visitors without a cookie", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await logIn(page, await createAccount({ role: "admin" }), javaScriptEnabled);
  await page.goto(`/edit/${PACKAGE}`);
  // Stored after the account was written (another process's write drops every page), before the change.
  await stored("/");
  await stored(`/info/${PACKAGE}`);
  const renamed = `${title}, now with canapés`;
  await page.getByLabel("Title").fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Package updated successfully!")).toBeVisible();
  expect((await anonymous(`/info/${PACKAGE}`)).text).toContain(renamed);
  expect((await anonymous("/")).text).toContain(renamed);
  title = renamed;
});

test("seats left stay right while many people book at once and others read the page", async ({ browser }, testInfo) => {
  test.skip(
    testInfo.project.name !== "no-js",
    "once: the no-JavaScript form posts, as people send them at the same moment",
  );
  test.setTimeout(180_000);
  const start = seatsOn((await stored(`/info/${PACKAGE}`)).text);
  const PEOPLE = 8;
  const contexts = await Promise.all(
    Array.from({ length: PEOPLE }, () => browser.newContext({ javaScriptEnabled: false })),
  );
  const pages: Page[] = [];
  for (const context of contexts) {
    const page = await context.newPage();
    await page.goto(`/book/${PACKAGE}?date=${date}`);
    await fillBooking(page, { date, adults: "1", children: "0" });
    pages.push(page);
  }
  // Readers without a cookie ask for the page all the while; what they see only ever goes down.
  let booking = true;
  const seen: number[] = [];
  const readers = Array.from({ length: 3 }, async () => {
    while (booking) seen.push(seatsOn((await anonymous(`/info/${PACKAGE}`)).text));
  });
  await Promise.all(pages.map((page) => send(page, false)));
  await Promise.all(
    pages.map((page) =>
      expect(page.getByText("Your booking request has been successfully sent")).toBeVisible({ timeout: 60_000 }),
    ),
  );
  booking = false;
  await Promise.all(readers);
  await Promise.all(contexts.map((c) => c.close()));

  expect(seen.length).toBeGreaterThan(0);
  for (const seats of seen) expect(seats).toBeGreaterThanOrEqual(start - PEOPLE);
  expect(seatsOn((await anonymous(`/info/${PACKAGE}`)).text)).toBe(start - PEOPLE);
  expect(seatsOnHome((await anonymous("/")).text)).toBe(start - PEOPLE);
});

test("a page from memory runs in the browser under its own policy: hydrated, no script refused @js-only", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  // Kept, then opened from memory; again if another spec's write dropped the page in between (the shared site).
  await expect(async () => {
    await stored("/");
    expect((await page.goto("/"))?.headers()["x-page-cache"]).toBe("hit");
  }).toPass();
  // Remix's router runs once the page has hydrated.
  await page.waitForFunction(() =>
    Boolean(
      (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
    ),
  );
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  await context.close();
});

/** One GET on a kept-alive connection of the agent's, timed from the request to its last byte. */
function timedGet(agent: http.Agent, url: string): Promise<{ ms: number; status: number; fromMemory: boolean }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            ms: performance.now() - started,
            status: res.statusCode ?? 0,
            fromMemory: res.headers["x-page-cache"] === "hit",
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("a flood of made-up query strings on a package page leaves a page from memory about as fast as when quiet @js-only", async () => {
  const testInfo = test.info();
  test.setTimeout(180_000);
  // A site of its own: nothing else asks it for anything or writes to its database while it is timed.
  const site = await startSite({ dataDir: freshDataDir("page-cache-flood") });
  const measuring = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const flooding = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let flood = true;
  try {
    const about = `${site.url}/aboutus`;
    for (let i = 0; i < 20 && !(await timedGet(measuring, about)).fromMemory; i++);
    // About from memory, one request every few milliseconds: its times, and whether each came from memory.
    const times = async () => {
      const ms: number[] = [];
      const missed: number[] = [];
      for (const until = Date.now() + 20_000; ms.length < 150 && Date.now() < until; await pause(5)) {
        const answer = await timedGet(measuring, about);
        ms.push(answer.ms);
        if (!answer.fromMemory) missed.push(ms.length);
      }
      return { ms, missed };
    };
    const quietBefore = await times();
    // Four connections, each asking for the package page with a new query as soon as the last answer is in (a
    // moment's pause: far more than the site rendered and compressed before, far less than it serves from memory).
    let sent = 0;
    const statuses = new Set<number>();
    const floods = Array.from({ length: 4 }, async () => {
      while (flood) {
        statuses.add((await timedGet(flooding, `${site.url}/info/ile-aux-cerfs-catamaran?cb=${++sent}`)).status);
        await pause(2);
      }
    });
    await pause(200);
    const flooded = await times();
    flood = false;
    await Promise.all(floods);
    const quietAfter = await times();

    const quiet = median([...quietBefore.ms, ...quietAfter.ms]);
    const busy = median(flooded.ms);
    const measured = `About's median ${busy.toFixed(2)} ms during the flood (${sent} requests), ${quiet.toFixed(2)} ms quiet`;
    testInfo.annotations.push({ type: "medians", description: measured });
    expect(busy, measured).toBeLessThan(5 * quiet);
    expect(flooded.missed, "About stays in memory during the flood").toEqual([]);
    expect([...statuses]).toEqual([200]);
    expect(sent, "the flood was sent").toBeGreaterThan(200);
  } finally {
    flood = false;
    measuring.destroy();
    flooding.destroy();
    await site.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
});
