import crypto from "node:crypto";
import { createEvent, type EventStatus } from "ics";
import type { BookingState } from "./booking-state";
import { ENGLISH, type Translator } from "./i18n";
import { departureInstant, formatStartTime, pickupInstant } from "./time";

/** A day without a set length in the package reads as two hours in the guest's calendar. */
export const DEFAULT_EVENT_MINUTES = 120;

export type CalendarBooking = {
  reference: string;
  packageTitle: string;
  date: string;
  startTime: string;
  pickupPlace: string | null;
  pickupTime: string | null;
  /** "Another address": the guest is collected there, never at the meeting point (the address is not in the file). */
  pickupAddress?: string | null;
  state: BookingState;
};

/** Whether the day is on, as a calendar reads it: a request not yet confirmed is tentative; one cancelled or declined is off. */
const STATUS: Record<BookingState, EventStatus> = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  cancelled: "CANCELLED",
  declined: "CANCELLED",
};

/**
 * The guest's day as an iCalendar event (`ics`): from the moment it starts for them (the pickup time when they are
 * picked up, else the departure, at the meeting point) to the end of the package's length after the departure, in
 * UTC (a "Z" time every calendar shows on the guest's own clock), the times in Mauritius time in its description.
 * A cancelled or declined booking's event says so (STATUS:CANCELLED, a later SEQUENCE of the same UID), so a
 * calendar that has the event replaces it. In the translator's language (the booking's). Nothing personal: no name,
 * address or phone; the UID is a hash, not the reference.
 */
export function departureEvent(
  b: CalendarBooking,
  pkg: { durationMinutes: number | null; meetingPoint: string },
  opts: { timeZone: string; host: string; i18n?: Translator },
) {
  const { timeZone, i18n = ENGLISH } = opts;
  const departure = departureInstant(b.date, b.startTime, timeZone);
  const pickedUp = b.pickupPlace && b.pickupTime ? { place: b.pickupPlace, time: b.pickupTime } : null;
  const start = pickedUp ? pickupInstant(b.date, b.startTime, pickedUp.time, timeZone) : departure;
  const end = departure.getTime() + (pkg.durationMinutes ?? DEFAULT_EVENT_MINUTES) * 60_000;
  const at = (time: string) => formatStartTime(b.date, time, timeZone, i18n);
  const off = STATUS[b.state] === "CANCELLED";
  const { error, value } = createEvent({
    uid: `${crypto.createHash("sha256").update(b.reference).digest("hex").slice(0, 32)}@${opts.host}`,
    productId: opts.host,
    title: off ? i18n.t("Cancelled: {title}", { title: b.packageTitle }) : b.packageTitle,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: Math.round((end - start.getTime()) / 60_000) },
    location: pickedUp?.place ?? (b.pickupAddress ? undefined : pkg.meetingPoint || undefined),
    description: [
      pickedUp ? i18n.t("Pickup: {place} at {time}.", { place: pickedUp.place, time: at(pickedUp.time) }) : null,
      i18n.t("Departure: {time}.", { time: at(b.startTime) }),
      !pickedUp && !b.pickupAddress && pkg.meetingPoint
        ? i18n.t("Meeting point: {place}.", { place: pkg.meetingPoint })
        : null,
    ]
      .filter(Boolean)
      .join("\n"),
    status: STATUS[b.state],
    sequence: off ? 1 : 0,
  });
  if (error || !value) throw error ?? new Error("The calendar event could not be made");
  return value;
}
