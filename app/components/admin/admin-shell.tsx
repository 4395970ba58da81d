import { Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Spinner } from "~/components/ui/field";
import { adminMenu } from "./admin-menu";

function MenuLinks() {
  return (
    <ul className="space-y-0.5">
      {adminMenu.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            // New booking (/admin/bookings/new) is an entry of its own: View All Bookings is not current there too.
            end={item.to === "/admin/bookings"}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-lagoon text-white" : "text-ink hover:bg-lagoon-light"}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The back office frame: a side menu (always shown on wide screens; a <details> that opens and
 * closes without JavaScript on narrow ones, closing itself after a choice), a loading screen while
 * a client-side navigation waits, and a scroll to the top on every page.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="container-page py-6 md:flex md:gap-8 md:py-10">
      <details ref={mobileMenu} className="mb-6 rounded-xl border border-line bg-white md:hidden">
        <summary className="flex cursor-pointer items-center justify-between px-4 py-3 font-semibold">
          Admin menu <span aria-hidden="true">☰</span>
        </summary>
        <nav aria-label="Admin" className="border-t border-line p-2">
          <MenuLinks />
        </nav>
      </details>
      <aside className="hidden w-56 flex-none md:block">
        <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-widest text-ink-soft">Back office</p>
        <nav aria-label="Admin" className="sticky top-20">
          <MenuLinks />
        </nav>
      </aside>
      <div className="relative min-w-0 flex-1">
        {navigation.state === "loading" && navigation.location.pathname !== location.pathname ? (
          <div className="absolute inset-0 z-10 flex items-start justify-center bg-sand-light/80 pt-24 text-lagoon-dark">
            <Spinner label="Loading" />
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

export function AdminGuardScreen({ status, message }: { status: number; message: string }) {
  // Log in, then back to the page asked for (a staff e-mail's "Open the booking"); the log in checks it again (safeRedirect).
  const { pathname, search } = useLocation();
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
        <h1 className="text-2xl font-semibold">{message}</h1>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {status === 401 ? (
            <Link to={`/Login?redirectTo=${encodeURIComponent(pathname + search)}`} className="btn-primary">
              Log in
            </Link>
          ) : null}
          <Link to="/" className={status === 401 ? "btn-secondary" : "btn-primary"}>
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
