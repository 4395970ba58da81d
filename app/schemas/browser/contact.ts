import * as z from "zod/mini";
import { TOKEN_FIELD } from "~/utils/human-check";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema } from "../contact";
import { humanCheckField } from "../fields";

const schema = z.extend(contactSchema, { [TOKEN_FIELD]: humanCheckField });

/** The contact form as the browser checks it (fetched when the visitor reaches for the form): the human check is one more required field. */
export function checkContact(formData: FormData) {
  return parseWithZod(formData, { schema });
}

// Fetched with the rules: what puts their messages into words.
export { withErrorText } from "~/utils/error-message";
