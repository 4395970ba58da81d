import { eq } from "drizzle-orm";
import { policies } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { fileUrl } from "~/utils/file-url";
import type { Lang } from "~/utils/i18n";
import {
  inLanguage,
  mergeTranslations,
  translationFields,
  type PolicyTexts,
  type Translations,
} from "~/utils/translations";
import { changesBetween, recordAudit, type Actor } from "./audit.server";

export const TERMS_POLICY = "termsAndConditions";

/** A policy file's address: its storage key's, with its version so a new file is never served from a browser's cache. */
const policyUrl = (row: { key: string; version: string | null }) =>
  fileUrl(row.key) + (row.version ? `?v=${row.version}` : "");

export function getPolicyUrls(): Record<string, string> {
  const rows = getDb()
    .select({ name: policies.name, key: policies.key, version: policies.version })
    .from(policies)
    .all();
  return Object.fromEntries(rows.map((r) => [r.name, policyUrl(r)]));
}

/** A policy's link as pages show it: its address, and its title in the page's language ("" when it has none: the page's own words). */
export type PolicyLink = { href: string; title: string };

/** Every policy's link, by name, in a language (an empty translation shows the English title). */
export function getPolicyLinks(lang: Lang): Record<string, PolicyLink> {
  const rows = getDb().select().from(policies).all();
  return Object.fromEntries(rows.map((r) => [r.name, { href: policyUrl(r), title: inLanguage(r, lang).title }]));
}

export function getPolicyUrl(name: string): string | null {
  const row = getDb()
    .select({ key: policies.key, version: policies.version })
    .from(policies)
    .where(eq(policies.name, name))
    .get();
  return row ? policyUrl(row) : null;
}

/** A policy's title (empty: the site's own words) and its translations (each language given replaces its own). */
export type PolicyTitles = { title: string; translations?: Translations<PolicyTexts> };

const POLICY_TEXTS = ["title"] as const satisfies readonly (keyof PolicyTexts)[];
const titleFacts = (p: { title: string; translations: Translations<PolicyTexts> }) => ({
  title: p.title,
  ...translationFields(p.translations, POLICY_TEXTS),
});

/**
 * Sets a policy's file by its storage key; `version` (a new one with each upload) goes into its address; `titles`,
 * when given, its title and translations (left out, they stay as they are). With `tx` it is part of the caller's
 * transaction, and the caller publishes "policies" after the commit. With `actor` (an admin's upload), the audit
 * log records the file, and any title changed, before and after in the same transaction.
 */
export function setPolicy(
  name: string,
  file: { key: string; version?: string | null },
  { tx, actor, titles }: { tx?: Tx; actor?: Actor; titles?: PolicyTitles } = {},
) {
  const write = (t: Tx) => {
    const before = t.select().from(policies).where(eq(policies.name, name)).get();
    const values = {
      key: file.key,
      version: file.version ?? null,
      ...(titles
        ? {
            title: titles.title.trim(),
            translations: mergeTranslations(before?.translations ?? {}, titles.translations),
          }
        : {}),
    };
    const after = t
      .insert(policies)
      .values({ name, ...values })
      .onConflictDoUpdate({ target: policies.name, set: values })
      .returning()
      .get();
    if (actor) {
      recordAudit(t, actor, {
        action: "policy.update",
        target: { kind: "policy", id: name, label: name },
        changes: {
          file: [before ? policyUrl(before) : null, policyUrl(values)],
          ...changesBetween(titleFacts(before ?? { title: "", translations: {} }), titleFacts(after)),
        },
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
