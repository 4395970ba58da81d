import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint, scriptsToRun } from "~/utils/after-first-paint.server";
import { inlineScriptHashes } from "~/utils/headers.server";

// What Remix 2's <Scripts /> writes at the end of a page (its shape, shortened).
const remixEnd = [
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>',
  '<script>window.__remixContext = {"state":{"loaderData":{}}};</script>',
  '<script type="module" async="">import "/build/manifest-C.js";\nimport * as route0 from "/build/root-D.js";\nwindow.__remixRouteModules = {"root":route0};\n\nimport("/build/entry.client-A.js");</script>',
].join("");
const page = `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"TravelAgency"}</script></head><body><main>Hello</main>${remixEnd}</body></html>`;
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("scripts after the first paint", () => {
  const held = hydrateAfterFirstPaint(page);

  it("holds the module preloads back with a media that matches nothing, in their place", () => {
    expect(held).toContain('<link rel="modulepreload" href="/build/entry.client-A.js" media="not all"/>');
    expect(held).toContain('<link rel="modulepreload" href="/build/_shared/chunk-B.js" media="not all"/>');
    expect(held).not.toMatch(/<link rel="modulepreload" href="[^"]*"\/>/);
  });

  it("turns the module script into a data block with the same text, and starts it from the context script", () => {
    expect(held).not.toContain('<script type="module"');
    const moduleText = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1];
    expect(held).toContain(`<script type="text/x-after-first-paint">${moduleText}</script>`);
    const context = /<script>(window\.__remixContext[\s\S]*?)<\/script>/.exec(held)![1];
    expect(context.startsWith('window.__remixContext = {"state":{"loaderData":{}}};')).toBe(true);
    expect(context).toContain("requestAnimationFrame");
    expect(context).toContain('s.type="module"');
    // Nothing else moves: the same elements, in the same order.
    expect(held.match(/<(script|link)\b/g)).toEqual(page.match(/<(script|link)\b/g));
  });

  it("the policy allows the module script as it will run, and the context script as it is now; not the data", () => {
    const hashes = inlineScriptHashes(scriptsToRun(held));
    const moduleText = /<script type="text\/x-after-first-paint">([\s\S]*?)<\/script>/.exec(held)![1];
    const contextText = /<script>(window\.__remixContext[\s\S]*?)<\/script>/.exec(held)![1];
    expect(hashes.sort()).toEqual([sha(moduleText), sha(contextText)].sort());
  });

  it("leaves a page without Remix's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Not accepted</p></body></html>";
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });
});
