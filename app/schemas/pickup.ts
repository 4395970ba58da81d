import * as z from "zod/mini";
import { intent, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";

/** A pickup place of the back office's Pickup places page: its zone and its name. */
export const pickupPlaceSchema = z.object({
  zone: requiredText("Please choose a zone", 60),
  name: requiredText("Please enter the place's name", 120),
});

/** The Pickup places page's forms: add a place, rename or move one, delete one. */
export const pickupPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.extend(pickupPlaceSchema, { intent: intent("create") }),
    z.extend(pickupPlaceSchema, { intent: intent("save"), id: recordId }),
    z.object({ intent: intent("delete"), id: recordId }),
  ],
  { error: STALE_FORM_MESSAGE },
);
