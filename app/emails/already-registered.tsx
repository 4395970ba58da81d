import { Link } from "@react-email/components";
import { AccountLinkMessage } from "./account-link";
import { renderEmail } from "./render.server";

/** Sent instead of a second account, so the sign-up page never reveals who has an account. */
export function AlreadyRegistered({ loginUrl, resetUrl, siteName }: { loginUrl: string; resetUrl: string; siteName: string }) {
  return (
    <AccountLinkMessage
      siteName={siteName}
      lines={["Someone, probably you, tried to create an account with this e-mail address. You already have one."]}
      link={{ url: loginUrl, label: "Log in" }}
      after={[
        <>
          {"Forgot your password? Choose a new one here: "}
          <Link href={resetUrl}>{resetUrl}</Link>
        </>,
        "If it was not you, you can ignore this message.",
      ]}
    />
  );
}

export function alreadyRegisteredEmail(recipient: string, loginUrl: string, resetUrl: string, siteName: string) {
  return {
    recipient,
    subject: `Your ${siteName} account`,
    ...renderEmail(<AlreadyRegistered loginUrl={loginUrl} resetUrl={resetUrl} siteName={siteName} />),
  };
}
