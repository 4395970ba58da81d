import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startFakeResend } from "../fakes/resend.js";
import { startFakeTurnstile } from "../fakes/turnstile.js";
import { fakeServicesEnv } from "../setup/e2e-env.js";
import { freshDataDir, openDb, queryDb, startSite } from "../e2e/site-process";
import { bookingValues } from "../e2e/booking-form";
import { uniqueEmail } from "../e2e/support";
import { Visitor, type Page } from "./visitor";

// The mail provider is down while a visitor books, another writes through the contact form and an admin sends an
// e-mail; in four ways, one after the other, on one site of this test's own (its own fake Resend, a short time
// limit and quick retries). Each time everything is saved, each person is told in the specification's words, the
// Outbox shows the failures and their retries to admins, and once the provider is back the outbox sends every
// message, each exactly once. The answers are read as a browser without JavaScript gets them; how a browser shows
// them, with JavaScript and without, is tests/e2e/mail-down.spec.ts.

const PACKAGE = "mail-down-lagoon-day";
const MAIL_TIMEOUT_MS = 1000;
// The outbox's rounds come every 250 ms: looked at as often, not at expect.poll's default of once a second.
const POLL = [250];
const ADMIN = { email: "admin@site.test", password: "site-admin-password" };

type Outage = "500" | "hang" | "lose-answer" | "not listening";
const outages: { outage: Outage; error: string }[] = [
  { outage: "500", error: "Server error: Internal Server Error" },
  { outage: "hang", error: "Failed to send email. The mail server did not answer within 1 second." },
  { outage: "lose-answer", error: "Failed to send email. The mail server did not answer within 1 second." },
  { outage: "not listening", error: "Failed to send email. The mail server could not be reached." },
];

type OutboxRow = { id: number; recipient: string; status: string; attempts: number };

/** One e-mail's card on the admin Outbox page, found by its recipient. */
function outboxItem(page: Page, recipient: string) {
  const { $ } = page;
  return $("li[data-email-id]").filter((_, li) =>
    $(li)
      .find("*")
      .toArray()
      .some((el) => $(el).text().trim() === recipient),
  );
}

test("the mail provider down four ways: booking, contact message and admin e-mail are saved, each person is told, and the outbox sends each once when it is back", async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const dataDir = freshDataDir("mail-down");
  let resend = await startFakeResend();
  const resendPort = resend.port;
  const turnstile = await startFakeTurnstile();
  const operator = uniqueEmail("operator");
  const staff = uniqueEmail("staff");
  const site = await startSite({
    dataDir,
    env: {
      ...fakeServicesEnv(`http://127.0.0.1:${resendPort}`, turnstile),
      CONTACT_EMAIL: operator,
      STAFF_EMAIL: staff,
      MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS),
      OUTBOX_INTERVAL_MS: "250",
      OUTBOX_RETRY_BASE_MS: "300",
      SEED_DEMO: "off",
    },
  });
  const db = openDb(site.dataDir);
  // A package without a schedule: booked on any date (the demo seed's images would take seconds to make).
  db.prepare(
    "insert into packages (id, title, short_description, status) values (?, 'Mail-down Lagoon Day', 'A day on the lagoon', 'active')",
  ).run(PACKAGE);
  db.close();
  /** The outbox's messages written after message `after`. */
  const outbox = (after: number) =>
    queryDb<OutboxRow>(dataDir, "select id, recipient, status, attempts from outbox where id > ? order by id", after);
  const lastId = () => queryDb<{ id: number | null }>(dataDir, "select max(id) as id from outbox")[0].id ?? 0;
  const count = (sql: string, ...params: unknown[]) => queryDb<{ n: number }>(dataDir, sql, ...params)[0].n;
  const visitor = await Visitor.start(playwright, { baseURL: site.url });
  const admin = await Visitor.start(playwright, { baseURL: site.url });
  const loggedIn = await admin.submit(await admin.open("/Login"), "Log in", {
    email: ADMIN.email,
    password: ADMIN.password,
    terms: true,
  });
  expect(loggedIn.url).toMatch(/\/admin\//);
  /** Each outage's messages (their outbox ids), checked again once later rounds of the outbox have run. */
  const earlier: number[][] = [];
  /** How many times the provider took each message (the site's idempotency key names its outbox row). */
  const taken = (ids: number[]) =>
    ids.map((id) => resend.emails.filter((e) => e.idempotencyKey?.startsWith(`outbox-${id}-`)).length);

  try {
    for (const { outage, error } of outages) {
      await test.step(`when it ${outage === "not listening" ? "is not listening" : `is down (${outage})`}`, async () => {
        if (outage === "not listening") await resend.close();
        else resend.mode = outage;
        const before = lastId();

        // A visitor books: the booking is saved and confirmed; the e-mail's error is shown in red.
        const email = uniqueEmail("booker");
        const booked = await visitor.submit(await visitor.open(`/book/${PACKAGE}`), "Send booking request", {
          ...bookingValues({ email }),
          terms: true,
        });
        expect(booked.url).toMatch(/\/booking-confirmation\//);
        expect(booked.text('[role="status"]')).toBe("Your booking request has been successfully sent");
        const reference = booked.text('[data-testid="booking-reference"]');
        expect(booked.text('[role="alert"]')).toBe(error);
        expect(booked.$('[role="alert"]').attr("class")).toMatch(/text-coral-dark/);
        expect(booked.text()).toContain("Your booking is saved, but the e-mail with its details could not be sent.");
        expect(count("select count(*) as n from bookings where reference = ? and email = ?", reference, email)).toBe(1);

        // A visitor writes to us: the message is saved and the thank-you page says the copy could not be sent.
        const writer = uniqueEmail("visitor");
        const sent = await visitor.submit(await visitor.open("/contact"), "Send Message", {
          name: "Mail Down",
          email: writer,
          message: "Is the catamaran running on Sunday?",
        });
        expect(sent.url).toMatch(/\/contact\/sent\?mail=failed$/);
        expect(sent.text()).toContain(
          "Thank you! Our team will revert as soon as possible. Feel free to explore our packages!",
        );
        expect(sent.text('[role="alert"]')).toContain(
          "Your message is saved with us, but we could not send you a copy by e-mail.",
        );
        expect(count("select count(*) as n from contact_messages where email = ?", writer)).toBe(1);

        // An admin sends an e-mail: the error, kept in the Outbox, the form not offered again.
        const client = uniqueEmail("client");
        const mailed = await admin.submit(await admin.open("/admin/email"), "Send email", {
          subject: "Your pick-up time",
          email: client,
          name: "Kavi",
          message: "We pick you up at 8:15.",
        });
        expect(new URL(mailed.url).pathname).toBe("/admin/email");
        const adminAlert = mailed.$('[role="alert"]').filter((_, el) => mailed.$(el).text().includes(error));
        expect(adminAlert.length).toBe(1);
        expect(adminAlert.text()).toContain(
          "The e-mail is kept in the Outbox and will be sent automatically when the mail server answers again.",
        );
        expect(mailed.$('textarea[name="message"]').text()).toBe("");

        // Five messages wait in the outbox: the booking's, the operator's notice of it, the visitor's thank-you,
        // the team's copy, the admin's.
        const recipients = [email, staff, writer, operator, client];
        expect(
          outbox(before)
            .map((r) => r.recipient)
            .sort(),
        ).toEqual([...recipients].sort());
        const ids = outbox(before).map((r) => r.id);
        // They are retried with a growing delay while the provider is down…
        await expect
          .poll(() => outbox(before).map((r) => r.status === "failed" && r.attempts >= 2), {
            timeout: 60_000,
            intervals: POLL,
          })
          .toEqual(ids.map(() => true));
        // …and admins see it: Failed, the error, the attempts so far and the next try.
        const failed = await admin.open("/admin/outbox?status=failed");
        for (const recipient of recipients) {
          const item = outboxItem(failed, recipient);
          expect(item.length, recipient).toBe(1);
          const text = item.text().replace(/\s+/g, " ");
          expect(text).toContain("Failed");
          expect(text).toContain(`Error: ${error}`);
          expect(text).toMatch(/Attempts\s*([2-9]|\d\d)/);
          expect(text).toContain("Next try");
        }
        if (outage !== "lose-answer") expect(taken(ids)).toEqual([0, 0, 0, 0, 0]);
        // The earlier outages' messages, sent before this one began: these rounds sent none of them again.
        for (const done of earlier) expect(taken(done)).toEqual([1, 1, 1, 1, 1]);

        // The provider is back.
        if (outage === "not listening")
          resend = await startFakeResend({ port: resendPort, emails: resend.emails, seenKeys: resend.seenKeys });
        else resend.mode = "ok";
        await expect
          .poll(() => outbox(before).map((r) => r.status), { timeout: 60_000, intervals: POLL })
          .toEqual(ids.map(() => "sent"));
        // Exactly one e-mail each, to its recipient.
        expect(taken(ids)).toEqual([1, 1, 1, 1, 1]);
        const mine = resend.emails.filter((e) => ids.some((id) => e.idempotencyKey?.startsWith(`outbox-${id}-`)));
        expect(mine.map((e) => e.to[0]).sort()).toEqual([...recipients].sort());
        expect(resend.emails.find((e) => e.to.includes(email))?.subject).toBe(`Booking Ref ${reference}`);
        earlier.push(ids);

        // Admins see them sent; nothing is left failed.
        const all = await admin.open("/admin/outbox");
        for (const recipient of recipients) expect(outboxItem(all, recipient).text()).toContain("Sent");
        expect((await admin.open("/admin/outbox?status=failed")).text()).toContain("No e-mails with status failed.");
        // The visitor's confirmation page now says the copy is on its way.
        const confirmation = await visitor.open(`/booking-confirmation/${reference}`);
        expect(confirmation.text()).toContain("A copy is on its way to your e-mail.");
        expect(confirmation.$('[role="alert"]').length).toBe(0);
      });
    }

    // Later rounds of the outbox send nothing again: the proof that rounds ran after the last outage is a message
    // refused meanwhile and tried twice.
    resend.mode = "500";
    const before = lastId();
    await visitor.submit(await visitor.open("/contact"), "Send Message", {
      name: "Probe",
      email: uniqueEmail("probe"),
      message: "One more round, please.",
    });
    await expect
      .poll(() => outbox(before).map((r) => r.attempts >= 2), { timeout: 30_000, intervals: POLL })
      .toEqual([true, true]);
    for (const done of earlier) expect(taken(done)).toEqual([1, 1, 1, 1, 1]);
    expect(resend.emails).toHaveLength(5 * outages.length);
  } finally {
    await test.info().attach("site output", { body: site.output(), contentType: "text/plain" });
    await Promise.all([visitor.close(), admin.close()]);
    await site.stop();
    await resend.close();
    await turnstile.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
