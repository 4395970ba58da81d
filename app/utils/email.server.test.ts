import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeResend } from "../../tests/fakes/resend.js";
import { outbox } from "~/db/schema";
import { getDb } from "./db.server";
import { resendNow, retryDueEmails, sendEmail } from "./email.server";
import { reloadEnv } from "./env.server";

const message = (recipient: string) => ({
  recipient,
  subject: "Booking Ref ABC-123",
  plainTextMessage: "Hello",
  htmlMessage: "<p>Hello</p>",
});

let resend: Awaited<ReturnType<typeof startFakeResend>>;
beforeAll(async () => {
  resend = await startFakeResend();
});
afterAll(() => resend.close());

describe("without RESEND_API_KEY (the embedded default)", () => {
  beforeEach(() => {
    delete process.env.RESEND_API_KEY;
    reloadEnv();
  });
  it("keeps the message in the outbox as logged and reports success", async () => {
    const result = await sendEmail(message("guest@example.mu"));
    expect(result.ok).toBe(true);
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(row?.status).toBe("logged");
    expect(row?.subject).toBe("Booking Ref ABC-123");
    expect(resend.emails).toHaveLength(0);
  });
  it("keeps a subject on one line, whatever a visitor typed into the name in it", async () => {
    const result = await sendEmail({ ...message("guest@example.mu"), subject: "Message from Ann\r\nBcc: evil@example.com\u0000 - ann@example.mu" });
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(row?.subject).toMatch(/^Message from Ann Bcc: evil@example.com +- ann@example.mu$/);
  });
});

describe("with Resend (a fake Resend server on loopback)", () => {
  beforeEach(() => {
    process.env.RESEND_API_KEY = "re_test";
    process.env.RESEND_BASE_URL = resend.url;
    reloadEnv();
  });

  it("records the message first, then sends it over HTTP and marks it sent", async () => {
    const result = await sendEmail(message("guest@example.mu"));
    expect(result.ok).toBe(true);
    const sent = resend.emails.find((e) => e.to.includes("guest@example.mu"));
    expect(sent?.subject).toBe("Booking Ref ABC-123");
    expect(sent?.idempotencyKey).toBe(`outbox-${result.id}`);
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(row?.status).toBe("sent");
    expect(row?.providerId).toBe(sent?.id);
  });

  it("keeps a failed message with the provider's error and a time for the next try", async () => {
    const result = await sendEmail(message("fail-500@example.mu"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe("Server error: Internal Server Error");
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt).toBeTruthy();
  });

  it("reports a rejected message with the provider's message", async () => {
    const result = await sendEmail(message("fail-422@example.mu"));
    expect(result).toMatchObject({ ok: false, error: "The to field is invalid." });
  });

  it("retries due messages and never sends one twice", async () => {
    const first = await sendEmail(message("fail-500@later.mu"));
    // The provider recovers: the address is changed to one the fake accepts, and the backoff has passed.
    getDb().update(outbox).set({ recipient: "recovered@later.mu" }).where(eq(outbox.id, first.id)).run();
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await retryDueEmails(inAnHour);
    await retryDueEmails(inAnHour);
    expect(resend.emails.filter((e) => e.to.includes("recovered@later.mu"))).toHaveLength(1);
    expect(getDb().select().from(outbox).where(eq(outbox.id, first.id)).get()?.status).toBe("sent");
    const again = await resendNow(first.id);
    expect(again.ok).toBe(true);
    expect(resend.emails.filter((e) => e.to.includes("recovered@later.mu"))).toHaveLength(1);
  });

  it("a provider that does not listen is a failure, not a crash", async () => {
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9"; // discard port: nothing listens
    reloadEnv();
    const result = await sendEmail(message("nobody@example.mu"));
    expect(result.ok).toBe(false);
  });
});
