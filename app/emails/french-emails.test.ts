import { describe, expect, it } from "vitest";
import type { Booking } from "~/models/booking.server";
import { formatDeparture, formatDate } from "~/utils/time";
import { translator } from "~/utils/i18n.server";
import { alreadyRegisteredEmail } from "./already-registered";
import { bookingCancelledEmail } from "./booking-cancelled";
import { bookingConfirmedEmail } from "./booking-confirmed";
import { bookingDeclinedEmail } from "./booking-declined";
import { bookingRequestEmail } from "./booking-request";
import { bookingStatusEmail } from "./booking-updated";
import { contactThankYouEmail } from "./contact-thank-you";
import { departureCancelledEmail } from "./departure-cancelled";
import { reminderEmail } from "./reminder";
import { resetPasswordEmail } from "./reset-password";
import { verifyEmail } from "./verify-email";
import { sampleBooking, samplePickup } from "./sample-booking";

const site = "Lagoon & Leaf Escapes";
const zone = "Indian/Mauritius";
const manage = "https://lagoon.example/manage/[hidden]";

// A French request with an infant and a hotel pickup.
const booking = (over: Partial<Booking> = {}): Booking =>
  sampleBooking({ message: "", infants: 1, ...samplePickup, language: "fr", ...over });

const reminderOptions = {
  siteName: site,
  meetingPoint: "Jetty",
  now: new Date("2030-05-03T05:00:00.000Z"),
  timeZone: zone,
  link: null,
  manageLink: manage,
};

/** A French booking's five e-mails, and the same booking's in English. */
function messages(language: string) {
  const b = booking({ language });
  return {
    request: bookingRequestEmail(b, site, zone, manage),
    confirmed: bookingConfirmedEmail(
      { ...b, status: "Confirmed", state: "confirmed" },
      { meetingPoint: "Jetty", recommended: ["Sun cream"] },
      site,
      zone,
      manage,
    ),
    declined: bookingDeclinedEmail(
      { ...b, status: "Declined", state: "declined" },
      "Full",
      [{ date: "2030-05-05", startTime: "08:30", seatsLeft: 3, link: "https://lagoon.example/book/x?date=2030-05-05" }],
      site,
      zone,
      manage,
    ),
    cancelled: bookingCancelledEmail({ ...b, status: "Cancelled", state: "cancelled" }, site, zone, manage),
    reminder: reminderEmail({ ...b, status: "Confirmed", state: "confirmed" }, reminderOptions),
  };
}

describe("a French booking's e-mails", () => {
  const fr = messages("fr");

  it("have French subjects", () => {
    expect(fr.request.subject).toBe("Réservation K7QM-4XPT-9HRC");
    expect(fr.confirmed.subject).toBe("Réservation confirmée K7QM-4XPT-9HRC");
    expect(fr.declined.subject).toBe("Réservation refusée K7QM-4XPT-9HRC");
    expect(fr.cancelled.subject).toBe("Réservation annulée");
    expect(fr.reminder.subject).toBe("Rappel\u00a0: Île aux Cerfs Catamaran Day demain");
  });

  it("are French throughout: greeting, labels, dates, party, money, signature; the HTML says so", () => {
    for (const mail of Object.values(fr)) {
      expect(mail.plainTextMessage).toContain("Bonjour,");
      expect(mail.plainTextMessage).toContain("Bien cordialement,\nL’équipe Lagoon & Leaf Escapes");
      expect(mail.plainTextMessage).toContain("Référence de réservation\u00a0: K7QM-4XPT-9HRC");
      expect(mail.plainTextMessage).not.toMatch(/Hello|Warm regards|Booking reference|Mauritius time|adults/);
      expect(mail.htmlMessage).toContain('<html dir="ltr" lang="fr"');
    }
    expect(fr.request.plainTextMessage).toContain(
      `Merci pour votre demande de réservation pour Île aux Cerfs Catamaran Day le ${formatDate("2030-05-04", translator("fr"))}.`,
    );
    expect(fr.request.plainTextMessage).toContain(
      "2 adultes × MUR 3\u00a0500 + 1 enfant × MUR 1\u00a0750 + 1 bébé (gratuit) = MUR 8\u00a0750",
    );
    expect(fr.request.plainTextMessage).toContain(
      "Prise en charge à l’hôtel\u00a0: Shandrani Beachcomber (Sud-Est) à 07:45, heure de Maurice",
    );
    expect(fr.confirmed.plainTextMessage).toContain(
      `Départ\u00a0: ${formatDeparture("2030-05-04", "08:30", zone, translator("fr"))}`,
    );
    expect(fr.confirmed.plainTextMessage).toContain("Participants\u00a0: 2 adultes, 1 enfant, 1 bébé");
    expect(fr.confirmed.plainTextMessage).toContain("À emporter\u00a0:\n- Sun cream");
    expect(fr.declined.plainTextMessage).toContain("Le mot de notre équipe\u00a0:");
    expect(fr.declined.plainTextMessage).toContain(
      "3 places restantes\u00a0: https://lagoon.example/fr/book/x?date=2030-05-05",
    );
    expect(fr.cancelled.plainTextMessage).toContain("Statut\u00a0: Annulée");
    expect(fr.reminder.plainTextMessage).toContain(
      "Nous vous rappelons votre réservation pour Île aux Cerfs Catamaran Day demain.",
    );
  });

  it("carry the manage link to the French page", () => {
    for (const mail of Object.values(fr)) {
      expect(mail.plainTextMessage).toContain(
        "Gérer votre réservation\u00a0: https://lagoon.example/fr/manage/[hidden]",
      );
      expect(mail.htmlMessage).toContain('href="https://lagoon.example/fr/manage/[hidden]"');
    }
  });

  it("an English booking's stay in English, with the English pages' links", () => {
    const en = messages("en");
    expect(en.request.subject).toBe("Booking Ref K7QM-4XPT-9HRC");
    expect(en.cancelled.subject).toBe("Booking Cancelled");
    expect(en.reminder.subject).toBe("Reminder: Île aux Cerfs Catamaran Day tomorrow");
    for (const mail of Object.values(en)) {
      expect(mail.plainTextMessage).toContain("Hello,");
      expect(mail.plainTextMessage).toContain("Manage your booking: https://lagoon.example/manage/[hidden]");
      expect(mail.htmlMessage).toContain('<html dir="ltr" lang="en"');
    }
    expect(en.request.plainTextMessage).toContain(
      "2 adults × MUR 3,500 + 1 child × MUR 1,750 + 1 infant free = MUR 8,750",
    );
  });

  it("an admin's other status: the site's own words in French, an admin's own words as written", () => {
    expect(bookingStatusEmail(booking({ status: "Confirmed" }), site).subject).toBe(
      "Votre réservation est passée au statut Confirmée",
    );
    expect(bookingStatusEmail(booking({ status: "Waiting for the forecast" }), site).subject).toBe(
      "Votre réservation est passée au statut Waiting for the forecast",
    );
  });

  it("a departure's cancellation too, with the link to book another date in French", () => {
    const mail = departureCancelledEmail(
      booking(),
      "Strong winds",
      "https://lagoon.example/book/x",
      site,
      zone,
      manage,
    );
    expect(mail.subject).toMatch(/^Départ annulé\u00a0: Île aux Cerfs Catamaran Day le /);
    expect(mail.plainTextMessage).toContain("Motif\u00a0: Strong winds");
    expect(mail.plainTextMessage).toContain(
      "Vous pouvez réserver une autre date\u00a0: https://lagoon.example/fr/book/x",
    );
  });
});

describe("account and contact e-mails in the page's language", () => {
  it("French when asked from a French page, English by default", () => {
    const verify = verifyEmail("a@b.mu", "https://lagoon.example/verify-email?token=[hidden]", site, "fr");
    expect(verify.subject).toBe("Confirmez votre adresse e-mail pour Lagoon & Leaf Escapes");
    expect(verify.plainTextMessage).toContain(
      "Confirmer mon adresse e-mail\u00a0: https://lagoon.example/fr/verify-email?token=[hidden]",
    );
    const reset = resetPasswordEmail("a@b.mu", "https://lagoon.example/reset-password?token=[hidden]", site, "fr");
    expect(reset.subject).toBe("Choisissez un nouveau mot de passe pour Lagoon & Leaf Escapes");
    expect(reset.plainTextMessage).toContain("https://lagoon.example/fr/reset-password?token=[hidden]");
    const already = alreadyRegisteredEmail(
      "a@b.mu",
      "https://lagoon.example/Login",
      "https://lagoon.example/Login",
      site,
      "fr",
    );
    expect(already.subject).toBe("Votre compte Lagoon & Leaf Escapes");
    expect(already.plainTextMessage).toContain("Se connecter\u00a0: https://lagoon.example/fr/Login");
    const contact = contactThankYouEmail(
      { name: "Kavi", email: "kavi@example.mu", phone: "", message: "Bonjour" },
      site,
      "fr",
      7,
    );
    expect(contact.subject).toBe("Nous avons bien reçu votre message (réf. 7)");
    expect(contact.plainTextMessage).toContain("Merci d’avoir contacté Lagoon & Leaf Escapes.");
    expect(contact.plainTextMessage).toContain("Téléphone\u00a0: (non indiqué)");
    expect(verifyEmail("a@b.mu", "https://lagoon.example/verify-email", site).subject).toBe(
      "Confirm your e-mail address for Lagoon & Leaf Escapes",
    );
  });
});
