import type { Booking } from "~/models/booking.server";
import { bookingTotalText } from "~/utils/money";
import { formatDate, formatDeparture } from "~/utils/time";
import { visitorName } from "./layout";

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
export const OPERATOR_ZONE = "Indian/Mauritius";

/** What we hold about the booking (our words and checked values), as label and value rows. */
export function bookingFacts(b: Booking, timeZone: string): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    ["Date", formatDate(b.date)],
    // A booking made before its package had a schedule has no start time: its date says it all.
    ...(b.startTime ? [["Departure", formatDeparture(b.date, b.startTime, timeZone)] as [string, string]] : []),
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
