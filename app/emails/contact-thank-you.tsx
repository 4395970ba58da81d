import { EmailLayout, QuotedVisitorText, Signature } from "./components";
import { notYouLine, visitorName } from "./layout";
import { renderEmail } from "./render.server";

export type ContactMessage = { name: string; email: string; phone: string; message: string };

/** The thank-you to the address the visitor typed: our words only, then their text quoted as "What you sent us". */
export function ContactThankYou({ message: m, siteName }: { message: ContactMessage; siteName: string }) {
  const intro = `Thank you for getting in touch with ${siteName}. Our team will revert as soon as possible.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <QuotedVisitorText
        intro="What you sent us through our contact form:"
        rows={[
          ["Name", visitorName(m.name)],
          ["Email", m.email],
          ["Phone", m.phone || "(not given)"],
          ["Message", m.message],
        ]}
      />
      <p>{notYouLine}</p>
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** The product's subject, 'Message from {name} - {email}', with the name's links stripped (see visitorName()). */
export function contactThankYouEmail(m: ContactMessage, siteName: string) {
  return {
    recipient: m.email,
    subject: `Message from ${visitorName(m.name)} - ${m.email}`,
    ...renderEmail(<ContactThankYou message={m} siteName={siteName} />),
    // A stranger may type anyone's address: this address gets only so many of these an hour.
    limitPerRecipient: true,
  };
}
