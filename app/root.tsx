import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { SiteFooter } from "~/components/site-footer";
import { LiveUpdates } from "~/components/live-updates";
import { SiteHeader } from "~/components/site-header";
import { SiteLink } from "~/components/site-link";
import { FlashMessage } from "~/components/ui/flash-message";

import { PageCss } from "~/utils/page-css";
import { SiteStyles } from "~/utils/site-styles";

import type { Flash } from "~/services/session.server";
import styles from "~/tailwind.css";
import { useEffect, useState } from "react";
import { langOfPath, LOCALES, useT } from "~/utils/i18n";
import { cache, loader } from "./root.server";

export { cache, loader };

// The stylesheet is not among the links: SiteStyles writes it into the page.
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = () => [{ name: "theme-color", content: "#0B4F58" }];

export type RootData = typeof loader;

// The root's data carries the page's language: read it again when a link crosses from one language to the other.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname);

/** The page around every route; `title` is for the error page, whose route has no meta of its own. */
function Document({ children, title }: { children: React.ReactNode; title?: string }) {
  const i18n = useT();
  const { lang } = i18n;
  return (
    <html lang={LOCALES[lang].html}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {title ? <title>{title}</title> : null}
        <SiteStyles href={styles} />
        <PageCss />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {i18n.t("Skip to content")}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
        {/* `npm run dev` only: reloads the page after a rebuild (nothing in a production build). */}
        <LiveReload />
      </body>
    </html>
  );
}

/** A flash stays on screen for the page it came with, even when live updates reload the data. */
function useStickyFlash(flash: Flash | null) {
  const location = useLocation();
  const [kept, setKept] = useState<{ flash: Flash; key: string } | null>(flash ? { flash, key: location.key } : null);
  useEffect(() => {
    if (flash) setKept({ flash, key: location.key });
  }, [flash, location.key]);
  if (flash) return flash;
  return kept && kept.key === location.key ? kept.flash : null;
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const flash = useStickyFlash(data.flash);
  return (
    <Document>
      <SiteHeader siteName={data.env.siteName} user={data.user} notifications={data.notifications} />
      {data.user ? <LiveUpdates topics={["notifications"]} /> : null}
      {flash ? <FlashMessage flash={flash} /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        siteName={data.env.siteName}
        contactEmail={data.env.contactEmail}
        contactPhone={data.env.contactPhone}
        licenceNumber={data.env.licenceNumber}
        streetAddress={data.env.streetAddress}
        policies={data.policies}
        devHumanCheck={data.devHumanCheck}
      />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const i18n = useT();
  const title = notFound ? i18n.t("Page not found") : i18n.t("Something went wrong");
  return (
    <Document title={title}>
      <SiteHeader
        siteName={data?.env.siteName ?? "Mauritius holidays"}
        user={data?.user ?? null}
        notifications={data?.notifications ?? null}
      />
      <main id="main" className="container-page flex-1 py-20 text-center">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-4 text-ink-soft">
          {notFound
            ? i18n.t("We could not find that page. It may have moved.")
            : i18n.t("Please try again in a moment. If it keeps happening, get in touch with us.")}
        </p>
        <SiteLink page="home" className="btn-primary mt-8" />
      </main>
    </Document>
  );
}
