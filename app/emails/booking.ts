import type { Booking } from "~/models/booking.server";
import { formatDate } from "~/utils/time";
import { detailsTable, emailHtml, escapeHtml } from "./layout";

export function bookingDetailsRows(b: Booking): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    ["Date", formatDate(b.date)],
    ["Adults", String(b.adults)],
    ["Children", String(b.children)],
    ["Infants", String(b.infants)],
    ["Name", `${b.name} ${b.surname}`],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Message", b.message || "(none)"],
  ];
}

/** To the customer: subject 'Booking Ref' plus the reference. */
export function bookingRequestEmail(b: Booking, siteName: string) {
  const details = detailsTable(bookingDetailsRows(b));
  const intro = `Thank you for your booking request for ${b.packageTitle} on ${formatDate(b.date)}. Our team will confirm your booking as soon as possible.`;
  return {
    recipient: b.email,
    subject: `Booking Ref ${b.reference}`,
    plainTextMessage: `Dear ${b.name},\n\n${intro}\n\nYour booking reference is ${b.reference}. Please keep it for any question about this booking.\n\n${details.text}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Dear ${escapeHtml(b.name)},</p><p>${escapeHtml(intro)}</p><p>Your booking reference is <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(b.reference)}</strong>. Please keep it for any question about this booking.</p>${details.html}<p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
  };
}

/** To the customer after they cancelled: subject exactly 'Booking Cancelled' (SPEC), with the booking listed. */
export function bookingCancelledEmail(b: Booking, siteName: string) {
  const details = detailsTable([...bookingDetailsRows(b), ["Status", b.status]]);
  const intro = `Your booking ${b.reference} for ${b.packageTitle} on ${formatDate(b.date)} has been cancelled, as you asked.`;
  const after = "If this was a mistake, or you would like another date, simply send us a new booking request on our website.";
  return {
    recipient: b.email,
    subject: "Booking Cancelled",
    plainTextMessage: `Dear ${b.name},\n\n${intro}\n\n${details.text}\n\n${after}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Dear ${escapeHtml(b.name)},</p><p>${escapeHtml(intro)}</p>${details.html}<p>${escapeHtml(after)}</p><p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
  };
}
