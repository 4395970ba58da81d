import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import {
  BookingDetail,
  BookingDetailError,
  bookingDetailTitle,
  type BookingPageData,
} from "~/components/booking-detail";
import { cancelBookingByClient, getUserBooking } from "~/models/booking.server";
import { requireUser } from "~/services/auth.server";
import { guestBookingAction, guestBookingData } from "~/services/guest-booking.server";
import { getEnv } from "~/utils/env.server";
import { metaT, useT } from "~/utils/i18n";
import { requestTranslator } from "~/utils/i18n.server";
import { PAGE_ERRORS } from "~/components/error-screen";
import { formatDateTime } from "~/utils/time";

const BACK_TO_BOOKINGS = "/userprofile?view=bookings";

/** The page's address, in English: where its form posts and where the cancel comes back to. */
const pagePath = (reference: string) => `/user/booking/${encodeURIComponent(reference)}`;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const i18n = metaT(matches);
  return [
    { title: bookingDetailTitle(i18n, data, location.search, i18n.t(PAGE_ERRORS.bookingNotFound)) },
    { name: "robots", content: "noindex" },
  ];
};

// Personal data: never kept by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

function notFound(): never {
  // The same answer for someone else's booking and for none, so references cannot be probed.
  throw new Response("Booking not found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const b = getUserBooking(params.ref ?? "", user.id);
  if (!b) notFound();
  const data = guestBookingData(request, b, {
    guest: {
      name: b.name,
      surname: b.surname,
      phone: b.phone,
      message: b.message,
      // Formatted here, in the operator's time zone, so the page reads the same for everyone.
      requestedAt: formatDateTime(b.time, getEnv().TZ, requestTranslator(request)),
    },
  });
  return json(data satisfies BookingPageData);
}

/** Cancel (only the client's own booking, by the guest's rule). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const reference = params.ref ?? "";
  return guestBookingAction(
    { request, context },
    {
      back: pagePath(reference),
      cancel: (notice) => cancelBookingByClient(reference, user, new Date(), notice),
      booking: () => getUserBooking(reference, user.id),
      movedLine: (b) =>
        `Booking ${b.reference} (${b.packageTitle}) was moved to ${b.date} ${b.startTime ?? ""} by the client ${user.email}`,
      notFound,
    },
  );
}

export default function ClientBooking() {
  return <BookingDetail self={pagePath(useParams().ref ?? "")} backTo={BACK_TO_BOOKINGS} live />;
}

export function ErrorBoundary() {
  const i18n = useT();
  return (
    <BookingDetailError
      missing={{ title: i18n.t(PAGE_ERRORS.bookingNotFound), text: i18n.t(PAGE_ERRORS.noSuchBooking) }}
      way={{ to: i18n.href(BACK_TO_BOOKINGS), label: i18n.t(PAGE_ERRORS.backToBookings) }}
    />
  );
}
