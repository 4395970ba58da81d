// Staff's New booking (issue 29): the booking written by the one writer in the desk's mode, with the guest's e-mails
// as the public form and Confirm build them (none without an address), sent after the commit.
import { bookingRequestEmail } from "~/emails/booking-request";
import type { Actor } from "~/models/audit.server";
import { createBooking, type Booking, type NewBooking } from "~/models/booking.server";
import { bookingPackageTexts } from "~/models/package.server";
import { packageAvailability, type PackageRef } from "~/models/schedule.server";
import { departureValue } from "~/utils/departure-choice";
import { translator } from "~/utils/i18n.server";
import { seatsLabel } from "~/utils/schedule";
import { formatDepartureDate } from "~/utils/time";
import { getEnv } from "~/utils/env.server";
import type { BookingPickup } from "~/utils/pickup";
import { confirmationEmail } from "./booking-status.server";
import { emailPayButton } from "./checkout.server";
import { requestPromises } from "./guest-promises.server";
import { sendRecorded } from "./email.server";

/** The 'Booking Ref' e-mail of the public form: the request, in the booking's language, with its manage link. */
function requestEmail(booking: Booking, manageLink: string) {
  const { SITE_NAME, TZ } = getEnv();
  const { title, meetingPoint } = bookingPackageTexts(booking);
  // The meeting point is told when the guest comes there (see pickupText).
  const told: Booking & BookingPickup = { ...booking, packageTitle: title, meetingPoint };
  return {
    ...bookingRequestEmail(told, SITE_NAME, TZ, manageLink, emailPayButton(booking), requestPromises(booking)),
    related: `booking:${booking.reference}`,
  };
}

/**
 * Saves a booking staff took (pending, or confirmed with `confirm`) and sends its guest the request's e-mail, and the
 * confirmation when confirmed. The model's refusals (DepartureUnavailableError, PickupNotOfferedError,
 * FormKeyReusedError) are thrown as they are: nothing was saved. A failed e-mail stays in the outbox for a retry.
 */
export async function bookAtDesk(
  input: NewBooking,
  pkg: { id: string; title: string },
  desk: { admin: Actor; confirm: boolean; formKey: string | null },
): Promise<Booking> {
  const { booking, emailId, confirmationEmailId } = createBooking(input, {
    packageId: pkg.id,
    packageTitle: pkg.title,
    // A booking staff take for a guest is nobody's account's (a client's own bookings join it when they verify).
    userId: null,
    // Made by an admin: there is no stranger to check.
    humanChecked: true,
    formKey: desk.formKey,
    staff: { admin: desk.admin, confirm: desk.confirm },
    email: requestEmail,
    confirmationEmail,
  });
  for (const id of [emailId, confirmationEmailId]) if (id !== null) await sendRecorded(id);
  return booking;
}

/** A departure as the desk offers it: "Fri 4 Dec 2026, 08:30 · 12 seats left", its value naming its date and start. */
export type DeskDeparture = { value: string; text: string };

/**
 * The departures of a package staff may still book, over the next 90 days: from today (the desk has no two-day
 * floor), not closed, before their cut-off; a sold-out one is listed too (the seat check refuses it with its seats).
 */
export function deskDepartures(pkg: PackageRef, now = new Date()): DeskDeparture[] {
  const en = translator("en");
  return packageAvailability(pkg, { now })
    .departures.filter((d) => !d.closed && d.closesAt.getTime() > now.getTime())
    .map((d) => ({
      value: departureValue(d),
      text: `${formatDepartureDate(d.date)}, ${d.startTime} · ${seatsLabel(d.seatsLeft, en)}`,
    }));
}
