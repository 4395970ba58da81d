import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { StepHeading } from "~/components/step-heading";
import { PasswordField } from "~/components/ui/password-field";
import { AlertMessage, FormAlert } from "~/components/ui/form-alert";
import { countAdmins } from "~/models/user.server";
import { deleteAccountSchema } from "~/schemas/guest-data";
import { destroySession, requireUser } from "~/services/auth.server";
import { submitForm } from "~/services/form.server";
import { eraseOwnAccount, guestDataSummary } from "~/services/guest-data.server";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { redirectWithFlash } from "~/services/session.server";
import { LAST_ADMIN_MESSAGE } from "~/utils/admin-messages";
import { useIsPending } from "~/utils/hooks";
import { localePath, metaT, useT, type Translator } from "~/utils/i18n";
import { clientAddress } from "~/utils/request.server";
import { PasswordBusyError, verifyPassword } from "~/utils/password.server";
import { formatDate } from "~/utils/time";
import { useCheckedForm } from "~/utils/checked-form";

// Deleting one's own account (the right to erasure): a page of its own that says what will happen, then a form
// post with the password again. It works without JavaScript; the password is what a forged request cannot send.

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Delete your account") }, { name: "robots", content: "noindex" }];
};

// Personal data: never kept by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const PROFILE = "/userprofile?view=profile";
const DATA_FILE = "/userprofile/data.json";

function blockedText(i18n: Translator) {
  return i18n.t(
    "These bookings are confirmed and can no longer be cancelled online, so your account cannot be deleted yet. Please contact us about them, or delete your account after their departure.",
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const i18n = requestTranslator(request);
  const summary = await guestDataSummary(user.email);
  const ahead = summary.ahead.map((b) => ({ ...b, date: formatDate(b.date, i18n) }));
  return json({
    i18n: requestMessages(request, "account", "errors"),
    email: user.email,
    lastAdmin: user.role === "admin" && countAdmins() <= 1,
    cancelled: ahead.filter((b) => b.guestMayCancel),
    blocked: ahead.filter((b) => !b.guestMayCancel),
    bookings: summary.bookings,
    contactMessages: summary.contactMessages,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const hideFields = ["password"];
  // Counted as a log in: each try costs a password hash, and a guessed password would delete an account.
  const form = await submitForm({ request, context }, deleteAccountSchema, { limit: "login", hideFields });
  if (!form.ok) return form.response;
  const { submission } = form;
  const i18n = requestTranslator(request);
  let ok: boolean;
  try {
    ok = await verifyPassword(submission.value.password, user.passwordHash, clientAddress(context));
  } catch (error) {
    if (!(error instanceof PasswordBusyError)) throw error;
    return form.refuse({ formErrors: [error.message] }, 503, { "Retry-After": "5" });
  }
  if (!ok) return form.refuse({ fieldErrors: { password: [i18n.t("This is not your password. Please try again.")] } });

  const result = await eraseOwnAccount(user);
  if (result.outcome === "last-admin") return form.refuse({ formErrors: [LAST_ADMIN_MESSAGE] }, 409);
  if (result.outcome === "cannot-cancel") return form.refuse({ formErrors: [blockedText(i18n)] }, 409);
  const cancelled = result.cancelled.length;
  const message = [
    i18n.t("Your account has been deleted, with what we held about you."),
    cancelled
      ? i18n.t(
          "{count, plural, one {# upcoming booking was cancelled: a confirmation is on its way to {email}.} other {# upcoming bookings were cancelled: a confirmation of each is on its way to {email}.}}",
          { count: cancelled, email: result.cancelled[0].email },
        )
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  // Every session of the account ended with it; this browser's cookie goes too.
  return redirectWithFlash(
    localePath(langOf(request), "/"),
    { message },
    { headers: { "Set-Cookie": await destroySession(request) } },
  );
}

export default function DeleteAccount() {
  const { email, lastAdmin, cancelled, blocked, bookings, contactMessages } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const { href } = i18n;
  const deleting = useIsPending({ state: "submitting" });
  const [form, fields] = useCheckedForm(deleteAccountSchema, {
    id: "delete-account-form",
    lastResult,
  });
  const past = bookings - cancelled.length - blocked.length;

  return (
    <div className="container-page py-8 lg:py-12">
      <div className="card mx-auto max-w-2xl p-6 sm:p-8">
        <StepHeading eyebrow={i18n.t("Your account")}>{i18n.t("Delete your account")}</StepHeading>
        <p className="mt-4">
          {`${i18n.t("Signed in as")} `}
          <span className="break-all font-semibold">{email}</span>
        </p>
        <h2 className="mt-6 text-lg font-semibold">{i18n.t("What happens")}</h2>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            {i18n.t(
              "Your profile, picture, notifications and sign-in sessions are deleted, and you are signed out everywhere.",
            )}
          </li>
          {cancelled.length ? (
            <li>
              {i18n.t(
                "{count, plural, one {Your upcoming booking is cancelled} other {Your # upcoming bookings are cancelled}}, and you receive a confirmation by e-mail:",
                {
                  count: cancelled.length,
                },
              )}
              <ul className="mt-1 list-none space-y-1">
                {cancelled.map((b) => (
                  <li key={b.reference} className="text-sm">
                    <span className="font-mono">{b.reference}</span> · {b.packageTitle} · {b.date}
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {past > 0 ? (
            <li>
              {i18n.t(
                "{count, plural, one {Your other booking stays on our books} other {Your # other bookings stay on our books}} (reference, dates, amounts and status, which we must keep), without your name, e-mail, phone or message.",
                { count: past },
              )}
            </li>
          ) : null}
          {contactMessages > 0 ? (
            <li>
              {i18n.t(
                "{count, plural, one {The message you sent us loses} other {The # messages you sent us lose}} your name, e-mail, phone and text.",
                {
                  count: contactMessages,
                },
              )}
            </li>
          ) : null}
          <li>
            <strong>{i18n.t("This cannot be undone.")}</strong>{" "}
            {i18n.t("If you want a copy of your data, download it first:")}{" "}
            <a href={DATA_FILE} download className="link">
              {i18n.t("Download your data")}
            </a>
          </li>
        </ul>

        {lastAdmin ? (
          <AlertMessage className="mt-6">{i18n.t(LAST_ADMIN_MESSAGE)}</AlertMessage>
        ) : blocked.length ? (
          <div className="mt-6">
            <AlertMessage>{blockedText(i18n)}</AlertMessage>
            <ul className="mt-3 space-y-1 text-sm">
              {blocked.map((b) => (
                <li key={b.reference}>
                  <Link to={href(`/user/booking/${encodeURIComponent(b.reference)}`)} className="link font-mono">
                    {b.reference}
                  </Link>{" "}
                  · {b.packageTitle} · {b.date} · {i18n.t(b.status)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-6 rounded-xl bg-sand-light p-4 sm:p-5">
            <FormAlert form={form} />
            <PasswordField
              field={fields.password}
              label={i18n.t("Your password")}
              hint={i18n.t("To be sure it is you, type your password again.")}
            />
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={href(PROFILE)} className="btn-secondary">
                {i18n.t("No, keep my account")}
              </Link>
              <button type="submit" className="btn-accent" disabled={deleting}>
                {deleting ? i18n.t("Deleting…") : i18n.t("Delete my account")}
              </button>
            </div>
          </Form>
        )}
        {lastAdmin || blocked.length ? (
          <div className="mt-6">
            <Link to={href(PROFILE)} className="btn-secondary">
              {i18n.t("Go back to your profile")}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
