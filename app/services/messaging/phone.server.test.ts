import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeTwilio } from "../../../tests/fakes/twilio.js";
import { fakeServerForTests } from "../../../tests/fixtures/fake-server";
import { getDb } from "~/db/db.server";
import { outbox } from "~/db/schema";
import { cancelBookingByLink, createBooking, type Booking } from "~/models/booking.server";
import { recordPhoneMessage, recordPhoneMessageNow, toE164 } from "~/models/outbox.server";
import { createPackage, getPackage } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { seedPackages } from "~/seed/packages";
import { seedPackagesFr } from "~/seed/packages-fr";
import { changeBookingByStaff } from "~/services/booking-change.server";
import { cancelBooking, declineBooking } from "~/services/booking-status.server";
import { cancelWholeDeparture, messageEveryone } from "~/services/departure-day.server";
import { retryDueEmails, sendRecorded } from "~/services/email.server";
import { recordCancelNotice, tellCancelled } from "~/services/guest-cancel.server";
import { sendDueReminders } from "~/services/reminders.server";
import { getEnv, reloadEnv } from "~/utils/env.server";
import { nextAvailable } from "~/utils/schedule";
import { departureInstant } from "~/utils/time";
import { answerStatusCallback, phoneMessagesForStaff } from "./phone.server";
import { siteUrl } from "~/utils/site-url.server";
import nodeCrypto from "node:crypto";
import { sendMessage, twilioConfig } from "./twilio.server";

const SID = "AC-test-account";
const TOKEN = "test-token";
const FROM = "+14155238886";
const twilio = fakeServerForTests(() => startFakeTwilio({ accountSid: SID, authToken: TOKEN }));
const admin = { id: null, email: "staff@example.mu" };

function useTwilio(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_WHATSAPP_FROM: FROM,
    TWILIO_API_BASE: twilio().url,
    MAIL_TIMEOUT_MS: "2000",
    ...extra,
  });
  reloadEnv();
}
afterAll(() => {
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_WHATSAPP_FROM", "TWILIO_API_BASE"])
    delete process.env[name];
  delete process.env.MAIL_TIMEOUT_MS;
  reloadEnv();
});
beforeEach(() => {
  useTwilio();
  twilio().setMode({ mode: "ok" });
});

let numbers = 0;
/** A fresh Mauritian mobile number, so each test reads only its own messages at the fake. */
const newNumber = () => `+2305${String(7_000_000 + ++numbers).padStart(7, "0")}`;
const received = (to: string) => twilio().messages.filter((m) => m.to === `whatsapp:${to}`);
const phoneRows = (reference: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.related, `booking:${reference}`), ne(outbox.channel, "email")))
    .orderBy(asc(outbox.id))
    .all();
/** A message to an opted-in guest's phone, recorded to go now (the booking it is about: `related`). */
const record = (phone: string, related = `test:${phone}`) =>
  recordPhoneMessageNow({ booking: { phone, phoneReminders: true }, text: `Reminder ${phone}`, related })!;
const row = (id: number) => getDb().select().from(outbox).where(eq(outbox.id, id)).get()!;

describe("the door: Twilio's Messages.json against the fake", () => {
  const config = () => twilioConfig(getEnv(), "whatsapp")!;

  it("sends a WhatsApp message (whatsapp: on both numbers) and keeps Twilio's sid", async () => {
    const to = newNumber();
    const outcome = await sendMessage(config(), `whatsapp:${to}`, "Hello");
    expect(outcome).toEqual({ status: "accepted", sid: expect.stringMatching(/^SM/) });
    expect(received(to)).toEqual([expect.objectContaining({ from: `whatsapp:${FROM}`, body: "Hello" })]);
  });

  it("a refusal is Twilio's own words and code", async () => {
    expect(await sendMessage(config(), "whatsapp:+12", "Hello")).toEqual({
      status: "refused",
      error: "The 'To' number whatsapp:+12 is not a valid phone number. (21211)",
    });
  });

  it("no answer in time is an unknown outcome, not a refusal", async () => {
    const to = newNumber();
    twilio().setMode({ mode: "hang", target: to });
    const outcome = await sendMessage({ ...config(), timeoutMs: 200 }, `whatsapp:${to}`, "Hello");
    expect(outcome).toMatchObject({ status: "unknown", error: expect.stringContaining("did not answer") });
  });
});

describe("recording a message to the guest's phone", () => {
  const guest = (over: Partial<{ phone: string; phoneReminders: boolean }> = {}) => ({
    phone: "5712 3456",
    phoneReminders: true,
    ...over,
  });
  const rowsFor = (related: string) => getDb().select().from(outbox).where(eq(outbox.related, related)).all();

  it("opted in: one WhatsApp row to the number in E.164, in the caller's transaction (none when it rolls back)", () => {
    expect(() =>
      getDb().transaction((tx) => {
        recordPhoneMessage(tx, { booking: guest(), text: "Hi", related: "test:rolled-back" });
        throw new Error("the change failed");
      }),
    ).toThrow("the change failed");
    expect(rowsFor("test:rolled-back")).toEqual([]);
    getDb().transaction((tx) => recordPhoneMessage(tx, { booking: guest(), text: "Hi", related: "test:kept" }));
    expect(rowsFor("test:kept")).toEqual([
      expect.objectContaining({ channel: "whatsapp", recipient: "+23057123456", plainTextMessage: "Hi", subject: "" }),
    ]);
  });

  it("nothing when the guest did not opt in, the number is unusable, or no provider is configured", () => {
    expect(recordPhoneMessageNow({ booking: guest({ phoneReminders: false }), text: "Hi", related: "t:1" })).toBeNull();
    expect(recordPhoneMessageNow({ booking: guest({ phone: "call the hotel" }), text: "Hi", related: "t:1" })).toBe(
      null,
    );
    delete process.env.TWILIO_ACCOUNT_SID;
    delete process.env.TWILIO_AUTH_TOKEN;
    reloadEnv();
    expect(recordPhoneMessageNow({ booking: guest(), text: "Hi", related: "t:1" })).toBeNull();
    expect(rowsFor("t:1")).toEqual([]);
  });

  it("SMS when only TWILIO_FROM is set", () => {
    useTwilio({ TWILIO_FROM: "+23052000000" });
    delete process.env.TWILIO_WHATSAPP_FROM;
    reloadEnv();
    const id = recordPhoneMessageNow({ booking: guest(), text: "Hi", related: "t:sms" });
    expect(rowsFor("t:sms")).toEqual([expect.objectContaining({ id, channel: "sms" })]);
    delete process.env.TWILIO_FROM;
  });

  it("numbers in E.164: with their country code (+ or 00), or Mauritian without it", () => {
    expect(toE164("+230 5712 3456")).toBe("+23057123456");
    expect(toE164("00 33 6 12 34 56 78")).toBe("+33612345678");
    expect(toE164("5712-3456")).toBe("+23057123456");
    expect(toE164("212 3456")).toBe("+2302123456");
    expect(toE164("12")).toBeNull();
    expect(toE164("")).toBeNull();
  });
});

describe("sent once, retried, crash-safe", () => {
  const later = () => new Date(Date.now() + 24 * 3_600_000);
  const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});
  /** The outbox worker's next round: the message at Twilio once, the row sent. */
  async function sentOnceByTheWorker(to: string, id: number) {
    await retryDueEmails(later());
    expect(received(to)).toHaveLength(1);
    expect(row(id).status).toBe("sent");
  }

  it("sends a recorded message and marks it sent with Twilio's sid", async () => {
    const to = newNumber();
    const id = record(to);
    expect(await sendRecorded(id)).toEqual({ ok: true, id });
    expect(row(id)).toMatchObject({ status: "sent", providerId: received(to)[0].sid, attempts: 1 });
  });

  it("an answer lost after Twilio took the message: the retry finds it in Twilio's list and sends nothing again", async () => {
    quiet();
    useTwilio({ MAIL_TIMEOUT_MS: "300" });
    const to = newNumber();
    twilio().setMode({ mode: "lose-answer", target: to, op: "send", count: 1 });
    const id = record(to);
    expect((await sendRecorded(id)).ok).toBe(false);
    expect(row(id)).toMatchObject({ status: "failed", providerId: expect.stringMatching(/^attempt:/) });
    expect(received(to)).toHaveLength(1);
    await retryDueEmails(later());
    expect(received(to)).toHaveLength(1);
    expect(row(id)).toMatchObject({ status: "sent", providerId: received(to)[0].sid });
  });

  it("a crash after the call (the row still pending, its try marked): the worker's round sends it once", async () => {
    const to = newNumber();
    const id = record(to);
    // The site died between Twilio's answer and marking the row sent: as the first try left it.
    await sendRecorded(id);
    getDb()
      .update(outbox)
      .set({ status: "pending", providerId: `attempt:${new Date().toISOString()}` })
      .where(eq(outbox.id, id))
      .run();
    await sentOnceByTheWorker(to, id);
  });

  it("a server error is retried later and then sent, once", async () => {
    quiet();
    const to = newNumber();
    twilio().setMode({ mode: "500", target: to, op: "send", count: 1 });
    const id = record(to);
    expect((await sendRecorded(id)).ok).toBe(false);
    expect(row(id)).toMatchObject({ status: "failed", nextAttemptAt: expect.any(String) });
    await sentOnceByTheWorker(to, id);
  });

  it("a refusal is failed for good with Twilio's words, and staff read them on the booking page", async () => {
    quiet();
    const to = newNumber();
    twilio().setMode({ mode: "refuse", target: to });
    const id = record(to, "booking:REF-1");
    await sendRecorded(id);
    expect(row(id)).toMatchObject({
      status: "failed",
      nextAttemptAt: null,
      error: "Attempt to send to unsubscribed recipient (21610)",
    });
    expect(phoneMessagesForStaff("REF-1", getEnv().TZ)).toEqual([
      expect.objectContaining({
        channel: "WhatsApp",
        to,
        failed: true,
        status: "Failed: Attempt to send to unsubscribed recipient (21610)",
      }),
    ]);
    await retryDueEmails(later());
    expect(received(to)).toHaveLength(0);
  });
});

describe("Twilio's delivery reports (POST /webhooks/twilio)", () => {
  const url = () => siteUrl("/webhooks/twilio");
  /** Twilio's signature, written out: the address, then each parameter's name and value, names sorted. */
  const sign = (params: Record<string, string>) =>
    nodeCrypto
      .createHmac("sha1", TOKEN)
      .update(
        url() +
          Object.keys(params)
            .sort()
            .map((k) => k + params[k])
            .join(""),
      )
      .digest("base64");
  const report = (params: Record<string, string>, signature = sign(params)) =>
    answerStatusCallback(
      new Request(url(), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        body: new URLSearchParams(params),
      }),
    );

  it("a message Twilio could not deliver is failed with its reason; an unsigned report changes nothing", async () => {
    const to = newNumber();
    const id = record(to, "booking:REF-2");
    await sendRecorded(id);
    const sid = received(to)[0].sid;
    const params = {
      MessageSid: sid,
      MessageStatus: "undelivered",
      ErrorCode: "63016",
      ErrorMessage: "Outside the allowed window",
    };
    expect((await report(params, sign({ ...params, MessageStatus: "delivered" }))).status).toBe(403);
    expect((await report({ ...params, MessageStatus: "delivered" })).status).toBe(204);
    expect(row(id).status).toBe("sent");
    expect((await report(params)).status).toBe(204);
    expect(row(id)).toMatchObject({
      status: "failed",
      error: "Not delivered (undelivered): Outside the allowed window (63016)",
      nextAttemptAt: null,
    });
    expect(received(to)[0].statusCallback).toBe(url());
    expect(phoneMessagesForStaff("REF-2", getEnv().TZ)[0].status).toBe(
      "Failed: Not delivered (undelivered): Outside the allowed window (63016)",
    );
  });
});

// The four causes, each recorded beside the booking's e-mail and in its language (the demo catamaran, in French).
describe("the reminder, a change, a departure message and a cancellation reach an opted-in guest's phone", () => {
  const PACKAGE = "ile-aux-cerfs-catamaran";
  const FR_TITLE = "Journée en catamaran à l’Île aux Cerfs";
  let EN_TITLE = "";
  let departures: { date: string; startTime: string }[] = [];
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { slug, ...fields } = seedPackages.find((p) => p.slug === PACKAGE)!;
    createPackage({ ...fields, translations: { fr: seedPackagesFr[slug] } }, [], slug);
    EN_TITLE = getPackage(PACKAGE)!.title;
    departures = nextAvailable(packageAvailability({ id: PACKAGE, cutoffHours: null }).departures, 8, { seats: 3 });
  });
  const booking = (n: number, phoneReminders = true, language: "fr" | "en" = "fr"): Booking =>
    createBooking(
      {
        name: "Amélie",
        surname: "Durand",
        email: `${crypto.randomUUID()}@example.fr`,
        phone: newNumber(),
        date: departures[n].date,
        startTime: departures[n].startTime,
        adults: 2,
        children: 0,
        infants: 0,
        language,
        phoneReminders,
      },
      { packageId: PACKAGE, packageTitle: EN_TITLE, userId: null, humanChecked: true, formKey: null },
    ).booking;
  /** The booking's one phone message, sent to the fake, in French. */
  function expectOneFrench(b: Booking, words: string) {
    const rows = phoneRows(b.reference);
    expect(rows, rows.map((r) => r.plainTextMessage).join("\n")).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "whatsapp", recipient: b.phone, status: "sent" });
    expect(rows[0].plainTextMessage).toContain(words);
    expect(rows[0].plainTextMessage).toContain(b.reference);
    expect(rows[0].plainTextMessage).toContain(FR_TITLE);
    expect(received(b.phone).map((m) => m.body)).toEqual([rows[0].plainTextMessage]);
    getDb().delete(outbox).where(eq(outbox.id, rows[0].id)).run();
  }

  it("the reminder, once; never for a guest who did not opt in", async () => {
    const b = booking(0);
    const other = booking(0, false);
    const at = new Date(departureInstant(b.date, b.startTime!, getEnv().TZ).getTime() - 12 * 3_600_000);
    await sendDueReminders(at);
    expect(phoneRows(other.reference)).toEqual([]);
    expect(received(other.phone)).toEqual([]);
    expectOneFrench(b, "Rappel");
    await sendDueReminders(at);
    expect(phoneRows(b.reference)).toEqual([]);
  });

  it("staff's change of departure; a change of name alone sends nothing to the phone", async () => {
    const b = booking(1);
    const change = { ...b, pickupPlaceId: null, pickupTime: null };
    expect((await changeBookingByStaff(b.reference, { ...change, name: "Amélia" }, admin)).outcome).toBe("changed");
    expect(phoneRows(b.reference)).toEqual([]);
    const moved = { ...change, name: "Amélia", date: departures[2].date, startTime: departures[2].startTime };
    expect((await changeBookingByStaff(b.reference, moved, admin)).outcome).toBe("changed");
    expectOneFrench(b, "a changé");
  });

  it("staff's message to the departure", async () => {
    const b = booking(3);
    await messageEveryone(
      { packageId: PACKAGE, date: b.date, startTime: b.startTime },
      EN_TITLE,
      {
        subject: "Météo",
        message: "Prévoyez un coupe-vent.",
      },
      admin,
    );
    expectOneFrench(b, "Prévoyez un coupe-vent.");
  });

  it("cancellations: staff's, a decline, the guest's own, and the whole departure's with its reason", async () => {
    const cancelled = booking(4);
    await cancelBooking(cancelled.reference, admin, "asked by phone");
    expectOneFrench(cancelled, "est annulée");

    const declined = booking(4);
    await declineBooking(declined.reference, admin, "Complet");
    expectOneFrench(declined, "a été refusée");

    const own = booking(4);
    const ownCancelled = cancelBookingByLink(own.reference, new Date(), recordCancelNotice);
    expect(ownCancelled.outcome).toBe("cancelled");
    if (ownCancelled.outcome === "cancelled") await tellCancelled(ownCancelled.booking, ownCancelled.told);
    expectOneFrench(own, "est annulée");

    const weather = booking(5);
    await cancelWholeDeparture(
      { packageId: PACKAGE, date: weather.date, startTime: weather.startTime },
      EN_TITLE,
      {
        reason: "Houle",
        close: false,
      },
      admin,
    );
    expectOneFrench(weather, "Motif\u00a0: Houle");
  });

  it("an English booking's text is in English", async () => {
    const b = booking(6, true, "en");
    await cancelBooking(b.reference, admin, "asked by phone");
    expect(phoneRows(b.reference)[0].plainTextMessage).toMatch(
      new RegExp(`^.+: your booking ${b.reference} \\(${EN_TITLE}, .+\\) is cancelled\\. Details in your e-mail\\.$`),
    );
  });
});
