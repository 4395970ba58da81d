import { Link, useFetcher, useFetchers, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/utils/i18n";
import { DismissButton, NoticeText } from "~/components/notice-text";
import type { BellLook, Item, Props } from "./notification-bell";

/** The bell once the page runs: a button opening the dropdown of the unread notifications, each dismissed with an x. */
export default function NotificationMenu({ notifications, look }: Props & { look: BellLook }) {
  const i18n = useT();
  const { href } = i18n;
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const fetchers = useFetchers();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !panel.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const dismissing = new Set(
    fetchers.filter((f) => f.formData?.get("intent") === "dismiss").map((f) => Number(f.formData?.get("id"))),
  );
  const items = notifications.items.filter((n) => !dismissing.has(n.id));
  const unread = Math.max(0, notifications.total - dismissing.size);
  const { className, label, face } = look(i18n, unread);

  return (
    <div className="relative" ref={panel}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {face}
      </button>
      {open ? (
        <div
          id="notification-panel"
          className="absolute right-0 top-12 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-2 shadow-card"
        >
          <p className="px-3 py-2 text-sm font-semibold">{i18n.t("Notifications")}</p>
          {items.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-ink-soft">{i18n.t("You are all caught up.")}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((n) => (
                <NotificationItem key={n.id} item={n} />
              ))}
            </ul>
          )}
          <Link to={href("/notifications")} className="link block px-3 py-2 text-sm">
            {i18n.t("See all notifications")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function NotificationItem({ item }: { item: Item }) {
  const fetcher = useFetcher();
  return (
    <li className="flex items-start gap-2 rounded-xl px-3 py-2 hover:bg-sand-light">
      <NoticeText notice={item} look="bell" />
      <fetcher.Form method="post" action="/notifications">
        <DismissButton
          title={item.title}
          className="flex h-8 w-8 items-center justify-center rounded-full text-lg hover:bg-line"
          fields={{ intent: "dismiss", id: item.id, from: "bell" }}
        />
      </fetcher.Form>
    </li>
  );
}
