// The signed-in guest's copy of everything the site holds about them (their right of access), as a JSON file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/services/auth.server";
import { exportResponse, guestDataExport } from "~/services/guest-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return exportResponse(await guestDataExport(user.email));
}
