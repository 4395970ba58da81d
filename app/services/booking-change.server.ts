// A booking changed: by staff on its admin page ('Change booking'), or moved by its guest from the manage link or
// their account ('Move my booking'). The model (booking.server.ts changeBooking) checks and writes the change, its
// log and the notice in one transaction; here the e-mail is built (old and new side by side, in the booking's
// language), the choices each form offers are read, and the notice delivered after the commit.
import { bookingChangedMail } from "~/emails/booking-changed";
import { changedText } from "~/messages/phone-texts";
import type { Actor } from "~/models/audit.server";
import {
  changeBooking,
  priceFor,
  type Booking,
  type BookingChange,
  type ChangeNotice,
  type ChangeResult,
} from "~/models/booking.server";
import { bookingPackageTexts, getPackage } from "~/models/package.server";
import { packagePickupList } from "~/models/pickup.server";
import { packageAvailability } from "~/models/schedule.server";
import { getEnv } from "~/utils/env.server";
import { ENGLISH, type Translator } from "~/utils/i18n";
import { formatMur } from "~/utils/money";
import { holdsSeats, seatsLabel, seatsNeeded } from "~/utils/schedule";
import { formatDate, formatDepartureDate } from "~/utils/time";
import { deliverGuestNotices } from "./guest-notice.server";

/** How the guest is told: "Your booking {reference} has changed", the e-mail in their language, and the bell. */
const changeNotice: ChangeNotice = {
  email: (before, after, manageLink) => {
    const { SITE_NAME, TZ } = getEnv();
    // The package's words in the booking's language: its title, and the meeting point for a pickup that is none.
    const { title, meetingPoint } = bookingPackageTexts(after);
    return {
      ...bookingChangedMail.build({
        booking: { ...after, packageTitle: title },
        before: { ...before, packageTitle: title },
        siteName: SITE_NAME,
        timeZone: TZ,
        manageLink,
        meetingPoint,
      }),
      related: `booking:${after.reference}`,
    };
  },
  bell: (b) => ({ title: `Booking ${b.reference}`, message: `Your booking ${b.reference} has changed` }),
  phone: (before, after) => {
    const { SITE_NAME, TZ } = getEnv();
    const { title, meetingPoint } = bookingPackageTexts(after);
    return changedText(
      { ...before, packageTitle: title },
      { ...after, packageTitle: title },
      meetingPoint,
      SITE_NAME,
      TZ,
    );
  },
};

async function told(result: ChangeResult): Promise<ChangeResult> {
  if (result.outcome === "changed" && result.notice) await deliverGuestNotices([result.notice]);
  return result;
}

/** "2026-12-05 08:30" (or the date alone, for a package without a schedule): a departure as the forms send it. */
export const departureValue = (d: { date: string; startTime: string | null }) =>
  d.startTime ? `${d.date} ${d.startTime}` : d.date;

/** A departure back from the form's value. */
export function readDeparture(value: string): { date: string; startTime: string | null } {
  const [date, startTime] = value.split(" ");
  return { date, startTime: startTime ?? null };
}

/** Staff change a booking ('Change booking'); the guest is told what changed. */
export async function changeBookingByStaff(reference: string, changes: BookingChange, actor: Actor) {
  return told(changeBooking(reference, changes, { by: "staff", actor }, changeNotice));
}

/** The guest moves their own booking (`logLine`: who they are, for the updates log); they are told by e-mail too. */
export async function moveBookingByGuest(
  reference: string,
  departure: string,
  i18n: Translator,
  logLine: (b: Booking) => string,
) {
  return told(changeBooking(reference, readDeparture(departure), { by: "guest", i18n, logLine }, changeNotice));
}

export type DepartureOption = { value: string; label: string };

/** "Sat 5 Dec 2026, 08:30": a departure in an option's words (short: a phone's select is narrow). */
const departureWords = (d: { date: string; startTime: string | null }, i18n?: Translator) =>
  d.startTime ? `${formatDepartureDate(d.date, i18n)}, ${d.startTime}` : formatDate(d.date, i18n);

/**
 * What 'Change booking' offers staff: the package's departures of the next 90 days that run (the cut-off and the
 * 2-day floor are the public form's, not staff's), each with its seats left (the booking's own counted free on its
 * departure), the booking's own departure always among them; and the package's pickup places, the booking's own too.
 */
export function staffChangeChoices(b: Booking) {
  const pkg = getPackage(b.packageId);
  const departures = pkg ? packageAvailability({ id: pkg.id, cutoffHours: pkg.cutoffHours }).departures : [];
  const own = holdsSeats(b.state) ? seatsNeeded(b) : 0;
  const current = departureValue(b);
  const options: DepartureOption[] = departures
    .filter((d) => d.status !== "closed" || departureValue(d) === current)
    .map((d) => {
      const left = Math.max(0, d.seats - d.seatsTaken + (departureValue(d) === current ? own : 0));
      return {
        value: departureValue(d),
        label: `${departureWords(d)} · ${left} ${left === 1 ? "seat" : "seats"} left`,
      };
    });
  if (!options.some((o) => o.value === current))
    options.unshift({ value: current, label: `${departureWords(b)} · this booking's departure` });
  const pickups = packagePickupList(b.packageId).map((p) => ({ value: String(p.id), label: `${p.name} (${p.zone})` }));
  if (b.pickupPlaceId && !pickups.some((p) => p.value === String(b.pickupPlaceId)))
    pickups.unshift({ value: String(b.pickupPlaceId), label: `${b.pickupPlace} (${b.pickupZone})` });
  return { departures: options, pickups };
}

/**
 * What 'Move my booking' offers the guest: the package's other departures they may book (open, with seats for their
 * party, by the public form's rules), each with its seats, in their language; and the total a move would give, at
 * today's prices (null: price on request), which the page shows before they press.
 */
export function guestMoveChoices(b: Booking, i18n: Translator): { options: DepartureOption[]; total: string | null } {
  const pkg = getPackage(b.packageId);
  if (!pkg || !b.startTime) return { options: [], total: null };
  const priced = priceFor(pkg, b, b.pickupZone);
  const options = packageAvailability({ id: pkg.id, cutoffHours: pkg.cutoffHours })
    .departures.filter((d) => d.status === "open" && d.seatsLeft >= seatsNeeded(b))
    .filter((d) => !(d.date === b.date && d.startTime === b.startTime))
    .map((d) => ({ value: departureValue(d), label: `${departureWords(d, i18n)} · ${seatsLabel(d.seatsLeft, i18n)}` }));
  return { options, total: priced ? formatMur(priced.total, i18n) : null };
}

/**
 * The flash after staff's change: what was done, and beside the old total the new one when the change priced the
 * booking again ("New total MUR 9,000 (was MUR 7,000): recalculated from today's prices").
 */
export function changedMessage(result: Extract<ChangeResult, { outcome: "changed" | "unchanged" }>): string {
  if (result.outcome === "unchanged") return "Nothing to change: the booking already reads so";
  const { before, booking: b } = result;
  const told = b.email ? "Booking changed and the guest told by e-mail" : "Booking changed (no e-mail address to tell)";
  if (!result.repriced || before.total === b.total) return told;
  const total = (n: number | null) => (n === null ? "Price on request" : formatMur(n, ENGLISH));
  return `${told}. New total ${total(b.total)} (was ${total(before.total)}): recalculated from today's prices`;
}
