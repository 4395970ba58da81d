import type { ContactMessage } from "./contact-thank-you";
import { DetailsTable, EmailLayout } from "./components";
import { renderEmail } from "./render.server";

/** The visitor's message for the operator's inbox, so nobody has to check the site to see it. */
export function ContactNotice({ message: m, siteName }: { message: ContactMessage; siteName: string }) {
  return (
    <EmailLayout siteName={siteName} preview={`A visitor wrote through the contact form.`}>
      <p>A visitor wrote through the contact form:</p>
      <DetailsTable
        rows={[
          ["Name", m.name],
          ["Email", m.email],
          ["Phone", m.phone || "(not given)"],
          ["Message", m.message],
        ]}
      />
      <p>{`Reply to ${m.email}.`}</p>
    </EmailLayout>
  );
}

export function contactNoticeEmail(m: ContactMessage, siteName: string, operatorEmail: string) {
  return {
    recipient: operatorEmail,
    subject: `New contact message from ${m.name}`,
    ...renderEmail(<ContactNotice message={m} siteName={siteName} />),
  };
}
