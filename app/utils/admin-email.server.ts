import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { adminMessageEmail } from "~/emails/admin";
import { adminEmailSchema } from "~/schemas/admin";
import { parseWithZod } from "@conform-to/zod/v4";
import { sendEmail } from "./email.server";
import { getEnv } from "./env.server";
import { hit, tooManyMessage } from "./rate-limit.server";
import { clientAddress } from "./request.server";
import { setFlash } from "./session.server";
import { ATTACHMENT_MAX_BYTES, StorageError, storeAttachment } from "./storage.server";
import { parseMultipart, UploadError } from "./upload.server";

const MAX_ATTACHMENTS = 5;
export const OUTBOX_RETRY_NOTE = "The e-mail is kept in the Outbox and will be sent automatically when the mail server answers again.";

/**
 * The admin e-mail form, for the Email page and the e-mail-the-client form of a booking: validates,
 * keeps the attachments, sends through the outbox, and answers with a flash or the errors in the form.
 */
export async function handleAdminEmail(request: Request, context: AppLoadContext, { backTo, related }: { backTo: string; related?: string }) {
  let parsed;
  try {
    parsed = await parseMultipart(request, { maxFileBytes: ATTACHMENT_MAX_BYTES, maxFiles: MAX_ATTACHMENTS });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return json({ form: "email" as const, result: parseWithZod(new FormData(), { schema: adminEmailSchema }).reply({ formErrors: [error.message] }) }, { status: error.status });
  }
  const { formData, errors: uploadErrors } = parsed;
  if (uploadErrors.length) {
    const submission = parseWithZod(formData, { schema: adminEmailSchema });
    return json({ form: "email" as const, result: submission.reply({ fieldErrors: { attachments: uploadErrors } }) }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: adminEmailSchema });
  if (submission.status !== "success") return json({ form: "email" as const, result: submission.reply() }, { status: 400 });
  if (!hit("email", clientAddress(context))) return json({ form: "email" as const, result: submission.reply({ formErrors: [tooManyMessage] }) }, { status: 429 });

  const files = formData.getAll("attachments").filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0);
  if (files.length > MAX_ATTACHMENTS) {
    return json({ form: "email" as const, result: submission.reply({ fieldErrors: { attachments: [`Up to ${MAX_ATTACHMENTS} attachments, please.`] } }) }, { status: 400 });
  }
  const attachments = [];
  try {
    for (const file of files) attachments.push(await storeAttachment(Buffer.from(await file.arrayBuffer()), file.name));
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return json({ form: "email" as const, result: submission.reply({ fieldErrors: { attachments: [error.message] } }) }, { status: 400 });
  }
  const { email, name, subject, message } = submission.value;
  const sent = await sendEmail({ ...adminMessageEmail({ email, name: name ?? "", subject, message }, getEnv().SITE_NAME), attachments, related });
  if (!sent.ok) {
    // The message is in the outbox and will go out by itself: the form is not offered again, so a second
    // click cannot send the recipient a second copy.
    const error = sent.error || "Failed to send email.";
    const message = `${/[.!?]$/.test(error) ? error : `${error}.`} ${OUTBOX_RETRY_NOTE}`;
    return redirect(backTo, { headers: { "Set-Cookie": await setFlash({ message, kind: "error" }) } });
  }
  return redirect(backTo, { headers: { "Set-Cookie": await setFlash({ message: "Email sent successfully!" }) } });
}
