import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logOutSchema } from "~/schemas/auth";
import { submitForm } from "~/services/form.server";
import { destroySession } from "~/services/auth.server";

export async function loader() {
  return redirect("/");
}

/** Sign out: the session row is deleted, so the cookie is worthless at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  // Read like any form (it has no fields): a body beyond the form limit is refused, not taken in.
  const form = await submitForm({ request, context }, logOutSchema);
  if (!form.ok) return form.response;
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}
