import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMenu, beingBuilt } from "~/components/admin/admin-menu";
import { BeingBuilt } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/utils/admin.server";

/** The menu entries whose pages are not there yet show the 'Being Built' screen; anything else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, { remember: true });
  const section = params.section ?? "";
  if (!beingBuilt.has(section)) throw new Response("Not found", { status: 404 });
  const title = adminMenu.find((m) => m.to === `/admin/${section}`)?.label ?? "Add admin";
  return json({ title });
}

export default function BeingBuiltPage() {
  const { title } = useLoaderData<typeof loader>();
  return <BeingBuilt title={title} />;
}
