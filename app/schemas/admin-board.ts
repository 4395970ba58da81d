import * as z from "zod/mini";
import { intent, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";

// The Task Manager and Updates forms (shared by the browser and the server). The lists repeat
// app/db/schema.ts's on purpose: importing values from the schema would ship Drizzle to the browser.
export const taskStatusList = ["pending", "working", "completed"] as const;
export const taskPriorityList = ["high", "medium", "low"] as const;
export const taskStatusLabels = { pending: "Pending", working: "Working", completed: "Completed" } as const;
export const taskPriorityLabels = { high: "High", medium: "Medium", low: "Low" } as const;

export const addTaskSchema = z.object({
  intent: z.literal("add"),
  content: requiredText("Please describe the task", 500),
  priority: z._default(z.enum(taskPriorityList), "low"),
});

/** A card's own form (and a drop): status and/or priority. */
export const updateTaskSchema = z.object({
  intent: intent("update"),
  id: recordId,
  status: z.optional(z.enum(taskStatusList)),
  priority: z.optional(z.enum(taskPriorityList)),
  via: z.optional(z.string()),
});

/** "Clear Completed": nothing to fill in. */
export const clearTasksSchema = z.object({ intent: intent("clear") });

/** The Task Manager's three forms, told apart by their intent. */
export const taskBoardSchema = z.discriminatedUnion("intent", [addTaskSchema, updateTaskSchema, clearTasksSchema], {
  error: STALE_FORM_MESSAGE,
});

export const postUpdateSchema = z.object({
  content: requiredText("Please write the update", 2000),
});
