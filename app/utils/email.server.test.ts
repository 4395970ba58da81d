import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeResend } from "../../tests/fakes/resend.js";
import { outbox } from "~/db/schema";
import { getDb } from "./db.server";
import { recordEmail, resendNow, retryDueEmails, sendEmail, sendRecorded, startOutboxWorker, stopOutboxWorker } from "./email.server";
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
    expect(result).toMatchObject({ ok: false, error: "Failed to send email. The mail server could not be reached." });
  });

  it("a message recorded in a transaction that rolls back is not in the outbox", () => {
    let id = 0;
    expect(() =>
      getDb().transaction((tx) => {
        id = recordEmail(message("rolled-back@example.mu"), tx);
        throw new Error("the booking could not be saved");
      }),
    ).toThrow();
    expect(id).toBeGreaterThan(0);
    expect(getDb().select().from(outbox).where(eq(outbox.id, id)).get()).toBeUndefined();
  });

  it("the first retry waits OUTBOX_RETRY_BASE_MS, the next ones twice as long each time", async () => {
    process.env.OUTBOX_RETRY_BASE_MS = "5000";
    reloadEnv();
    const before = Date.now();
    const first = await sendEmail(message("fail-500@backoff.mu"));
    const row = () => getDb().select().from(outbox).where(eq(outbox.id, first.id)).get()!;
    const delay = () => Date.parse(row().nextAttemptAt!) - Date.now();
    expect(Date.parse(row().nextAttemptAt!) - before).toBeGreaterThanOrEqual(5000);
    expect(delay()).toBeLessThanOrEqual(5000);
    // Not due yet: nothing is sent.
    await retryDueEmails(new Date());
    expect(row().attempts).toBe(1);
    await retryDueEmails(new Date(Date.now() + 6000));
    expect(row().attempts).toBe(2);
    expect(delay()).toBeGreaterThan(9000);
    expect(delay()).toBeLessThanOrEqual(10_000);
    delete process.env.OUTBOX_RETRY_BASE_MS;
  });
});

describe("a provider that does not answer (its own fake)", () => {
  let own: Awaited<ReturnType<typeof startFakeResend>>;
  beforeAll(async () => {
    own = await startFakeResend();
  });
  afterAll(() => own.close());
  beforeEach(() => {
    process.env.RESEND_API_KEY = "re_test";
    process.env.RESEND_BASE_URL = own.url;
    process.env.MAIL_TIMEOUT_MS = "300";
    reloadEnv();
  });
  afterAll(() => {
    delete process.env.MAIL_TIMEOUT_MS;
    reloadEnv();
  });
  const row = (id: number) => getDb().select().from(outbox).where(eq(outbox.id, id)).get()!;
  const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

  it("gives up after MAIL_TIMEOUT_MS: failed, to be retried; sent once it answers again", async () => {
    own.mode = "hang";
    const started = Date.now();
    const result = await sendEmail(message("hang@example.mu"));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result).toMatchObject({ ok: false, error: "Failed to send email. The mail server did not answer within 0.3 seconds." });
    expect(row(result.id)).toMatchObject({ status: "failed", attempts: 1 });
    own.mode = "ok";
    await retryDueEmails(inAnHour());
    expect(row(result.id).status).toBe("sent");
    expect(own.emails.filter((e) => e.to.includes("hang@example.mu"))).toHaveLength(1);
  });

  it("a provider that took the message but whose answer was lost is not sent a second copy", async () => {
    own.mode = "lose-answer";
    const result = await sendEmail(message("lost@example.mu"));
    expect(result.ok).toBe(false);
    expect(own.emails.filter((e) => e.to.includes("lost@example.mu"))).toHaveLength(1);
    own.mode = "ok";
    await retryDueEmails(inAnHour());
    expect(row(result.id).status).toBe("sent");
    expect(row(result.id).providerId).toBe(own.emails.find((e) => e.to.includes("lost@example.mu"))?.id);
    expect(own.emails.filter((e) => e.to.includes("lost@example.mu"))).toHaveLength(1);
  });

  it("the worker sends, as soon as it starts, what a crash left pending", async () => {
    own.mode = "ok";
    const id = recordEmail(message("left-pending@example.mu")); // recorded, never sent: the process died here
    startOutboxWorker(60_000);
    try {
      await expect.poll(() => row(id).status, { timeout: 5000 }).toBe("sent");
    } finally {
      stopOutboxWorker();
    }
    expect(own.emails.filter((e) => e.to.includes("left-pending@example.mu"))).toHaveLength(1);
  });

  it("a retry round does not send a message a person's request is sending right now", async () => {
    own.mode = "ok";
    const id = recordEmail(message("racing@example.mu"));
    const [first] = await Promise.all([sendRecorded(id), retryDueEmails(inAnHour())]);
    expect(first.ok).toBe(true);
    expect(own.emails.filter((e) => e.to.includes("racing@example.mu"))).toHaveLength(1);
    expect(row(id).attempts).toBe(1);
  });
});
