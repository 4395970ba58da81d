import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/utils/admin.server";

/** /admin reopens the admin page chosen last (kept on the server), or Home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const last = admin.adminPage;
  return redirect(last && last.startsWith("/") && last !== "/admin" ? last : "/admin/home");
}
