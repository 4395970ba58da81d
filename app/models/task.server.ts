import { asc, eq, sql } from "drizzle-orm";
import { tasks, type taskPriorities, type taskStatuses } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { publish } from "~/utils/events.server";
import { recordAudit, recordChanges, type Actor } from "./audit.server";

export type Task = typeof tasks.$inferSelect;
export type TaskStatus = (typeof taskStatuses)[number];
export type TaskPriority = (typeof taskPriorities)[number];

/** high, then medium, then low; within a priority the oldest first. */
const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;

export function tasksQuery() {
  return getDb().select().from(tasks).orderBy(priorityRank, asc(tasks.createdAt), asc(tasks.id));
}

/** Every task, sorted in SQL: high, medium, low, then oldest first. */
export function listTasks(): Task[] {
  return tasksQuery().all();
}

export function getTask(id: number): Task | undefined {
  return getDb().select().from(tasks).where(eq(tasks.id, id)).get();
}

function changed() {
  publish({ topic: "tasks", adminsOnly: true });
}

/** Adds a task as the given admin (who is its addedBy), with its audit row in the same transaction. */
export function addTask(input: { content: string; priority?: TaskPriority }, actor: Actor): Task {
  const task = getDb().transaction((tx) => {
    const row = tx
      .insert(tasks)
      .values({ content: input.content, priority: input.priority ?? "low", addedBy: actor.email, status: "pending" })
      .returning()
      .get();
    recordAudit(tx, actor, {
      action: "task.create",
      target: { kind: "task", id: row.id, label: row.content },
      changes: { priority: row.priority },
    });
    return row;
  });
  changed();
  return task;
}

/**
 * What a move does to the people recorded on a task: pending to working records the
 * acting admin as undertakenBy, working to completed records completedBy. A card dragged anywhere
 * else takes that status too: to working, the mover undertakes it (unless it was already working);
 * to completed, the mover completes it; back to pending, nobody holds it any more.
 */
export function transition(task: Pick<Task, "status" | "undertakenBy" | "completedBy">, to: TaskStatus, actor: string) {
  if (task.status === to) return { status: to, undertakenBy: task.undertakenBy, completedBy: task.completedBy };
  switch (to) {
    case "working":
      return { status: to, undertakenBy: actor, completedBy: null };
    case "completed":
      return { status: to, undertakenBy: task.undertakenBy, completedBy: actor };
    default:
      return { status: to, undertakenBy: null, completedBy: null };
  }
}

/**
 * Sets a task's status and/or priority, as the given admin. Read and write happen in one
 * transaction, so two admins moving the same card cannot mix their changes. Undefined when not found.
 */
export function updateTask(
  id: number,
  change: { status?: TaskStatus; priority?: TaskPriority },
  actor: Actor,
): Task | undefined {
  const task = getDb().transaction((tx) => {
    const current = tx.select().from(tasks).where(eq(tasks.id, id)).get();
    if (!current) return undefined;
    const next = change.status ? transition(current, change.status, actor.email) : {};
    const updated = tx
      .update(tasks)
      .set({ ...next, ...(change.priority ? { priority: change.priority } : {}) })
      .where(eq(tasks.id, id))
      .returning()
      .get();
    const fields = (t: Task) => ({
      status: t.status,
      priority: t.priority,
      undertakenBy: t.undertakenBy,
      completedBy: t.completedBy,
    });
    const entry = { action: "task.update", target: { kind: "task", id, label: current.content } } as const;
    recordChanges(tx, actor, entry, fields(current), fields(updated));
    return updated;
  });
  if (task) changed();
  return task;
}

export const moveTask = (id: number, status: TaskStatus, actor: Actor) => updateTask(id, { status }, actor);
export const setTaskPriority = (id: number, priority: TaskPriority, actor: Actor) =>
  updateTask(id, { priority }, actor);

/** 'Clear Completed': deletes every completed task in one statement, an audit row for each; returns how many went. */
export function clearCompletedTasks(actor: Actor): number {
  const gone = getDb().transaction((tx) => {
    const rows = tx.delete(tasks).where(eq(tasks.status, "completed")).returning().all();
    for (const t of rows) {
      recordAudit(tx, actor, {
        action: "task.delete",
        target: { kind: "task", id: t.id, label: t.content },
        changes: { addedBy: t.addedBy, completedBy: t.completedBy },
      });
    }
    return rows.length;
  });
  if (gone) changed();
  return gone;
}
