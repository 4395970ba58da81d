import { eq } from "drizzle-orm";
import { policies } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/utils/db.server";
import { publish } from "~/utils/events.server";

export const TERMS_POLICY = "termsAndConditions";

export function getPolicyUrls(): Record<string, string> {
  const rows = getDb().select({ name: policies.name, url: policies.url }).from(policies).all();
  return Object.fromEntries(rows.map((r) => [r.name, r.url]));
}

export function getPolicyUrl(name: string): string | null {
  return getDb().select({ url: policies.url }).from(policies).where(eq(policies.name, name)).get()?.url ?? null;
}

/** Sets a policy's file; with `tx` it is part of the caller's transaction, and the caller publishes "policies" after the commit. */
export function setPolicy(name: string, url: string, tx?: DB | Tx) {
  (tx ?? getDb())
    .insert(policies)
    .values({ name, url })
    .onConflictDoUpdate({ target: policies.name, set: { url } })
    .run();
  if (!tx) publish({ topic: "policies" });
}

export function listPolicies() {
  return getDb().select().from(policies).orderBy(policies.name).all();
}
