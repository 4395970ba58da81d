import * as z from "zod/mini";
import { vehicleKinds } from "~/utils/booking-desk";
import { errorMessage } from "~/utils/error-message";
import { intent, recordId, requiredText, STALE_FORM_MESSAGE } from "./fields";
import { SEATS_MAX, SEATS_MESSAGE } from "./departure-changes";

/** A guide: a name, and the phone the office calls (optional, as written). */
export const guideSchema = z.object({
  name: requiredText("Please enter the guide's name", 120),
  phone: z.optional(
    z.string().check(z.trim(), z.maxLength(40, errorMessage("Please keep this under {max} characters", { max: 40 }))),
  ),
});

/** A vehicle or a boat: a name, its kind and its seats (optional). */
export const vehicleSchema = z.object({
  name: requiredText("Please enter the vehicle's name", 120),
  kind: z.enum(vehicleKinds, STALE_FORM_MESSAGE),
  seats: z.optional(
    z.number(SEATS_MESSAGE).check(z.int(SEATS_MESSAGE), z.gte(0, SEATS_MESSAGE), z.lte(SEATS_MAX, SEATS_MESSAGE)),
  ),
});

/** The Guides and vehicles page: add, rename (save) and remove a guide or a vehicle. */
export const crewPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.extend(guideSchema, { intent: intent("create-guide") }),
    z.extend(guideSchema, { intent: intent("save-guide"), id: recordId }),
    z.object({ intent: intent("remove-guide"), id: recordId }),
    z.extend(vehicleSchema, { intent: intent("create-vehicle") }),
    z.extend(vehicleSchema, { intent: intent("save-vehicle"), id: recordId }),
    z.object({ intent: intent("remove-vehicle"), id: recordId }),
  ],
  { error: STALE_FORM_MESSAGE },
);
