import type { Lang } from "~/utils/i18n";
import { accountEmail, AccountLinkMessage, type AccountLinkProps } from "./account-link";

export function ResetPassword({ url, siteName, i18n }: AccountLinkProps) {
  return (
    <AccountLinkMessage
      siteName={siteName}
      i18n={i18n}
      lines={[i18n.t("We received a request to reset the password of your account.")]}
      link={{ url, label: i18n.t({ id: "Choose a new password (button)", message: "Choose a new password" }) }}
      after={[
        i18n.t(
          "The link works once and for one hour. If you did not ask for it, you can ignore this message: your password stays as it is.",
        ),
      ]}
    />
  );
}

/** In the language of the page it was asked from (`lang`); the link leads to that language's page. */
export function resetPasswordEmail(recipient: string, url: string, siteName: string, lang: Lang = "en") {
  return accountEmail(recipient, lang, (i18n) => ({
    subject: i18n.t("Choose a new password for {siteName}", { siteName }),
    body: <ResetPassword url={url} siteName={siteName} i18n={i18n} />,
  }));
}
