import * as z from "zod/mini";
import { TOKEN_FIELD } from "~/utils/human-check";
import { parseWithZod } from "@conform-to/zod/v4";
import { bookingSchema } from "../booking";
import { humanCheckField } from "../fields";

/** The booking form as the browser checks it (fetched when the visitor reaches for the form): the human check is one more required field. */
export function checkBooking(formData: FormData, dates: { minDate: string; maxDate: string }) {
  return parseWithZod(formData, { schema: z.extend(bookingSchema(dates), { [TOKEN_FIELD]: humanCheckField }) });
}

// Fetched with the rules: what puts their messages into words.
export { withErrorText } from "~/utils/error-message";
