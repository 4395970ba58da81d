import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeResend } from "../../tests/fakes/resend.js";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { outbox } from "~/db/schema";
import { getDb } from "~/db/db.server";
import { sealClearTokens } from "~/models/outbox.server";
import {
  RECIPIENT_LIMIT_REASON,
  recordEmail,
  resendNow,
  retryDueEmails,
  sendEmail,
  sendRecorded,
  startOutboxWorker,
  stopOutboxWorker,
  TOKEN_PLACEHOLDER,
} from "~/services/email.server";
import { reloadEnv } from "~/utils/env.server";
import { bookingCancelledEmail } from "~/emails/booking-cancelled";
import { bookingRequestEmail } from "~/emails/booking-request";
import { contactThankYouEmail } from "~/emails/contact-thank-you";
import { resetPasswordEmail } from "~/emails/reset-password";
import { verifyEmail } from "~/emails/verify-email";
import { createBooking } from "~/models/booking.server";
import { BOOKING_INPUT } from "../../tests/fixtures/bookings";
const STAFF = { id: null, email: "staff@example.mu" };

const message = (recipient: string) => ({
  recipient,
  subject: "Booking Ref ABC-123",
  plainTextMessage: "Hello",
  htmlMessage: "<p>Hello</p>",
});

const resend = fakeServerForTests(startFakeResend);

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
    expect(resend().emails).toHaveLength(0);
  });
  it("keeps a subject on one line, whatever a visitor typed into the name in it", async () => {
    const result = await sendEmail({
      ...message("guest@example.mu"),
      subject: "Message from Ann\r\nBcc: evil@example.com\u0000 - ann@example.mu",
    });
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(row?.subject).toMatch(/^Message from Ann Bcc: evil@example.com +- ann@example.mu$/);
  });
});

describe("with Resend (a fake Resend server on loopback)", () => {
  beforeEach(() => {
    process.env.RESEND_API_KEY = "re_test";
    process.env.RESEND_BASE_URL = resend().url;
    reloadEnv();
  });

  it("records the message first, then sends it over HTTP and marks it sent", async () => {
    const result = await sendEmail(message("guest@example.mu"));
    expect(result.ok).toBe(true);
    const sent = resend().emails.find((e) => e.to.includes("guest@example.mu"));
    expect(sent?.subject).toBe("Booking Ref ABC-123");
    const row = getDb().select().from(outbox).where(eq(outbox.id, result.id)).get();
    expect(sent?.idempotencyKey).toBe(`outbox-${result.id}-${Date.parse(row!.createdAt)}`);
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
    expect(resend().emails.filter((e) => e.to.includes("recovered@later.mu"))).toHaveLength(1);
    expect(getDb().select().from(outbox).where(eq(outbox.id, first.id)).get()?.status).toBe("sent");
    const again = await resendNow(first.id, STAFF);
    expect(again.ok).toBe(true);
    expect(resend().emails.filter((e) => e.to.includes("recovered@later.mu"))).toHaveLength(1);
  });

  it("a message whose attachment is gone fails alone, with its reason; the others still go out", async () => {
    // The admin deleted the attachment in View Uploads after the e-mail was queued.
    const broken = recordEmail({
      ...message("broken-attachment@example.mu"),
      attachments: [{ filename: "map.pdf", path: "email-attachments/deleted-meanwhile/map.pdf" }],
    });
    const fine = recordEmail(message("after-the-broken-one@example.mu"));
    const row = (id: number) => getDb().select().from(outbox).where(eq(outbox.id, id)).get()!;
    await expect(retryDueEmails(new Date(Date.now() + 60 * 60 * 1000))).resolves.toBeGreaterThanOrEqual(2);
    expect(row(fine).status).toBe("sent");
    expect(resend().emails.filter((e) => e.to.includes("after-the-broken-one@example.mu"))).toHaveLength(1);
    expect(row(broken)).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(row(broken).error).toBe(
      "The attachment map.pdf is no longer in the uploads (deleted?): this e-mail cannot be sent as it is.",
    );
    // Sending it again by hand answers with the same reason, never throws, and sends nothing.
    await expect(resendNow(broken, STAFF)).resolves.toMatchObject({ ok: false, error: row(broken).error });
    expect(row(broken)).toMatchObject({ status: "failed", attempts: 2, nextAttemptAt: null });
    expect(resend().emails.filter((e) => e.to.includes("broken-attachment@example.mu"))).toHaveLength(0);
  });

  it("an address typed into a public form gets at most 5 such e-mails an hour, whoever sends them; the rest are kept as failed, not sent", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    reloadEnv();
    try {
      const toVictim = (i: number) => ({
        ...message(i % 2 ? "Victim@Example.mu" : "victim@example.mu"),
        limitPerRecipient: true,
      });
      const results = [];
      for (let i = 0; i < 7; i++) results.push(await sendRecorded(recordEmail(toVictim(i))));
      expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false, false]);
      expect(results[5]).toMatchObject({ ok: false, error: RECIPIENT_LIMIT_REASON });
      expect(resend().emails.filter((e) => e.to.some((t) => t.toLowerCase() === "victim@example.mu"))).toHaveLength(5);
      const held = getDb().select().from(outbox).where(eq(outbox.id, results[6].id)).get()!;
      expect(held).toMatchObject({ status: "failed", error: RECIPIENT_LIMIT_REASON, attempts: 0, nextAttemptAt: null });
      // The worker leaves it alone; another address, and e-mails of ours that are not limited, still go out.
      await retryDueEmails(new Date(Date.now() + 60 * 60 * 1000));
      expect(getDb().select().from(outbox).where(eq(outbox.id, results[6].id)).get()?.status).toBe("failed");
      await expect(
        sendEmail({ ...message("someone-else@example.mu"), limitPerRecipient: true }),
      ).resolves.toMatchObject({ ok: true });
      await expect(sendEmail(message("victim@example.mu"))).resolves.toMatchObject({ ok: true });
      // An admin can still send it by hand.
      await expect(resendNow(results[6].id, STAFF)).resolves.toMatchObject({ ok: true });
    } finally {
      delete process.env.RATE_LIMIT_MULTIPLIER;
      reloadEnv();
    }
  });

  describe("a quota strangers can fill never silences a guest's own e-mails", () => {
    const contactCopy = (email: string) =>
      contactThankYouEmail(
        { name: "Refund ready: call +230 5712 3456", email, phone: "", message: "Your refund is ready." },
        "Lagoon & Leaf Escapes",
        "en",
        1,
      );
    const delivered = (to: string, subject: string | RegExp) =>
      resend().emails.filter(
        (e) => e.to.includes(to) && (typeof subject === "string" ? e.subject === subject : subject.test(e.subject)),
      );
    /** What sending to an address over its quota answers. */
    const OVER_QUOTA = { ok: false, error: RECIPIENT_LIMIT_REASON };
    /** A guest books (the fixture's booking, from `email`): the request e-mail goes out, once. */
    const guestBooks = async (email: string) => {
      const { booking } = createBooking(
        { ...BOOKING_INPUT, email },
        {
          packageId: "p",
          packageTitle: "Île aux Cerfs Catamaran Day",
          userId: null,
          humanChecked: true,
          formKey: null,
        },
      );
      await expect(sendEmail(bookingRequestEmail(booking, "Lagoon & Leaf Escapes"))).resolves.toMatchObject({
        ok: true,
      });
      expect(delivered(email, `Booking Ref ${booking.reference}`)).toHaveLength(1);
      return booking;
    };
    const strangersFill = async (addresses: string[]) => {
      for (const address of addresses)
        await expect(sendEmail(contactCopy(address))).resolves.toMatchObject({ ok: true });
    };
    const withLimits = async (run: () => Promise<void>) => {
      process.env.RATE_LIMIT_MULTIPLIER = "1";
      reloadEnv();
      try {
        await run();
      } finally {
        delete process.env.RATE_LIMIT_MULTIPLIER;
        reloadEnv();
      }
    };

    it("five contact posts with a guest's address: the guest's booking e-mail, its cancellation, a reset and a confirmation link still go out", () =>
      withLimits(async () => {
        const guest = "amelia.quota@example.mu";
        await strangersFill(Array(5).fill(guest));
        await expect(sendEmail(contactCopy(guest))).resolves.toMatchObject(OVER_QUOTA);

        const booking = await guestBooks(guest);
        await expect(sendEmail(bookingCancelledEmail(booking, "Lagoon & Leaf Escapes"))).resolves.toMatchObject({
          ok: true,
        });
        await expect(
          sendEmail({
            ...resetPasswordEmail(guest, `https://lagoon.example/reset-password?token=${TOKEN_PLACEHOLDER}`, "Lagoon"),
            secretToken: "t".repeat(43),
          }),
        ).resolves.toMatchObject({ ok: true });
        await expect(
          sendEmail({
            ...verifyEmail(guest, `https://lagoon.example/verify-email?token=${TOKEN_PLACEHOLDER}`, "Lagoon"),
            secretToken: "v".repeat(43),
          }),
        ).resolves.toMatchObject({ ok: true });
        expect(resend().emails.filter((e) => e.to.includes(guest))).toHaveLength(5 + 4);
      }));

    it("the contact quota counts an address's variants as one (+tag, Gmail's dots, googlemail, case); the guest's booking e-mail still goes out", () =>
      withLimits(async () => {
        await strangersFill([
          "guest+x@gmail.com",
          "g.uest@gmail.com",
          "GUEST@googlemail.com",
          "Guest+news@Gmail.com",
          "gu.e.st@gmail.com",
        ]);
        await expect(sendEmail(contactCopy("guest@gmail.com"))).resolves.toMatchObject(OVER_QUOTA);
        await expect(sendEmail(contactCopy("guest+other@googlemail.com"))).resolves.toMatchObject(OVER_QUOTA);
        // Another mailbox is not affected.
        await expect(sendEmail(contactCopy("guest2@gmail.com"))).resolves.toMatchObject({ ok: true });

        await guestBooks("guest@gmail.com");
        expect(delivered("guest@gmail.com", /received your message/)).toHaveLength(0);
      }));
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
  const own = fakeServerForTests(startFakeResend);
  beforeEach(() => {
    process.env.RESEND_API_KEY = "re_test";
    process.env.RESEND_BASE_URL = own().url;
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
    own().mode = "hang";
    const result = await sendEmail(message("hang@example.mu"));
    expect(result).toMatchObject({
      ok: false,
      error: "Failed to send email. The mail server did not answer within 0.3 seconds.",
    });
    expect(row(result.id)).toMatchObject({ status: "failed", attempts: 1 });
    own().mode = "ok";
    await retryDueEmails(inAnHour());
    expect(row(result.id).status).toBe("sent");
    expect(own().emails.filter((e) => e.to.includes("hang@example.mu"))).toHaveLength(1);
  });

  it("a provider that took the message but whose answer was lost is not sent a second copy", async () => {
    own().mode = "lose-answer";
    const result = await sendEmail(message("lost@example.mu"));
    expect(result.ok).toBe(false);
    expect(own().emails.filter((e) => e.to.includes("lost@example.mu"))).toHaveLength(1);
    own().mode = "ok";
    await retryDueEmails(inAnHour());
    expect(row(result.id).status).toBe("sent");
    expect(row(result.id).providerId).toBe(own().emails.find((e) => e.to.includes("lost@example.mu"))?.id);
    expect(own().emails.filter((e) => e.to.includes("lost@example.mu"))).toHaveLength(1);
  });

  it("the worker sends, as soon as it starts, what a crash left pending", async () => {
    own().mode = "ok";
    const id = recordEmail(message("left-pending@example.mu")); // recorded, never sent: the process died here
    startOutboxWorker(60_000);
    try {
      await expect.poll(() => row(id).status, { timeout: 5000 }).toBe("sent");
    } finally {
      stopOutboxWorker();
    }
    expect(own().emails.filter((e) => e.to.includes("left-pending@example.mu"))).toHaveLength(1);
  });

  it("a retry round does not send a message a person's request is sending right now", async () => {
    own().mode = "ok";
    const id = recordEmail(message("racing@example.mu"));
    const [first] = await Promise.all([sendRecorded(id), retryDueEmails(inAnHour())]);
    expect(first.ok).toBe(true);
    expect(own().emails.filter((e) => e.to.includes("racing@example.mu"))).toHaveLength(1);
    expect(row(id).attempts).toBe(1);
  });
});

describe("a link's token (password reset, e-mail confirmation)", () => {
  const token = "Tk_" + "a1B2c3D4e5".repeat(4);
  const withLink = (recipient: string) => ({
    recipient,
    subject: "Choose a new password",
    plainTextMessage: `Choose a new password: https://lagoon.example/reset-password?token=${TOKEN_PLACEHOLDER}`,
    htmlMessage: `<a href="https://lagoon.example/reset-password?token=${TOKEN_PLACEHOLDER}">Choose</a>`,
    secretToken: token,
  });
  const stored = (id: number) => getDb().select().from(outbox).where(eq(outbox.id, id)).get()!;

  beforeEach(() => {
    process.env.RESEND_API_KEY = "re_test";
    process.env.RESEND_BASE_URL = resend().url;
    reloadEnv();
  });

  it("is never stored in clear; the provider gets the real link, also when it is sent again later", async () => {
    const id = recordEmail(withLink("fail-500@token.mu"));
    const row = stored(id);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.plainTextMessage).toContain(`?token=${TOKEN_PLACEHOLDER}`);
    expect(row.sealedToken).toBeTruthy();
    expect((await sendRecorded(id)).ok).toBe(false);

    // The retry (as after a restart: only the row is left) still sends the working link.
    getDb().update(outbox).set({ recipient: "back@token.mu" }).where(eq(outbox.id, id)).run();
    expect((await resendNow(id, STAFF)).ok).toBe(true);
    const sent = resend().emails.find((e) => e.to.includes("back@token.mu"))!;
    expect(sent.text).toContain(`/reset-password?token=${token}`);
    expect(sent.html).toContain(`?token=${token}`);
    expect(sent.text).not.toContain(TOKEN_PLACEHOLDER);
    expect(JSON.stringify(stored(id))).not.toContain(token);
  });

  it("sealed under another session secret: failed for good, nothing sent with a broken link", async () => {
    const id = recordEmail(withLink("rotated@token.mu"));
    process.env.SESSION_SECRET = "another-secret-of-at-least-32-characters";
    reloadEnv();
    try {
      const result = await sendRecorded(id);
      expect(result.ok).toBe(false);
      expect(stored(id)).toMatchObject({ status: "failed", nextAttemptAt: null });
      expect(resend().emails.find((e) => e.to.includes("rotated@token.mu"))).toBeUndefined();
    } finally {
      process.env.SESSION_SECRET = "test-secret-that-is-32-characters-long";
      reloadEnv();
    }
  });

  it("one already stored in clear (before this rule) is sealed at start and still sent", async () => {
    const clear = "Zz9-" + "q".repeat(39);
    const [row] = getDb()
      .insert(outbox)
      .values({
        recipient: "legacy@token.mu",
        subject: "Confirm",
        plainTextMessage: `Confirm: https://lagoon.example/verify-email?token=${clear}`,
        htmlMessage: `<a href="https://lagoon.example/verify-email?token=${clear}">Confirm</a> https://lagoon.example/verify-email?token=${clear}`,
        status: "failed",
      })
      .returning()
      .all();
    expect(sealClearTokens()).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(stored(row.id))).not.toContain(clear);
    expect(sealClearTokens()).toBe(0);
    expect((await resendNow(row.id, STAFF)).ok).toBe(true);
    expect(resend().emails.find((e) => e.to.includes("legacy@token.mu"))?.html).toContain(
      `verify-email?token=${clear}">Confirm</a> https://lagoon.example/verify-email?token=${clear}`,
    );
  });
});
