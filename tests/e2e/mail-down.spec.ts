import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { startFakeResend } from "../fakes/resend.js";
import { startFakeTurnstile } from "../fakes/turnstile.js";
import { fakeServicesEnv } from "../setup/e2e-env.js";
import { fillBooking, send } from "./booking-form";
import { freshDataDir, queryDb, startSite, type SiteProcess } from "./site-process";
import { logIn, sendContact, uniqueEmail } from "./support";

// The mail provider is down while a visitor books, another writes through the contact form and an admin
// sends an e-mail. Everything is saved, each person is told in the specification's words, the Outbox
// shows the failures and its retries to admins, and once the provider is back the outbox sends every
// message, each exactly once. A site of its own per case (its own fake Resend, its own settings: a short
// time limit and quick retries), in both projects: with and without JavaScript in the browser.

const PACKAGE = "ile-aux-cerfs-catamaran";
const MAIL_TIMEOUT_MS = 2000;

type Outage = "500" | "hang" | "lose-answer" | "not listening";
const cases: { outage: Outage; title: string; error: string }[] = [
  { outage: "500", title: "answers 500", error: "Server error: Internal Server Error" },
  { outage: "hang", title: "never answers (timeout)", error: "Failed to send email. The mail server did not answer within 2 seconds." },
  {
    outage: "lose-answer",
    title: "takes the message but its answer never comes (timeout)",
    error: "Failed to send email. The mail server did not answer within 2 seconds.",
  },
  { outage: "not listening", title: "is not listening", error: "Failed to send email. The mail server could not be reached." },
];

type OutboxRow = { id: number; recipient: string; status: string; attempts: number; error: string | null; next_attempt_at: string | null };

function outboxRows(dataDir: string): OutboxRow[] {
  return queryDb<OutboxRow>(dataDir, "select id, recipient, status, attempts, error, next_attempt_at from outbox order by id");
}

function count(dataDir: string, sql: string, ...params: unknown[]): number {
  return queryDb<{ n: number }>(dataDir, sql, ...params)[0].n;
}

/** One e-mail's card on the admin Outbox page. */
const outboxItem = (page: Page, recipient: string) => page.locator("li[data-email-id]").filter({ has: page.getByText(recipient, { exact: true }) });

test.describe("the mail provider is down", () => {
  for (const { outage, title, error } of cases) {
    test(`when it ${title}: booking, contact message and admin e-mail are saved, the person is told, and the outbox sends each once when it is back`, async ({
      browser,
      javaScriptEnabled,
    }) => {
      test.setTimeout(180_000);
      const dataDir = freshDataDir(`mail-down-${outage.replace(" ", "-")}`);
      let resend = await startFakeResend();
      const resendPort = resend.port;
      if (outage === "not listening") await resend.close();
      else resend.mode = outage;
      const turnstile = await startFakeTurnstile();
      const operator = uniqueEmail("operator");
      const staff = uniqueEmail("staff");
      let site: SiteProcess | undefined;
      try {
        site = await startSite({
          dataDir,
          env: {
            ...fakeServicesEnv(`http://127.0.0.1:${resendPort}`, turnstile),
            CONTACT_EMAIL: operator,
            STAFF_EMAIL: staff,
            MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS),
            OUTBOX_INTERVAL_MS: "500",
            OUTBOX_RETRY_BASE_MS: "1000",
          },
        });
        const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled });
        const page = await context.newPage();

        // A visitor books: the booking is saved and confirmed; the e-mail's error is shown in red.
        await page.goto(`/book/${PACKAGE}`);
        const booking = await fillBooking(page, { email: uniqueEmail("booker") });
        await send(page, javaScriptEnabled);
        // The post waits for the mail server's timeout; until then /book is on screen (its calendar has live regions too).
        await expect(page).toHaveURL(/\/booking-confirmation\//, { timeout: 15_000 });
        await expect(page.getByRole("status")).toHaveText("Your booking request has been successfully sent", { timeout: 15_000 });
        const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
        const bookingAlert = page.getByRole("alert");
        await expect(bookingAlert).toHaveText(error);
        await expect(bookingAlert).toHaveClass(/text-coral-dark/);
        await expect(page.getByText("Your booking is saved, but the e-mail with its details could not be sent.")).toBeVisible();
        expect(count(dataDir, "select count(*) as n from bookings where reference = ? and email = ?", reference, booking.email)).toBe(1);

        // A visitor writes to us: the message is saved and the thank-you page says the copy could not be sent.
        const visitor = uniqueEmail("visitor");
        await sendContact(page, javaScriptEnabled, { name: "Mail Down", email: visitor, message: "Is the catamaran running on Sunday?" });
        await expect(page).toHaveURL(/\/contact\/sent\?mail=failed$/, { timeout: 15_000 });
        await expect(page.getByText("Thank you! Our team will revert as soon as possible. Feel free to explore our packages!")).toBeVisible();
        await expect(page.getByRole("alert")).toContainText("Your message is saved with us, but we could not send you a copy by e-mail.");
        expect(count(dataDir, "select count(*) as n from contact_messages where email = ?", visitor)).toBe(1);

        // An admin sends an e-mail: the spec's error in red, kept in the Outbox, the form not offered again.
        const client = uniqueEmail("client");
        await logIn(page, { email: "admin@site.test", password: "site-admin-password" }, javaScriptEnabled);
        await page.goto("/admin/email");
        await page.getByLabel("Subject").fill("Your pick-up time");
        await page.getByLabel("Email").fill(client);
        await page.getByLabel("Name").fill("Kavi");
        await page.getByLabel("Message").fill("We pick you up at 8:15.");
        await page.getByRole("button", { name: "Send email" }).click();
        const adminAlert = page.getByRole("alert").filter({ hasText: error });
        await expect(adminAlert).toBeVisible({ timeout: 15_000 });
        await expect(adminAlert).toContainText("The e-mail is kept in the Outbox and will be sent automatically when the mail server answers again.");
        await expect(page).toHaveURL(/\/admin\/email$/);
        await expect(page.getByLabel("Message")).toHaveValue("");

        // Five messages wait in the outbox: the booking's, the operator's notice of it, the visitor's thank-you,
        // the team's copy, the admin's.
        const recipients = [booking.email, staff, visitor, operator, client];
        expect(
          outboxRows(dataDir)
            .map((r) => r.recipient)
            .sort(),
        ).toEqual([...recipients].sort());
        // They are retried with a growing delay while the provider is down…
        await expect
          .poll(() => outboxRows(dataDir).map((r) => r.status === "failed" && r.attempts >= 2), { timeout: 60_000 })
          .toEqual([true, true, true, true, true]);
        // …and admins see it: Failed, the error, the attempts so far and the next try.
        await page.goto("/admin/outbox?status=failed");
        for (const recipient of recipients) {
          const item = outboxItem(page, recipient);
          await expect(item).toHaveCount(1);
          await expect(item).toContainText("Failed");
          await expect(item).toContainText(`Error: ${error}`);
          await expect(item).toContainText(/Attempts\s*([2-9]|\d\d)/);
          await expect(item).toContainText("Next try");
        }
        if (outage !== "lose-answer") expect(resend.emails).toHaveLength(0);

        // The provider is back.
        if (outage === "not listening") resend = await startFakeResend({ port: resendPort, emails: resend.emails, seenKeys: resend.seenKeys });
        else resend.mode = "ok";
        await expect.poll(() => outboxRows(dataDir).map((r) => r.status), { timeout: 60_000 }).toEqual(["sent", "sent", "sent", "sent", "sent"]);
        // A few more rounds of the worker send nothing more: exactly one e-mail each.
        await page.waitForTimeout(2000);
        const perRecipient = recipients.map((r) => resend.emails.filter((e) => e.to.includes(r)).length);
        expect(perRecipient).toEqual([1, 1, 1, 1, 1]);
        expect(resend.emails).toHaveLength(5);
        expect(new Set(resend.emails.map((e) => e.idempotencyKey)).size).toBe(5);
        expect(resend.emails.find((e) => e.to.includes(booking.email))?.subject).toBe(`Booking Ref ${reference}`);

        // Admins see them sent; nothing is left failed.
        await page.goto("/admin/outbox");
        for (const recipient of recipients) await expect(outboxItem(page, recipient)).toContainText("Sent");
        await page.goto("/admin/outbox?status=failed");
        await expect(page.getByText("No e-mails with status failed.")).toBeVisible();
        // The visitor's confirmation page now says the copy is on its way.
        await page.goto(`/booking-confirmation/${reference}`);
        await expect(page.getByText("A copy is on its way to your e-mail.")).toBeVisible();
        await expect(page.getByRole("alert")).toHaveCount(0);
        await context.close();
      } finally {
        if (site) await test.info().attach("site output", { body: site.output(), contentType: "text/plain" });
        await site?.stop();
        await resend.close();
        await turnstile.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});
