import { emailHtml, escapeHtml, htmlLines } from "./layout";

/** An admin's message: a salutation with the recipient's name, the message with its line breaks, the team's signature. */
export function adminMessageEmail(input: { email: string; name: string; subject: string; message: string }, siteName: string) {
  const greeting = input.name ? `Dear ${input.name},` : "Hello,";
  return {
    recipient: input.email,
    subject: input.subject,
    plainTextMessage: `${greeting}\n\n${input.message}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>${escapeHtml(greeting)}</p><p>${htmlLines(input.message)}</p><p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
  };
}
