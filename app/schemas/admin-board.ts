import * as z from "zod/mini";
import { requiredText } from "./fields";

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
  intent: z.literal("update"),
  id: z.number().check(z.int(), z.positive()),
  status: z.optional(z.enum(taskStatusList)),
  priority: z.optional(z.enum(taskPriorityList)),
  via: z.optional(z.string()),
});

export const postUpdateSchema = z.object({
  content: requiredText("Please write the update", 2000),
});
