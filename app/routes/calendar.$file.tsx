import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBooking } from "~/models/booking.server";
import { getPackage } from "~/models/package.server";
import { departureEvent } from "~/utils/calendar.server";
import { getEnv } from "~/utils/env.server";

// "Add to calendar": /calendar/{reference}.ics, as open as the confirmation page (the reference is the key), for
// a booking with a departure time.
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^([A-Z0-9-]{1,20})\.ics$/.exec(params.file ?? "");
  const booking = match ? getBooking(match[1]) : null;
  if (!booking || !booking.startTime) throw new Response("Not found", { status: 404 });
  const pkg = getPackage(booking.packageId);
  const env = getEnv();
  const ics = departureEvent(
    { ...booking, startTime: booking.startTime },
    { durationMinutes: pkg?.durationMinutes ?? null, meetingPoint: pkg?.meetingPoint ?? "" },
    { timeZone: env.TZ, host: new URL(env.SITE_URL).host },
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
