// The server half of app/routes/contact.tsx: its loader and action, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import { getZodConstraint } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from "@remix-run/node";
import { contactNoticeEmail } from "~/emails/contact-notice";
import { contactThankYouEmail } from "~/emails/contact-thank-you";
import { saveContactMessage } from "~/models/contact.server";
import { FORM_KEY_REUSED_MESSAGE, FormKeyReusedError } from "~/models/form-key.server";
import { contactSchema } from "~/schemas/contact";
import { sendRecorded } from "~/services/email.server";
import { submitForm } from "~/services/form.server";
import { signServedAt } from "~/services/human-check.server";
import { langOf, requestMessages } from "~/utils/i18n.server";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { localePath } from "~/utils/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  // The HTML constraints (required, min, max…) come with the data, so the page needs no code to work them out.
  return json({
    i18n: requestMessages(request, "contact"),
    constraint: getZodConstraint(contactSchema),
    servedAt: signServedAt("contact"),
    formKey: crypto.randomUUID(),
    env: getPublicEnv(),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await submitForm({ request, context }, contactSchema, { limit: "contact", humanCheck: "contact" });
  if (!form.ok) return form.response;
  const { submission } = form;
  const { formKey = null, ...sent } = submission.value;
  const { SITE_NAME: siteName, CONTACT_EMAIL: contactEmail } = getEnv();
  // The message and its two e-mails (the visitor's thank-you, the team's notice) are saved together.
  let emailIds: number[];
  try {
    ({ emailIds } = saveContactMessage(
      { ...sent, phone: sent.phone ?? "", humanChecked: form.humanChecked, formKey },
      {
        emails: (m) => {
          const fields = { name: m.name, email: m.email, phone: m.phone, message: m.message };
          return [
            contactThankYouEmail(fields, siteName, langOf(request), m.id),
            contactNoticeEmail(fields, siteName, contactEmail),
          ];
        },
      },
    ));
  } catch (error) {
    // The form's key was used for another message: nothing saved; the page comes back with all that was typed
    // (and, its loader run again, a fresh key).
    if (error instanceof FormKeyReusedError) return form.refuse({ formErrors: [FORM_KEY_REUSED_MESSAGE] }, 409);
    throw error;
  }
  let mailFailed = false;
  const [thankYou, notice] = emailIds;
  if (thankYou !== undefined) mailFailed = !(await sendRecorded(thankYou)).ok;
  // The visitor does not wait for the team's copy; if it fails, the outbox retries it.
  if (notice !== undefined) void sendRecorded(notice).catch((e) => console.error("[contact] notice e-mail:", e));
  return redirect(localePath(langOf(request), mailFailed ? "/contact/sent?mail=failed" : "/contact/sent"));
}
