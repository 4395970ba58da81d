// The short texts a guest who asked for them gets on their phone (WhatsApp or SMS) beside the e-mail: the booking's
// reference, the package, when, and the one fact that changed; the rest is in the e-mail. In the booking's language,
// through the one translator (decision 036); kept short (an SMS segment is 160 characters, fewer with accents).
import type { Booking } from "~/models/booking.server";
import { bookingI18n } from "~/emails/i18n.server";
import type { Translator } from "~/utils/i18n";
import { formatDepartureDate, zoneLabel } from "~/utils/time";

type Texted = Pick<
  Booking,
  "reference" | "language" | "date" | "startTime" | "pickupPlace" | "pickupAddress" | "pickupTime"
> & { packageTitle: string };

/** "Sat 5 Dec 2026, 09:00 Mauritius time" (the date alone without a start). */
function when(b: Texted, timeZone: string, i18n: Translator) {
  const date = formatDepartureDate(b.date, i18n);
  return b.startTime
    ? i18n.t("{date}, {time} {zone}", { date, time: b.startTime, zone: zoneLabel(timeZone, i18n) })
    : date;
}

/** " Pickup: The Oberoi at 08:00." or " Meeting point: Grand Baie jetty." (or nothing). */
function where(b: Texted, meetingPoint: string, i18n: Translator) {
  const place = b.pickupPlace || b.pickupAddress;
  if (place && b.pickupTime) return " " + i18n.t("Pickup: {place} at {time}.", { place, time: b.pickupTime });
  if (place) return " " + i18n.t("Pickup: {place}.", { place });
  return meetingPoint ? " " + i18n.t("Meeting point: {place}.", { place: meetingPoint }) : "";
}

/** The reminder: "Reminder: Blue Bay snorkelling, Sat 5 Dec 2026, 09:00 Mauritius time. Pickup: … Booking K7QM-…". */
export function reminderText(b: Texted, meetingPoint: string, siteName: string, timeZone: string) {
  const i18n = bookingI18n(b);
  return (
    i18n.t("{site} reminder: {packageTitle}, {when}.", {
      site: siteName,
      packageTitle: b.packageTitle,
      when: when(b, timeZone, i18n),
    }) +
    where(b, meetingPoint, i18n) +
    " " +
    i18n.t("Booking {reference}.", { reference: b.reference })
  );
}

/** A change of departure or pickup (null when neither changed: the e-mail alone tells the rest). */
export function changedText(before: Texted, after: Texted, meetingPoint: string, siteName: string, timeZone: string) {
  const moved =
    before.date !== after.date ||
    before.startTime !== after.startTime ||
    before.pickupTime !== after.pickupTime ||
    (before.pickupPlace || before.pickupAddress) !== (after.pickupPlace || after.pickupAddress);
  if (!moved) return undefined;
  const i18n = bookingI18n(after);
  return (
    i18n.t("{site}: your booking {reference} has changed. {packageTitle}, {when}.", {
      site: siteName,
      reference: after.reference,
      packageTitle: after.packageTitle,
      when: when(after, timeZone, i18n),
    }) +
    where(after, meetingPoint, i18n) +
    " " +
    i18n.t("Details in your e-mail.")
  );
}

/** Staff's message to a departure's guests: their own words, framed in the guest's language. */
export function departureMessageText(
  b: Texted,
  message: { subject: string; message: string },
  siteName: string,
  timeZone: string,
) {
  const i18n = bookingI18n(b);
  const head = i18n.t("{site}, about your booking {reference} ({packageTitle}, {when}):", {
    site: siteName,
    reference: b.reference,
    packageTitle: b.packageTitle,
    when: when(b, timeZone, i18n),
  });
  return `${head} ${message.subject}\n${message.message}`;
}

/** A cancellation (staff's, the guest's, or the whole departure's with its reason) or a declined request. */
export function cancelledText(
  b: Texted,
  siteName: string,
  timeZone: string,
  { reason, declined = false }: { reason?: string; declined?: boolean } = {},
) {
  const i18n = bookingI18n(b);
  const values = {
    site: siteName,
    reference: b.reference,
    packageTitle: b.packageTitle,
    when: when(b, timeZone, i18n),
  };
  const head = declined
    ? i18n.t("{site}: we are sorry, your booking request {reference} ({packageTitle}, {when}) was declined.", values)
    : i18n.t("{site}: your booking {reference} ({packageTitle}, {when}) is cancelled.", values);
  return [head, reason ? i18n.t("Reason: {reason}", { reason }) : "", i18n.t("Details in your e-mail.")]
    .filter(Boolean)
    .join(" ");
}
