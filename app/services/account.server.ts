import { alreadyRegisteredEmail } from "~/emails/already-registered";
import { resetPasswordEmail } from "~/emails/reset-password";
import { verifyEmail } from "~/emails/verify-email";
import {
  issueToken,
  peekToken,
  verifyEmailWithToken,
  type TokenCheck,
  type Verification,
} from "~/models/auth-token.server";
import { countEarlierBookings } from "~/models/booking.server";
import { createUser, getUserByEmail, getUserById } from "~/models/user.server";
import { sendEmail, TOKEN_PLACEHOLDER } from "~/services/email.server";
import { getEnv } from "~/utils/env.server";
import type { Lang } from "~/utils/i18n";
import { hashPassword, verifyPassword } from "~/utils/password.server";
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

type LinkProblem = Extract<TokenCheck, { ok: false }>;

/** The account behind a verification link that still works, or why it does not. */
function accountOfLink(token: string) {
  const link = peekToken(token, "verify");
  const user = link.ok ? getUserById(link.userId) : null;
  return user ? { ok: true as const, user } : { ok: false as const, reason: link.ok ? "invalid" : link.reason };
}

/** What the verification page shows: the address, and how many earlier bookings made with it would join; or why the link does not work. */
export function verificationOf(token: string): { ok: true; email: string; earlierBookings: number } | LinkProblem {
  const link = accountOfLink(token);
  if (!link.ok) return link;
  return { ok: true, email: link.user.email, earlierBookings: countEarlierBookings(link.user.email) };
}

/**
 * Confirms the address behind a verification link once the account's password is proven too: whoever signed up
 * and whoever reads the address's e-mail are then the same person, and only then do the bookings made earlier
 * with the address join the account (in the verification's transaction). A wrong password changes nothing.
 * Throws PasswordBusyError when too many hashes wait already.
 */
export async function confirmEmail(token: string, password: string, client: string): Promise<Verification> {
  // The link is checked before the password: a made-up token costs no hash.
  const link = accountOfLink(token);
  if (!link.ok) return link;
  if (!(await verifyPassword(password, link.user.passwordHash, client))) return { ok: false, reason: "password" };
  return verifyEmailWithToken(token, link.user.passwordHash);
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
  sendInBackground({
    ...resetPasswordEmail(user.email, tokenLink("/reset-password"), getEnv().SITE_NAME, lang),
    secretToken: token,
  });
}
