import { Form, Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { englishPath, LANGUAGES, LOCALES, localePath, useT } from "~/utils/i18n";
import logo from "~/assets/logo.svg";
import { NotificationBell } from "./notification-bell";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-1.5 py-2 text-sm font-semibold transition-colors hover:bg-lagoon-light sm:px-3 ${isActive ? "text-lagoon-dark" : "text-ink"}`;

const menuLinkClass = "block rounded-xl px-3 py-2 text-sm font-semibold hover:bg-sand-light";

type Props = {
  siteName: string;
  user: { email: string; name: string; role: string; image: string | null } | null;
  notifications: React.ComponentProps<typeof NotificationBell>["notifications"] | null;
};

/**
 * The same page in the other languages, on pages that exist in each (their loader gives their messages). A full
 * page load: the root's data, the header and the footer come back in the new language, with or without JavaScript.
 */
function LanguageSwitch() {
  const { lang } = useT();
  const location = useLocation();
  const matches = useMatches();
  const page = matches[matches.length - 1];
  if (!(page?.data as { i18n?: unknown } | undefined)?.i18n) return null;
  return LANGUAGES.filter((other) => other !== lang).map((other) => (
    <a
      key={other}
      href={localePath(other, englishPath(location.pathname)) + location.search}
      hrefLang={other}
      lang={other}
      className="whitespace-nowrap rounded-full px-1.5 py-2 text-sm font-semibold text-ink transition-colors hover:bg-lagoon-light sm:px-3"
    >
      {/* Narrow screens show the code; the link's name is always the language's own name. */}
      <span aria-hidden="true" className="sm:hidden">
        {other.toUpperCase()}
      </span>
      <span className="sr-only sm:not-sr-only">{LOCALES[other].name}</span>
    </a>
  ));
}

export function SiteHeader({ siteName, user, notifications }: Props) {
  const i18n = useT();
  const { href } = i18n;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-sand-light/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-1 sm:gap-2">
        <Link
          to={href("/")}
          className="mr-auto flex shrink-0 items-center gap-2 rounded-full py-1 pr-1 font-serif text-lg font-semibold text-lagoon-dark"
        >
          <img src={logo} alt="" width={32} height={32} />
          <span className="hidden sm:inline">{siteName}</span>
          <span className="sr-only sm:hidden">{i18n.t("{siteName}, home", { siteName })}</span>
        </Link>
        <nav aria-label={i18n.t("Main")} className="flex items-center sm:gap-1">
          <NavLink to={href("/aboutus")} className={navClass}>
            {i18n.t("About us")}
          </NavLink>
          <NavLink to={href("/contact")} className={navClass}>
            {i18n.t("Contact us")}
          </NavLink>
          <LanguageSwitch />
        </nav>
        {user && notifications ? <NotificationBell notifications={notifications} /> : null}
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Link
            to={href("/Login")}
            className="btn-secondary ml-1 min-h-[40px] whitespace-nowrap px-2.5 text-sm sm:px-4"
          >
            {i18n.t("Sign in")}
          </Link>
        )}
      </div>
    </header>
  );
}

/** A <details> menu: it opens without JavaScript; with it, it closes after a choice. */
function UserMenu({ user }: { user: NonNullable<Props["user"]> }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const i18n = useT();
  const { href } = i18n;
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <details ref={ref} className="relative">
      <summary
        className="flex h-10 w-10 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-lagoon text-sm font-bold text-white"
        aria-label={i18n.t("Account menu")}
      >
        {user.image ? (
          <img src={user.image} alt="" width={40} height={40} className="h-full w-full object-cover" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </summary>
      <div className="absolute right-0 top-12 z-40 w-56 rounded-2xl border border-line bg-white p-2 shadow-card">
        <p className="truncate px-3 py-2 text-xs text-ink-soft">{user.email}</p>
        <ul>
          <li>
            <Link to={href("/UserProfile")} className={menuLinkClass}>
              {i18n.t("Your Profile")}
            </Link>
          </li>
          {user.role === "admin" ? (
            <li>
              <Link to="/admin" className={menuLinkClass}>
                Admin
              </Link>
            </li>
          ) : null}
          <li>
            {/* A full page load after signing out, so nothing of the account stays on screen. */}
            <Form method="post" action="/logout" reloadDocument>
              <button
                type="submit"
                className="block w-full rounded-xl px-3 py-2 text-left text-sm font-semibold hover:bg-sand-light"
              >
                {i18n.t("Sign out")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
