import { FormAlert } from "~/components/ui/form-alert";
import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DeadLinkCard, NoticeCard } from "~/components/notice-card";
import { PasswordField } from "~/components/ui/password-field";
import { peekToken, resetPasswordWithToken } from "~/models/auth-token.server";
import { newPasswordSchema } from "~/schemas/auth";
import { endSessions } from "~/models/session.server";
import { createUserSession } from "~/services/auth.server";
import { hashPassword, PasswordBusyError } from "~/utils/password.server";
import { redirectWithFlash } from "~/services/session.server";
import { submitForm } from "~/services/form.server";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { localePath, metaT, useT, type Translator } from "~/utils/i18n";
import { clientAddress } from "~/utils/request.server";
import { useCheckedForm } from "~/utils/checked-form";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Choose a new password") }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = peekToken(token, "reset");
  return json(
    { i18n: requestMessages(request, "account", "errors"), token, problem: check.ok ? null : check.reason },
    { status: check.ok ? 200 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const hideFields = ["password", "confirm"];
  const form = await submitForm({ request, context }, newPasswordSchema, { limit: "newPassword", hideFields });
  if (!form.ok) return form.response;
  const { submission } = form;
  const i18n = requestTranslator(request);
  // The link is checked before the password is hashed: a made-up token costs no hash (128 MiB of scrypt).
  const link = peekToken(submission.value.token, "reset");
  if (!link.ok) return form.refuse({ formErrors: [expiredMessage(link.reason, i18n)] }, 410);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(submission.value.password, clientAddress(context));
  } catch (error) {
    if (!(error instanceof PasswordBusyError)) throw error;
    return form.refuse({ formErrors: [error.message] }, 503, { "Retry-After": "5" });
  }
  // Used in the same transaction that saves the password: a second post with the same link fails here.
  const result = resetPasswordWithToken(submission.value.token, passwordHash);
  if (!result.ok) return form.refuse({ formErrors: [expiredMessage(result.reason, i18n)] }, 410);
  // The reset ends every session the account had.
  endSessions(result.userId);
  return redirectWithFlash(
    localePath(langOf(request), "/userprofile"),
    { message: i18n.t("Your new password is saved. Every other session of your account has been signed out.") },
    { headers: { "Set-Cookie": await createUserSession(result.userId) } },
  );
}

function expiredMessage(reason: string, i18n: Translator) {
  return reason === "used"
    ? i18n.t("This link was already used. Ask for a new one from the log in page (Forgot password).")
    : i18n.t("This link has expired or is not valid. Ask for a new one from the log in page (Forgot password).");
}

export default function ResetPassword() {
  const { token, problem } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const [form, fields] = useCheckedForm(newPasswordSchema, {
    id: "reset-password-form",
    lastResult,
  });
  if (problem) return <DeadLinkCard message={expiredMessage(problem, i18n)} />;
  return (
    <NoticeCard title={i18n.t("Choose a new password")} actions={false}>
      <Form method="post" {...getFormProps(form)} className="text-left">
        <input type="hidden" name="token" value={token} />
        <FormAlert form={form} />
        <PasswordField field={fields.password} label={i18n.t("New password")} autoComplete="new-password" rule />
        <PasswordField field={fields.confirm} label={i18n.t("New password again")} autoComplete="new-password" />
        <button type="submit" className="btn-primary w-full">
          {i18n.t("Save my new password")}
        </button>
      </Form>
    </NoticeCard>
  );
}
