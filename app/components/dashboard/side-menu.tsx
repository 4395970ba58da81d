import { Link } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { DASHBOARD_VIEWS, type DashboardView } from "./views";

/**
 * The dashboard's menu: plain links (?view=…), so it works without JavaScript and every page has its
 * own address. A column beside the page on wide screens, three tabs above it on tablets and phones (where the
 * bookings table needs the whole width).
 */
export function SideMenu({ current }: { current: DashboardView }) {
  const i18n = useT();
  const { href } = i18n;
  return (
    <nav aria-label={i18n.t("Dashboard")} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-white p-1.5 shadow-card lg:grid-cols-1 lg:p-2">
        {DASHBOARD_VIEWS.map(({ view, label }) => {
          const active = view === current;
          return (
            <li key={view}>
              <Link
                to={href(`/userprofile?view=${view}`)}
                aria-current={active ? "page" : undefined}
                className={`flex h-full min-h-[44px] items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm font-semibold leading-tight transition-colors lg:justify-start lg:whitespace-nowrap lg:px-4 lg:text-left lg:text-base ${
                  active ? "bg-lagoon text-white" : "text-ink hover:bg-lagoon-light"
                }`}
              >
                {i18n.t(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
