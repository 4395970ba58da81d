import crypto from "node:crypto";
import { createEvent } from "ics";
import { departureInstant, zoneLabel } from "./time";

/** A day without a set length in the package reads as two hours in the guest's calendar. */
export const DEFAULT_EVENT_MINUTES = 120;

export type CalendarBooking = {
  reference: string;
  packageTitle: string;
  date: string;
  startTime: string;
  pickupPlace: string | null;
  pickupTime: string | null;
};

/**
 * The departure as an iCalendar event (`ics`): the start in UTC (a "Z" time every calendar shows on the guest's
 * own clock, 09:30 in Mauritius), the package's length, and where the day starts (the pickup, or the meeting point)
 * with the pickup time. Nothing personal: no name, address or phone; the UID is a hash, not the reference.
 */
export function departureEvent(b: CalendarBooking, pkg: { durationMinutes: number | null; meetingPoint: string }, opts: { timeZone: string; host: string }) {
  const start = departureInstant(b.date, b.startTime, opts.timeZone);
  const zone = zoneLabel(opts.timeZone);
  const pickup = b.pickupPlace && b.pickupTime ? `Pickup: ${b.pickupPlace} at ${b.pickupTime}, ${zone}.` : null;
  const meeting = pkg.meetingPoint ? `Meeting point: ${pkg.meetingPoint}.` : null;
  const { error, value } = createEvent({
    uid: `${crypto.createHash("sha256").update(b.reference).digest("hex").slice(0, 32)}@${opts.host}`,
    productId: opts.host,
    title: b.packageTitle,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: pkg.durationMinutes ?? DEFAULT_EVENT_MINUTES },
    location: b.pickupPlace ?? (pkg.meetingPoint || undefined),
    description: [`Departure: ${b.startTime}, ${zone}.`, pickup ?? meeting].filter(Boolean).join("\n"),
  });
  if (error || !value) throw error ?? new Error("The calendar event could not be made");
  return value;
}
