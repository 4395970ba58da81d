import * as z from "zod/mini";
import { loadEnglishMessages } from "./english";
import { intent, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";

loadEnglishMessages();

export const ZONE_MESSAGE = "Please choose a zone";
export const PLACE_NAME_MESSAGE = "Please enter the place's name";

/** A pickup place of the back office's Pickup places page: its zone and its name. */
export const pickupPlaceSchema = z.object({
  zone: requiredText(ZONE_MESSAGE, 60),
  name: requiredText(PLACE_NAME_MESSAGE, 120),
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
