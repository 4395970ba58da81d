import * as z from "zod/mini";

/**
 * The posts of a guest's own booking page (the client area's and the private link's, one page): told apart by their
 * intent. Cancel, confirmed on its own step; a later action (another departure, a change of party) is one more member.
 */
export const guestBookingSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("cancel") })]);
