import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { LiveUpdates } from "~/components/live-updates";
import { listNotifications, markSeen } from "~/models/notification.server";
import { requireUser } from "~/services/auth.server";
import { formatDateTime } from "~/utils/time";
import { getEnv } from "~/utils/env.server";
import { submitForm } from "~/services/form.server";
import { DismissButton, NoticeText } from "~/components/notice-text";
import { langOf, requestMessages } from "~/services/i18n.server";
import { localePath, metaT, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches).t("Notifications") }, { name: "robots", content: "noindex" }];

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
  const { formData: form } = await submitForm({ request, context });
  const id = Number(form.get("id"));
  if (form.get("intent") !== "dismiss" || !Number.isInteger(id)) throw new Response("Unknown action", { status: 400 });
  markSeen(user.id, id);
  // The bell's dropdown posts with a fetcher (it says so) and stays where it is; a plain form post comes back to the list.
  return form.get("from") === "bell" ? json({ ok: true }) : redirect(localePath(langOf(request), "/notifications"));
}

export default function Notifications() {
  const { items, page, pageCount, dismissed, tz } = useLoaderData<typeof loader>();
  const { t, lang, href } = useT();
  const pageLink = (n: number) => `?${dismissed ? "show=dismissed&" : ""}page=${n}`;
  return (
    <div className="container-page max-w-3xl py-10">
      <LiveUpdates topics={["notifications"]} />
      <h1 className="text-3xl font-semibold">{dismissed ? t("Dismissed notifications") : t("Notifications")}</h1>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-ink-soft">
          {dismissed ? t("You have not dismissed any notification.") : t("You are all caught up. We will let you know here when a booking of yours changes.")}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((n) => (
            <li key={n.id} className="card flex items-start gap-3 p-4">
              <NoticeText notice={n} look="page">
                <p className="mt-1 text-xs text-ink-soft">{formatDateTime(n.createdAt, tz, lang)}</p>
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
        <nav aria-label={t("Pages")} className="mt-6 flex justify-between">
          {page > 1 ? (
            <Link className="link" to={pageLink(page - 1)}>
              {t("Newer")}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link className="link" to={pageLink(page + 1)}>
              {t("Older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-8">
        {dismissed ? (
          <Link className="link" to={href("/notifications")}>
            {t("Back to notifications")}
          </Link>
        ) : (
          <Link className="link" to="?show=dismissed">
            {t("Dismissed notifications")}
          </Link>
        )}
      </p>
    </div>
  );
}
