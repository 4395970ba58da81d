import type { Translator } from "~/utils/i18n";
import type { ReactNode } from "react";
import { ButtonLink, EmailLayout } from "./components";
import { emailI18n } from "./i18n.server";

/** The account messages' shape: what happened, the one link to follow (a button), what else to know, the team. */
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
      <ButtonLink href={props.link.url} i18n={i18n}>
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
