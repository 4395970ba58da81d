import { asc, eq, sql } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { getDb, type DB, type Tx } from "~/db/db.server";
import { FormKeyReusedError, sameRequest } from "./form-key.server";
import { recordEmail, type Email } from "./outbox.server";

export type ContactInput = { name: string; email: string; phone: string; message: string };
export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * Saves a contact message. The form's one-time key makes a resubmission return the first
 * message instead of saving a second one; the same key with another name, e-mail, phone or message throws a
 * `FormKeyReusedError`, saving nothing. `emails` makes the e-mails about a new message, recorded in
 * the outbox in the same transaction (the caller sends them with `sendRecorded()` after the commit).
 */
export function saveContactMessage(
  input: ContactInput & { humanChecked: boolean; formKey: string | null },
  { emails }: { emails?: (message: ContactMessage) => Email[] } = {},
): { message: ContactMessage; duplicate: boolean; emailIds: number[] } {
  return getDb().transaction((tx) => {
    if (input.formKey) {
      const existing = tx.select().from(contactMessages).where(eq(contactMessages.formKey, input.formKey)).get();
      if (existing) {
        const request = { name: input.name, email: input.email, phone: input.phone, message: input.message };
        if (!sameRequest(existing, request)) throw new FormKeyReusedError();
        return { message: existing, duplicate: true, emailIds: [] };
      }
    }
    const message = tx.insert(contactMessages).values(input).returning().get();
    const emailIds = (emails?.(message) ?? []).map((email) => recordEmail(email, tx));
    return { message, duplicate: false, emailIds };
  });
}

const fromAddress = (email: string) => sql`lower(trim(${contactMessages.email})) = ${email.trim().toLowerCase()}`;

/** The contact messages sent with an address (trimmed, any case), oldest first. */
export function contactMessagesFrom(email: string, db: DB | Tx = getDb()): ContactMessage[] {
  return db.select().from(contactMessages).where(fromAddress(email)).orderBy(asc(contactMessages.id)).all();
}

/**
 * An erased guest's contact messages keep only that a message came in, and when: the name, address, phone, text
 * and attachments are replaced. Returns the attachments' storage keys, for the caller to remove after the commit.
 */
export function anonymiseContactMessages(
  tx: Tx,
  email: string,
  erased: { name: string; email: string },
): { count: number; files: string[] } {
  const rows = tx
    .select({ attachments: contactMessages.attachments })
    .from(contactMessages)
    .where(fromAddress(email))
    .all();
  if (!rows.length) return { count: 0, files: [] };
  tx.update(contactMessages)
    .set({ name: erased.name, email: erased.email, phone: "", message: "", attachments: [] })
    .where(fromAddress(email))
    .run();
  return { count: rows.length, files: rows.flatMap((r) => r.attachments) };
}
