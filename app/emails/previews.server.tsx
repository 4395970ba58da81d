import type { ReactElement } from "react";
import { TOKEN_PLACEHOLDER } from "~/models/outbox.server";
import type { Lang } from "~/utils/i18n";
import { AdminMessage, adminMessageEmail } from "./admin-message";
import { AlreadyRegistered, alreadyRegisteredEmail } from "./already-registered";
import { bookingCancelledMail } from "./booking-cancelled";
import { bookingChangedMail } from "./booking-changed";
import { bookingConfirmedMail } from "./booking-confirmed";
import { bookingDeclinedMail, type OfferedDeparture } from "./booking-declined";
import { OPERATOR_ZONE } from "./booking-facts";
import { bookingRequestMail } from "./booking-request";
import { bookingUpdatedMail } from "./booking-updated";
import { ContactNotice, contactNoticeEmail } from "./contact-notice";
import { ContactThankYou, contactThankYouEmail, type ContactMessage } from "./contact-thank-you";
import { departureCancelledMail } from "./departure-cancelled";
import { departureMessageMail } from "./departure-message";
import { emailI18n } from "./i18n.server";
import { NewBookingStaff, newBookingStaffEmail } from "./new-booking-staff";
import { refundSentMail, type RefundNote } from "./refund-sent";
import { paymentReceiptMail } from "./payment-receipt";
import { reminderMail } from "./reminder";
import { ResetPassword, resetPasswordEmail } from "./reset-password";
import { sampleBooking, samplePickup } from "./sample-booking";
import { VerifyEmail, verifyEmail } from "./verify-email";

// Demo data for every message: the admin page /admin/emails and `npm run email:preview` both read this list,
// and the render test runs over it. A new message gets one entry here.

export type EmailPreview = {
  name: string;
  element: () => ReactElement;
  build: () => { recipient: string; subject: string; plainTextMessage: string; htmlMessage: string };
};

type Site = { siteName: string; siteUrl: string; staffEmail: string };
const DEMO_SITE: Site = {
  siteName: "Lagoon & Leaf Escapes",
  siteUrl: "https://lagoonandleaf.mu",
  staffEmail: "hello@lagoonandleaf.mu",
};

const demoContact: ContactMessage = {
  name: "Kavi Ramsamy",
  email: "kavi@example.mu",
  phone: "",
  message: "Hello,\nDo you run the catamaran trip in July?",
};
const DEMO_CONTACT_REFERENCE = 128;

const demoPackage = {
  meetingPoint: "Trou d'Eau Douce jetty",
  recommended: ["Swimwear and a towel", "Sun cream", "A hat"],
  freeCancelHours: 24,
};

/** The promises of the 'Booking Ref' e-mail: the demo package's free cancellation and the default answer time. */
const demoPromises = { freeCancelHours: 24, answer: { withinHours: 4, from: "07:00", until: "20:00" } };

const demoDeclineReason = "The catamaran is full that day.\nWe are sorry we cannot take your party.";

const demoDepartureMessage = {
  subject: "We sail tomorrow as planned",
  message: "The sea is calm.\nPlease be in the hotel lobby 5 minutes early.",
};

const demoCancelReason = "Strong winds: the coast guard has closed the lagoon.";

/** A deposit of MUR 3,500 paid with PayPal at 50 rupees per euro: €70.00 goes back. */
const demoRefund: RefundNote & { amount: number } = {
  provider: "paypal",
  amount: 350_000,
  chargedAmount: 7_000,
  chargedCurrency: "EUR",
};

const demoAdminMessage = {
  email: "kavi@example.mu",
  name: "Kavi",
  subject: "Your pickup tomorrow",
  message: "We pick you up at 8:15.\nSee you soon!",
};

/** A booking message's preview: its bare element and the message it sends, from the same props. */
function bookingPreview<P>(
  name: string,
  mail: { element: (props: P) => ReactElement; build: (props: P) => ReturnType<EmailPreview["build"]> },
  props: P,
): EmailPreview {
  return { name, element: () => mail.element(props), build: () => mail.build(props) };
}

/**
 * Every message with demo data, in the order the admin page shows them; in French with `lang` "fr" (the guest's
 * messages: a French booking's, a French page's account and contact messages; the operator's stay in English).
 */
export function emailPreviews(site: Site = DEMO_SITE, lang: Lang = "en"): EmailPreview[] {
  const { siteName, siteUrl, staffEmail } = site;
  const i18n = emailI18n(lang);
  const demoBooking = sampleBooking({ language: lang });
  const cancelled = { ...demoBooking, status: "Cancelled", state: "cancelled" as const };
  const confirmed = { ...demoBooking, status: "Confirmed", state: "confirmed" as const, ...samplePickup };
  const updated = { ...confirmed, status: "Waiting for the weather forecast" };
  const offered: OfferedDeparture[] = ["2030-05-05", "2030-05-07"].map((date, i) => ({
    date,
    startTime: "08:30",
    seatsLeft: 12 - i * 9,
    link: `${siteUrl}/book/${demoBooking.packageId}?date=${date}`,
  }));
  // The reminder is previewed as sent the morning before the departure, to a client (with the link to the booking's page).
  const reminder = {
    siteName,
    meetingPoint: demoPackage.meetingPoint,
    now: new Date("2030-05-03T05:00:00.000Z"),
    timeZone: OPERATOR_ZONE,
    link: `${siteUrl}/user/booking/${demoBooking.reference}`,
    manageLink: `${siteUrl}/manage/${TOKEN_PLACEHOLDER}`,
  };
  const bookAgain = `${siteUrl}/book/${demoBooking.packageId}`;
  const bookingLink = `${siteUrl}/update/booking/${demoBooking.reference}`;
  const tokenLink = (path: string) => `${siteUrl}${path}?token=${TOKEN_PLACEHOLDER}`;
  // Every e-mail about a booking carries its private manage link (the token hidden, as in the outbox).
  const manageLink = reminder.manageLink;
  const about = { siteName, timeZone: OPERATOR_ZONE, manageLink };
  return [
    bookingPreview("booking-request", bookingRequestMail, { booking: demoBooking, promises: demoPromises, ...about }),
    {
      name: "new-booking-staff",
      element: () => (
        <NewBookingStaff booking={demoBooking} siteName={siteName} link={bookingLink} timeZone={OPERATOR_ZONE} />
      ),
      build: () => newBookingStaffEmail(demoBooking, siteName, bookingLink, staffEmail),
    },
    bookingPreview("booking-cancelled", bookingCancelledMail, { booking: cancelled, ...about }),
    // With online payment set up, the confirmation carries 'Pay deposit'.
    bookingPreview("booking-confirmed", bookingConfirmedMail, {
      booking: confirmed,
      pkg: demoPackage,
      pay: "deposit",
      ...about,
    }),
    bookingPreview("booking-declined", bookingDeclinedMail, {
      booking: demoBooking,
      reason: demoDeclineReason,
      next: offered,
      ...about,
    }),
    bookingPreview("booking-updated", bookingUpdatedMail, { booking: updated, ...about }),
    bookingPreview("booking-changed", bookingChangedMail, {
      booking: {
        ...confirmed,
        date: "2030-05-06",
        adults: 3,
        total: 12250,
        pickupTime: "07:30",
        pickupTimeFixed: true,
      },
      before: confirmed,
      meetingPoint: demoPackage.meetingPoint,
      ...about,
    }),
    bookingPreview("reminder", reminderMail, { booking: confirmed, ...reminder }),
    bookingPreview("departure-message", departureMessageMail, {
      booking: confirmed,
      message: demoDepartureMessage,
      ...about,
    }),
    bookingPreview("departure-cancelled", departureCancelledMail, {
      booking: confirmed,
      reason: demoCancelReason,
      bookLink: bookAgain,
      refunds: [demoRefund],
      ...about,
    }),
    bookingPreview("refund-sent", refundSentMail, { booking: cancelled, refund: demoRefund, ...about }),
    bookingPreview("payment-receipt", paymentReceiptMail, {
      booking: { ...confirmed, depositDue: 437500, paid: 437500, paymentState: "deposit-paid" },
      payment: { amount: 437500, chargedAmount: 8750, chargedCurrency: "EUR", rate: "50" },
      ...about,
    }),
    {
      name: "contact-thank-you",
      element: () => <ContactThankYou message={demoContact} siteName={siteName} i18n={i18n} />,
      build: () => contactThankYouEmail(demoContact, siteName, lang, DEMO_CONTACT_REFERENCE),
    },
    {
      name: "contact-notice",
      element: () => <ContactNotice message={demoContact} siteName={siteName} />,
      build: () => contactNoticeEmail(demoContact, siteName, staffEmail),
    },
    {
      name: "verify-email",
      element: () => <VerifyEmail url={tokenLink("/verify-email")} siteName={siteName} i18n={i18n} />,
      build: () => verifyEmail(demoContact.email, tokenLink("/verify-email"), siteName, lang),
    },
    {
      name: "already-registered",
      element: () => (
        <AlreadyRegistered
          loginUrl={`${siteUrl}/Login`}
          resetUrl={`${siteUrl}/resetlink`}
          siteName={siteName}
          i18n={i18n}
        />
      ),
      build: () =>
        alreadyRegisteredEmail(demoContact.email, `${siteUrl}/Login`, `${siteUrl}/resetlink`, siteName, lang),
    },
    {
      name: "reset-password",
      element: () => <ResetPassword url={tokenLink("/reset-password")} siteName={siteName} i18n={i18n} />,
      build: () => resetPasswordEmail(demoContact.email, tokenLink("/reset-password"), siteName, lang),
    },
    {
      name: "admin-message",
      element: () => <AdminMessage message={demoAdminMessage} siteName={siteName} />,
      build: () => adminMessageEmail(demoAdminMessage, siteName),
    },
  ];
}
