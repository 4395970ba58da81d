import { detailsTable, emailHtml, escapeHtml, notYouLine, quotedVisitorText, visitorName } from "./layout";

type Message = { name: string; email: string; phone: string; message: string };

/**
 * The thank-you to the address the visitor typed. Our words only, then their text quoted as "What you sent us":
 * the name in the subject (the product's subject: 'Message from {name} - {email}') has its links stripped (see visitorName()).
 */
export function contactThankYouEmail(m: Message, siteName: string) {
  const name = visitorName(m.name);
  const intro = `Thank you for getting in touch with ${siteName}. Our team will revert as soon as possible.`;
  const sent = quotedVisitorText("What you sent us through our contact form:", [
    ["Name", name],
    ["Email", m.email],
    ["Phone", m.phone || "(not given)"],
    ["Message", m.message],
  ]);
  return {
    recipient: m.email,
    subject: `Message from ${name} - ${m.email}`,
    plainTextMessage: `Hello,\n\n${intro}\n\n${sent.text}\n\n${notYouLine}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>${sent.html}<p>${escapeHtml(notYouLine)}</p><p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
    // A stranger may type anyone's address: this address gets only so many of these an hour.
    limitPerRecipient: true,
  };
}

/** The same message for the operator's inbox, so nobody has to check the site to see it. */
export function contactNoticeEmail(m: Message, siteName: string, operatorEmail: string) {
  const details = detailsTable([
    ["Name", m.name],
    ["Email", m.email],
    ["Phone", m.phone || "(not given)"],
    ["Message", m.message],
  ]);
  return {
    recipient: operatorEmail,
    subject: `New contact message from ${m.name}`,
    plainTextMessage: `A visitor wrote through the contact form:\n\n${details.text}\n\nReply to ${m.email}.`,
    htmlMessage: emailHtml(siteName, `<p>A visitor wrote through the contact form:</p>${details.html}`),
  };
}
