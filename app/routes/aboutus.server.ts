// The server half of app/routes/aboutus.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { requestMessages } from "~/utils/i18n.server";
import { sharedPage } from "~/utils/cache-policy.server";
import { getPublicEnv } from "~/utils/env.server";

// The same for every visitor without a cookie; it shows nothing a write changes (but the footer, the root's);
// the licence and the address are settings.
export const cache = sharedPage({ dropOn: [] });

export async function loader({ request }: LoaderFunctionArgs) {
  const { siteName, licenceNumber, streetAddress } = getPublicEnv();
  return json({ i18n: requestMessages(request, "about"), siteName, licenceNumber, streetAddress });
}
