import { eq } from "drizzle-orm";
import { policies } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { fileUrl } from "~/utils/file-url";

export const TERMS_POLICY = "termsAndConditions";

/** A policy file's address: its storage key's, with its version so a new file is never served from a browser's cache. */
const policyUrl = (row: { key: string; version: string | null }) => fileUrl(row.key) + (row.version ? `?v=${row.version}` : "");

export function getPolicyUrls(): Record<string, string> {
  const rows = getDb().select({ name: policies.name, key: policies.key, version: policies.version }).from(policies).all();
  return Object.fromEntries(rows.map((r) => [r.name, policyUrl(r)]));
}

export function getPolicyUrl(name: string): string | null {
  const row = getDb().select({ key: policies.key, version: policies.version }).from(policies).where(eq(policies.name, name)).get();
  return row ? policyUrl(row) : null;
}

/**
 * Sets a policy's file by its storage key; `version` (a new one with each upload) goes into its address. With `tx`
 * it is part of the caller's transaction, and the caller publishes "policies" after the commit.
 */
export function setPolicy(name: string, file: { key: string; version?: string | null }, tx?: DB | Tx) {
  const values = { key: file.key, version: file.version ?? null };
  (tx ?? getDb())
    .insert(policies)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: policies.name, set: values })
    .run();
  if (!tx) publish({ topic: "policies" });
}

export function listPolicies() {
  return getDb()
    .select()
    .from(policies)
    .orderBy(policies.name)
    .all()
    .map(({ key, version, ...row }) => ({ ...row, url: policyUrl({ key, version }) }));
}
