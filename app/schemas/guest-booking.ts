import * as z from "zod/mini";
import { errorMessage } from "~/utils/error-message";
import { checkoutPurposes } from "~/utils/payment";
import { STALE_FORM_MESSAGE } from "./fields";

/**
 * 'Pay deposit' / 'Pay balance' (a guest's booking page, the booking's confirmation page): which part, and with which
 * provider (the first configured when there is no choice).
 */
export const payBookingSchema = z.object({
  intent: z.literal("pay"),
  purpose: z.enum(checkoutPurposes, STALE_FORM_MESSAGE),
  provider: z.optional(z.enum(["paypal", "stripe"], STALE_FORM_MESSAGE)),
});

/**
 * The posts of a guest's own booking page (the client area's and the private link's, one page): told apart by their
 * intent. Cancel, confirmed on its own step; a later action (another departure, a change of party) is one more member.
 */
export const guestBookingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  // 'Move my booking': another departure of the package ("YYYY-MM-DD HH:MM"); the model checks it by the guest's rules.
  z.object({
    intent: z.literal("move"),
    departure: z
      .string({ error: errorMessage("Please choose a departure") })
      .check(z.regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, errorMessage("Please choose a departure"))),
  }),
  payBookingSchema,
]);
