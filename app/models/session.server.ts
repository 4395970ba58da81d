import crypto from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { sessions } from "~/db/schema";
import { getDb } from "~/db/db.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session row with a fresh random id (a new one at every log in); returns the id for the cookie. */
export function createSession(userId: string, now = Date.now()): string {
  const id = crypto.randomBytes(32).toString("base64url");
  getDb()
    .insert(sessions)
    .values({ id, userId, expiresAt: new Date(now + SESSION_TTL_MS).toISOString() })
    .run();
  return id;
}

/** The user of a session that has not expired, or null. */
export function sessionUserId(id: string, now = new Date()): string | null {
  const row = getDb()
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .get();
  if (!row || row.expiresAt <= now.toISOString()) return null;
  return row.userId;
}

export function deleteSession(id: string) {
  getDb().delete(sessions).where(eq(sessions.id, id)).run();
}

/** Ends every session of a user, or every one but `keep` (after a password change). */
export function endSessions(userId: string, keep?: string) {
  getDb()
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    .run();
}
