import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DeadLinkCard, NoticeCard } from "~/components/notice-card";
import { PasswordField } from "~/components/ui/password-field";
import { FormAlert } from "~/components/ui/form-alert";
import { verifyEmailSchema } from "~/schemas/auth";
import { confirmEmail, verificationOf } from "~/services/account.server";
import { submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { useIsPending } from "~/utils/hooks";
import { loginPath, metaT, useT, type Translator } from "~/utils/i18n";
import { PasswordBusyError } from "~/utils/password.server";
import { clientAddress } from "~/utils/request.server";
import { useCheckedForm } from "~/utils/checked-form";

// The token in the address is a key: the page is never cached or indexed, and its address goes to no other site as a
// Referer ("same-origin", as the manage page: with none at all, a form posted without JavaScript carries `Origin: null`).
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = () => PRIVATE;

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [
    { title: i18n.t("Confirm your e-mail") },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
};

/**
 * The link from the verification e-mail. Opening it (a GET: the guest, or a mail scanner) changes nothing: the page
 * asks for the account's password, and says how many earlier bookings made with the address will join the account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = verificationOf(token);
  const i18n = requestMessages(request, "account", "errors");
  if (!link.ok)
    return json({ i18n, token, reason: link.reason, email: "", earlierBookings: 0 }, { status: 410, headers: PRIVATE });
  return json(
    { i18n, token, reason: null, email: link.email, earlierBookings: link.earlierBookings },
    { headers: PRIVATE },
  );
}

/** The link and the password together: the address is confirmed and the earlier bookings join, in one transaction. It does not log anybody in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const hideFields = ["password"];
  // Counted as a log in: each try costs a password hash, and tells whether a password is the account's.
  const form = await submitForm({ request, context }, verifyEmailSchema, { limit: "login", hideFields });
  if (!form.ok) return form.response;
  const { submission } = form;
  const i18n = requestTranslator(request);
  let result: Awaited<ReturnType<typeof confirmEmail>>;
  try {
    result = await confirmEmail(submission.value.token, submission.value.password, clientAddress(context));
  } catch (error) {
    if (!(error instanceof PasswordBusyError)) throw error;
    return form.refuse({ formErrors: [error.message] }, 503, { ...PRIVATE, "Retry-After": "5" });
  }
  if (!result.ok && result.reason === "password") {
    return form.refuse(
      { fieldErrors: { password: [i18n.t("This is not your password. Please try again.")] } },
      400,
      PRIVATE,
    );
  }
  if (!result.ok) return form.refuse({ formErrors: [linkProblem(result.reason, i18n)] }, 410, PRIVATE);
  const login = loginPath(langOf(request));
  return redirectWithFlash(login, {
    message: `${i18n.t("Your e-mail address is confirmed. You can log in now.")}${joinedText(result.joinedBookings, i18n)}`,
  });
}

/** The bookings made earlier with the address, now in the account (nothing when there were none). */
function joinedText(joined: number, i18n: Translator) {
  if (joined === 0) return "";
  return ` ${i18n.t("{count, plural, one {# earlier booking made with this address is now in your account.} other {# earlier bookings made with this address are now in your account.}}", { count: joined })}`;
}

function linkProblem(reason: string, i18n: Translator) {
  return reason === "used"
    ? i18n.t("This confirmation link was already used. If your address is confirmed, just log in.")
    : reason === "expired"
      ? i18n.t("This confirmation link has expired. Log in and we will offer to send you a new one.")
      : i18n.t("This confirmation link is not valid. Log in and we will offer to send you a new one.");
}

export default function VerifyEmail() {
  const { token, reason, email, earlierBookings } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const busy = useIsPending();
  const [form, fields] = useCheckedForm(verifyEmailSchema, {
    id: "verify-email-form",
    lastResult,
    shouldValidate: "onSubmit",
  });

  if (reason) return <DeadLinkCard message={linkProblem(reason, i18n)} />;
  return (
    <NoticeCard title={i18n.t("Confirm your e-mail")} actions={false}>
      <p className="break-words">{i18n.t("To confirm {email}, enter your account's password.", { email })}</p>
      {earlierBookings > 0 ? (
        <p className="font-semibold text-ink">
          {i18n.t(
            "Once you confirm, {count, plural, one {# earlier booking made with this address will be added to your account.} other {# earlier bookings made with this address will be added to your account.}}",
            { count: earlierBookings },
          )}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 text-left">
        <input type="hidden" name="token" value={token} />
        <FormAlert form={form} />
        <PasswordField field={fields.password} label={i18n.t("Password")} clearOn={lastResult} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? i18n.t("Confirming…") : i18n.t("Confirm my address")}
        </button>
      </Form>
      <p className="text-sm">
        {i18n.t(
          "You did not make this account? Then leave this page: without its password, nothing is confirmed and no booking is added.",
        )}
      </p>
    </NoticeCard>
  );
}
