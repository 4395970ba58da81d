// What staff send everyone on one departure: their own message, or the departure's cancellation.
import type { Booking } from "~/models/booking.server";
import { formatDate, formatDeparture, formatDepartureDate } from "~/utils/time";
import { detailsTable, emailHtml, escapeHtml, htmlLines } from "./layout";

type DepartureBooking = Pick<
  Booking,
  "reference" | "email" | "packageTitle" | "date" | "startTime" | "adults" | "children" | "infants" | "pickupPlace" | "pickupZone" | "pickupTime"
>;

/** The booking the message is about, in our words (the guest's own text is not repeated). */
function bookingFacts(b: DepartureBooking, timeZone: string): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    b.startTime ? ["Departure", formatDeparture(b.date, b.startTime, timeZone)] : ["Date", formatDate(b.date)],
    [
      "Party",
      `${b.adults} adult${b.adults === 1 ? "" : "s"}, ${b.children} child${b.children === 1 ? "" : "ren"}, ${b.infants} infant${b.infants === 1 ? "" : "s"}`,
    ],
    ...(b.pickupTime && b.pickupPlace
      ? [["Pickup", `${b.pickupPlace}${b.pickupZone ? ` (${b.pickupZone})` : ""} at ${b.pickupTime}`] as [string, string]]
      : []),
  ];
}

// A plain "Hello,": the guest's name was typed into a public form, with the address beside it.
const signOff = (siteName: string) => ({ text: `Warm regards,\nThe ${siteName} team`, html: `<p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>` });

/**
 * Staff's message to everyone on a departure: their subject, and their text as they wrote it (our voice, line
 * breaks kept), then the booking it is about. Not limited per recipient: it is the operator writing, not a visitor.
 */
export function departureMessageEmail(b: DepartureBooking, message: { subject: string; message: string }, siteName: string, timeZone: string) {
  const facts = detailsTable(bookingFacts(b, timeZone));
  const end = signOff(siteName);
  return {
    recipient: b.email,
    subject: message.subject,
    plainTextMessage: `Hello,\n\n${message.message}\n\nYour booking:\n${facts.text}\n\n${end.text}`,
    htmlMessage: emailHtml(siteName, `<p>Hello,</p><p>${htmlLines(message.message)}</p><p>Your booking:</p>${facts.html}${end.html}`),
  };
}

/** "Departure cancelled: {package} on {date}": the reason, the booking cancelled, and a link to book another date. */
export function departureCancelledEmail(b: DepartureBooking, reason: string, bookLink: string, siteName: string, timeZone: string) {
  const facts = detailsTable([...bookingFacts(b, timeZone), ["Status", "Cancelled"]]);
  const end = signOff(siteName);
  const when = b.startTime ? `on ${formatDeparture(b.date, b.startTime, timeZone)}` : `on ${formatDate(b.date)}`;
  const intro = `We are sorry: ${b.packageTitle} ${when} is cancelled, and so is your booking ${b.reference}.`;
  const another = "You are welcome to book another date:";
  return {
    recipient: b.email,
    subject: `Departure cancelled: ${b.packageTitle} on ${formatDepartureDate(b.date)}`,
    plainTextMessage: `Hello,\n\n${intro}\n\nReason: ${reason}\n\n${facts.text}\n\n${another} ${bookLink}\n\n${end.text}`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p><p><strong>Reason:</strong> ${htmlLines(reason)}</p>${facts.html}<p>${escapeHtml(another)} <a href="${escapeHtml(bookLink)}" style="color:#0B4F58;font-weight:600">${escapeHtml(bookLink)}</a></p>${end.html}`,
    ),
  };
}
