import { expect, test } from "@playwright/test";
import { startFakeResend } from "../fakes/resend.js";
import { startFakeTurnstile } from "../fakes/turnstile.js";
import { fakeServicesEnv } from "../setup/e2e-env.js";
import { CATAMARAN, freshDataDir, insertCatamaran, openDb, queryDb, startSite } from "../e2e/site-process";
import { bookingValues } from "../e2e/booking-form";
import { uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// 'Send me reminders on WhatsApp' on /book (issue 31): shown only when the operator has a messaging provider (a site of
// this test's own with Twilio's settings and WhatsApp's sender), unticked, with the hint that e-mail goes on; a booking
// sent with it ticked remembers it, one without does not. The messages themselves: T's specs.
test("the box shows with a provider, unticked, and the booking remembers whether it was ticked", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const resend = await startFakeResend();
  const turnstile = await startFakeTurnstile();
  const dataDir = freshDataDir("phone-reminders-box");
  const site = await startSite({
    dataDir,
    env: {
      ...fakeServicesEnv(`http://127.0.0.1:${resend.port}`, turnstile),
      SEED_DEMO: "off",
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
      TWILIO_AUTH_TOKEN: "test-token",
      TWILIO_WHATSAPP_FROM: "+14155238886",
      // Nothing listens there: no message is meant to leave this test's site.
      TWILIO_API_BASE: "http://127.0.0.1:9",
    },
  });
  const db = openDb(dataDir);
  insertCatamaran(db);
  db.close();
  const visitor = await Visitor.start(playwright, { baseURL: site.url });
  try {
    const form = await visitor.open(`/book/${CATAMARAN}`);
    const box = form.$('input[type="checkbox"][name="phoneReminders"]');
    expect(box).toHaveLength(1);
    expect(box.attr("checked")).toBeUndefined();
    expect(form.$(`label:has(input[name="phoneReminders"])`).text().trim()).toBe("Send me reminders on WhatsApp");
    expect(form.text(`#${box.attr("aria-describedby")}`)).toBe("We also send everything by e-mail.");

    const reminded = (email: string) =>
      queryDb<{ phone_reminders: number }>(dataDir, "select phone_reminders from bookings where email = ?", email).map(
        (r) => r.phone_reminders,
      );
    for (const ticked of [true, false]) {
      const email = uniqueEmail(ticked ? "reminded" : "unreminded");
      const sent = await visitor.submit(await visitor.open(`/book/${CATAMARAN}`), "Send booking request", {
        ...bookingValues({ email }),
        terms: true,
        phoneReminders: ticked,
      });
      expect(sent.url).toMatch(/\/booking-confirmation\//);
      expect(reminded(email)).toEqual([ticked ? 1 : 0]);
    }
  } finally {
    await visitor.close();
    await site.stop();
    await resend.close();
    await turnstile.close();
  }
});
