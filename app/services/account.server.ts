import { alreadyRegisteredEmail } from "~/emails/already-registered";
import { resetPasswordEmail } from "~/emails/reset-password";
import { verifyEmail } from "~/emails/verify-email";
import { issueToken } from "~/models/auth-token.server";
import { createUser, getUserByEmail } from "~/models/user.server";
import { sendEmail, TOKEN_PLACEHOLDER } from "~/services/email.server";
import { getEnv } from "~/utils/env.server";
import type { Lang } from "~/utils/i18n";
import { hashPassword } from "~/utils/password.server";
import { siteUrl } from "~/utils/site-url.server";

// The account e-mails go out without being awaited, so an answer takes the same time whether or
// not the address has an account (no enumeration by timing). The outbox keeps every one.
function sendInBackground(email: Parameters<typeof sendEmail>[0]) {
  void sendEmail(email).catch((error) => console.error("[account] e-mail could not be recorded:", error));
}

/** A link with a token: the outbox keeps the placeholder, the token goes sealed beside it (see email.server.ts). */
const tokenLink = (path: string) => `${siteUrl(path)}?token=${TOKEN_PLACEHOLDER}`;

// Each e-mail is in the language of the page that caused it (`lang`, langOf(request); English by default).

/**
 * Sign-up: a new unverified client with a verification link, or a note to the existing account holder.
 * Both cost one password hash (through the same bounded queue), so the time taken does not tell whether
 * the address has an account. Throws PasswordBusyError when too many hashes wait already.
 */
export async function signUp(email: string, password: string, lang: Lang = "en", client?: string) {
  const siteName = getEnv().SITE_NAME;
  const passwordHash = await hashPassword(password, client);
  const existing = getUserByEmail(email);
  if (existing) {
    sendInBackground(alreadyRegisteredEmail(existing.email, siteUrl("/Login"), siteUrl("/Login"), siteName, lang));
    return;
  }
  const user = await createUser({ email, passwordHash, role: "user" });
  sendVerification(user.id, user.email, lang);
}

export function sendVerification(userId: string, email: string, lang: Lang = "en") {
  const token = issueToken(userId, "verify");
  sendInBackground({ ...verifyEmail(email, tokenLink("/verify-email"), getEnv().SITE_NAME, lang), secretToken: token });
}

/** Resends the link to an unverified account; says nothing either way. */
export function resendVerification(email: string, lang: Lang = "en") {
  const user = getUserByEmail(email);
  if (user && !user.emailVerifiedAt) sendVerification(user.id, user.email, lang);
}

export function requestPasswordReset(email: string, lang: Lang = "en") {
  const user = getUserByEmail(email);
  if (!user) return;
  const token = issueToken(user.id, "reset");
  sendInBackground({ ...resetPasswordEmail(user.email, tokenLink("/reset-password"), getEnv().SITE_NAME, lang), secretToken: token });
}
