import { eq, lte } from "drizzle-orm";
import { usedFormTokens } from "~/db/schema";
import { getDb } from "~/db/db.server";

/**
 * Uses a served-at value once (the no-JavaScript human check). True the first time; after that only for
 * the same form sent again with its one-time form key (a double click, back and resend), whose first record
 * the action then finds. Values past their expiry are dropped here, so the table stays small.
 */
export function claimFormToken(id: string, formKey: string | null, expiresAt: number, now = Date.now()): boolean {
  const db = getDb();
  return db.transaction(() => {
    db.delete(usedFormTokens)
      .where(lte(usedFormTokens.expiresAt, new Date(now).toISOString()))
      .run();
    const claimed = db
      .insert(usedFormTokens)
      .values({ id, formKey, expiresAt: new Date(expiresAt).toISOString() })
      .onConflictDoNothing()
      .returning({ id: usedFormTokens.id })
      .get();
    if (claimed) return true;
    const first = db
      .select({ formKey: usedFormTokens.formKey })
      .from(usedFormTokens)
      .where(eq(usedFormTokens.id, id))
      .get();
    return Boolean(formKey && first?.formKey === formKey);
  });
}
