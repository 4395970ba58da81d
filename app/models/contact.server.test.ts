import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { saveContactMessage } from "./contact.server";
import { FormKeyReusedError } from "./form-key.server";

const input = { name: "Anjali", email: "anjali@example.mu", phone: "", message: "Hello", humanChecked: true };
const emails = (m: { email: string; name: string }) => [
  { recipient: m.email, subject: `Message from ${m.name} - ${m.email}`, plainTextMessage: "x", htmlMessage: "x" },
  {
    recipient: "team@example.mu",
    subject: `Message from ${m.name} - ${m.email}`,
    plainTextMessage: "x",
    htmlMessage: "x",
  },
];

describe("saveContactMessage", () => {
  it("records the message's e-mails in the outbox with it; a resubmitted form records nothing more", () => {
    const first = saveContactMessage({ ...input, formKey: "contact-1" }, { emails });
    const again = saveContactMessage({ ...input, formKey: "contact-1" }, { emails });
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, emailIds: [] });
    expect(again.message.id).toBe(first.message.id);
    const rows = first.emailIds.map((id) => getDb().select().from(outbox).where(eq(outbox.id, id)).get());
    expect(rows.map((r) => r?.recipient)).toEqual(["anjali@example.mu", "team@example.mu"]);
  });

  it("keeps neither the message nor any e-mail when an e-mail cannot be recorded", () => {
    expect(() =>
      saveContactMessage(
        { ...input, email: "broken@example.mu", formKey: "contact-2" },
        { emails: (m) => [emails(m)[0], { ...emails(m)[1], subject: null as unknown as string }] },
      ),
    ).toThrow();
    expect(getDb().select().from(contactMessages).where(eq(contactMessages.formKey, "contact-2")).all()).toEqual([]);
    expect(getDb().select().from(outbox).where(eq(outbox.recipient, "broken@example.mu")).all()).toEqual([]);
  });

  it.each([
    ["name", "Someone else"],
    ["email", "other@example.mu"],
    ["phone", "+23057000000"],
    ["message", "Another message"],
  ])("refuses a repeated form key with another %s, and saves nothing more", (field, value) => {
    const key = `contact-${crypto.randomUUID()}`;
    saveContactMessage({ ...input, formKey: key }, { emails });
    expect(() => saveContactMessage({ ...input, [field]: value, formKey: key }, { emails })).toThrow(
      FormKeyReusedError,
    );
    expect(getDb().select().from(contactMessages).where(eq(contactMessages.formKey, key)).all()).toMatchObject([
      { message: "Hello", name: "Anjali" },
    ]);
  });
});
