import type { Booking } from "~/models/booking.server";
import { formatDate, formatDeparture, formatStartTime } from "~/utils/time";
import type { BookingPickup } from "~/utils/pickup";
import { emailI18n, partyText as partyWords, pickupWords, totalText, zoneText, type EmailI18n } from "./i18n.server";
import { visitorName } from "./layout";

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
export const OPERATOR_ZONE = "Indian/Mauritius";

// Every function here takes the message's language (`i18n`, English when left out): labels and values in it.

/** What we hold about the booking (our words and checked values), as label and value rows. */
export function bookingFacts(b: Booking & Pick<BookingPickup, "meetingPoint">, timeZone: string, i18n: EmailI18n = emailI18n()): [string, string][] {
  const { t, lang } = i18n;
  return [
    [t("Booking reference"), b.reference],
    [t("Package"), b.packageTitle],
    [t("Date"), formatDate(b.date, lang)],
    // A booking made before its package had a schedule has no start time: its date says it all.
    ...(b.startTime ? [[t("Departure"), formatDeparture(b.date, b.startTime, timeZone, lang)] as [string, string]] : []),
    // "none — meeting point" says nothing without the meeting point, which only some callers attach.
    ...(b.pickupPlace || b.meetingPoint ? [[t("Pickup"), pickupWords(b, i18n)] as [string, string]] : []),
    [t("Adults"), String(b.adults)],
    [t("Children"), String(b.children)],
    [t("Infants"), String(b.infants)],
    [t("Total"), totalText(b, i18n)],
  ];
}

/** What the visitor typed into the booking form, to be quoted as theirs; the name has its links stripped (visitorName()). */
export function bookingSentUs(b: Booking, { t }: EmailI18n = emailI18n()): [string, string][] {
  return [
    [t("Name"), `${visitorName(b.name)} ${visitorName(b.surname)}`],
    [t("Email"), b.email],
    [t("Phone"), b.phone],
    [t("Message"), b.message || t("(none)")],
  ];
}

/** "2 adults, 1 child, 0 infants": the party as the booking keeps it. */
export function partyText(b: Pick<Booking, "adults" | "children" | "infants">, i18n: EmailI18n = emailI18n()): string {
  return partyWords(b, i18n);
}

/** When: the departure in the operator's time, or the date alone for a booking made without a schedule. */
export function whenRow(b: Pick<Booking, "date" | "startTime">, timeZone: string, { t, lang }: EmailI18n = emailI18n()): [string, string] {
  return b.startTime ? [t("Departure"), formatDeparture(b.date, b.startTime, timeZone, lang)] : [t("Date"), formatDate(b.date, lang)];
}

/** Where the day starts: the pickup chosen (place, zone, time) or, with none, the package's meeting point. */
export function startRows(b: Booking, meetingPoint: string, timeZone: string, i18n: EmailI18n = emailI18n()): [string, string][] {
  const { t, lang } = i18n;
  if (b.pickupPlace) {
    const place = b.pickupZone ? `${b.pickupPlace} (${zoneText(b.pickupZone, i18n)})` : b.pickupPlace;
    return [[t("Pickup"), place], ...(b.pickupTime ? [[t("Pickup time"), formatStartTime(b.date, b.pickupTime, timeZone, lang)] as [string, string]] : [])];
  }
  return meetingPoint ? [[t("Meeting point"), meetingPoint]] : [];
}

/** What a message to everyone on a departure needs of each booking (its language: the e-mail's). */
export type DepartureBooking = Pick<
  Booking,
  "reference" | "email" | "packageTitle" | "date" | "startTime" | "adults" | "children" | "infants" | "pickupPlace" | "pickupZone" | "pickupTime"
> & { language?: string | null };

/** The booking a departure's message is about, in our words (the guest's own text is not repeated). */
export function departureBookingFacts(b: DepartureBooking, timeZone: string, i18n: EmailI18n = emailI18n()): [string, string][] {
  const { t } = i18n;
  const place = b.pickupPlace ? `${b.pickupPlace}${b.pickupZone ? ` (${zoneText(b.pickupZone, i18n)})` : ""}` : "";
  return [
    [t("Booking reference"), b.reference],
    [t("Package"), b.packageTitle],
    whenRow(b, timeZone, i18n),
    [t("Party"), partyText(b, i18n)],
    ...(b.pickupTime && b.pickupPlace ? [[t("Pickup"), t("{place} at {time}", { place, time: b.pickupTime })] as [string, string]] : []),
  ];
}
