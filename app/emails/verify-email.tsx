import type { Lang, Translator } from "~/utils/i18n";
import { AccountLinkMessage } from "./account-link";
import { emailI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

export function VerifyEmail({
  url,
  siteName,
  i18n = emailI18n(),
}: {
  url: string;
  siteName: string;
  i18n?: Translator;
}) {
  const { lang } = i18n;
  return (
    <AccountLinkMessage
      siteName={siteName}
      i18n={i18n}
      lines={[
        i18n.t("Welcome to {siteName}!", { siteName }),
        i18n.t("Please confirm your e-mail address to finish creating your account."),
      ]}
      link={{ url: localeUrl(lang, url), label: i18n.t("Confirm my e-mail address") }}
      after={[
        i18n.t("The link works once and for 48 hours. If you did not create an account, you can ignore this message."),
      ]}
    />
  );
}

/** In the language of the sign-up page (`lang`); the link leads to that language's page. */
export function verifyEmail(recipient: string, url: string, siteName: string, lang: Lang = "en") {
  const i18n = emailI18n(lang);
  return {
    recipient,
    subject: i18n.t("Confirm your e-mail address for {siteName}", { siteName }),
    ...renderEmail(<VerifyEmail url={url} siteName={siteName} i18n={i18n} />),
  };
}
