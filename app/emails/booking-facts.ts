import type { Booking } from "~/models/booking.server";
import { bandCount, bookingTotalText } from "~/utils/money";
import { formatDate, formatDeparture, formatStartTime } from "~/utils/time";
import { pickupText, type BookingPickup } from "~/utils/pickup";
import { visitorName } from "./layout";

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
export const OPERATOR_ZONE = "Indian/Mauritius";

/** What we hold about the booking (our words and checked values), as label and value rows. */
export function bookingFacts(b: Booking & Pick<BookingPickup, "meetingPoint">, timeZone: string): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    ["Date", formatDate(b.date)],
    // A booking made before its package had a schedule has no start time: its date says it all.
    ...(b.startTime ? [["Departure", formatDeparture(b.date, b.startTime, timeZone)] as [string, string]] : []),
    // "none — meeting point" says nothing without the meeting point, which only some callers attach.
    ...(b.pickupPlace || b.meetingPoint ? [["Pickup", pickupText(b)] as [string, string]] : []),
    ["Adults", String(b.adults)],
    ["Children", String(b.children)],
    ["Infants", String(b.infants)],
    ["Total", bookingTotalText(b)],
  ];
}

/** What the visitor typed into the booking form, to be quoted as theirs; the name has its links stripped (visitorName()). */
export function bookingSentUs(b: Booking): [string, string][] {
  return [
    ["Name", `${visitorName(b.name)} ${visitorName(b.surname)}`],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Message", b.message || "(none)"],
  ];
}

/** "2 adults, 1 child, 0 infants": the party as the booking keeps it. */
export function partyText(b: Pick<Booking, "adults" | "children" | "infants">): string {
  return [bandCount("adult", b.adults), bandCount("child", b.children), bandCount("infant", b.infants)].join(", ");
}

/** When: the departure in the operator's time, or the date alone for a booking made without a schedule. */
export function whenRow(b: Pick<Booking, "date" | "startTime">, timeZone: string): [string, string] {
  return b.startTime ? ["Departure", formatDeparture(b.date, b.startTime, timeZone)] : ["Date", formatDate(b.date)];
}

/** Where the day starts: the pickup chosen (place, zone, time) or, with none, the package's meeting point. */
export function startRows(b: Booking, meetingPoint: string, timeZone: string): [string, string][] {
  if (b.pickupPlace) {
    const place = b.pickupZone ? `${b.pickupPlace} (${b.pickupZone})` : b.pickupPlace;
    return [["Pickup", place], ...(b.pickupTime ? [["Pickup time", formatStartTime(b.date, b.pickupTime, timeZone)] as [string, string]] : [])];
  }
  return meetingPoint ? [["Meeting point", meetingPoint]] : [];
}

/** What a message to everyone on a departure needs of each booking. */
export type DepartureBooking = Pick<
  Booking,
  "reference" | "email" | "packageTitle" | "date" | "startTime" | "adults" | "children" | "infants" | "pickupPlace" | "pickupZone" | "pickupTime"
>;

/** The booking a departure's message is about, in our words (the guest's own text is not repeated). */
export function departureBookingFacts(b: DepartureBooking, timeZone: string): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    whenRow(b, timeZone),
    ["Party", partyText(b)],
    ...(b.pickupTime && b.pickupPlace
      ? [["Pickup", `${b.pickupPlace}${b.pickupZone ? ` (${b.pickupZone})` : ""} at ${b.pickupTime}`] as [string, string]]
      : []),
  ];
}
