import { emailHtml, escapeHtml } from "./layout";

function linkEmail(recipient: string, subject: string, siteName: string, lines: string[], link: { url: string; label: string }, after: string[]) {
  return {
    recipient,
    subject,
    plainTextMessage: `${lines.join("\n\n")}\n\n${link.label}: ${link.url}\n\n${after.join("\n\n")}\n\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#0E7C86;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#4A5A63">Or open this address: ${escapeHtml(link.url)}</p>${after.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p>The ${escapeHtml(siteName)} team</p>`,
    ),
  };
}

export function verifyEmail(recipient: string, url: string, siteName: string) {
  return linkEmail(
    recipient,
    `Confirm your e-mail address for ${siteName}`,
    siteName,
    [`Welcome to ${siteName}!`, "Please confirm your e-mail address to finish creating your account."],
    { url, label: "Confirm my e-mail address" },
    ["The link works once and for 48 hours. If you did not create an account, you can ignore this message."],
  );
}

/** Sent instead of a second account, so the sign-up page never reveals who has an account. */
export function alreadyRegisteredEmail(recipient: string, loginUrl: string, resetUrl: string, siteName: string) {
  return linkEmail(
    recipient,
    `Your ${siteName} account`,
    siteName,
    ["Someone, probably you, tried to create an account with this e-mail address. You already have one."],
    { url: loginUrl, label: "Log in" },
    [`Forgot your password? Choose a new one here: ${resetUrl}`, "If it was not you, you can ignore this message."],
  );
}

export function resetPasswordEmail(recipient: string, url: string, siteName: string) {
  return linkEmail(
    recipient,
    `Choose a new password for ${siteName}`,
    siteName,
    ["We received a request to reset the password of your account."],
    { url, label: "Choose a new password" },
    ["The link works once and for one hour. If you did not ask for it, you can ignore this message: your password stays as it is."],
  );
}
