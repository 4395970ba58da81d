import http from "node:http";
import path from "node:path";
import url from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { expect, test } from "./fixtures";
import { BASE_URL } from "../setup/e2e-env.js";
import { rawRequest } from "./raw-http";
import { insertBooking } from "./support";
import { cachePolicyOf } from "~/utils/cache-policy.server";

// Pages are private unless they say so (docs/decisions/033-cached-pages-opt-in.md): every route of the build,
// asked for without a cookie, answers either as shareable because that route opts in (its `cache` export), or
// private. The routes are the build's own table, so a route added tomorrow is checked too.

const PACKAGE = "ile-aux-cerfs-catamaran";

/** The status and headers of a GET without a cookie, as sent (the body is not waited for: the event stream never ends). */
function answerTo(address: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE_URL}${address}`, { agent: false, headers: { "Accept-Encoding": "identity" } }, (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      })
      .on("error", reject);
  });
}

/** Whether a shared cache (a CDN, the page cache) may keep an answer with this Cache-Control. */
const shareable = (cacheControl: string) => !/\b(private|no-store|no-cache)\b/i.test(cacheControl);

test("every route's answer without a cookie is marked shareable by that route, or private @js-only", async () => {
  test.setTimeout(120_000);
  const build: ServerBuild = await import(url.pathToFileURL(path.resolve("build/index.js")).href);
  const routes = Object.values(build.routes);
  const { reference } = insertBooking();
  // A stored image, for the uploads' route.
  const info = await rawRequest(BASE_URL, { path: `/info/${PACKAGE}` });
  const image = /\/files\/(packages\/[^"\s?]+\.webp)/.exec(info.text)?.[1];
  expect(image, "the package page shows a stored image").toBeTruthy();
  // A real value where the seeded data has one, else a made-up one (the answer is then a 404, which must be private too).
  const values: Record<string, string> = {
    uid: PACKAGE,
    packageId: PACKAGE,
    ref: reference,
    file: `${reference}.ics`,
    status: "active",
    "*": image!,
  };

  const problems: string[] = [];
  let sharedAnswers = 0;
  // Only routes that answer an address themselves: a layout (the root, `_admin`) answers through the routes under it.
  const leaves = routes.filter((route) => !routes.some((other) => other.parentId === route.id));
  expect(leaves.length, "the build's routes").toBeGreaterThan(40);
  for (const route of leaves) {
    const chain = [];
    for (let at: string | undefined = route.id; at; at = build.routes[at]?.parentId)
      chain.unshift(build.routes[at].path ?? "");
    const address = `/${chain
      .filter(Boolean)
      .join("/")
      .split("/")
      .map((segment) =>
        segment === "*"
          ? values["*"]
          : segment.startsWith(":")
            ? encodeURIComponent(values[segment.slice(1)] ?? "made-up")
            : segment,
      )
      .join("/")}`;
    const shared = cachePolicyOf(route.module)?.kind === "shared";
    // Twice: a page the page cache keeps comes from memory the second time, with the same policy.
    for (const time of ["first", "again"]) {
      const res = await answerTo(address);
      const cacheControl = String(res.headers["cache-control"] ?? "");
      const where = `${route.id} GET ${address} (${time}): ${res.status} "${cacheControl}"`;
      if (shareable(cacheControl) && !shared) problems.push(`${where}: shareable, but the route does not opt in`);
      if (!shareable(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl))
        problems.push(`${where}: neither shareable nor private`);
      // What a route shares is its answer: a 200 of a route that opts in says so.
      if (shared && res.status === 200) {
        sharedAnswers += 1;
        if (!/\bpublic\b/i.test(cacheControl))
          problems.push(`${where}: the route opts in, but its answer is not marked public`);
      }
      if (res.headers["x-page-cache"] === "hit" && !shared)
        problems.push(`${where}: from memory, but the route does not opt in`);
    }
  }
  expect(problems).toEqual([]);
  // The home, About and package pages in both languages, sitemap.xml, robots.txt, security.txt, a stored image and the
  // form errors' messages the booking and contact pages fetch.
  expect(sharedAnswers / 2).toBe(11);
});
