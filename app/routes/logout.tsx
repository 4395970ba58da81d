import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { destroySession } from "~/utils/auth.server";

export async function loader() {
  return redirect("/");
}

/** Sign out: the session row is deleted, so the cookie is worthless at once. */
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}
