import { TermsCheckbox } from "~/components/terms-checkbox";
import { useLocalisedChecks } from "~/utils/form-checks";
import { FormAlert } from "~/components/ui/form-alert";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import * as z from "zod/mini";
import { HumanCheck } from "~/components/human-check";
import { PasswordField } from "~/components/ui/password-field";
import { InputField } from "~/components/ui/field";
import { getPolicyUrl, TERMS_POLICY } from "~/models/policy.server";
import { loginSchema } from "~/schemas/auth";
import { humanCheckField } from "~/schemas/fields";
import { requestPasswordReset, signUp } from "~/services/account.server";
import { adminLandingPage, isAdmin } from "~/services/admin.server";
import { createUserSession, destroySession, getUser, logIn, LoginError } from "~/services/auth.server";
import { getPublicEnv } from "~/utils/env.server";
import { usePendingFormData } from "~/utils/hooks";
import { TOKEN_FIELD } from "~/utils/human-check";
import { signServedAt } from "~/services/human-check.server";
import { PasswordBusyError } from "~/utils/password.server";
import type { LimitName } from "~/utils/rate-limit.server";
import { submitForm } from "~/services/form.server";
import { safeRedirect } from "~/utils/safe-redirect.server";
import { langOf, requestMessages } from "~/utils/i18n.server";
import { localePath, metaT, useT, type Lang } from "~/utils/i18n";
import { clientAddress } from "~/utils/request.server";
import type { User } from "~/models/user.server";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [
    { title: i18n.t("Log in or sign up") },
    {
      name: "description",
      content: i18n.t("Log in to see and manage your Mauritius bookings, or create an account in a minute."),
    },
  ];
};

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Where a log in leads: the page asked for, when it is one of this site's; else the back office for staff, the profile for a client. */
function landingPage(user: User, redirectTo: string | null | undefined, lang: Lang) {
  return safeRedirect(redirectTo, isAdmin(user) ? adminLandingPage(user) : localePath(lang, "/userprofile"));
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (user) throw redirect(landingPage(user, redirectTo, langOf(request)));
  return json({
    i18n: requestMessages(request, "account", "errors"),
    servedAt: signServedAt("login"),
    termsUrl: getPolicyUrl(TERMS_POLICY),
    env: getPublicEnv(),
  });
}

const limitFor: Record<string, LimitName> = { login: "login", signup: "signup", forgot: "reset" };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await submitForm({ request, context }, loginSchema, {
    limit: ({ intent }) => limitFor[intent],
    humanCheck: "login",
    hideFields: ["password"],
  });
  if (!form.ok) return form.response;
  const { submission } = form;
  const { intent, email } = submission.value;
  const lang = langOf(request);

  if (intent === "forgot") {
    requestPasswordReset(email, lang);
    return redirect(localePath(lang, "/resetlink"));
  }
  const client = clientAddress(context);
  try {
    if (intent === "signup") {
      await signUp(email, submission.value.password, lang, client);
      return redirect(localePath(lang, `/signup-confirmation?email=${encodeURIComponent(email)}`));
    }
    // remix-auth reads the form itself: it gets the one read above.
    const user = await logIn(request.url, form.formData, client);
    // A new session id at every log in, and the session this browser had before (anyone's) ends (ASVS 5.0 7.2.4).
    await destroySession(request);
    return redirect(landingPage(user, submission.value.redirectTo, lang), {
      headers: { "Set-Cookie": await createUserSession(user.id) },
    });
  } catch (error) {
    if (error instanceof LoginError && error.code === "unverified") {
      return redirect(localePath(lang, `/signup-confirmation?email=${encodeURIComponent(error.email)}&unverified=1`));
    }
    if (error instanceof LoginError) return form.refuse({ formErrors: [error.message] });
    // Too many passwords being checked at once (password.server.ts): a clear "try again", the e-mail kept.
    if (error instanceof PasswordBusyError) {
      return form.refuse({ formErrors: [error.message] }, 503, { "Retry-After": "5" });
    }
    throw error;
  }
}

/** One of the form's three buttons: all wait while one is being sent, which says so (`busyWords`). */
function IntentButton(props: { intent: string; className: string; busyWords?: string; children: string }) {
  const busyIntent = usePendingFormData({ state: "submitting" })?.get("intent") ?? null;
  return (
    <button type="submit" name="intent" value={props.intent} className={props.className} disabled={Boolean(busyIntent)}>
      {busyIntent === props.intent && props.busyWords ? props.busyWords : props.children}
    </button>
  );
}

export default function Login() {
  const { servedAt, termsUrl, env } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const { href } = i18n;
  const [searchParams] = useSearchParams();
  const localised = useLocalisedChecks();
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const withCaptcha = z.intersection(loginSchema, z.object({ [TOKEN_FIELD]: humanCheckField }));
      return localised(parseWithZod(formData, { schema: withCaptcha }));
    },
  });

  return (
    <div className="container-page py-12">
      <div className="card mx-auto max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-semibold">{i18n.t("Log in or sign up")}</h1>
        <p className="mt-2 text-sm text-ink-soft">
          {i18n.t("Your account lists your bookings, lets you cancel a pending one and keeps you posted.")}
        </p>
        <Form method="post" {...getFormProps(form)} className="mt-6">
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <FormAlert form={form} targets={{ [TOKEN_FIELD]: "login-captcha-error" }} />
          <InputField
            field={fields.email}
            type="email"
            label={i18n.t({ id: "Email (account)", message: "Email" })}
            autoComplete="email"
          />
          <PasswordField
            field={fields.password}
            label={i18n.t("Password")}
            rule
            clearOn={lastResult}
            required={false}
          />
          <TermsCheckbox field={fields.terms} termsUrl={termsUrl} />
          <HumanCheck env={env} servedAt={servedAt} form={form} errorId="login-captcha-error" />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="login" className="btn-primary flex-1" busyWords={i18n.t("Logging in…")}>
              {i18n.t("Log in")}
            </IntentButton>
            <IntentButton intent="signup" className="btn-secondary flex-1" busyWords={i18n.t("Signing up…")}>
              {i18n.t("Sign up")}
            </IntentButton>
          </div>
          <IntentButton intent="forgot" className="link mt-4 block text-sm">
            {i18n.t("Forgot password")}
          </IntentButton>
          <p className="mt-3 text-xs text-ink-soft">
            {i18n.t("For a new password, fill in your e-mail address and the human check, then press Forgot password.")}
          </p>
        </Form>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to={href("/")} className="link">
          {i18n.t("Home")}
        </Link>
      </p>
    </div>
  );
}
