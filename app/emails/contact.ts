import { detailsTable, emailHtml, escapeHtml } from "./layout";

type Message = { name: string; email: string; phone: string; message: string };

/** The thank-you to the visitor, with what they sent. */
export function contactThankYouEmail(m: Message, siteName: string) {
  const details = detailsTable([
    ["Name", m.name],
    ["Email", m.email],
    ["Phone", m.phone || "(not given)"],
    ["Message", m.message],
  ]);
  return {
    recipient: m.email,
    subject: `Message from ${m.name} - ${m.email}`,
    plainTextMessage: `Dear ${m.name},\n\nThank you for getting in touch with ${siteName}. Our team will revert as soon as possible.\n\nThis is what you sent us:\n\n${details.text}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Dear ${escapeHtml(m.name)},</p><p>Thank you for getting in touch with ${escapeHtml(siteName)}. Our team will revert as soon as possible.</p><p>This is what you sent us:</p>${details.html}<p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
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
