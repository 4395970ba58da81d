import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { alreadyRegisteredEmail, resetPasswordEmail, verifyEmail } from "~/emails/account";
import { issueToken } from "~/models/auth-token.server";
import { createUser, getUserByEmail } from "~/models/user.server";
import { getDb } from "./db.server";
import { sendEmail } from "./email.server";
import { getEnv } from "./env.server";
import { siteUrl } from "./site-url.server";

// The account e-mails go out without being awaited, so an answer takes the same time whether or
// not the address has an account (no enumeration by timing). The outbox keeps every one.
function sendInBackground(email: Parameters<typeof sendEmail>[0]) {
  void sendEmail(email).catch((error) => console.error("[account] e-mail could not be recorded:", error));
}

/** Sign-up: a new unverified client with a verification link, or a note to the existing account holder. */
export async function signUp(request: Request, email: string, password: string) {
  const siteName = getEnv().SITE_NAME;
  const existing = getUserByEmail(email);
  if (existing) {
    sendInBackground(alreadyRegisteredEmail(existing.email, siteUrl(request, "/Login"), siteUrl(request, "/Login"), siteName));
    return;
  }
  const user = await createUser({ email, password, role: "user" });
  sendVerification(request, user.id, user.email);
}

export function sendVerification(request: Request, userId: string, email: string) {
  const token = issueToken(userId, "verify");
  sendInBackground(verifyEmail(email, siteUrl(request, `/verify-email?token=${token}`), getEnv().SITE_NAME));
}

/** Resends the link to an unverified account; says nothing either way. */
export function resendVerification(request: Request, email: string) {
  const user = getUserByEmail(email);
  if (user && !user.emailVerifiedAt) sendVerification(request, user.id, user.email);
}

export function requestPasswordReset(request: Request, email: string) {
  const user = getUserByEmail(email);
  if (!user) return;
  const token = issueToken(user.id, "reset");
  sendInBackground(resetPasswordEmail(user.email, siteUrl(request, `/reset-password?token=${token}`), getEnv().SITE_NAME));
}

export function markVerified(userId: string) {
  getDb().update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, userId)).run();
}
