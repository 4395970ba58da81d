import type { Booking } from "~/models/booking.server";
import { bookingTotalText, bandCount } from "~/utils/money";
import { seatsLabel } from "~/utils/schedule";
import { formatDate, formatDeparture, formatStartTime } from "~/utils/time";
import { detailsTable, emailHtml, escapeHtml } from "./layout";

// The messages an admin's decision sends the guest. The booking form takes any address, so nothing the guest
// typed (name, phone, message) is quoted back: only the booking's own facts, in our words.

/** The operator's zone, which departures are told in (the callers pass the site's TZ setting). */
const OPERATOR_ZONE = "Indian/Mauritius";

/** What the confirmation needs of the package: where to meet when there is no pickup, and what to bring. */
export type ConfirmedPackage = { meetingPoint: string; recommended: string[] };

/** A departure offered instead of a declined one, with its link to the booking form (built from SITE_URL). */
export type OfferedDeparture = { date: string; startTime: string; seatsLeft: number; link: string };

/** "2 adults, 1 child, 0 infants": the party as the booking keeps it. */
function partyText(b: Booking): string {
  return [bandCount("adult", b.adults), bandCount("child", b.children), bandCount("infant", b.infants)].join(", ");
}

/** When: the departure in the operator's time, or the date alone for a booking made without a schedule. */
function whenRow(b: Booking, timeZone: string): [string, string] {
  return b.startTime ? ["Departure", formatDeparture(b.date, b.startTime, timeZone)] : ["Date", formatDate(b.date)];
}

/** Where the day starts: the pickup chosen (place, zone, time) or, with none, the package's meeting point. */
function startRows(b: Booking, pkg: ConfirmedPackage, timeZone: string): [string, string][] {
  if (b.pickupPlace) {
    const place = b.pickupZone ? `${b.pickupPlace} (${b.pickupZone})` : b.pickupPlace;
    return [["Pickup", place], ...(b.pickupTime ? [["Pickup time", formatStartTime(b.date, b.pickupTime, timeZone)] as [string, string]] : [])];
  }
  return pkg.meetingPoint ? [["Meeting point", pkg.meetingPoint]] : [];
}

function signOff(siteName: string) {
  return { text: `Warm regards,\nThe ${siteName} team`, html: `<p>Warm regards,<br>The ${escapeHtml(siteName)} team</p>` };
}

/** To the guest when an admin confirms: the departure, party, total, pickup or meeting point, and what to bring. */
export function bookingConfirmedEmail(b: Booking, pkg: ConfirmedPackage, siteName: string, timeZone = OPERATOR_ZONE) {
  const facts = detailsTable([
    ["Booking reference", b.reference],
    ["Package", b.packageTitle],
    whenRow(b, timeZone),
    ["Party", partyText(b)],
    ["Total", bookingTotalText(b)],
    ...startRows(b, pkg, timeZone),
  ]);
  const intro = `Good news: your booking ${b.reference} for ${b.packageTitle} is confirmed. We look forward to seeing you.`;
  const bring = pkg.recommended;
  const bye = signOff(siteName);
  return {
    recipient: b.email,
    subject: `Booking confirmed ${b.reference}`,
    plainTextMessage: ["Hello,", intro, facts.text, ...(bring.length ? [`What to bring:\n${bring.map((item) => `- ${item}`).join("\n")}`] : []), bye.text].join(
      "\n\n",
    ),
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>${facts.html}${
        bring.length ? `<p><strong>What to bring:</strong></p><ul>${bring.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""
      }${bye.html}`,
    ),
    // Sent because an admin decided, never because a stranger typed an address.
    limitPerRecipient: false,
  };
}

/** "Sat 5 Dec 2026, 08:30, Mauritius time (UTC+4) — 12 seats left". */
function offeredLine(d: OfferedDeparture, timeZone: string) {
  return `${formatDeparture(d.date, d.startTime, timeZone)} — ${seatsLabel(d.seatsLeft)}`;
}

/** To the guest when an admin declines: the operator's reason, quoted as theirs, and the next departures with seats. */
export function bookingDeclinedEmail(b: Booking, reason: string, next: OfferedDeparture[], siteName: string, timeZone = OPERATOR_ZONE) {
  const facts = detailsTable([["Booking reference", b.reference], ["Package", b.packageTitle], whenRow(b, timeZone), ["Party", partyText(b)]]);
  const intro = `We are sorry: we cannot take your booking ${b.reference} for ${b.packageTitle}.`;
  const why = "In our team's words:";
  const quoted = reason
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  const offer = next.length
    ? {
        text: `These departures still have seats for your party; book one on our website:\n${next.map((d) => `- ${offeredLine(d, timeZone)}: ${d.link}`).join("\n")}`,
        html: `<p>These departures still have seats for your party:</p><ul>${next
          .map((d) => `<li><a href="${escapeHtml(d.link)}" style="color:#0B4F58;font-weight:600">${escapeHtml(offeredLine(d, timeZone))}</a></li>`)
          .join("")}</ul>`,
      }
    : {
        text: "No other departure of this package has seats for your party at the moment: please write to us, and we will find a day together.",
        html: "<p>No other departure of this package has seats for your party at the moment: please write to us, and we will find a day together.</p>",
      };
  const bye = signOff(siteName);
  return {
    recipient: b.email,
    subject: `Booking declined ${b.reference}`,
    plainTextMessage: ["Hello,", intro, facts.text, `${why}\n\n${quoted}`, offer.text, bye.text].join("\n\n"),
    htmlMessage: emailHtml(
      siteName,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>${facts.html}<p>${escapeHtml(why)}</p><blockquote style="margin:0 0 16px;padding:4px 0 4px 12px;border-left:4px solid #C9D6DB;white-space:pre-line">${escapeHtml(reason)}</blockquote>${offer.html}${bye.html}`,
    ),
    limitPerRecipient: false,
  };
}

/** To the guest after any other status change an admin saves: the same words as the bell's message. */
export function bookingStatusEmail(b: Booking, siteName: string, timeZone = OPERATOR_ZONE) {
  const subject = `Your booking has been updated to ${b.status}`;
  const facts = detailsTable([["Booking reference", b.reference], ["Package", b.packageTitle], whenRow(b, timeZone), ["Status", b.status]]);
  const intro = `Your booking ${b.reference} for ${b.packageTitle} has been updated to ${b.status}.`;
  const bye = signOff(siteName);
  return {
    recipient: b.email,
    subject,
    plainTextMessage: ["Hello,", intro, facts.text, bye.text].join("\n\n"),
    htmlMessage: emailHtml(siteName, `<p>Hello,</p><p>${escapeHtml(intro)}</p>${facts.html}${bye.html}`),
    limitPerRecipient: false,
  };
}
