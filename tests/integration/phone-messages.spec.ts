import { expect, test } from "@playwright/test";
import { TWILIO_URL } from "../setup/e2e-env.js";
import { createTestPackage, insertBookingRecord, retirePackage, schedulePackage } from "../e2e/app-db";
import { createAccount, mauritiusDate, uniqueEmail } from "../e2e/support";
import { Visitor } from "./visitor";

// Delivery to guests' phones as staff read it on the booking page: staff cancel two bookings whose guests ticked
// 'Send me reminders on WhatsApp'; the shared site's fake Twilio takes one message and refuses the other (its
// number unsubscribed), and the page shows each with its delivery, the refusal in Twilio's words.
test.describe.configure({ mode: "default" });

const TITLE = "Phone-message Reef Walk (http)";
const DATE = mauritiusDate(49);
let PACKAGE = "";
let numbers = 0;
/** A number of this run's own, so the fake's steering touches no other test's guest. */
const newNumber = () => `+2305${String(Date.now() % 1_000_000).padStart(6, "0")}${++numbers}`;

type FakeMessage = { to: string; body: string };
const receivedBy = async (e164: string) =>
  ((await (await fetch(`${TWILIO_URL}/_test/state`)).json()) as { messages: FakeMessage[] }).messages.filter(
    (m) => m.to === `whatsapp:${e164}`,
  );
const steer = (rule: Record<string, unknown>) =>
  fetch(`${TWILIO_URL}/_test/mode`, { method: "POST", body: JSON.stringify(rule) });

test.beforeAll(() => {
  PACKAGE = createTestPackage(TITLE);
  schedulePackage(PACKAGE, {
    prices: { priceAdult: 2000 },
    departures: [{ date: DATE, startTime: "08:30", seats: 20 }],
  });
});
test.afterAll(() => retirePackage(PACKAGE));

test("staff see each message to the guest's phone on the booking page: sent, or failed with Twilio's reason", async ({
  playwright,
}) => {
  const admin = await createAccount({ role: "admin" });
  const visitor = await Visitor.start(playwright, { signedInAs: admin });
  const booking = (phone: string) =>
    insertBookingRecord({
      email: uniqueEmail("phone-message"),
      phone,
      packageId: PACKAGE,
      packageTitle: TITLE,
      date: DATE,
      startTime: "08:30",
      later: { phoneReminders: true },
    });
  const [sentTo, refusedTo] = [newNumber(), newNumber()];
  const sent = booking(sentTo);
  const refused = booking(refusedTo);
  await steer({ mode: "refuse", target: refusedTo });
  try {
    for (const b of [sent, refused]) {
      const page = await visitor.open(`/update/booking/${b.reference}`);
      // Asked for, nothing sent yet.
      expect(page.text("section[aria-labelledby=phone-messages-heading]")).toContain(
        "The guest asked for messages on their phone; none sent yet.",
      );
      const done = await visitor.submit(page, "Cancel booking", { reason: "The guest asked by phone" });
      expect(done.status).toBe(200);
    }

    const [message] = await receivedBy(sentTo);
    expect(message.body).toContain(`your booking ${sent.reference} (${TITLE}, `);
    expect(message.body).toContain(") is cancelled. Details in your e-mail.");
    const sentPage = await visitor.open(`/update/booking/${sent.reference}`);
    expect(sentPage.text("[data-phone-message]")).toContain(`WhatsApp to ${sentTo}`);
    expect(sentPage.text("[data-phone-status]")).toMatch(/^Sent /);

    expect(await receivedBy(refusedTo)).toEqual([]);
    const refusedPage = await visitor.open(`/update/booking/${refused.reference}`);
    expect(refusedPage.text("[data-phone-status]")).toBe("Failed: Attempt to send to unsubscribed recipient (21610)");
  } finally {
    await steer({ mode: "ok", target: refusedTo });
    await visitor.close();
  }
});
