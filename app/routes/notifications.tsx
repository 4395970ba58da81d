import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { LiveUpdates } from "~/components/live-updates";
import { listNotifications, markSeen } from "~/models/notification.server";
import { requireUser } from "~/services/auth.server";
import { formatDateTime } from "~/utils/time";
import { getEnv } from "~/utils/env.server";
import { dismissNotificationSchema } from "~/schemas/notification";
import { submitForm } from "~/services/form.server";
import { DismissButton, NoticeText } from "~/components/notice-text";
import { langOf, requestMessages } from "~/utils/i18n.server";
import { localePath, metaT, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Notifications") }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  // The unseen ones, as in the bell's dropdown; the dismissed ones only when asked for.
  const dismissed = params.get("show") === "dismissed";
  const list = listNotifications(user.id, { seen: dismissed, page: params.get("page") });
  return json({ i18n: requestMessages(request, "account"), ...list, dismissed, tz: getEnv().TZ });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await submitForm({ request, context }, dismissNotificationSchema);
  if (!form.ok) return form.response;
  markSeen(user.id, form.value.id);
  // The bell's dropdown posts with a fetcher (it says so) and stays where it is; a plain form post comes back to the list.
  return form.value.from === "bell" ? json({ ok: true }) : redirect(localePath(langOf(request), "/notifications"));
}

export default function Notifications() {
  const { items, page, pageCount, dismissed, tz } = useLoaderData<typeof loader>();
  const i18n = useT();
  const { href } = i18n;
  const pageLink = (n: number) => `?${dismissed ? "show=dismissed&" : ""}page=${n}`;
  return (
    <div className="container-page max-w-3xl py-10">
      <LiveUpdates topics={["notifications"]} />
      <h1 className="text-3xl font-semibold">
        {dismissed ? i18n.t("Dismissed notifications") : i18n.t("Notifications")}
      </h1>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-ink-soft">
          {dismissed
            ? i18n.t("You have not dismissed any notification.")
            : i18n.t("You are all caught up. We will let you know here when a booking of yours changes.")}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((n) => (
            <li key={n.id} className="card flex items-start gap-3 p-4">
              <NoticeText notice={n} look="page">
                <p className="mt-1 text-xs text-ink-soft">{formatDateTime(n.createdAt, tz, i18n)}</p>
              </NoticeText>
              {dismissed ? null : (
                <Form method="post">
                  <DismissButton title={n.title} className="carousel-btn" fields={{ intent: "dismiss", id: n.id }} />
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={i18n.t("Pages")} className="mt-6 flex justify-between">
          {page > 1 ? (
            <Link className="link" to={pageLink(page - 1)}>
              {i18n.t("Newer")}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link className="link" to={pageLink(page + 1)}>
              {i18n.t("Older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-8">
        {dismissed ? (
          <Link className="link" to={href("/notifications")}>
            {i18n.t("Back to notifications")}
          </Link>
        ) : (
          <Link className="link" to="?show=dismissed">
            {i18n.t("Dismissed notifications")}
          </Link>
        )}
      </p>
    </div>
  );
}
