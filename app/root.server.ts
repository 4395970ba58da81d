// The server half of app/root.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { getUnread } from "~/models/notification.server";
import { getPolicyLinks, TERMS_POLICY } from "~/models/policy.server";
import { getUser } from "~/services/auth.server";
import { isDevelopmentCheck } from "~/services/human-check.server";
import { readFlash } from "~/services/session.server";
import { getPublicEnv } from "~/utils/env.server";
import { fileUrl } from "~/utils/file-url";
import { langOf, requestMessages } from "~/utils/i18n.server";
import { layoutShows } from "~/utils/cache-policy.server";

// The footer links the policies on every page: a new one drops every shared page.
export const cache = layoutShows({ dropOn: ["policies"] });

export async function loader({ request }: LoaderFunctionArgs) {
  const { flash, clear } = await readFlash(request);
  const policies = getPolicyLinks(langOf(request));
  const user = await getUser(request);
  return json(
    {
      user: user
        ? {
            id: user.id,
            email: user.email,
            name: user.name,
            role: user.role,
            image: user.image ? fileUrl(user.image) : null,
          }
        : null,
      notifications: user ? getUnread(user.id) : null,
      env: getPublicEnv(),
      // The page's language and the messages of the parts every page shows (header, footer, forms). The pages
      // with a form add the error catalogue: the browser's checks put their messages into words (utils/form-checks.ts).
      i18n: requestMessages(request, "common"),
      flash,
      devHumanCheck: isDevelopmentCheck(),
      policies: {
        terms: policies[TERMS_POLICY] ?? null,
        privacy: policies.privacyPolicy ?? null,
        cookie: policies.cookiePolicy ?? null,
      },
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}
