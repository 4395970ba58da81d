import type { Booking } from "~/models/booking.server";
import { bookingTotalText } from "~/utils/money";
import { formatDate, formatDeparture } from "~/utils/time";
import { pickupText } from "~/utils/pickup";
import { detailsTable, emailHtml, escapeHtml, notYouLine, quotedVisitorText, visitorName } from "./layout";

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
const OPERATOR_ZONE = "Indian/Mauritius";

/** What we hold about the booking (our words and checked values). */
function bookingFacts(b: Booking, timeZone: string): [string, string][] {
  return [
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    ["Date", formatDate(b.date)],
    // A booking made before its package had a schedule has no start time: its date says it all.
    ...(b.startTime ? [["Departure", formatDeparture(b.date, b.startTime, timeZone)] as [string, string]] : []),
    ["Pickup", pickupText(b)],
    ["Adults", String(b.adults)],
    ["Children", String(b.children)],
    ["Infants", String(b.infants)],
    ["Total", bookingTotalText(b)],
  ];
}

/** What the visitor typed into the booking form, quoted as theirs; the name has its links stripped (visitorName()). */
function bookingSentUs(b: Booking) {
  return quotedVisitorText("What you sent us with the booking form:", [
    ["Name", `${visitorName(b.name)} ${visitorName(b.surname)}`],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Message", b.message || "(none)"],
  ]);
}

/**
 * To the customer: subject 'Booking Ref' plus the reference. The booking form takes any address, so nothing the
 * visitor typed reads as ours: a plain "Hello," and their details quoted as "What you sent us".
 */
export function bookingRequestEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE) {
  const facts = detailsTable(bookingFacts(b, timeZone));
  const sent = bookingSentUs(b);
  const intro = `Thank you for your booking request for ${b.packageTitle} on ${formatDate(b.date)}. Our team will confirm your booking as soon as possible.`;
  return {
    recipient: b.email,
    subject: `Booking Ref ${b.reference}`,
    plainTextMessage: `Hello,\n\n${intro}\n\nYour booking reference is ${b.reference}. Please keep it for any question about this booking.\n\n${facts.text}\n\n${sent.text}\n\n${notYouLine}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>Your booking reference is <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(b.reference)}</strong>. Please keep it for any question about this booking.</p>${facts.html}${sent.html}<p>${escapeHtml(notYouLine)}</p><p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
    // A stranger may type anyone's address: this address gets only so many of these an hour.
    limitPerRecipient: true,
  };
}

/** To the customer after they cancelled: subject exactly 'Booking Cancelled' (as specified), with the booking listed. */
export function bookingCancelledEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE) {
  const facts = detailsTable([...bookingFacts(b, timeZone), ["Status", b.status]]);
  const sent = bookingSentUs(b);
  const intro = `Your booking ${b.reference} for ${b.packageTitle} on ${formatDate(b.date)} has been cancelled, as you asked.`;
  const after = "If this was a mistake, or you would like another date, simply send us a new booking request on our website.";
  return {
    recipient: b.email,
    subject: "Booking Cancelled",
    plainTextMessage: `Hello,\n\n${intro}\n\n${facts.text}\n\n${sent.text}\n\n${after}\n\nWarm regards,\nThe ${siteName} team`,
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>${facts.html}${sent.html}<p>${escapeHtml(after)}</p><p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>`,
    ),
    // The booking's address was typed in a public form: it counts towards the same hourly limit.
    limitPerRecipient: true,
  };
}

/**
 * To the operator (STAFF_EMAIL), so a new request is seen without watching the site: the booking, the guest's
 * details quoted as theirs (the operator may reply to them, but they are not ours) and a link to the booking's page.
 */
export function newBookingStaffEmail(b: Booking, siteName: string, link: string, staffEmail: string, timeZone = OPERATOR_ZONE) {
  const facts = detailsTable(bookingFacts(b, timeZone));
  const guest = `${visitorName(b.name)} ${visitorName(b.surname)}`;
  const sent = quotedVisitorText("What the guest sent with the booking form:", [
    ["Name", guest],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Message", b.message || "(none)"],
  ]);
  const intro = `A new booking request for ${b.packageTitle} on ${formatDate(b.date)} is waiting to be confirmed or declined.`;
  return {
    recipient: staffEmail,
    subject: `New booking request ${b.reference}`,
    plainTextMessage: `${intro}\n\n${facts.text}\n\n${sent.text}\n\nOpen the booking: ${link}`,
    htmlMessage: emailHtml(
      siteName,
      `<p>${escapeHtml(intro)}</p>${facts.html}${sent.html}<p><a href="${escapeHtml(link)}" style="color:#0B4F58;font-weight:600">Open the booking ${escapeHtml(b.reference)}</a></p>`,
    ),
    // Not limitPerRecipient: it goes to the operator's own address, never to one a visitor typed.
  };
}
