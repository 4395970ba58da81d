import { AccountLinkMessage } from "./account-link";
import { renderEmail } from "./render.server";

export function VerifyEmail({ url, siteName }: { url: string; siteName: string }) {
  return (
    <AccountLinkMessage
      siteName={siteName}
      lines={[`Welcome to ${siteName}!`, "Please confirm your e-mail address to finish creating your account."]}
      link={{ url, label: "Confirm my e-mail address" }}
      after={["The link works once and for 48 hours. If you did not create an account, you can ignore this message."]}
    />
  );
}

export function verifyEmail(recipient: string, url: string, siteName: string) {
  return { recipient, subject: `Confirm your e-mail address for ${siteName}`, ...renderEmail(<VerifyEmail url={url} siteName={siteName} />) };
}
