import type { Translator } from "~/utils/i18n";
import type { Booking } from "~/models/booking.server";
import { addDays, formatDeparture, formatDepartureDate, todayIn, zoneLabel } from "~/utils/time";
import { ButtonLink, DetailsTable, EmailLayout, ManageBookingLink, Signature } from "./components";
import { bookingTotalText } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { bookingI18n, emailI18n, localeUrl } from "./i18n.server";
import { renderEmail } from "./render.server";

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
  b: Pick<Booking, "pickupPlace" | "pickupTime">,
  meetingPoint: string,
  timeZone: string,
  i18n: Translator = emailI18n(),
): [string, string] | null {
  if (b.pickupPlace && b.pickupTime)
    return [
      i18n.t("Pickup"),
      i18n.t("{place} at {time}, {zone}", {
        place: b.pickupPlace,
        time: b.pickupTime,
        zone: zoneLabel(timeZone, i18n),
      }),
    ];
  return meetingPoint ? [i18n.t("Meeting point"), meetingPoint] : null;
}

type Options = {
  siteName: string;
  meetingPoint: string;
  now: Date;
  timeZone: string;
  link: string | null;
  manageLink?: string;
};

/**
 * The reference, the departure in Mauritius time, the pickup or meeting point, the party, the total, and for a
 * client's booking a link to its page (`link`). Only our words and checked values: the visitor's own text is not repeated.
 * In the booking's language (the links to its pages too).
 */
export function Reminder({
  booking: b,
  siteName,
  meetingPoint,
  now,
  timeZone,
  link,
  manageLink,
  i18n = bookingI18n(b),
}: Options & { booking: Booking; i18n?: Translator }) {
  const { lang } = i18n;
  const meeting = reminderMeeting(b, meetingPoint, timeZone, i18n);
  const intro = i18n.t("This is a reminder of your booking for {packageTitle} {day}.", {
    packageTitle: b.packageTitle,
    day: reminderDay(b.date, now, timeZone, i18n),
  });
  return (
    <EmailLayout siteName={siteName} preview={intro} i18n={i18n}>
      <p>{i18n.t("Hello,")}</p>
      <p>{intro}</p>
      <DetailsTable
        rows={[
          [i18n.t("Booking reference"), b.reference],
          [i18n.t("Package"), b.packageTitle],
          ...(b.startTime
            ? [[i18n.t("Departure"), formatDeparture(b.date, b.startTime, timeZone, i18n)] as [string, string]]
            : []),
          ...(meeting ? [meeting] : []),
          [i18n.t("Party"), peopleSummary(b, i18n)],
          [i18n.t("Total"), bookingTotalText(b, i18n)],
        ]}
      />
      {link ? (
        <ButtonLink href={localeUrl(lang, link)} i18n={i18n}>
          {i18n.t("See your booking")}
        </ButtonLink>
      ) : null}
      <p>{i18n.t("If your plans have changed, please let us know before the departure.")}</p>
      <ManageBookingLink href={localeUrl(lang, manageLink)} i18n={i18n} />
      <Signature siteName={siteName} i18n={i18n} />
    </EmailLayout>
  );
}

/** To the guest, the day before (REMINDER_HOURS): subject "Reminder: {package} tomorrow" ("today" on the day). */
export function reminderEmail(b: Booking, options: Options) {
  const i18n = bookingI18n(b);
  return {
    recipient: b.email,
    subject: i18n.t("Reminder: {packageTitle} {day}", {
      packageTitle: b.packageTitle,
      day: reminderDay(b.date, options.now, options.timeZone, i18n),
    }),
    ...renderEmail(<Reminder booking={b} {...options} i18n={i18n} />),
  };
}

/** The bell's notice of it, for a client's booking. */
export function reminderBell(b: Pick<Booking, "reference" | "date">, now: Date, timeZone: string) {
  return {
    title: `Booking ${b.reference}`,
    message: `Reminder: your booking ${b.reference} is ${reminderDay(b.date, now, timeZone)}`,
  };
}
