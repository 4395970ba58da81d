// An admin's decisions on a booking, each telling the guest: Confirm, Decline and Cancel (the named actions that
// change its state), and the free-text status save (a label). The models write the change, the log line and the
// notice in one transaction; here the e-mails are built (from the booking as it is after the change) and delivered
// after the commit.
import { bookingConfirmedEmail } from "~/emails/booking-confirmed";
import { bookingDeclinedEmail, type OfferedDeparture } from "~/emails/booking-declined";
import { bookingUpdatedMail } from "~/emails/booking-updated";
import { cancelledText } from "~/messages/phone-texts";
import type { Actor } from "~/models/audit.server";
import {
  cancelBookingByAdmin,
  confirmBookingByAdmin,
  declineBookingByAdmin,
  saveBookingByAdmin,
  type AdminDecision,
  type GuestEmail,
} from "~/models/booking-admin.server";
import type { Booking } from "~/models/booking.server";
import { bookingPackageTexts, getPackage, inBookingLanguage } from "~/models/package.server";
import { packageAvailability } from "~/models/schedule.server";
import { nextAvailable, seatsNeeded } from "~/utils/schedule";
import { getEnv } from "~/utils/env.server";
import { siteUrl } from "~/utils/site-url.server";
import { deliverGuestNotices } from "./guest-notice.server";
import { startRefundsOf } from "./refunds.server";
import { refundsUnderWay } from "~/models/refund.server";
import { emailPayButton } from "./checkout.server";

/** How many other departures a declined guest is offered. */
const OFFERED_AFTER_DECLINE = 3;

const related = (b: Booking) => `booking:${b.reference}`;

/** The next departures of the booking's package with seats for its party, the declined one left out. */
function departuresInstead(b: Booking): OfferedDeparture[] {
  const pkg = getPackage(b.packageId);
  if (!pkg || pkg.status !== "active") return [];
  const { departures } = packageAvailability({ id: pkg.id, cutoffHours: pkg.cutoffHours });
  const others = departures.filter((d) => !(d.date === b.date && d.startTime === b.startTime));
  return nextAvailable(others, OFFERED_AFTER_DECLINE, { seats: Math.max(1, seatsNeeded(b)) }).map((d) => ({
    date: d.date,
    startTime: d.startTime,
    seatsLeft: d.seatsLeft,
    link: siteUrl(`/book/${encodeURIComponent(pkg.id)}?date=${d.date}`),
  }));
}

async function delivered(decision: AdminDecision): Promise<AdminDecision> {
  if (decision.outcome !== "done") return decision;
  // A cancellation's or a decline's refunds (queued with it) go at once; confirming queues none.
  startRefundsOf([decision.booking.reference]);
  await deliverGuestNotices([decision.notice]);
  return decision;
}

/** The confirmation (departure, party, total, pickup or meeting point, what to bring): Confirm's, and the desk's "Save and confirm". */
export const confirmationEmail: GuestEmail = (b, manageLink) => {
  const { SITE_NAME, TZ } = getEnv();
  // The package's words in the booking's language: its title, where to meet, what to bring.
  const { title, ...facts } = bookingPackageTexts(b);
  return {
    ...bookingConfirmedEmail({ ...b, packageTitle: title }, facts, SITE_NAME, TZ, manageLink, emailPayButton(b)),
    related: related(b),
  };
};

/** 'Confirm': the guest gets the confirmation e-mail. */
export async function confirmBooking(reference: string, admin: Actor): Promise<AdminDecision> {
  return delivered(confirmBookingByAdmin(reference, admin, confirmationEmail));
}

/** 'Decline' with a reason: the guest gets it, and the next departures with seats for their party. */
export async function declineBooking(reference: string, admin: Actor, reason: string): Promise<AdminDecision> {
  const { SITE_NAME, TZ } = getEnv();
  return delivered(
    declineBookingByAdmin(
      reference,
      admin,
      reason,
      (b, manageLink) => ({
        ...bookingDeclinedEmail(
          inBookingLanguage(b),
          reason,
          departuresInstead(b),
          SITE_NAME,
          TZ,
          manageLink,
          refundsUnderWay(b.reference),
        ),
        related: related(b),
      }),
      (b) => cancelledText(inBookingLanguage(b), SITE_NAME, TZ, { declined: true }),
    ),
  );
}

/** "Your booking has been updated to {status}", from the booking as it is after the change. */
export const statusEmail: GuestEmail = (b, manageLink) => {
  const { SITE_NAME, TZ } = getEnv();
  // Built in the cancellation's transaction: the refunds it queued are read there.
  const refunds = refundsUnderWay(b.reference);
  const booking = inBookingLanguage(b);
  return {
    ...bookingUpdatedMail.build({ booking, siteName: SITE_NAME, timeZone: TZ, manageLink, refunds }),
    related: related(b),
  };
};

/** 'Cancel' by staff with the reason for the log: the guest is told as a saved status tells them ('… updated to Cancelled'). */
export async function cancelBooking(reference: string, admin: Actor, reason: string): Promise<AdminDecision> {
  const { SITE_NAME, TZ } = getEnv();
  return delivered(
    cancelBookingByAdmin(reference, admin, reason, statusEmail, (b) =>
      cancelledText(inBookingLanguage(b), SITE_NAME, TZ),
    ),
  );
}

/** The free-text status form: a changed status (a label) e-mails the guest ("Your booking has been updated to …") and rings the client's bell. */
export async function saveBookingStatus(reference: string, input: { status: string; comment?: string }, admin: Actor) {
  const result = saveBookingByAdmin(reference, input, admin, statusEmail);
  if (result.outcome === "saved" && result.notice) await deliverGuestNotices([result.notice]);
  return result;
}
