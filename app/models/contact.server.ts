import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { getDb } from "~/utils/db.server";

export type ContactInput = { name: string; email: string; phone: string; message: string };

/**
 * Saves a contact message. The form's one-time key makes a resubmission return the first
 * message instead of saving a second one.
 */
export function saveContactMessage(input: ContactInput & { humanChecked: boolean; formKey: string | null }) {
  const db = getDb();
  if (input.formKey) {
    const existing = db.select().from(contactMessages).where(eq(contactMessages.formKey, input.formKey)).get();
    if (existing) return { message: existing, duplicate: true };
  }
  const message = db.insert(contactMessages).values(input).returning().get();
  return { message, duplicate: false };
}
