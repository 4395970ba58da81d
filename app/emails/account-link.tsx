import type { Lang, Translator } from "~/utils/i18n";
import type { ReactElement, ReactNode } from "react";
import { ButtonLink, EmailLayout } from "./components";
import { emailI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

/** What an account message with one link is given: the link (a token's page), the site, the language of the page. */
export type AccountLinkProps = { url: string; siteName: string; i18n: Translator };

/**
 * The account messages' shape: what happened, the one link to follow (a button, to the page in the message's
 * language), what else to know, the team.
 */
export function AccountLinkMessage(props: {
  siteName: string;
  lines: string[];
  link: { url: string; label: string };
  after: ReactNode[];
  i18n?: Translator;
}) {
  const i18n = props.i18n ?? emailI18n();
  return (
    <EmailLayout siteName={props.siteName} preview={props.lines[0]} i18n={i18n}>
      {props.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ButtonLink href={localeUrl(i18n.lang, props.link.url)} i18n={i18n}>
        {props.link.label}
      </ButtonLink>
      {props.after.map((line, i) => (
        // The lines are fixed per message: their place is their identity.
        <p key={i}>{line}</p>
      ))}
      <p>{i18n.t("The {siteName} team", { siteName: props.siteName })}</p>
    </EmailLayout>
  );
}

/** An account message to `recipient`, in `lang`: the language of the page that caused it. */
export function accountEmail(
  recipient: string,
  lang: Lang,
  message: (i18n: Translator) => { subject: string; body: ReactElement },
) {
  const { subject, body } = message(emailI18n(lang));
  return { recipient, subject, ...renderEmail(body) };
}
