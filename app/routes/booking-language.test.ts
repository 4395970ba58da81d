import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { outbox } from "~/db/schema";
import { createBooking, type Booking } from "~/models/booking.server";
import { cancelBookingByLink } from "~/models/booking.server";
import { createPackage, getPackage } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { action as book } from "./book.$uid";
import { loader as calendar } from "./calendar.$file";
import { seedPackages } from "~/seed/packages";
import { seedPackagesFr } from "~/seed/packages-fr";
import { getEnv } from "~/utils/env.server";
import { nextAvailable } from "~/utils/schedule";
import { departureInstant } from "~/utils/time";
import { confirmBooking, declineBooking, saveBookingStatus } from "~/services/booking-status.server";
import { cancelWholeDeparture, messageEveryone } from "~/services/departure-day.server";
import { recordCancelNotice, tellCancelled } from "~/services/guest-cancel.server";
import { eraseGuestDataForAdmin } from "~/services/guest-data.server";
import { signServedAt } from "~/services/human-check.server";
import { sendDueReminders } from "~/services/reminders.server";

// A French booking is told about in French wherever its package's words appear (issue 27, point 18): every e-mail
// about it and its calendar file carry the package's French title (and meeting point, and what to bring), not the
// English the booking keeps. The demo catamaran, with its French texts as the seed has them.
const PACKAGE = "ile-aux-cerfs-catamaran";
const FR_TITLE = "Journée en catamaran à l’Île aux Cerfs";
const FR_MEETING = "Ponton public de Trou d’Eau Douce, en face du poste de police";
const admin = { id: null, email: "staff@example.mu" };
let EN_TITLE = "";
let departures: { date: string; startTime: string }[] = [];
const log = vi.spyOn(console, "log");

beforeAll(() => {
  log.mockImplementation(() => {});
  // The demo's package with its French texts, as the seed writes it (without its images: not needed here).
  const { slug, ...fields } = seedPackages.find((p) => p.slug === PACKAGE)!;
  createPackage({ ...fields, translations: { fr: seedPackagesFr[slug] } }, [], slug);
  EN_TITLE = getPackage(PACKAGE)!.title;
  departures = nextAvailable(packageAvailability({ id: PACKAGE, cutoffHours: null }).departures, 8, { seats: 3 });
});

/** A booking of the demo catamaran, in French unless told otherwise, on the n-th next departure. */
function frenchBooking(n: number, language: "fr" | "en" = "fr"): Booking {
  const d = departures[n];
  return createBooking(
    {
      name: "Amélie",
      surname: "Durand",
      email: `${crypto.randomUUID()}@example.fr`,
      phone: "+33612345678",
      date: d.date,
      startTime: d.startTime,
      adults: 2,
      children: 0,
      infants: 0,
      language,
    },
    { packageId: PACKAGE, packageTitle: EN_TITLE, userId: null, humanChecked: true, formKey: null },
  ).booking;
}

/** The newest e-mail to the guest whose subject matches. */
function mailTo(b: Pick<Booking, "email">, subject: RegExp) {
  const mails = getDb().select().from(outbox).where(eq(outbox.recipient, b.email)).orderBy(desc(outbox.id)).all();
  const mail = mails.find((m) => subject.test(m.subject));
  expect(mail, `an e-mail "${subject}" among ${mails.map((m) => m.subject).join(", ")}`).toBeDefined();
  return mail!;
}

/** The French title throughout (subject or body, text and HTML), the English nowhere. */
function expectFrench(mail: { subject: string; plainTextMessage: string; htmlMessage: string }) {
  expect(`${mail.subject}\n${mail.plainTextMessage}`).toContain(FR_TITLE);
  expect(mail.htmlMessage).toContain("Journée en catamaran à l’Île aux Cerfs");
  for (const text of [mail.subject, mail.plainTextMessage, mail.htmlMessage]) expect(text).not.toContain(EN_TITLE);
}

describe("a French booking's e-mails name its package in French", () => {
  it("the request, sent from the French booking page, with the meeting point in French", async () => {
    const d = departures[0];
    const email = `${crypto.randomUUID()}@example.fr`;
    const fields = {
      name: "Amélie",
      surname: "Durand",
      email,
      phone: "+33612345678",
      date: d.date,
      startTime: d.startTime,
      adults: "2",
      terms: "on",
    };
    const body = new URLSearchParams({ ...fields, servedAt: signServedAt("booking", Date.now() - 5000) });
    const request = new Request(`http://localhost/fr/book/${PACKAGE}`, { method: "POST", body });
    const res = await book({ request, params: { uid: PACKAGE }, context: { clientAddress: "192.0.2.80" } });
    expect(res.status).toBe(302);
    const mail = mailTo({ email }, /Réservation/);
    expectFrench(mail);
    expect(mail.plainTextMessage).toContain(FR_MEETING);
  });

  it("the confirmation, with the meeting point and what to bring in French", async () => {
    const b = frenchBooking(1);
    expect((await confirmBooking(b.reference, admin)).outcome).toBe("done");
    const mail = mailTo(b, /confirmée/);
    expectFrench(mail);
    expect(mail.plainTextMessage).toContain(`Point de rendez-vous\u00a0: ${FR_MEETING}`);
    expect(mail.plainTextMessage).toContain("Un maillot de bain sous vos vêtements");
  });

  it("an admin's status and a decline", async () => {
    const b = frenchBooking(1);
    await saveBookingStatus(b.reference, { status: "Paiement reçu" }, admin);
    expectFrench(mailTo(b, /Paiement reçu/));
    await declineBooking(b.reference, admin, "Complet");
    expectFrench(mailTo(b, /refusée/));
  });

  it("the guest's own cancellation, and the one an erasure makes", async () => {
    const b = frenchBooking(2);
    const cancelled = cancelBookingByLink(b.reference, new Date(), recordCancelNotice);
    expect(cancelled.outcome).toBe("cancelled");
    if (cancelled.outcome === "cancelled") await tellCancelled(cancelled.booking, cancelled.told);
    expectFrench(mailTo(b, /annulée/));

    const erased = frenchBooking(2);
    expect((await eraseGuestDataForAdmin(erased.email, admin)).outcome).toBe("erased");
    // The outbox's copy loses the guest once sent: read the message as it went (logged, with no RESEND_API_KEY).
    const sent = log.mock.calls.map(([line]) => String(line)).find((line) => line.includes(`To: ${erased.email}`));
    expect(sent).toContain(FR_TITLE);
    expect(sent).not.toContain(EN_TITLE);
  });

  it("a message to everyone on its departure, and the departure's cancellation", async () => {
    const b = frenchBooking(3);
    const d = { packageId: PACKAGE, date: b.date, startTime: b.startTime };
    await messageEveryone(d, EN_TITLE, { subject: "Météo", message: "Prévoyez un coupe-vent." }, admin);
    expectFrench(mailTo(b, /Météo/));
    await cancelWholeDeparture(d, EN_TITLE, { reason: "Houle", close: false }, admin);
    expectFrench(mailTo(b, /Départ annulé/));
  });

  it("the reminder, with the meeting point in French", async () => {
    const b = frenchBooking(4);
    await sendDueReminders(new Date(departureInstant(b.date, b.startTime!, getEnv().TZ).getTime() - 12 * 3_600_000));
    const mail = mailTo(b, /Rappel/);
    expectFrench(mail);
    expect(mail.plainTextMessage).toContain(FR_MEETING);
  });

  it("an English booking's stay in English", async () => {
    const b = frenchBooking(5, "en");
    await confirmBooking(b.reference, admin);
    const mail = mailTo(b, /confirmed/);
    expect(mail.plainTextMessage).toContain(EN_TITLE);
    expect(mail.plainTextMessage).not.toContain(FR_TITLE);
  });
});

/** The calendar file of a booking, its folded lines unfolded (RFC 5545: a line break followed by a space). */
async function icsOf(reference: string): Promise<string> {
  const res = await calendar({
    params: { file: `${reference}.ics` },
    request: new Request(`http://localhost/calendar/${reference}.ics`),
    context: {},
  });
  return (await res.text()).replace(/\r\n[ \t]/g, "");
}

describe("a French booking's calendar file", () => {
  it("names the package and the meeting point in French, its words in French", async () => {
    const b = frenchBooking(6);
    const ics = await icsOf(b.reference);
    expect(ics).toContain(`SUMMARY:${FR_TITLE}`);
    expect(ics).toContain("LOCATION:Ponton public de Trou d’Eau Douce\\, en face du poste de police");
    expect(ics).toContain("DESCRIPTION:Départ\u00a0: 09:30\\, heure de Maurice (UTC+4).");
    expect(ics).not.toContain(EN_TITLE);
  });
});
