import fs from "node:fs";
import http from "node:http";
import { expect, test } from "./fixtures";
import { startFakeResend } from "../fakes/resend.js";
import { reminderScanAt, setTestClock } from "./app-db";
import { CATAMARAN, freshDataDir, insertCatamaran, openDb, queryDb, startSite, type SiteProcess } from "./site-process";
import { mauritiusDate, waitOutFillTime } from "./support";

// The site is killed (SIGKILL: no shutdown code runs) while bookings are arriving, then started again
// on the same data folder. Nothing it acknowledged may be lost, the database must be intact, and the
// e-mails that had not gone out must go out from the outbox, each exactly once.
//
// During the first run the mail provider never answers: first it does not take the messages at all
// ("hang"), then it takes them without answering ("lose-answer", the provider has the e-mail but the site
// cannot know). Each request therefore waits MAIL_TIMEOUT_MS before it is acknowledged, which spreads
// the acknowledgements out and leaves requests in flight when the kill comes.

const PACKAGE = CATAMARAN;
/** The settings of both tests' sites: no demo content, whose images would take seconds to make at each first start. */
const NO_DEMO = { SEED_DEMO: "off" };
const BOOKINGS = 40;
const STAGGER_MS = 60;
/** Where the operator hears of each booking (STAFF_EMAIL), apart from the guests' addresses. */
const STAFF = "staff@crash.test";

type Row = { reference: string; email: string };

/**
 * A form POST on a connection of its own (fetch would reuse idle keep-alive connections that the server
 * may be closing at that moment, and never retries a POST). Rejects when the connection dies unanswered.
 */
function post(url: string, body: URLSearchParams): Promise<{ status: number; location: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", agent: false, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ""), text }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body.toString());
  });
}

/** Everything a booking needs from a fresh page: the one-time form key and the signed time it was served. */
async function openForm(url: string) {
  const html = await (await fetch(`${url}/book/${PACKAGE}`)).text();
  return {
    servedAt: /name="servedAt" value="([^"]+)"/.exec(html)![1],
    formKey: /name="formKey" value="([^"]+)"/.exec(html)![1],
  };
}

/** Starts a site of its own with the one package the tests book, as the demo has it: 120 seats, at 09:30 every day. */
async function startCatamaranSite(dataDir: string, env: Record<string, string>) {
  const site = await startSite({ dataDir, env: { ...NO_DEMO, ...env } });
  const db = openDb(dataDir);
  insertCatamaran(db, { scheduled: true });
  db.close();
  return site;
}

/** After a run: the site's output of each start attached to the report, the site and the fake provider stopped, the data gone. */
async function cleanUp(
  site: SiteProcess | undefined,
  outputs: string[],
  fake: { close(): Promise<unknown> },
  dataDir: string,
) {
  if (site) outputs.push(site.output());
  await test.info().attach("site output", { body: outputs.join("\n----- restart -----\n"), contentType: "text/plain" });
  await site?.stop();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

test.describe("crash safety @js-only", () => {
  test("bookings acknowledged before a SIGKILL survive it; the database is intact; the outbox sends their e-mails once after the restart", async () => {
    test.setTimeout(180_000);
    const dataDir = freshDataDir("crash");
    const fake = await startFakeResend();
    fake.mode = "hang";
    const env = {
      RESEND_API_KEY: "re_test",
      RESEND_BASE_URL: fake.url,
      MAIL_TIMEOUT_MS: "1500",
      OUTBOX_INTERVAL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "300",
      STAFF_EMAIL: STAFF,
    };
    const outputs: string[] = [];
    let site: SiteProcess | undefined = await startCatamaranSite(dataDir, env);
    try {
      const first = site;
      const forms = await Promise.all(Array.from({ length: BOOKINGS }, () => openForm(first.url)));
      // Without JavaScript a form sent sooner than HUMAN_CHECK_MIN_FILL_MS after it was served is refused.
      await waitOutFillTime();

      const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      const acknowledged: Row[] = [];
      const cutOff: string[] = [];
      let killed: Promise<void> | undefined;
      const requests = forms.map(async (form, i) => {
        await new Promise((r) => setTimeout(r, i * STAGGER_MS));
        if (killed) return;
        // From the middle on, the provider takes the messages but never answers.
        if (i === BOOKINGS / 2) fake.mode = "lose-answer";
        const email = `crash-${tag}-${i}@example.mu`;
        const body = new URLSearchParams({
          ...form,
          name: "Crash",
          surname: `Test${i}`,
          email,
          phone: "+23057123456",
          date: mauritiusDate(14),
          adults: "2",
          children: "0",
          infants: "0",
          message: `Booking ${i} of the crash test`,
          terms: "on",
        });
        try {
          const res = await post(`${first.url}/book/${PACKAGE}`, body);
          const ref = /^\/booking-confirmation\/([A-Z0-9-]+)$/.exec(res.location)?.[1];
          if (res.status !== 302 || !ref) throw new Error(`booking ${i} was answered ${res.status}: ${res.text}`);
          acknowledged.push({ reference: ref, email });
          // Half of them acknowledged: the crash.
          if (acknowledged.length === BOOKINGS / 2) killed = first.stop("SIGKILL");
        } catch (error) {
          if (!killed) throw error;
          cutOff.push(email); // the connection died with the server: not acknowledged
        }
      });
      await Promise.all(requests);
      await killed;
      outputs.push(first.output());
      expect(killed, "the site was killed").toBeTruthy();
      site = undefined;
      // The kill came in the middle: some requests were cut off unanswered.
      expect(acknowledged.length).toBeGreaterThanOrEqual(BOOKINGS / 2);
      expect(cutOff.length + acknowledged.length).toBeLessThanOrEqual(BOOKINGS);
      expect(cutOff.length, "requests in flight when the site was killed").toBeGreaterThan(0);

      // What the provider had when the site died: nothing of the first ones (it never took them).
      const atProviderBeforeRestart = new Set(fake.emails.map((e) => e.to[0]));
      const notGoneOut = acknowledged.filter((b) => !atProviderBeforeRestart.has(b.email));
      expect(notGoneOut.length, "acknowledged bookings whose e-mail had not gone out").toBeGreaterThan(0);

      // The file as the crash left it (the WAL is replayed when it is opened).
      expect(queryDb<{ integrity_check: string }>(dataDir, "pragma integrity_check")).toEqual([
        { integrity_check: "ok" },
      ]);

      // The provider is back; the site starts again on the same folder and port.
      fake.mode = "ok";
      site = await startSite({ dataDir, port: first.port, env: { ...NO_DEMO, ...env } });
      const second = site;

      const saved = queryDb<Row>(dataDir, "select reference, email from bookings where email like ?", `crash-${tag}-%`);
      const savedRefs = new Map(saved.map((b) => [b.reference, b.email]));
      for (const b of acknowledged)
        expect(savedRefs.get(b.reference), `acknowledged booking ${b.reference}`).toBe(b.email);
      // Cut-off requests may or may not have been saved; nothing else was.
      expect(saved.length).toBeLessThanOrEqual(acknowledged.length + cutOff.length);
      for (const b of acknowledged.slice(0, 5)) {
        const page = await fetch(`${second.url}/booking-confirmation/${b.reference}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(b.reference);
      }

      // Every saved booking has exactly one e-mail in the outbox, and exactly one notice to the operator, each
      // recorded in the booking's transaction.
      for (const kind of ["booking", "booking-staff"]) {
        const rows = queryDb<{ related: string; n: number }>(
          dataDir,
          `select related, count(*) as n from outbox where related in (select '${kind}:' || reference from bookings where email like ?) group by related`,
          `crash-${tag}-%`,
        );
        expect(rows.length, kind).toBe(saved.length);
        for (const r of rows) expect(r.n, r.related).toBe(1);
      }

      // …and after the restart each one reaches the provider exactly once, pending ones first thing.
      const count = (email: string) => fake.emails.filter((e) => e.to.includes(email)).length;
      await expect
        .poll(() => saved.filter((b) => count(b.email) === 0).map((b) => b.email), {
          timeout: 60_000,
          intervals: [250],
        })
        .toEqual([]);
      await expect
        .poll(
          () =>
            queryDb<{ status: string; n: number }>(dataDir, "select status, count(*) as n from outbox group by status"),
          {
            timeout: 30_000,
          },
        )
        .toEqual([{ status: "sent", n: saved.length * 2 }]); // the guest's e-mail and the operator's notice of each
      // More worker rounds change nothing: still one each. The proof that rounds ran is a booking whose e-mails are
      // refused meanwhile and tried twice (the second try is a round's).
      fake.mode = "500";
      const probe = await openForm(second.url);
      await waitOutFillTime(probe.servedAt);
      const probed = await post(
        `${second.url}/book/${PACKAGE}`,
        new URLSearchParams({
          ...probe,
          name: "Crash",
          surname: "Probe",
          email: `probe-${tag}@example.mu`,
          phone: "+23057123456",
          date: mauritiusDate(14),
          adults: "1",
          children: "0",
          infants: "0",
          message: "",
          terms: "on",
        }),
      );
      expect(probed.status, probed.text).toBe(302);
      await expect
        .poll(() =>
          queryDb<{ attempts: number }>(dataDir, "select attempts from outbox where status != 'sent'").map(
            (r) => r.attempts >= 2,
          ),
        )
        .toEqual([true, true]);
      for (const b of saved) expect(count(b.email), b.email).toBe(1);
      const keys = fake.emails.map((e) => e.idempotencyKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const b of saved) {
        const mail = fake.emails.find((e) => e.to.includes(b.email))!;
        expect(mail.subject).toBe(`Booking Ref ${b.reference}`);
      }
      // The operator heard of each saved booking exactly once too.
      const staffSubjects = fake.emails.filter((e) => e.to.includes(STAFF)).map((e) => e.subject);
      expect([...staffSubjects].sort()).toEqual(saved.map((b) => `New booking request ${b.reference}`).sort());

      expect(queryDb<{ integrity_check: string }>(dataDir, "pragma integrity_check")).toEqual([
        { integrity_check: "ok" },
      ]);
      expect(queryDb(dataDir, "pragma foreign_key_check")).toEqual([]);
      test.info().annotations.push({
        type: "crash",
        description: `${acknowledged.length} acknowledged, ${cutOff.length} cut off, ${saved.length} saved, ${notGoneOut.length} acknowledged e-mails had not gone out, ${atProviderBeforeRestart.size} were at the provider unanswered`,
      });
    } finally {
      await cleanUp(site, outputs, fake, dataDir);
    }
  });

  test("reminders recorded when the site is killed are each sent exactly once after the restart, never recorded again", async () => {
    test.setTimeout(120_000);
    const dataDir = freshDataDir("crash-reminders");
    const fake = await startFakeResend();
    const env = {
      RESEND_API_KEY: "re_test",
      RESEND_BASE_URL: fake.url,
      // Long enough that a reminder handed to a silent provider is still waiting for its answer when the kill comes.
      MAIL_TIMEOUT_MS: "30000",
      OUTBOX_INTERVAL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "300",
      STAFF_EMAIL: STAFF,
      TEST_CLOCK: "on",
    };
    const COUNT = 6;
    // The seeded catamaran sails at 09:30 every day; 30 days ahead, in Mauritius (UTC+4 all year).
    const date = mauritiusDate(30);
    const before = (hours: number) =>
      new Date(new Date(`${date}T09:30:00+04:00`).getTime() - hours * 3_600_000).toISOString();
    const outputs: string[] = [];
    let site: SiteProcess | undefined = await startCatamaranSite(dataDir, env);
    try {
      const first = site;
      const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      const forms = await Promise.all(Array.from({ length: COUNT }, () => openForm(first.url)));
      await waitOutFillTime();
      const booked: Row[] = [];
      for (const [i, form] of forms.entries()) {
        const email = `reminder-${tag}-${i}@example.mu`;
        const res = await post(
          `${first.url}/book/${PACKAGE}`,
          new URLSearchParams({
            ...form,
            name: "Crash",
            surname: `Reminder${i}`,
            email,
            phone: "+23057123456",
            date,
            adults: "2",
            children: "0",
            infants: "0",
            message: "",
            terms: "on",
          }),
        );
        const ref = /^\/booking-confirmation\/([A-Z0-9-]+)$/.exec(res.location)?.[1];
        expect(ref, `booking ${i}: ${res.status} ${res.text}`).toBeTruthy();
        booked.push({ reference: ref!, email });
      }
      // The booking e-mails (the guest's and the operator's) are out before the reminders are due.
      await expect.poll(() => fake.emails.length, { timeout: 20_000 }).toBe(COUNT * 2);

      // From now on the provider takes messages but never answers: the reminders' round is stuck on its first send.
      fake.mode = "lose-answer";
      setTestClock(before(20), dataDir);
      const reminded = () =>
        queryDb<{ n: number }>(
          dataDir,
          "select count(*) as n from bookings where email like ? and reminder_email_id is not null",
          `reminder-${tag}-%`,
        )[0].n;
      await expect.poll(reminded, { timeout: 20_000 }).toBe(COUNT);
      // Recorded, all of them, in the outbox; the kill comes before any was acknowledged by the provider.
      await first.stop("SIGKILL");
      outputs.push(first.output());
      site = undefined;
      const isReminder = (e: { subject: string }) => e.subject.startsWith("Reminder: ");
      const atProviderBeforeRestart = fake.emails.filter(isReminder).length;
      expect(atProviderBeforeRestart, "reminders the provider took before the kill").toBeLessThan(COUNT);
      const recorded = queryDb<{ status: string; n: number }>(
        dataDir,
        "select status, count(*) as n from outbox where subject like 'Reminder: %' group by status",
      );
      expect(recorded).toEqual([{ status: "pending", n: COUNT }]);
      expect(queryDb<{ integrity_check: string }>(dataDir, "pragma integrity_check")).toEqual([
        { integrity_check: "ok" },
      ]);

      // The provider is back; the site starts again, its clock still 20 hours before the departure.
      fake.mode = "ok";
      site = await startSite({ dataDir, port: first.port, env: { ...NO_DEMO, ...env } });
      const reminders = (email: string) => fake.emails.filter((e) => isReminder(e) && e.to.includes(email));
      await expect
        .poll(() => booked.filter((b) => reminders(b.email).length === 0).map((b) => b.email), { timeout: 30_000 })
        .toEqual([]);
      await expect
        .poll(
          () =>
            queryDb<{ status: string; n: number }>(
              dataDir,
              "select status, count(*) as n from outbox where subject like 'Reminder: %' group by status",
            ),
          {
            timeout: 30_000,
          },
        )
        .toEqual([{ status: "sent", n: COUNT }]);
      // Two more scans, the clock moving on: nothing recorded or sent again.
      for (const hours of [19, 18]) {
        setTestClock(before(hours), dataDir);
        await expect.poll(() => reminderScanAt(dataDir), { timeout: 10_000 }).toBe(before(hours));
      }
      const title = queryDb<{ title: string }>(
        dataDir,
        "select package_title as title from bookings where reference = ?",
        booked[0].reference,
      )[0].title;
      for (const b of booked) {
        const mails = reminders(b.email);
        expect(
          mails.map((m) => m.subject),
          b.email,
        ).toEqual([`Reminder: ${title} tomorrow`]);
        expect(mails[0].text).toContain(`Booking reference: ${b.reference}`);
      }
      expect(
        queryDb<{ n: number }>(dataDir, "select count(*) as n from outbox where subject like 'Reminder: %'")[0].n,
      ).toBe(COUNT);
      const keys = fake.emails.filter(isReminder).map((e) => e.idempotencyKey);
      expect(new Set(keys).size).toBe(COUNT);
      test.info().annotations.push({
        type: "crash",
        description: `${COUNT} reminders recorded, ${atProviderBeforeRestart} at the provider unanswered when killed`,
      });
    } finally {
      await cleanUp(site, outputs, fake, dataDir);
    }
  });
});
