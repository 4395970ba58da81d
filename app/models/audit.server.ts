// The only writer of audit_log: who changed what in the back office. Each admin write records its row through
// recordAudit(tx, …) inside its own transaction, so a change and its record are committed together or not at all.
import { and, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { auditLog, bookings, packages, pickupPlaces, policies, siteBanners, tasks, users } from "~/db/schema";
import { getDb, type Tx } from "~/db/db.server";
import { auditActionKinds, type AuditAction, type AuditTargetKind } from "~/utils/audit";
import { pagedRows } from "~/db/paged.server";

/** The admin who acts: the account's id (null when none is known) and its e-mail as it is now. */
export type Actor = { id: string | null; email: string };

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditEntry = {
  action: AuditAction;
  target: { kind: AuditTargetKind; id?: string | number | null; label?: string };
  /** Updates: { field: [before, after] } (see changesBetween); creates, deletes, messages: their key facts. */
  changes?: Record<string, unknown>;
};

/** Records one admin action inside the caller's transaction (the change's own). */
export function recordAudit(tx: Tx, actor: Actor, entry: AuditEntry, time: Date = new Date()): void {
  tx.insert(auditLog)
    .values({
      time: time.toISOString(),
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetKind: entry.target.kind,
      targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
      targetLabel: entry.target.label ?? "",
      changes: entry.changes ?? {},
    })
    .run();
}

/**
 * Records an action whose change is not in the database (a file deleted from the uploads), in a transaction of
 * its own: the caller makes the change first and records it once it is done.
 */
export function recordAuditAlone(actor: Actor, entry: AuditEntry): void {
  getDb().transaction((tx) => recordAudit(tx, actor, entry));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between the row as it was and as it is: { field: [before, after] }. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (!same(before[key], after[key])) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}

/**
 * Records an update inside its transaction: the fields that differ between `before` and `after`, under the entry's
 * action and target; nothing when the save changed nothing.
 */
export function recordChanges<T extends Record<string, unknown>>(
  tx: Tx,
  actor: Actor,
  entry: Omit<AuditEntry, "changes">,
  before: T,
  after: Partial<T>,
): void {
  const changes = changesBetween(before, after);
  if (Object.keys(changes).length) recordAudit(tx, actor, { ...entry, changes });
}

export const AUDIT_PAGE_SIZE = 25;

export type AuditFilter = {
  /** An action ("package.update") or a kind of them ("package"). */
  action?: string;
  /** The admin's e-mail, exactly. */
  actor?: string;
  /** Text found in the target's id or label (a booking reference, a package's title). */
  target?: string;
  /** Instants (ISO, UTC): from inclusive, to exclusive. */
  from?: string;
  to?: string;
};

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and the escape character) taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: AuditFilter): SQL | undefined {
  const action = f.action?.trim();
  const target = f.target?.trim();
  return and(
    action
      ? (auditActionKinds as readonly string[]).includes(action)
        ? like(auditLog.action, `${action}.%`)
        : eq(auditLog.action, action)
      : undefined,
    f.actor?.trim() ? eq(auditLog.actorEmail, f.actor.trim()) : undefined,
    target
      ? or(
          sql`${auditLog.targetId} LIKE ${containsPattern(target)} ESCAPE '\\'`,
          sql`${auditLog.targetLabel} LIKE ${containsPattern(target)} ESCAPE '\\'`,
        )
      : undefined,
    f.from ? gte(auditLog.time, f.from) : undefined,
    f.to ? lt(auditLog.time, f.to) : undefined,
  );
}

/** One page of the audit log, newest first, filtered and paged in SQL (through the time index). */
export function listAudit(filter: AuditFilter = {}, page: unknown = 1, pageSize = AUDIT_PAGE_SIZE) {
  const where = filterWhere(filter);
  const query = getDb().select().from(auditLog).where(where).orderBy(desc(auditLog.time), desc(auditLog.id));
  return pagedRows(auditLog, where, query, page, pageSize);
}

/** Every admin who has a row (the filter's choices), by e-mail. */
export function auditActors(): string[] {
  return getDb()
    .selectDistinct({ email: auditLog.actorEmail })
    .from(auditLog)
    .orderBy(auditLog.actorEmail)
    .all()
    .map((r) => r.email);
}

/** Where each kind of target lives, by its id's column (a number for the kinds with numeric ids). */
const targetColumns: [AuditTargetKind, SQLiteColumn, "text" | "number"][] = [
  ["package", packages.id, "text"],
  ["departure", packages.id, "text"],
  ["booking", bookings.reference, "text"],
  ["user", users.id, "text"],
  ["policy", policies.name, "text"],
  ["banner", siteBanners.id, "number"],
  ["task", tasks.id, "number"],
  ["pickup", pickupPlaces.id, "number"],
];

/** Which of the rows' targets still exist ("kind:id"), one query per kind shown: the page links only to those. */
export function existingTargets(rows: Pick<AuditRow, "targetKind" | "targetId">[]): Set<string> {
  const found = new Set<string>();
  for (const [kind, column, type] of targetColumns) {
    const ids = [...new Set(rows.filter((r) => r.targetKind === kind && r.targetId).map((r) => r.targetId!))];
    if (!ids.length) continue;
    const values = type === "number" ? ids.map(Number).filter(Number.isSafeInteger) : ids;
    const present = getDb().select({ id: column }).from(column.table).where(inArray(column, values)).all();
    for (const r of present) found.add(`${kind}:${String(r.id)}`);
  }
  return found;
}
