import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { AdminGuardScreen, AdminShell } from "~/components/admin/admin-shell";
import { LiveUpdates } from "~/components/live-updates";
import { NOT_ADMIN, NOT_LOGGED_IN } from "~/utils/admin-messages";
import { requireAdmin } from "~/services/admin.server";
import { pageMessages } from "~/utils/i18n.server";
import { TRANSLATED_LANGS } from "~/utils/translations";
import adminStyles from "~/admin.css";

// The back office's utilities: the sheet written into every page has only the public pages' (tailwind.config.ts).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Back office" }, { name: "robots", content: "noindex" }];

/** The admin frame. Each admin page's own loader and action check the role too (they run in parallel). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  // English, as the back office is; the messages its pages word with (plurals: seats, people) come compiled.
  // The translations' fields are named in their own language (components/admin/translation-fields.tsx).
  const translationWords = Object.fromEntries(
    TRANSLATED_LANGS.map((lang) => [lang, pageMessages(lang, "translations").messages]),
  );
  return json(
    { adminEmail: admin.email, i18n: pageMessages("en", "admin"), translationWords },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <LiveUpdates topics={["bookings", "packages", "updates", "tasks", "outbox", "banners", "policies"]} />
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return <AdminGuardScreen status={error.status} message={error.status === 401 ? NOT_LOGGED_IN : NOT_ADMIN} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminShell>
      <div className="card p-8">
        <h1 className="text-2xl font-semibold">{notFound ? "Not found" : "Something went wrong"}</h1>
        <p className="mt-3 text-ink-soft">
          {notFound
            ? "There is nothing at this address."
            : "Please try again. If it keeps happening, look at the server log."}
        </p>
      </div>
    </AdminShell>
  );
}
