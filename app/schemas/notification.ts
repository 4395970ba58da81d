import * as z from "zod/mini";
import { intent, recordId, STALE_FORM_MESSAGE } from "./fields";

/** "Dismiss" on a notification, from its page or from the bell's list (which says so, and stays where it is). */
export const dismissNotificationSchema = z.object({
  intent: intent("dismiss"),
  id: recordId,
  from: z.optional(z.literal("bell", STALE_FORM_MESSAGE)),
});
