import { Link } from "@react-email/components";
import type { Lang, Translator } from "~/utils/i18n";
import { AccountLinkMessage } from "./account-link";
import { emailI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

/** Sent instead of a second account, so the sign-up page never reveals who has an account. */
export function AlreadyRegistered({
  loginUrl,
  resetUrl,
  siteName,
  i18n = emailI18n(),
}: {
  loginUrl: string;
  resetUrl: string;
  siteName: string;
  i18n?: Translator;
}) {
  const { lang } = i18n;
  const reset = localeUrl(lang, resetUrl);
  return (
    <AccountLinkMessage
      siteName={siteName}
      i18n={i18n}
      lines={[
        i18n.t("Someone, probably you, tried to create an account with this e-mail address. You already have one."),
      ]}
      link={{ url: localeUrl(lang, loginUrl), label: i18n.t("Log in") }}
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
  const i18n = emailI18n(lang);
  return {
    recipient,
    subject: i18n.t("Your {siteName} account", { siteName }),
    ...renderEmail(<AlreadyRegistered loginUrl={loginUrl} resetUrl={resetUrl} siteName={siteName} i18n={i18n} />),
  };
}
