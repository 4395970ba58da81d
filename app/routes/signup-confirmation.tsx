import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { NoticeCard } from "~/components/notice-card";
import { InputField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { resendSchema } from "~/schemas/auth";
import { resendVerification } from "~/services/account.server";
import { redirectWithFlash } from "~/services/session.server";
import { submitForm } from "~/services/form.server";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { localePath, metaT, useT } from "~/utils/i18n";
import { useCheckedForm } from "~/utils/checked-form";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Check your e-mail") }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({
    i18n: requestMessages(request, "account", "errors"),
    email: url.searchParams.get("email") ?? "",
    unverified: url.searchParams.get("unverified") === "1",
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await submitForm({ request, context }, resendSchema, { limit: "signup" });
  if (!form.ok) return form.response;
  resendVerification(form.value.email, langOf(request));
  const i18n = requestTranslator(request);
  return redirectWithFlash(
    localePath(langOf(request), `/signup-confirmation?email=${encodeURIComponent(form.value.email)}`),
    {
      message: i18n.t("If this address has an account waiting for confirmation, a new link is on its way."),
    },
  );
}

export default function SignupConfirmation() {
  const { email, unverified } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const [form, fields] = useCheckedForm(resendSchema, {
    id: "resend-form",
    lastResult,
    defaultValue: { email },
  });
  return (
    <NoticeCard title={unverified ? i18n.t("Please confirm your e-mail address") : i18n.t("Check your e-mail")}>
      <p>
        {unverified
          ? i18n.t("Your account is waiting for its confirmation. Open the link we sent you by e-mail, then log in.")
          : i18n.t(
              "We sent a confirmation link to your e-mail address. Open it to finish creating your account, then log in.",
            )}
      </p>
      <p className="text-sm">
        {i18n.t("Nothing arrived after a few minutes? Look in your spam folder, or ask for a new link:")}
      </p>
      <Form method="post" {...getFormProps(form)} className="mx-auto max-w-sm text-left">
        <FormAlert form={form} />
        <InputField
          field={fields.email}
          type="email"
          label={i18n.t({ id: "Email (account)", message: "Email" })}
          autoComplete="email"
        />
        <button type="submit" className="btn-secondary w-full">
          {i18n.t("Send the link again")}
        </button>
      </Form>
    </NoticeCard>
  );
}
