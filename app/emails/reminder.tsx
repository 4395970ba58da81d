import type { Booking } from "~/models/booking.server";
import { bookingTotalText } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { addDays, formatDeparture, formatDepartureDate, todayIn, zoneLabel } from "~/utils/time";
import { ButtonLink, DetailsTable, EmailLayout, ManageBookingLink, Signature } from "./components";
import { renderEmail } from "./render.server";

/** "today", "tomorrow", or "on Sat 5 Dec 2026" when REMINDER_HOURS reaches further: the departure's day as seen at `now`. */
export function reminderDay(date: string, now: Date, timeZone: string): string {
  const today = todayIn(timeZone, now);
  if (date === today) return "today";
  return date === addDays(today, 1) ? "tomorrow" : `on ${formatDepartureDate(date)}`;
}

/** Where the guest's day starts: their pickup, or the package's meeting point (none chosen, or no pickup). */
export function reminderMeeting(b: Pick<Booking, "pickupPlace" | "pickupTime">, meetingPoint: string, timeZone: string): [string, string] | null {
  if (b.pickupPlace && b.pickupTime) return ["Pickup", `${b.pickupPlace} at ${b.pickupTime}, ${zoneLabel(timeZone)}`];
  return meetingPoint ? ["Meeting point", meetingPoint] : null;
}

type Options = { siteName: string; meetingPoint: string; now: Date; timeZone: string; link: string | null; manageLink?: string };

/**
 * The reference, the departure in Mauritius time, the pickup or meeting point, the party, the total, and for a
 * client's booking a link to its page (`link`). Only our words and checked values: the visitor's own text is not repeated.
 */
export function Reminder({ booking: b, siteName, meetingPoint, now, timeZone, link, manageLink }: Options & { booking: Booking }) {
  const meeting = reminderMeeting(b, meetingPoint, timeZone);
  const intro = `This is a reminder of your booking for ${b.packageTitle} ${reminderDay(b.date, now, timeZone)}.`;
  return (
    <EmailLayout siteName={siteName} preview={intro}>
      <p>Hello,</p>
      <p>{intro}</p>
      <DetailsTable
        rows={[
          ["Booking reference", b.reference],
          ["Package", b.packageTitle],
          ...(b.startTime ? [["Departure", formatDeparture(b.date, b.startTime, timeZone)] as [string, string]] : []),
          ...(meeting ? [meeting] : []),
          ["Party", peopleSummary(b)],
          ["Total", bookingTotalText(b)],
        ]}
      />
      {link ? <ButtonLink href={link}>See your booking</ButtonLink> : null}
      <p>If your plans have changed, please let us know before the departure.</p>
      <ManageBookingLink href={manageLink} />
      <Signature siteName={siteName} />
    </EmailLayout>
  );
}

/** To the guest, the day before (REMINDER_HOURS): subject "Reminder: {package} tomorrow" ("today" on the day). */
export function reminderEmail(b: Booking, options: Options) {
  return {
    recipient: b.email,
    subject: `Reminder: ${b.packageTitle} ${reminderDay(b.date, options.now, options.timeZone)}`,
    ...renderEmail(<Reminder booking={b} {...options} />),
  };
}

/** The bell's notice of it, for a client's booking. */
export function reminderBell(b: Pick<Booking, "reference" | "date">, now: Date, timeZone: string) {
  return { title: `Booking ${b.reference}`, message: `Reminder: your booking ${b.reference} is ${reminderDay(b.date, now, timeZone)}` };
}
