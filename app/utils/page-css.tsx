import { useMatches } from "@remix-run/react";

/**
 * A route may add a few rules of its own to the page's <head> (a <style> is not allowed in the body):
 * `export const handle: PageCssHandle = { pageCss: (data) => "…" }`, computed from its loader's data.
 */
export type PageCssHandle = { pageCss: (data: unknown) => string };

export function PageCss() {
  const css = useMatches()
    .map((match) => (match.handle as Partial<PageCssHandle> | undefined)?.pageCss?.(match.data) ?? "")
    .join("");
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
