import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingI18n } from "~/emails/i18n.server";
import { getBooking } from "~/models/booking.server";
import { bookingPackageTexts, getPackage } from "~/models/package.server";
import { departureEvent } from "~/utils/calendar.server";
import { getEnv } from "~/utils/env.server";

// "Add to calendar": /calendar/{reference}.ics, as open as the confirmation page (the reference is the key), for
// a booking with a departure time. In the booking's language, as its e-mails; a cancelled or declined booking's
// event says it is cancelled (the pages no longer offer the link, but a calendar that has the event may ask again).
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^([A-Z0-9-]{1,20})\.ics$/.exec(params.file ?? "");
  const booking = match ? getBooking(match[1]) : null;
  if (!booking || !booking.startTime) throw new Response("Not found", { status: 404 });
  const { title, meetingPoint } = bookingPackageTexts(booking);
  const env = getEnv();
  const ics = departureEvent(
    { ...booking, packageTitle: title, startTime: booking.startTime },
    { durationMinutes: getPackage(booking.packageId)?.durationMinutes ?? null, meetingPoint },
    { timeZone: env.TZ, host: new URL(env.SITE_URL).host, i18n: bookingI18n(booking) },
  );
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
