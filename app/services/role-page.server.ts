import { json, type ActionFunctionArgs } from "@remix-run/node";
import { setRoleSchema } from "~/schemas/admin";
import { getUserByEmail, setRole } from "~/models/user.server";
import { isAdmin, rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { redirectWithFlash } from "~/services/session.server";
import { submitForm } from "~/services/form.server";

/** Shared by Set Role and the add-admin view: the search (GET ?email=) and the change (POST). */
export async function roleLoader(request: Request) {
  const admin = await requireAdmin(request);
  const query = (new URL(request.url).searchParams.get("email") ?? "").trim();
  const user = query ? getUserByEmail(query) : null;
  rememberAdminPage(admin, request);
  return json({ query, found: user ? { id: user.id, email: user.email, role: user.role, name: user.name } : null });
}

export async function roleAction({ request, context }: ActionFunctionArgs, fixedRole?: string) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, setRoleSchema);
  if (!form.ok) return form.response;
  // The add-admin view's role is its own, whatever its form says.
  const role = fixedRole ?? form.value.role;
  const result = setRole(form.value.userId, role, admin);
  if (!result.ok) return form.refuse({ formErrors: [result.message] }, result.message === "User Not Found" ? 404 : 409);
  // A full reload (post/redirect/get): the page, and the acting admin's own menu, show the new role.
  const url = new URL(request.url);
  url.searchParams.set("email", result.user.email);
  // The role is free text (as the product defines it), and only "admin" opens the back office: say so when another was set,
  // "Admin" above all, which looks like it should.
  const message = isAdmin(result.user)
    ? `Role Successfully set to ${role}`
    : `Role Successfully set to ${role}. This role gives no admin access: only "admin" does.`;
  return redirectWithFlash(url.pathname + url.search, { message });
}
