// The server half of app/routes/aboutus.tsx: its loader, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { requestMessages } from "~/utils/i18n.server";
import { getPublicEnv } from "~/utils/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ i18n: requestMessages(request, "about"), siteName: getPublicEnv().siteName });
}
