import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { tasks } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { subscribe, type ChangeEvent } from "~/utils/events.server";
import {
  addTask,
  clearCompletedTasks,
  getTask,
  listTasks,
  moveTask,
  setTaskPriority,
  tasksQuery,
  updateTask,
  type TaskStatus,
} from "./task.server";

/** An admin acting, known by e-mail only (no account row). */
const who = (email: string) => ({ id: null, email });

type Move = { to: TaskStatus; by: string; undertakenBy: string | null; completedBy: string | null };
/** Moves a task to each column in turn, by each admin, checking after each who has undertaken and completed it. */
function expectMoves(id: number, moves: Move[]) {
  for (const { to, by, ...people } of moves) expect(moveTask(id, to, who(by))).toMatchObject({ status: to, ...people });
}

beforeEach(() => {
  getDb().delete(tasks).run();
});

function events(fn: () => void) {
  const seen: ChangeEvent[] = [];
  const off = subscribe((e) => seen.push(e));
  try {
    fn();
  } finally {
    off();
  }
  return seen;
}

describe("tasks", () => {
  it("are added as pending, low priority by default, with who added them; each write publishes 'tasks' to admins", () => {
    const seen = events(() => addTask({ content: "Call the boat captain" }, who("ana@example.mu")));
    const [task] = listTasks();
    expect(task).toMatchObject({
      content: "Call the boat captain",
      status: "pending",
      priority: "low",
      addedBy: "ana@example.mu",
      undertakenBy: null,
      completedBy: null,
    });
    expect(seen).toEqual([{ topic: "tasks", adminsOnly: true }]);
  });

  it("are sorted high, medium, low, then oldest first, in SQL", () => {
    const make = (content: string, priority: "low" | "medium" | "high", createdAt: string) => {
      const t = addTask({ content, priority }, who("a@example.mu"));
      getDb().update(tasks).set({ createdAt }).where(eq(tasks.id, t.id)).run();
    };
    make("low old", "low", "2026-01-01T00:00:00.000Z");
    make("high new", "high", "2026-01-03T00:00:00.000Z");
    make("medium", "medium", "2026-01-02T00:00:00.000Z");
    make("high old", "high", "2026-01-01T00:00:00.000Z");
    make("low new", "low", "2026-01-04T00:00:00.000Z");
    expect(listTasks().map((t) => t.content)).toEqual(["high old", "high new", "medium", "low old", "low new"]);
    expect(tasksQuery().toSQL().sql.toLowerCase()).toContain("order by case");
  });

  it("pending to working records undertakenBy; working to completed records completedBy", () => {
    const t = addTask({ content: "Restock snorkels" }, who("ana@example.mu"));
    expectMoves(t.id, [
      { to: "working", by: "bob@example.mu", undertakenBy: "bob@example.mu", completedBy: null },
      { to: "completed", by: "cara@example.mu", undertakenBy: "bob@example.mu", completedBy: "cara@example.mu" },
      // Setting the same status again changes nobody.
      { to: "completed", by: "dan@example.mu", undertakenBy: "bob@example.mu", completedBy: "cara@example.mu" },
    ]);
  });

  it("can be set to any column: straight to completed, and back to pending frees it", () => {
    const t = addTask({ content: "Print vouchers" }, who("ana@example.mu"));
    expectMoves(t.id, [
      { to: "completed", by: "bob@example.mu", undertakenBy: null, completedBy: "bob@example.mu" },
      { to: "working", by: "cara@example.mu", undertakenBy: "cara@example.mu", completedBy: null },
      { to: "pending", by: "dan@example.mu", undertakenBy: null, completedBy: null },
    ]);
  });

  it("change priority any time, keeping status and people; status and priority can change together", () => {
    const t = addTask({ content: "Fix the website photo" }, who("ana@example.mu"));
    moveTask(t.id, "working", who("bob@example.mu"));
    expect(setTaskPriority(t.id, "high", who("cara@example.mu"))).toMatchObject({
      priority: "high",
      status: "working",
      undertakenBy: "bob@example.mu",
    });
    expect(updateTask(t.id, { status: "completed", priority: "medium" }, who("cara@example.mu"))).toMatchObject({
      priority: "medium",
      status: "completed",
      completedBy: "cara@example.mu",
    });
    expect(updateTask(999_999, { status: "working" }, who("x@example.mu"))).toBeUndefined();
  });

  it("'Clear Completed' deletes all completed tasks and nothing else", () => {
    const a = addTask({ content: "a" }, who("x@example.mu"));
    const b = addTask({ content: "b" }, who("x@example.mu"));
    const c = addTask({ content: "c" }, who("x@example.mu"));
    const d = addTask({ content: "d" }, who("x@example.mu"));
    moveTask(a.id, "completed", who("x@example.mu"));
    moveTask(b.id, "working", who("x@example.mu"));
    moveTask(b.id, "completed", who("x@example.mu"));
    moveTask(c.id, "working", who("x@example.mu"));
    let cleared = 0;
    const seen = events(() => (cleared = clearCompletedTasks(who("x@example.mu"))));
    expect(cleared).toBe(2);
    expect(seen).toEqual([{ topic: "tasks", adminsOnly: true }]);
    expect(
      listTasks()
        .map((t) => t.content)
        .sort(),
    ).toEqual(["c", "d"]);
    expect(getTask(d.id)?.status).toBe("pending");
    expect(events(() => clearCompletedTasks(who("x@example.mu")))).toEqual([]);
  });
});
