import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * zod/mini brings no messages of its own ("Invalid input" for everything). The admin forms have a few
 * checks without a message written for them (a maximum length, a choice from a list): this gives them
 * zod's English messages, as the full zod did. The public forms write every message out, so their
 * pages do without this.
 */
export function loadEnglishMessages() {
  z.config(en());
}
