import type { Booking } from "~/models/booking.server";
import type { Translator } from "~/utils/i18n";
import { bookingQuote, bookingTotalText, formatMur, type Party } from "~/utils/money";
import { partyText } from "~/utils/people";
import { pickupText, type BookingPickup } from "~/utils/pickup";
import { formatDate, formatDeparture, formatStartTime } from "~/utils/time";
import { emailI18n } from "./i18n.server";
import { visitorName } from "./layout";

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
export const OPERATOR_ZONE = "Indian/Mauritius";

// Every function here takes the message's language (`i18n`, English when left out): labels and values in it.

/** What we hold about the booking (our words and checked values), as label and value rows. */
export function bookingFacts(
  b: Booking & Pick<BookingPickup, "meetingPoint">,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string][] {
  return [
    ...whichBookingRows(b, i18n),
    [i18n.t("Date"), formatDate(b.date, i18n)],
    ...departureRows(b, timeZone, i18n),
    // "none — meeting point" says nothing without the meeting point, which only some callers attach.
    ...(b.pickupPlace || b.pickupAddress || b.meetingPoint
      ? [[i18n.t("Pickup"), pickupText(b, i18n)] as [string, string]]
      : []),
    [i18n.t("Adults"), String(b.adults)],
    [i18n.t("Children"), String(b.children)],
    [i18n.t("Infants"), String(b.infants)],
    ...surchargeRows(b, i18n),
    [i18n.t("Total"), bookingTotalText(b, i18n)],
  ];
}

/** "Pickup surcharge: 2 × MUR 500 = MUR 1,000" (two people, no plural: the back office's previews show it too) when the booking's pickup zone adds one (in the total below it). */
export function surchargeRows(b: Booking, i18n: Translator = emailI18n()): [string, string][] {
  const line = bookingQuote(b)?.surcharge;
  if (line)
    return [
      [
        i18n.t("Pickup surcharge"),
        i18n.t("{count} × {price} = {amount}", {
          count: line.count,
          price: formatMur(line.unit, i18n),
          amount: formatMur(line.amount, i18n),
        }),
      ],
    ];
  // A price on request: the surcharge per person, to be added to the price we tell.
  return b.pickupSurcharge
    ? [[i18n.t("Pickup surcharge"), i18n.t("{price} per person", { price: formatMur(b.pickupSurcharge, i18n) })]]
    : [];
}

/** What the visitor typed into the booking form, to be quoted as theirs; the name has its links stripped (visitorName()). */
export function bookingSentUs(b: Booking, i18n: Translator = emailI18n()): [string, string][] {
  return [
    [i18n.t("Name"), `${visitorName(b.name)} ${visitorName(b.surname)}`],
    [i18n.t("Email"), b.email],
    [i18n.t("Phone"), b.phone],
    [i18n.t("Message"), b.message || i18n.t("(none)")],
  ];
}

/** Which booking it is: its reference and its package, the rows every booking e-mail's table begins with. */
export function whichBookingRows(
  b: Pick<Booking, "reference" | "packageTitle">,
  i18n: Translator = emailI18n(),
): [string, string][] {
  return [
    [i18n.t("Booking reference"), b.reference],
    [i18n.t("Package"), b.packageTitle],
  ];
}

/** The departure in the operator's time; none for a booking made before its package had a schedule (no start time). */
export function departureRows(
  b: Pick<Booking, "date" | "startTime">,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string][] {
  return b.startTime ? [[i18n.t("Departure"), formatDeparture(b.date, b.startTime, timeZone, i18n)]] : [];
}

/** When: the departure in the operator's time, or the date alone for a booking made without a schedule. */
export function whenRow(
  b: Pick<Booking, "date" | "startTime">,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string] {
  return b.startTime
    ? [i18n.t("Departure"), formatDeparture(b.date, b.startTime, timeZone, i18n)]
    : [i18n.t("Date"), formatDate(b.date, i18n)];
}

/** The booking in four rows, as the e-mails about a decision and a departure begin: reference, package, when, party. */
export function summaryRows(b: DepartureBooking, timeZone: string, i18n: Translator = emailI18n()): [string, string][] {
  return [...whichBookingRows(b, i18n), whenRow(b, timeZone, i18n), [i18n.t("Party"), partyText(b, i18n)]];
}

/** Where the day starts: the pickup chosen (place, zone, time) or, with none, the package's meeting point. */
export function startRows(
  b: Booking,
  meetingPoint: string,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string][] {
  if (b.pickupAddress) return [[i18n.t("Pickup"), pickupText(b, i18n)]];
  if (b.pickupPlace) {
    const place = b.pickupZone ? `${b.pickupPlace} (${i18n.t(b.pickupZone)})` : b.pickupPlace;
    return [
      [i18n.t("Pickup"), place],
      ...(b.pickupTime
        ? [[i18n.t("Pickup time"), formatStartTime(b.date, b.pickupTime, timeZone, i18n)] as [string, string]]
        : []),
    ];
  }
  return meetingPoint ? [[i18n.t("Meeting point"), meetingPoint]] : [];
}

/** What a message to everyone on a departure needs of each booking (its language: the e-mail's). */
export type DepartureBooking = Pick<Booking, "reference" | "email" | "packageTitle" | "date" | "startTime"> &
  Party &
  Omit<BookingPickup, "meetingPoint"> & { language?: string | null };

/** The booking a departure's message is about, in our words (the guest's own text is not repeated). */
export function departureBookingFacts(
  b: DepartureBooking,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string][] {
  const place = b.pickupPlace ? `${b.pickupPlace}${b.pickupZone ? ` (${i18n.t(b.pickupZone)})` : ""}` : "";
  return [
    ...summaryRows(b, timeZone, i18n),
    ...(b.pickupTime && b.pickupPlace
      ? [[i18n.t("Pickup"), i18n.t("{place} at {time}", { place, time: b.pickupTime })] as [string, string]]
      : []),
  ];
}
