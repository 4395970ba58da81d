import { AccountLinkMessage } from "./account-link";
import { renderEmail } from "./render.server";

export function ResetPassword({ url, siteName }: { url: string; siteName: string }) {
  return (
    <AccountLinkMessage
      siteName={siteName}
      lines={["We received a request to reset the password of your account."]}
      link={{ url, label: "Choose a new password" }}
      after={["The link works once and for one hour. If you did not ask for it, you can ignore this message: your password stays as it is."]}
    />
  );
}

export function resetPasswordEmail(recipient: string, url: string, siteName: string) {
  return { recipient, subject: `Choose a new password for ${siteName}`, ...renderEmail(<ResetPassword url={url} siteName={siteName} />) };
}
