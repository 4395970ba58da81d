import { json, redirect } from "@remix-run/node";
import { getUserByEmail, setRole } from "~/models/user.server";
import { requireAdmin } from "./admin.server";
import { setFlash } from "./session.server";
import { readForm } from "./request.server";

/** Shared by Set Role and the add-admin view: the search (GET ?email=) and the change (POST). */
export async function roleLoader(request: Request) {
  await requireAdmin(request, { remember: true });
  const query = (new URL(request.url).searchParams.get("email") ?? "").trim();
  const user = query ? getUserByEmail(query) : null;
  return json({ query, found: user ? { id: user.id, email: user.email, role: user.role, name: user.name } : null });
}

export async function roleAction(request: Request, fixedRole?: string) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const role = (fixedRole ?? String(form.get("role") ?? "")).trim().slice(0, 40);
  if (!role) return json({ error: "Please type a role." }, { status: 400 });
  const result = setRole(String(form.get("userId") ?? ""), role, admin.id);
  if (!result.ok) return json({ error: result.message }, { status: result.message === "User Not Found" ? 404 : 409 });
  // A full reload (post/redirect/get): the page, and the acting admin's own menu, show the new role.
  const url = new URL(request.url);
  url.searchParams.set("email", result.user.email);
  return redirect(url.pathname + url.search, { headers: { "Set-Cookie": await setFlash({ message: `Role Successfully set to ${role}` }) } });
}
