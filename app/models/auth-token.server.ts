import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { authTokens } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { joinEarlierBookings } from "./booking.server";
import { getUserById, markEmailVerified, setPasswordFromReset } from "./user.server";

export type TokenPurpose = "verify" | "reset";
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A new single-use token; only its hash is stored. Earlier unused tokens of the same purpose stop working. */
export function issueToken(userId: string, purpose: TokenPurpose, now = Date.now()): string {
  const token = crypto.randomBytes(32).toString("base64url");
  const db = getDb();
  db.transaction((tx) => {
    tx.update(authTokens)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)))
      .run();
    tx.insert(authTokens)
      .values({
        userId,
        purpose,
        tokenHash: hash(token),
        expiresAt: new Date(now + TOKEN_TTL_MS[purpose]).toISOString(),
      })
      .run();
  });
  return token;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" | "used" };

function check(token: string, purpose: TokenPurpose, now: number): TokenCheck & { id?: number } {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const row = getDb()
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hash(token)))
    .get();
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt <= new Date(now).toISOString()) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId, id: row.id };
}

/** Looks at a token without using it (to show the form behind a link). */
export function peekToken(token: string, purpose: TokenPurpose, now = Date.now()): TokenCheck {
  const { id: _id, ...result } = check(token, purpose, now);
  return result;
}

/** Marks a valid token used; the caller holds the transaction. */
function use(token: string, purpose: TokenPurpose, now: number): TokenCheck {
  const result = check(token, purpose, now);
  if (!result.ok || result.id === undefined) return result.ok ? { ok: false, reason: "invalid" } : result;
  getDb()
    .update(authTokens)
    .set({ usedAt: new Date(now).toISOString() })
    .where(eq(authTokens.id, result.id))
    .run();
  return { ok: true, userId: result.userId };
}

/**
 * Uses a password-reset token and gives its account the new password, in one transaction. The reset
 * also proves the address: the account counts as verified from now on.
 */
export function resetPasswordWithToken(token: string, passwordHash: string, now = Date.now()): TokenCheck {
  const db = getDb();
  return db.transaction(() => {
    const result = use(token, "reset", now);
    if (!result.ok) return result;
    setPasswordFromReset(db, result.userId, passwordHash, now);
    return result;
  });
}

export type Verification =
  | { ok: true; userId: string; joinedBookings: number }
  | { ok: false; reason: "invalid" | "expired" | "used" }
  // The account's password changed after it was checked (a reset meanwhile): nothing done.
  | { ok: false; reason: "password" };

/**
 * Uses a verification token once the account's password is proven (`provenHash`: the hash the caller checked it
 * against): the address is proven and the bookings made earlier with it, without an account, join the account,
 * all in one transaction (a failed join leaves the token unused and the address unproven). The link alone proves
 * the address, not that its holder made the account: someone may sign up with a guest's address, and the guest,
 * or a mail scanner, open the link (issue 27).
 */
export function verifyEmailWithToken(token: string, provenHash: string, now = Date.now()): Verification {
  const db = getDb();
  const result = db.transaction((tx): Verification => {
    const seen = check(token, "verify", now);
    if (!seen.ok) return seen;
    if (getUserById(seen.userId)?.passwordHash !== provenHash) return { ok: false, reason: "password" };
    const used = use(token, "verify", now);
    if (!used.ok) return used;
    const user = markEmailVerified(tx, used.userId, now);
    return { ok: true, userId: used.userId, joinedBookings: user ? joinEarlierBookings(tx, user.id, user.email) : 0 };
  });
  // A tab of theirs already open on their bookings shows the new ones; no notification (the page says it).
  if (result.ok && result.joinedBookings > 0) publish({ topic: "bookings", userId: result.userId });
  return result;
}
