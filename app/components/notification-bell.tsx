import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "~/utils/hooks";
import { useT, type Translator } from "~/utils/i18n";

export type Item = { id: number; title: string; message: string; link: string | null; action: string | null };
export type Props = { notifications: { items: Item[]; total: number } };

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2Zm-8 4a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// The dropdown is fetched once the page runs, and only for a signed-in visitor: the pages' first load stays
// within its budget (README, Budgets); until then the bell is the link it is without JavaScript.
const NotificationMenu = lazy(() => import("./notification-menu"));

const bellClass = "relative flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-lagoon-light";

/**
 * The bell for an unread count: its class, its name and its face (the icon and the badge). The menu is given it as a
 * prop, not an import: a module the lazy menu imported would leave the root's chunk for one of its own (README, Budgets).
 */
function bellLook(i18n: Translator, unread: number) {
  const label = unread ? i18n.t("Notifications, {unread} unread", { unread }) : i18n.t("Notifications");
  const face = (
    <>
      <BellIcon />
      {unread ? (
        <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-coral-dark px-1 text-xs font-bold text-white">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </>
  );
  return { className: bellClass, label, face };
}
export type BellLook = typeof bellLook;

function BellLink({ unread }: { unread: number }) {
  const i18n = useT();
  const { className, label, face } = bellLook(i18n, unread);
  return (
    <Link to={i18n.href("/notifications")} className={className} aria-label={label}>
      {face}
    </Link>
  );
}

/**
 * The bell with the unread count. Without JavaScript it is a link to the notifications page; with it,
 * a dropdown whose items are dismissed with an x (a form post, hidden at once).
 */
export function NotificationBell({ notifications }: Props) {
  const hydrated = useHydrated();
  const link = <BellLink unread={notifications.total} />;
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <NotificationMenu notifications={notifications} look={bellLook} />
    </Suspense>
  );
}
