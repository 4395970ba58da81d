import { eq } from "drizzle-orm";
import { policies } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { fileUrl } from "~/utils/file-url";
import { recordAudit, type Actor } from "./audit.server";

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
 * it is part of the caller's transaction, and the caller publishes "policies" after the commit. With `actor` (an
 * admin's upload), the audit log records the file before and after in the same transaction.
 */
export function setPolicy(name: string, file: { key: string; version?: string | null }, { tx, actor }: { tx?: Tx; actor?: Actor } = {}) {
  const values = { key: file.key, version: file.version ?? null };
  const write = (t: Tx) => {
    const before = t.select({ key: policies.key, version: policies.version }).from(policies).where(eq(policies.name, name)).get();
    t.insert(policies)
      .values({ name, ...values })
      .onConflictDoUpdate({ target: policies.name, set: values })
      .run();
    if (actor) {
      recordAudit(t, actor, {
        action: "policy.update",
        target: { kind: "policy", id: name, label: name },
        changes: { file: [before ? policyUrl(before) : null, policyUrl(values)] },
      });
    }
  };
  if (tx) return write(tx);
  getDb().transaction(write);
  publish({ topic: "policies" });
}

export function listPolicies() {
  return getDb()
    .select()
    .from(policies)
    .orderBy(policies.name)
    .all()
    .map(({ key, version, ...row }) => ({ ...row, url: policyUrl({ key, version }) }));
}
