import type { ReactNode } from "react";
import { ButtonLink, EmailLayout } from "./components";

/** The account messages' shape: what happened, the one link to follow (a button), what else to know, the team. */
export function AccountLinkMessage(props: { siteName: string; lines: string[]; link: { url: string; label: string }; after: ReactNode[] }) {
  return (
    <EmailLayout siteName={props.siteName} preview={props.lines[0]}>
      {props.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <ButtonLink href={props.link.url}>{props.link.label}</ButtonLink>
      {props.after.map((line, i) => (
        // The lines are fixed per message: their place is their identity.
        <p key={i}>{line}</p>
      ))}
      <p>{`The ${props.siteName} team`}</p>
    </EmailLayout>
  );
}
