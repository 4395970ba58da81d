import { json, type AppLoadContext } from "@remix-run/node";
import { adminMessageEmail } from "~/emails/admin-message";
import { adminEmailSchema, MAX_ATTACHMENTS } from "~/schemas/admin";
import { submitForm } from "~/services/form.server";
import type { Actor } from "~/models/audit.server";
import { sendAdminEmail } from "~/services/email.server";
import { getEnv } from "~/utils/env.server";
import { redirectWithFlash } from "~/services/session.server";
import { ATTACHMENT_MAX_BYTES, StorageError, storeAttachment } from "~/utils/storage.server";

export const OUTBOX_RETRY_NOTE =
  "The e-mail is kept in the Outbox and will be sent automatically when the mail server answers again.";

/**
 * The admin e-mail form, for the Email page and the e-mail-the-client form of a booking: validates,
 * keeps the attachments, sends through the outbox, and answers with a flash or the errors in the form.
 */
export async function handleAdminEmail(
  request: Request,
  context: AppLoadContext,
  { backTo, related, actor }: { backTo: string; related?: string; actor: Actor },
) {
  const form = await submitForm({ request, context }, adminEmailSchema, {
    limit: "email",
    uploads: { maxFileBytes: ATTACHMENT_MAX_BYTES, maxFiles: MAX_ATTACHMENTS, field: "attachments" },
    answer: (result, status) => json({ form: "email" as const, result }, { status }),
  });
  if (!form.ok) return form.response;
  const attachments = [];
  try {
    for (const file of form.value.attachments)
      attachments.push(await storeAttachment(Buffer.from(await file.arrayBuffer()), file.name));
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return form.refuse({ fieldErrors: { attachments: [error.message] } });
  }
  const { email, name, subject, message } = form.value;
  const sent = await sendAdminEmail(
    {
      ...adminMessageEmail({ email, name: name ?? "", subject, message }, getEnv().SITE_NAME),
      attachments,
      related,
    },
    actor,
  );
  if (!sent.ok) {
    // The message is in the outbox and will go out by itself: the form is not offered again, so a second
    // click cannot send the recipient a second copy.
    const error = sent.error || "Failed to send email.";
    const message = `${/[.!?]$/.test(error) ? error : `${error}.`} ${OUTBOX_RETRY_NOTE}`;
    return redirectWithFlash(backTo, { message, kind: "error" });
  }
  return redirectWithFlash(backTo, { message: "Email sent successfully!" });
}
