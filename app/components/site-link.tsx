import { Link } from "@remix-run/react";
import { loginPath, useT, type PageTranslator } from "~/utils/i18n";

// The pages other pages send visitors on to (an error screen, a notice, the end of a step), each with the words its
// links always have. In the root's messages ("common", app/locales/namespaces.ts), so that every page has their words.
const WAYS_ON = {
  home: { path: (i18n: PageTranslator) => i18n.href("/"), words: /*i18n*/ "Home" },
  packages: { path: (i18n: PageTranslator) => `${i18n.href("/")}#packages`, words: /*i18n*/ "Explore our packages" },
  contact: { path: (i18n: PageTranslator) => i18n.href("/contact"), words: /*i18n*/ "Get in touch with us" },
  login: { path: (i18n: PageTranslator) => loginPath(i18n.lang), words: /*i18n*/ "Log in" },
};

/** A link to one of the site's main pages, in the page's language, with its usual words (`className`: its look). */
export function SiteLink({ page, className }: { page: keyof typeof WAYS_ON; className: string }) {
  const i18n = useT();
  const { path, words } = WAYS_ON[page];
  return (
    <Link to={path(i18n)} className={className}>
      {i18n.t(words)}
    </Link>
  );
}
