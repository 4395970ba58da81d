import { FormAlert } from "~/components/ui/form-alert";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { HeadersFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { HumanCheck } from "~/components/human-check";
import { fixedPageMeta } from "~/components/page-meta";
import { EmailAndPhoneFields } from "~/components/phone-field";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { InputField, SendingCover, TextareaField } from "~/components/ui/field";

import { useDeferredRules } from "~/utils/deferred-rules";
import { useIsPending } from "~/utils/hooks";
import { TOKEN_FIELD } from "~/utils/human-check";
import { useT } from "~/utils/i18n";
import { loader, action } from "./contact.server";

export { loader, action };

export const meta = fixedPageMeta("/contact", (i18n) => ({
  title: i18n.t("Contact us | Mauritius day packages"),
  description: i18n.t(
    "Questions about a day out in Mauritius? Write to our local team and we will answer as soon as possible.",
  ),
}));

// The form carries a one-time key, so this page must never be shared by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** One of the ways to reach the team, beside the form. */
function ContactWay({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold uppercase tracking-wide text-lagoon-dark">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

export default function Contact() {
  const { constraint, servedAt, formKey, env } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const i18n = useT();
  const { href } = i18n;
  const sending = useIsPending({ formAction: href("/contact"), state: "submitting" });
  const rules = useDeferredRules(() => import("~/schemas/browser/contact"));
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => rules.validate(formData, ({ checkContact }) => checkContact(formData)),
  });

  return (
    <div className="container-page py-12">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section>
          <h1 className="text-3xl font-semibold tracking-wide">{i18n.t("GET IN TOUCH WITH US")}</h1>
          <p className="mt-4 max-w-prose text-ink-soft">
            {i18n.t(
              "Planning a day out, travelling with little ones, or wondering which trip suits the weather this week? Write to us: a member of our team in Mauritius reads every message.",
            )}
          </p>
          <dl className="mt-8 space-y-5">
            <ContactWay label={i18n.t("Location")}>{i18n.t("Mauritius")}</ContactWay>
            <ContactWay label={i18n.t("Phone")}>
              <a className="link" href={`tel:${env.contactPhone.replace(/\s+/g, "")}`}>
                {env.contactPhone}
              </a>
            </ContactWay>
            <ContactWay label={i18n.t("Email")}>
              <a className="link" href={`mailto:${env.contactEmail}`}>
                {env.contactEmail}
              </a>
            </ContactWay>
            {env.whatsappNumber ? (
              <ContactWay label={i18n.t("WhatsApp")}>
                <WhatsAppLink />
              </ContactWay>
            ) : null}
          </dl>
        </section>

        <section className="card p-5 sm:p-8" aria-label={i18n.t("Contact form")}>
          <SendingCover sending={sending} label={i18n.t("Sending")} minHeight="min-h-[24rem]" />
          <Form
            method="post"
            {...getFormProps(form)}
            {...rules.formProps(form.onSubmit)}
            hidden={sending}
            onKeyDown={(e) => {
              // The Enter key does not submit this form (only the button does).
              const target = e.target as HTMLElement;
              if (e.key === "Enter" && target.tagName === "INPUT") e.preventDefault();
            }}
          >
            <input type="hidden" name="formKey" value={formKey} />
            <FormAlert form={form} targets={{ [TOKEN_FIELD]: "contact-captcha-error" }} />
            <div className="grid gap-x-5 sm:grid-cols-2">
              <InputField field={fields.name} type="text" label={i18n.t("Name")} autoComplete="name" />
              <EmailAndPhoneFields
                fields={fields}
                phone={{
                  label: i18n.t("Phone (optional)"),
                  hint: i18n.t("With the country code and no spaces, for example +23057123456"),
                  className: "sm:col-span-2",
                }}
              />
              <TextareaField
                label={i18n.t("Message")}
                className="sm:col-span-2"
                errors={fields.message.errors}
                textareaProps={getTextareaProps(fields.message)}
              />
            </div>
            <HumanCheck env={env} servedAt={servedAt} form={form} errorId="contact-captcha-error" />
            <button type="submit" className="btn-primary mt-2 w-full sm:w-auto" disabled={sending}>
              {i18n.t("Send Message")}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
