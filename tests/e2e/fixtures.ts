import { test as base, type Page } from "@playwright/test";

// Everything Playwright exports, with `test` below in its place.
export * from "@playwright/test";

/**
 * The pages' scripts start after the first paint (app/utils/after-first-paint.server.ts), so a page has loaded a
 * little before it has hydrated. A person cannot tell (every form and link works without JavaScript), but a test
 * acting within those milliseconds would meet the no-JavaScript page in a project that means to test the other.
 * With JavaScript, each new document a test opens (goto, reload) is waited for until Remix's router has hydrated it;
 * a document that is not one of the site's pages (a file, a download) is not waited for.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as { __remixContext?: unknown; __remixRouter?: { state: { initialized: boolean } } };
    return w.__remixContext === undefined || w.__remixRouter?.state.initialized === true;
  });
}

function waitForHydration(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

export const test = base.extend({
  // Playwright's fixture callback, not React's `use` hook.
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) context.on("page", waitForHydration);
    await provide(context);
  },
});
