// Hydration after the first paint (docs/decisions/031-hydration-after-first-paint.md). Every form works without
// JavaScript, so the page's scripts need not compete with the HTML, the stylesheet and the hero image for a slow
// phone's connection: they are fetched once the browser has painted the page.
//
// Remix's <Scripts /> stays as it is, and so does what it guarantees (the context set before the route modules,
// the route modules registered before the entry runs hydration): its output is only held back. Its module preloads
// get `media="not all"` (Chromium fetches a preload only when its media matches), its module script becomes an
// inert data block, and a few lines at the end of its context script undo both once the page has loaded and its
// images are decoded (the largest one is what a visitor waits for) and painted: a frame, then a task, so that the
// paint of that frame is done (at once in a hidden tab, which does not paint).
// Both elements keep their place and their content, so React hydrates the same tree; the browser runs the module
// script when its text is set again with its type back (its hash is in the page's policy, headers.server.ts).

const MODULE_SCRIPT = '<script type="module" async="">';
const HELD_MODULE_SCRIPT = '<script type="text/x-after-first-paint">';
const CONTEXT_SCRIPT = /(<script>window\.__remixContext = [\s\S]*?)(<\/script>)/;

const START_AFTER_FIRST_PAINT = `;(function(){var done=false;function go(){if(done)return;done=true;document.querySelectorAll('link[rel="modulepreload"][media="not all"]').forEach(function(l){l.media="all"});var s=document.querySelector('script[type="text/x-after-first-paint"]');if(s){s.type="module";s.textContent=s.textContent}}function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}function later(){if(document.visibilityState==="hidden")return go();var shown=[].filter.call(document.images,function(i){return i.loading!=="lazy"&&i.complete&&i.naturalWidth>0});Promise.all(shown.map(function(i){return i.decode().catch(function(){})})).then(painted)}if(document.readyState==="complete")later();else addEventListener("load",later)})();`;

/**
 * The document with its scripts held back until after the first paint. A document without Remix's scripts (or
 * whose markup Remix renders differently after an upgrade) is returned as it is: it then loads as before, and the
 * hydration test says so.
 */
export function hydrateAfterFirstPaint(html: string): string {
  if (!html.includes(MODULE_SCRIPT) || !CONTEXT_SCRIPT.test(html)) return html;
  return html
    .replaceAll(/<link rel="modulepreload" href="([^"]*)"\/>/g, '<link rel="modulepreload" href="$1" media="not all"/>')
    .replace(MODULE_SCRIPT, HELD_MODULE_SCRIPT)
    .replace(CONTEXT_SCRIPT, (_, script: string, end: string) => script + START_AFTER_FIRST_PAINT + end);
}

/** The inline scripts that will run, for the policy: the held module script counts as the module it becomes. */
export function scriptsToRun(html: string): string {
  return html.replace(HELD_MODULE_SCRIPT, MODULE_SCRIPT);
}
