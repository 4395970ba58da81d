import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { addDays, formatDepartureDate, todayIn, zoneLabel } from "~/utils/time";
import { departureRows, whichBookingRows } from "./booking-facts";
import { bookingMessage, type BookingMessageProps } from "./booking-message";
import { ButtonLink, DetailsTable, GuestMessage } from "./components";
import { bookingTotalText } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { emailI18n, localeUrl } from "./i18n.server";

/** "today", "tomorrow", or "on Sat 5 Dec 2026" when REMINDER_HOURS reaches further: the departure's day as seen at `now`. */
export function reminderDay(date: string, now: Date, timeZone: string, i18n: Translator = emailI18n()): string {
  const today = todayIn(timeZone, now);
  if (date === today) return i18n.t("today");
  return date === addDays(today, 1)
    ? i18n.t("tomorrow")
    : i18n.t("on {date}", { date: formatDepartureDate(date, i18n) });
}

/** Where the guest's day starts: their pickup, or the package's meeting point (none chosen, or no pickup). */
export function reminderMeeting(
  b: Pick<Booking, "pickupPlace" | "pickupTime"> & Partial<Pick<Booking, "pickupAddress">>,
  meetingPoint: string,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string] | null {
  const place = b.pickupPlace || b.pickupAddress;
  if (place && b.pickupTime)
    return [
      i18n.t("Pickup"),
      i18n.t("{place} at {time}, {zone}", {
        place,
        time: b.pickupTime,
        zone: zoneLabel(timeZone, i18n),
      }),
    ];
  // Another address whose time staff have not set yet: the guest is told it will come.
  if (b.pickupAddress)
    return [i18n.t("Pickup"), i18n.t("{address} — we will tell you the pickup time", { address: b.pickupAddress })];
  return meetingPoint ? [i18n.t("Meeting point"), meetingPoint] : null;
}

type Props = BookingMessageProps & { meetingPoint: string; now: Date; link: string | null };
/** What the reminders' run gives for each booking. */
type Options = Omit<Props, "booking" | "i18n">;

/**
 * The reference, the departure in Mauritius time, the pickup or meeting point, the party, the total, and for a
 * client's booking a link to its page (`link`). Only our words and checked values: the visitor's own text is not repeated.
 * In the booking's language (the links to its pages too).
 */
export function Reminder({ booking: b, siteName, meetingPoint, now, timeZone, link, manageLink, i18n }: Props) {
  const meeting = reminderMeeting(b, meetingPoint, timeZone, i18n);
  const intro = i18n.t("This is a reminder of your booking for {packageTitle} {day}.", {
    packageTitle: b.packageTitle,
    day: reminderDay(b.date, now, timeZone, i18n),
  });
  return (
    <GuestMessage siteName={siteName} intro={intro} manageLink={manageLink} i18n={i18n}>
      <DetailsTable
        rows={[
          ...whichBookingRows(b, i18n),
          ...departureRows(b, timeZone, i18n),
          ...(meeting ? [meeting] : []),
          [i18n.t("Party"), peopleSummary(b, i18n)],
          [i18n.t("Total"), bookingTotalText(b, i18n)],
        ]}
      />
      {link ? (
        <ButtonLink href={localeUrl(i18n.lang, link)} i18n={i18n}>
          {i18n.t("See your booking")}
        </ButtonLink>
      ) : null}
      <p>{i18n.t("If your plans have changed, please let us know before the departure.")}</p>
    </GuestMessage>
  );
}

/** To the guest, the day before (REMINDER_HOURS): subject "Reminder: {package} tomorrow" ("today" on the day). */
export const reminderMail = bookingMessage(Reminder, ({ booking: b, now, timeZone, i18n }) =>
  i18n.t("Reminder: {packageTitle} {day}", {
    packageTitle: b.packageTitle,
    day: reminderDay(b.date, now, timeZone, i18n),
  }),
);

export function reminderEmail(b: Booking, options: Options) {
  return reminderMail.build({ booking: b, ...options });
}

/** The bell's notice of it, for a client's booking. */
export function reminderBell(b: Pick<Booking, "reference" | "date">, now: Date, timeZone: string) {
  return {
    title: `Booking ${b.reference}`,
    message: `Reminder: your booking ${b.reference} is ${reminderDay(b.date, now, timeZone)}`,
  };
}
