import { createContext, useContext } from "react";

// The site's stylesheet, written into the page's <head> instead of linked: the first screen needs nothing
// but the HTML (one round trip on a slow connection; the README's page budgets). entry.server.tsx gives the CSS;
// in the browser it is read back from the page, so hydration finds the same <style>.
const SiteCssContext = createContext<string | null>(null);
export const SiteCssProvider = SiteCssContext.Provider;

const STYLE_ID = "site-css";

export function SiteStyles({ href }: { href: string }) {
  const fromServer = useContext(SiteCssContext);
  const css =
    fromServer ?? (typeof document === "undefined" ? null : (document.getElementById(STYLE_ID)?.textContent ?? null));
  // Without the file's text (a development build), the stylesheet is linked as usual.
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
