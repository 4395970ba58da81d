import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startFakeTwilio } from "../../tests/fakes/twilio.js";
import { fakeServerForTests } from "../../tests/fixtures/fake-server";
import { getDb } from "~/db/db.server";
import { bookings, outbox } from "~/db/schema";
import { createPackage } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { seedPackages } from "~/seed/packages";
import { signServedAt } from "~/services/human-check.server";
import { sendDueReminders } from "~/services/reminders.server";
import { getEnv, reloadEnv } from "~/utils/env.server";
import { nextAvailable } from "~/utils/schedule";
import { departureInstant } from "~/utils/time";
import { action as book } from "./book.$uid";

// The booking form's 'Send me reminders on WhatsApp' as its action takes it (the box itself is the form's): a booking
// sent with it ticked keeps it, and its reminder then reaches the guest's phone through Twilio (a fake on loopback).
const PACKAGE = "ile-aux-cerfs-catamaran";
const twilio = fakeServerForTests(() => startFakeTwilio());

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: "AC-book",
    TWILIO_AUTH_TOKEN: "token",
    TWILIO_WHATSAPP_FROM: "+14155238886",
    TWILIO_API_BASE: twilio().url,
  });
  reloadEnv();
  const { slug, ...fields } = seedPackages.find((p) => p.slug === PACKAGE)!;
  createPackage(fields, [], slug);
});
afterAll(() => {
  for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_WHATSAPP_FROM", "TWILIO_API_BASE"])
    delete process.env[name];
  reloadEnv();
});

/** Sends the booking form for the next departure, the box ticked or not; the booking it made. */
async function sendForm(phone: string, ticked: boolean) {
  const [d] = nextAvailable(packageAvailability({ id: PACKAGE, cutoffHours: null }).departures, 1, { seats: 2 });
  const email = `${crypto.randomUUID()}@example.mu`;
  const fields = {
    name: "Anjali",
    surname: "Ramdin",
    email,
    phone,
    date: d.date,
    startTime: d.startTime,
    adults: "2",
    terms: "on",
    ...(ticked ? { phoneReminders: "on" } : {}),
    servedAt: signServedAt("booking", Date.now() - 5000),
  };
  const request = new Request(`http://localhost/book/${PACKAGE}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const res = await book({ request, params: { uid: PACKAGE }, context: { clientAddress: "192.0.2.82" } });
  expect(res.status).toBe(302);
  return getDb().select().from(bookings).where(eq(bookings.email, email)).get()!;
}

it("a booking sent with the box ticked is reminded on WhatsApp too; one sent without it, by e-mail only", async () => {
  const ticked = await sendForm("+23057881001", true);
  const unticked = await sendForm("+23057881002", false);
  expect([ticked.phoneReminders, unticked.phoneReminders]).toEqual([true, false]);
  await sendDueReminders(
    new Date(departureInstant(ticked.date, ticked.startTime!, getEnv().TZ).getTime() - 12 * 3_600_000),
  );
  expect(twilio().messages.map((m) => m.to)).toEqual(["whatsapp:+23057881001"]);
  expect(twilio().messages[0].body).toContain(`Booking ${ticked.reference}.`);
  const phoneRows = getDb().select().from(outbox).where(eq(outbox.channel, "whatsapp")).all();
  expect(phoneRows).toEqual([expect.objectContaining({ related: `booking:${ticked.reference}`, status: "sent" })]);
});
