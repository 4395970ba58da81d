// Not under the _admin layout: a file download, not a page (as admin.bookings[.]csv.tsx). A POST, from the button on
// /admin/guest-data, because each download is a line in the updates log.
import type { ActionFunctionArgs } from "@remix-run/node";
import { guestEmailSchema } from "~/schemas/guest-data";
import { requireAdmin } from "~/services/admin.server";
import { submitForm } from "~/services/form.server";
import { exportGuestDataForAdmin, exportResponse } from "~/services/guest-data.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, guestEmailSchema);
  if (!form.ok) return form.response;
  return exportResponse(await exportGuestDataForAdmin(form.value.email, admin));
}
