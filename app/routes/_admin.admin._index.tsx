import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { adminLandingPage, requireAdmin } from "~/services/admin.server";

/** /admin reopens the admin page chosen last (kept on the server), or Home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return redirect(adminLandingPage(admin));
}

/**
 * Never shown: the loader always redirects or refuses. It is here because a route without a
 * component is a resource route, whose refusal would go out as bare JSON instead of the admin
 * layout's guard screen.
 */
export default function AdminIndex() {
  return null;
}
