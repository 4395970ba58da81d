import { getFormProps, getSelectProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TextareaInput, SelectField } from "~/components/ui/field";
import { json } from "@remix-run/node";
import { Form, useActionData, useFetcher, useFetchers, useLoaderData, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { ResultSummary } from "~/components/ui/form-alert";
import { GridFormAlert, GridSubmit, OptionsOf } from "~/components/admin/form-parts";
import { addTask, clearCompletedTasks, listTasks, updateTask } from "~/models/task.server";
import {
  addTaskSchema,
  taskBoardSchema,
  taskPriorityLabels,
  taskPriorityList,
  taskStatusLabels,
  taskStatusList,
  updateTaskSchema,
} from "~/schemas/admin-board";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { useHydrated, useIsPending } from "~/utils/hooks";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirectWithFlash } from "~/services/session.server";
import { formatDateTime } from "~/utils/time";
import { answerFor, submitForm } from "~/services/form.server";
import { useResetAfterRedirect } from "~/utils/use-reset-after-redirect";
import { AdminSection } from "~/components/admin/admin-section";
import { useCheckedForm } from "~/utils/checked-form";

export const meta: MetaFunction = () => [{ title: "Task Manager | Back office" }];

type Status = (typeof taskStatusList)[number];
type Priority = (typeof taskPriorityList)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const tz = getEnv().TZ;
  const tasks = listTasks().map((t) => ({ ...t, added: formatDateTime(t.createdAt, tz) }));
  rememberAdminPage(admin, request);
  return json({ tasks }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, taskBoardSchema, {
    answer: answerFor((sent) => (sent.intent === "add" ? "add" : "board")),
  });
  if (!form.ok) return form.response;
  const v = form.value;
  if (v.intent === "add") {
    addTask({ content: v.content, priority: v.priority }, admin);
    return redirectWithFlash("/admin/tasks", { message: "Task added" });
  }
  if (v.intent === "clear") {
    const n = clearCompletedTasks(admin);
    const message = n ? `Cleared ${n} completed task${n === 1 ? "" : "s"}` : "There were no completed tasks to clear";
    return redirectWithFlash("/admin/tasks", { message });
  }
  const task = updateTask(v.id, { status: v.status, priority: v.priority }, admin);
  // With JavaScript the card's fetcher stays on the page; without it the page comes back with a flash.
  if (v.via === "js") return json({ form: "board" as const, ok: Boolean(task) }, { status: task ? 200 : 404 });
  const flash = task ? { message: "Task saved" } : { message: "That task no longer exists.", kind: "error" as const };
  return redirectWithFlash("/admin/tasks", flash);
}

type BoardTask = ReturnType<typeof useLoaderData<typeof loader>>["tasks"][number];
const rank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const fetcherKey = (id: number) => `task-${id}`;

/** The board as the server sent it, with the moves still on their way applied (optimistic UI). */
function useOptimisticTasks(tasks: BoardTask[]) {
  const fetchers = useFetchers();
  const pending = new Map<number, { status?: Status; priority?: Priority }>();
  for (const f of fetchers) {
    // Read as the server reads it: a move on its way is a valid card form.
    const sent = f.formData ? parseWithZod(f.formData, { schema: updateTaskSchema }) : null;
    if (sent?.status !== "success") continue;
    const { id, status, priority } = sent.value;
    pending.set(id, { ...(status ? { status } : {}), ...(priority ? { priority } : {}) });
  }
  if (!pending.size) return tasks;
  return tasks
    .map((t) => ({ ...t, ...pending.get(t.id) }))
    .sort((a, b) => rank[a.priority] - rank[b.priority] || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

export default function TaskManager() {
  const { tasks: serverTasks } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const tasks = useOptimisticTasks(serverTasks);
  const hydrated = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const [dropTarget, setDropTarget] = useState<Status | null>(null);
  const submit = useSubmit();

  const move = (task: BoardTask, status: Status) => {
    if (task.status === status) return;
    submit(
      { intent: "update", id: String(task.id), status, via: "js" },
      { method: "post", navigate: false, fetcherKey: fetcherKey(task.id) },
    );
    setAnnouncement(`Moved “${task.content}” to ${taskStatusLabels[status]}.`);
  };
  const completedCount = tasks.filter((t) => t.status === "completed").length;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Task Manager</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Drag a card to another column, or change its status and priority on the card. Everyone on this page sees
          changes at once.
        </p>
      </header>
      <AddTaskForm />
      <ResultSummary
        id="board-alert"
        result={answer && "result" in answer && answer.form === "board" ? answer.result : undefined}
      />
      <p role="status" aria-live="polite" className="sr-only" data-testid="task-announcer">
        {announcement}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {taskStatusList.map((status) => {
          const column = tasks.filter((t) => t.status === status);
          const headingId = `column-${status}`;
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              data-column={status}
              className={`flex flex-col rounded-2xl border-2 p-3 transition-colors ${
                dropTarget === status ? "border-lagoon bg-lagoon-light" : "border-transparent bg-sand"
              }`}
              onDragOver={(e) => {
                if (!e.dataTransfer.types.includes("application/x-task-id")) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                if (dropTarget !== status) setDropTarget(status);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(e) => {
                e.preventDefault();
                setDropTarget(null);
                const id = Number(e.dataTransfer.getData("application/x-task-id"));
                const task = tasks.find((t) => t.id === id);
                if (task) move(task, status);
              }}
            >
              <div className="flex min-h-[44px] flex-wrap items-center justify-between gap-2 px-1 pb-2">
                <h2 id={headingId} className="text-lg font-semibold">
                  {taskStatusLabels[status]}{" "}
                  <span className="font-sans text-sm font-normal text-ink-soft">({column.length})</span>
                </h2>
                {status === "completed" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="clear" />
                    <button
                      type="submit"
                      className="btn-secondary min-h-[36px] whitespace-nowrap px-3 text-sm"
                      disabled={completedCount === 0}
                    >
                      Clear Completed
                    </button>
                  </Form>
                ) : null}
              </div>
              {column.length ? (
                <ul className="space-y-3" aria-labelledby={headingId}>
                  {column.map((task) => (
                    <TaskCard key={task.id} task={task} draggable={hydrated} onAnnounce={setAnnouncement} />
                  ))}
                </ul>
              ) : (
                <p className="rounded-xl border border-dashed border-ink-faint/40 px-3 py-6 text-center text-sm text-ink-soft">
                  {status === "pending"
                    ? "No tasks waiting."
                    : status === "working"
                      ? "Nobody is working on a task."
                      : "No completed tasks."}
                </p>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

function AddTaskForm() {
  const actionData = useActionData<typeof action>();
  const adding = useIsPending({ intent: "add" });
  const [form, fields] = useCheckedForm(addTaskSchema, {
    id: "add-task",
    lastResult: actionData && "result" in actionData && actionData.form === "add" ? actionData.result : undefined,
    defaultValue: { priority: "low" },
    shouldValidate: "onSubmit",
  });
  // After a successful add (the action redirects back here), empty the form for the next task.
  const formRef = useResetAfterRedirect(adding, Boolean(actionData));

  return (
    <AdminSection id="add-task-heading" title="Add a task">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 grid gap-x-5 sm:grid-cols-[1fr_12rem]">
        <input type="hidden" name="intent" value="add" />
        <GridFormAlert form={form} />
        <TextareaInput label="Task" field={fields.content} rows={2} />
        <SelectField label="Priority" errors={fields.priority.errors} selectProps={getSelectProps(fields.priority)}>
          <OptionsOf values={taskPriorityList} labels={taskPriorityLabels} />
        </SelectField>
        <GridSubmit label="Add task" busyLabel="Adding..." busy={adding} />
      </Form>
    </AdminSection>
  );
}

const priorityBadge: Record<Priority, string> = {
  high: "bg-coral-light text-coral-dark",
  medium: "bg-gold-light text-ink",
  low: "bg-sand-light text-ink-soft",
};

function TaskCard({
  task,
  draggable,
  onAnnounce,
}: {
  task: BoardTask;
  draggable: boolean;
  onAnnounce: (message: string) => void;
}) {
  const fetcher = useFetcher<typeof action>({ key: fetcherKey(task.id) });
  const hydrated = useHydrated();
  const saving = fetcher.state !== "idle";
  const idBase = `task-${task.id}`;
  const people: [string, string | null][] = [
    ["Added by", task.addedBy],
    ["Undertaken by", task.undertakenBy],
    ["Completed by", task.completedBy],
  ];

  return (
    <li
      className={`card p-4 text-base ${draggable ? "cursor-grab active:cursor-grabbing" : ""} ${saving ? "opacity-70" : ""}`}
      draggable={draggable || undefined}
      data-task-id={task.id}
      aria-labelledby={`${idBase}-content`}
      onDragStart={(e) => {
        e.dataTransfer.setData("application/x-task-id", String(task.id));
        e.dataTransfer.effectAllowed = "move";
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={`${idBase}-content`} className="whitespace-pre-line break-words font-medium">
          {task.content}
        </p>
        <span className={`flex-none rounded-full px-2 py-0.5 text-xs font-semibold ${priorityBadge[task.priority]}`}>
          {taskPriorityLabels[task.priority]}
          <span className="sr-only"> priority</span>
        </span>
      </div>
      <dl className="mt-2 space-y-0.5 text-sm text-ink-soft">
        {people.map(([label, who]) =>
          who ? (
            <div key={label}>
              <dt className="inline">{label}</dt> <dd className="inline break-all font-semibold text-ink">{who}</dd>
            </div>
          ) : null,
        )}
        <div>
          <dt className="inline">Added</dt> <dd className="inline">{task.added}</dd>
        </div>
      </dl>
      <fetcher.Form
        method="post"
        className="mt-3 flex flex-wrap items-end gap-2 border-t border-line pt-3"
        onSubmit={(e) => {
          const data = new FormData(e.currentTarget);
          const status = data.get("status") as Status;
          const priority = data.get("priority") as Priority;
          const parts = [];
          if (status !== task.status) parts.push(`moved to ${taskStatusLabels[status]}`);
          if (priority !== task.priority) parts.push(`priority ${taskPriorityLabels[priority]}`);
          if (parts.length) onAnnounce(`“${task.content}”: ${parts.join(", ")}.`);
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={task.id} />
        <input type="hidden" name="via" value={hydrated ? "js" : "html"} />
        <CompactSelect className="min-w-[7.5rem]" id={`${idBase}-status`} name="status" value={task.status} />
        <CompactSelect className="min-w-[6.5rem]" id={`${idBase}-priority`} name="priority" value={task.priority} />
        <button
          type="submit"
          className="btn-secondary min-h-[40px] px-4 text-sm"
          aria-describedby={`${idBase}-content`}
        >
          Save
        </button>
      </fetcher.Form>
    </li>
  );
}

const cardChoices = {
  status: { label: "Status", options: taskStatusList, labels: taskStatusLabels as Record<string, string> },
  priority: { label: "Priority", options: taskPriorityList, labels: taskPriorityLabels as Record<string, string> },
};

/** A small labelled select of a task's row (its status or its priority). Keyed by its value, so a change that arrives live resets it. */
function CompactSelect({
  className,
  id,
  name,
  value,
}: {
  className: string;
  id: string;
  name: keyof typeof cardChoices;
  value: string;
}) {
  const { label, options, labels } = cardChoices[name];
  return (
    <SelectField
      label={label}
      errors={null}
      className={`${className} flex-1`}
      labelClassName="block text-xs font-semibold text-ink-soft"
      selectProps={{ key: value, id, name, defaultValue: value, className: "py-1.5 text-sm" }}
    >
      <OptionsOf values={options} labels={labels} />
    </SelectField>
  );
}
