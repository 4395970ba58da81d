import { json } from "@remix-run/node";
import { setAdminPage, type User } from "~/models/user.server";
import { NOT_ADMIN, NOT_LOGGED_IN } from "~/utils/admin-messages";
import { getUser } from "~/services/auth.server";
import { safeRedirect } from "~/utils/safe-redirect.server";

// Re-exported for the server; browser code (error boundaries) imports them from ./admin-messages.
export { NOT_ADMIN, NOT_LOGGED_IN };

export const isAdmin = (user: Pick<User, "role"> | null) => user?.role === "admin";

/**
 * Every admin loader and action starts here. Not logged in: 401; logged in but not an admin: 403.
 * The role is read from the database on every request, so a role taken away applies at once.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) throw json({ guard: "login", message: NOT_LOGGED_IN }, { status: 401 });
  if (!isAdmin(user)) throw json({ guard: "role", message: NOT_ADMIN }, { status: 403 });
  return user;
}

/**
 * Remembers the admin page chosen last, so /admin reopens it. A page's loader calls it last, once it has
 * found what it shows: an address that answers 404 (a made-up one, or a link from another site) is never
 * remembered, and /admin keeps opening a page that exists.
 */
export function rememberAdminPage(user: User, request: Request) {
  const path = new URL(request.url).pathname;
  if (request.method !== "GET" || user.adminPage === path) return;
  setAdminPage(user.id, path);
}

/**
 * The loader of an admin page that is always there (no address of it answers 404): the guard, what the page shows
 * (`data`), and the page remembered.
 */
export async function adminPageLoader<T>(request: Request, data: () => T) {
  const admin = await requireAdmin(request);
  const shown = data();
  rememberAdminPage(admin, request);
  return json(shown);
}

/** The loader of an admin page that shows a form and nothing loaded (Email, Notification To All). */
export const adminFormPageLoader = ({ request }: { request: Request }) => adminPageLoader(request, () => ({}));

/**
 * Where /admin sends this admin: the admin page chosen last, or Home. An action that means "go to
 * /admin" redirects here directly: with JavaScript, a second redirect would spend the flash message
 * on the page that is skipped (each loader is its own request and the root loader clears it).
 */
export function adminLandingPage(user: Pick<User, "adminPage">) {
  const last = safeRedirect(user.adminPage, "/admin/home");
  return last === "/admin" ? "/admin/home" : last;
}
