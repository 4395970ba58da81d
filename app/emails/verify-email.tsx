import type { Lang } from "~/utils/i18n";
import { accountEmail, AccountLinkMessage, type AccountLinkProps } from "./account-link";

export function VerifyEmail({ url, siteName, i18n }: AccountLinkProps) {
  return (
    <AccountLinkMessage
      siteName={siteName}
      i18n={i18n}
      lines={[
        i18n.t("Welcome to {siteName}!", { siteName }),
        i18n.t("Please confirm your e-mail address to finish creating your account."),
      ]}
      link={{ url, label: i18n.t("Confirm my e-mail address") }}
      after={[
        i18n.t("The link works once and for 48 hours. If you did not create an account, you can ignore this message."),
      ]}
    />
  );
}

/** In the language of the sign-up page (`lang`); the link leads to that language's page. */
export function verifyEmail(recipient: string, url: string, siteName: string, lang: Lang = "en") {
  return accountEmail(recipient, lang, (i18n) => ({
    subject: i18n.t("Confirm your e-mail address for {siteName}", { siteName }),
    body: <VerifyEmail url={url} siteName={siteName} i18n={i18n} />,
  }));
}
