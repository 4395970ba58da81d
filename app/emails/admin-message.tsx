import { EmailLayout, Lines, Signature } from "./components";
import { renderEmail } from "./render.server";

type AdminMessage = { email: string; name: string; subject: string; message: string };

/** An admin's message: a salutation with the recipient's name, the message as text with its line breaks, the team's signature. */
export function AdminMessage({ message: m, siteName }: { message: AdminMessage; siteName: string }) {
  return (
    <EmailLayout siteName={siteName}>
      <p>{m.name ? `Dear ${m.name},` : "Hello,"}</p>
      <p>
        <Lines text={m.message} />
      </p>
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

export function adminMessageEmail(input: AdminMessage, siteName: string) {
  return {
    recipient: input.email,
    subject: input.subject,
    ...renderEmail(<AdminMessage message={input} siteName={siteName} />),
  };
}
