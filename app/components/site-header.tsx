import { Link, NavLink } from "@remix-run/react";
import logo from "~/assets/logo.svg";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold transition-colors hover:bg-lagoon-light sm:px-3 ${isActive ? "text-lagoon-dark" : "text-ink"}`;

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-sand-light/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-1 sm:gap-2">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-full py-1 pr-2 font-serif text-lg font-semibold text-lagoon-dark">
          <img src={logo} alt="" width={32} height={32} />
          <span className="hidden sm:inline">{siteName}</span>
          <span className="sr-only sm:hidden">{siteName}, home</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <NavLink to="/aboutus" className={navClass}>
            About us
          </NavLink>
          <NavLink to="/contact" className={navClass}>
            Contact us
          </NavLink>
          <Link to="/Login" className="btn-secondary ml-1 min-h-[40px] whitespace-nowrap px-3 text-sm sm:px-4">
            Sign in
          </Link>
        </nav>
      </div>
    </header>
  );
}
