import { expect, test } from "@playwright/test";
import { startFakeTwilio } from "../fakes/twilio.js";
import { fakeTwilioEnv } from "../setup/e2e-env.js";
import { reminderScanAt, setTestClock } from "../e2e/app-db";
import { CATAMARAN, insertCatamaran, openDb, queryDb, siteToCrash } from "../e2e/site-process";
import { mauritiusDate } from "../e2e/support";

// The reminder by WhatsApp, through a fake Twilio on loopback, on a site of its own (it is killed): a guest who ticked
// 'Send me reminders on WhatsApp' gets it once, one who did not never. Twilio takes the message but its answer never
// comes back, and the site is killed (SIGKILL: no shutdown code runs) before it marks the message sent. Started again
// on the same data, the outbox worker finds the try marked, asks Twilio's list whether it was taken, and marks it
// sent without sending it again: the guest's phone has it exactly once, however often the site starts.

const DATE = mauritiusDate(10);
const OPTED_IN = { reference: "CRSH-WHAT-SAPP", phone: "+230 5799 0001", e164: "+23057990001" };
const NOT_ASKED = { reference: "CRSH-NOWH-ATSA", phone: "+230 5799 0002", e164: "+23057990002" };

/** The instant `hours` before the departure (Mauritius is UTC+4 all year). */
const hoursBefore = (hours: number) =>
  new Date(new Date(`${DATE}T09:30:00+04:00`).getTime() - hours * 3_600_000).toISOString();

/** The catamaran and two confirmed bookings of it, the first of a guest who ticked 'Send me reminders on WhatsApp'. */
function insertBookings(dataDir: string) {
  const db = openDb(dataDir);
  insertCatamaran(db);
  const insert = db.prepare(
    `insert into bookings (reference, name, surname, email, phone, package_id, package_title, date, start_time, adults,
       time, status, state, phone_reminders)
     values (?, 'Crash', 'Reader', ?, ?, ?, 'Île aux Cerfs Catamaran Day', ?, '09:30', 2, ?, 'Confirmed', 'confirmed', ?)`,
  );
  for (const [b, optedIn] of [
    [OPTED_IN, 1],
    [NOT_ASKED, 0],
  ] as const)
    insert.run(b.reference, `${b.reference}@crash.test`, b.phone, CATAMARAN, DATE, new Date().toISOString(), optedIn);
  db.close();
}

test("the reminder reaches an opted-in guest's WhatsApp once, even when the site is killed before marking it sent", async () => {
  test.setTimeout(120_000);
  const own = await siteToCrash("crash-phone");
  const { dataDir, resend } = own;
  const twilio = await startFakeTwilio();
  const env = {
    ...fakeTwilioEnv(twilio.url),
    TEST_CLOCK: "on",
    // Long enough that the site is still waiting for Twilio's answer when it is killed.
    MAIL_TIMEOUT_MS: "60000",
  };
  const to = (number: string) => twilio.messages.filter((m) => m.to === `whatsapp:${number}`);
  const phoneRow = () =>
    queryDb<{ status: string; provider_id: string | null }>(
      dataDir,
      "select status, provider_id from outbox where channel = 'whatsapp' and related = ?",
      `booking:${OPTED_IN.reference}`,
    );
  try {
    let site = await own.start(env);
    insertBookings(dataDir);

    // Twilio will take the reminder and never answer; the reminders' clock moves to the evening before.
    twilio.setMode({ mode: "lose-answer", op: "send", target: OPTED_IN.e164 });
    setTestClock(hoursBefore(14), dataDir);
    await expect.poll(() => to(OPTED_IN.e164).length, { timeout: 15_000 }).toBe(1);
    expect(to(OPTED_IN.e164)[0].body).toContain(`Booking ${OPTED_IN.reference}.`);
    expect(phoneRow()).toEqual([{ status: "pending", provider_id: expect.stringMatching(/^attempt:/) }]);
    await site.stop("SIGKILL");

    // Twilio answers again; the site starts on the same data and its outbox worker takes the row up.
    twilio.setMode({ mode: "ok" });
    site = await own.start(env);
    await expect
      .poll(() => phoneRow(), { timeout: 15_000 })
      .toEqual([{ status: "sent", provider_id: to(OPTED_IN.e164)[0].sid }]);
    expect(to(OPTED_IN.e164)).toHaveLength(1);

    // Once more, and a scan later: nothing sent again, and never anything to the guest who did not ask.
    await site.stop();
    site = await own.start(env);
    setTestClock(hoursBefore(13), dataDir);
    await expect.poll(() => reminderScanAt(dataDir), { timeout: 15_000 }).toBe(hoursBefore(13));
    expect(to(OPTED_IN.e164)).toHaveLength(1);
    expect(to(NOT_ASKED.e164)).toEqual([]);
    expect(resend.emails.filter((m) => m.subject.startsWith("Reminder:"))).toHaveLength(2);
  } finally {
    await own.close(twilio);
  }
});
