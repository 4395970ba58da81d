import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { hashPassword } from "~/utils/password.server";
import { recordAudit, type Actor } from "./audit.server";

export type User = typeof users.$inferSelect;

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export function getUserByEmail(email: string): User | null {
  return (
    getDb()
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .get() ?? null
  );
}

export function getUserById(id: string): User | null {
  return getDb().select().from(users).where(eq(users.id, id)).get() ?? null;
}

/** A new account, with its password or (when the caller hashed it already) the password's hash. */
export async function createUser(
  input: { email: string; role?: string; verified?: boolean } & ({ password: string } | { passwordHash: string }),
) {
  const passwordHash = "passwordHash" in input ? input.passwordHash : await hashPassword(input.password);
  return getDb()
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: normaliseEmail(input.email),
      passwordHash,
      role: input.role ?? "user",
      emailVerifiedAt: input.verified ? new Date().toISOString() : null,
    })
    .returning()
    .get();
}

/** Creates a verified admin with this e-mail, or promotes (and verifies) the existing account. */
export async function ensureAdmin(email: string, password?: string): Promise<{ user: User; created: boolean }> {
  const existing = getUserByEmail(email);
  if (existing) {
    const set: Partial<User> = { role: "admin", emailVerifiedAt: existing.emailVerifiedAt ?? new Date().toISOString() };
    if (password) set.passwordHash = await hashPassword(password);
    const user = getDb().update(users).set(set).where(eq(users.id, existing.id)).returning().get();
    return { user, created: false };
  }
  const user = await createUser({
    email,
    password: password ?? crypto.randomBytes(18).toString("base64url"),
    role: "admin",
    verified: true,
  });
  return { user, created: true };
}

/** The address is proven (the link of a verification e-mail was followed), inside the caller's transaction. */
export function markEmailVerified(tx: DB | Tx, userId: string, now = Date.now()): User | null {
  return (
    tx
      .update(users)
      .set({ emailVerifiedAt: new Date(now).toISOString() })
      .where(eq(users.id, userId))
      .returning()
      .get() ?? null
  );
}

/** A new password from a reset link, inside the caller's transaction: the link also proves the address. */
export function setPasswordFromReset(tx: DB | Tx, userId: string, passwordHash: string, now = Date.now()) {
  tx.update(users)
    .set({ passwordHash, emailVerifiedAt: new Date(now).toISOString() })
    .where(eq(users.id, userId))
    .run();
}

/** The admin page this admin chose last (see rememberAdminPage). */
export function setAdminPage(userId: string, path: string) {
  getDb().update(users).set({ adminPage: path }).where(eq(users.id, userId)).run();
}

export function countAdmins(): number {
  return getDb().select({ n: count() }).from(users).where(eq(users.role, "admin")).get()?.n ?? 0;
}

export type ProfileChanges = { name: string; phone: string; image?: string };

/** The client's own profile. `image` is left as it is when no new picture was sent. */
export function updateProfile(userId: string, changes: ProfileChanges): User | null {
  const { image, ...rest } = changes;
  return (
    getDb()
      .update(users)
      .set(image === undefined ? rest : { ...rest, image })
      .where(eq(users.id, userId))
      .returning()
      .get() ?? null
  );
}

export type RoleChange = { ok: true; user: User } | { ok: false; message: string };

/**
 * Sets a user's role (free text; only "admin" grants admin rights). The last admin cannot remove
 * their own admin role, so the back office always has someone who can open it.
 */
export function setRole(targetId: string, role: string, actor: Actor): RoleChange {
  const db = getDb();
  return db.transaction((tx) => {
    const target = tx.select().from(users).where(eq(users.id, targetId)).get();
    if (!target) return { ok: false, message: "User Not Found" };
    const admins = tx.select({ n: count() }).from(users).where(eq(users.role, "admin")).get()?.n ?? 0;
    if (target.role === "admin" && role !== "admin" && admins <= 1) {
      return {
        ok: false,
        message:
          target.id === actor.id
            ? "You are the last admin: make someone else an admin before you remove your own admin role."
            : "This is the last admin: make someone else an admin first.",
      };
    }
    const user = tx.update(users).set({ role }).where(eq(users.id, targetId)).returning().get();
    if (target.role !== role)
      recordAudit(tx, actor, {
        action: "role.change",
        target: { kind: "user", id: user.id, label: user.email },
        changes: { role: [target.role, role] },
      });
    return { ok: true, user };
  });
}

/** The last admin cannot be deleted: the back office must keep someone who can open it. */

/**
 * Deletes an account in the caller's transaction. Its sessions, sign-in links and notifications go with it (the
 * schema's cascades); its bookings and comments lose their link to it. Refused for the last admin.
 */
export function deleteUser(tx: Tx, userId: string): { ok: true } | { ok: false; lastAdmin: true } {
  const target = tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  if (!target) return { ok: true };
  if (target.role === "admin") {
    const admins = tx.select({ n: count() }).from(users).where(eq(users.role, "admin")).get()?.n ?? 0;
    if (admins <= 1) return { ok: false, lastAdmin: true };
  }
  tx.delete(users).where(eq(users.id, userId)).run();
  return { ok: true };
}
