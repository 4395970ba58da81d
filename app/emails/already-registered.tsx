import { Link } from "@react-email/components";
import type { Lang } from "~/utils/i18n";
import { accountEmail, AccountLinkMessage, type AccountLinkProps } from "./account-link";
import { localeUrl } from "./i18n.server";

/** Two links: the log-in page (the button) and the page to choose a new password. */
type Props = Omit<AccountLinkProps, "url"> & { loginUrl: string; resetUrl: string };

/** Sent instead of a second account, so the sign-up page never reveals who has an account. */
export function AlreadyRegistered({ loginUrl, resetUrl, siteName, i18n }: Props) {
  const reset = localeUrl(i18n.lang, resetUrl);
  return (
    <AccountLinkMessage
      siteName={siteName}
      i18n={i18n}
      lines={[
        i18n.t("Someone, probably you, tried to create an account with this e-mail address. You already have one."),
      ]}
      link={{ url: loginUrl, label: i18n.t("Log in") }}
      after={[
        <>
          {i18n.t("Forgot your password? Choose a new one here: ")}
          <Link href={reset} style={{ color: "#0B4F58", textDecoration: "underline" }}>
            {reset}
          </Link>
        </>,
        i18n.t("If it was not you, you can ignore this message."),
      ]}
    />
  );
}

/** In the language of the sign-up page (`lang`); its links lead to that language's pages. */
export function alreadyRegisteredEmail(
  recipient: string,
  loginUrl: string,
  resetUrl: string,
  siteName: string,
  lang: Lang = "en",
) {
  return accountEmail(recipient, lang, (i18n) => ({
    subject: i18n.t("Your {siteName} account", { siteName }),
    body: <AlreadyRegistered loginUrl={loginUrl} resetUrl={resetUrl} siteName={siteName} i18n={i18n} />,
  }));
}
