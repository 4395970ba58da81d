import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import {
  BookingDetail,
  BookingDetailError,
  bookingDetailTitle,
  type BookingPageData,
} from "~/components/booking-detail";
import { bookingByLinkToken } from "~/models/booking-link.server";
import { cancelBookingByLink } from "~/models/booking.server";
import { guestBookingAction, guestBookingData } from "~/services/guest-booking.server";
import { metaT, useT } from "~/utils/i18n";
import { requestTranslator } from "~/utils/i18n.server";
import { PAGE_ERRORS } from "~/components/error-screen";
import { peopleSummary } from "~/utils/people";

// A guest's own booking, opened by the private link of its e-mails (no account needed). The token in the address
// is the only key: the page is never cached or indexed, and its address goes to no other site as a Referer.
// "same-origin" rather than "no-referrer": with no referrer at all, a form posted without JavaScript carries
// `Origin: null`, which the cross-site check rightly refuses; our own server already knows the token.
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = () => PRIVATE;

/** The page's address, in English: where its form posts and where the cancel comes back to. */
const pagePath = (token: string) => `/manage/${encodeURIComponent(token)}`;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const i18n = metaT(matches);
  return [
    { title: bookingDetailTitle(i18n, data, location.search, i18n.t(PAGE_ERRORS.linkNotValid)) },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
};

function invalidLink(): never {
  // The same answer for an unknown, altered or expired token: nothing tells them apart, nothing of any booking shows.
  throw new Response("This link is not valid or has expired", { status: 404, headers: PRIVATE });
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const b = bookingByLinkToken(params.token ?? "");
  if (!b) invalidLink();
  const data = guestBookingData(request, b, { party: peopleSummary(b, requestTranslator(request)) });
  return json(data satisfies BookingPageData, { headers: PRIVATE });
}

/** Cancel, by the same rule and with the same confirmation step as the client area. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  return guestBookingAction(
    { request, context },
    {
      back: pagePath(token),
      cancel: (notice) => {
        const booking = bookingByLinkToken(token);
        return booking ? cancelBookingByLink(booking.reference, new Date(), notice) : { outcome: "not-found" };
      },
      booking: () => bookingByLinkToken(token),
      movedLine: (b) =>
        `Booking ${b.reference} (${b.packageTitle}) was moved to ${b.date} ${b.startTime ?? ""} by the guest ${b.email} through their private link`,
      notFound: invalidLink,
      headers: PRIVATE,
    },
  );
}

export default function ManageBooking() {
  return <BookingDetail self={pagePath(useParams().token ?? "")} />;
}

export function ErrorBoundary() {
  const i18n = useT();
  return (
    <BookingDetailError
      missing={{ title: i18n.t(PAGE_ERRORS.linkExpired), text: i18n.t(PAGE_ERRORS.linkHelp) }}
      way={{ to: i18n.href("/"), label: i18n.t(PAGE_ERRORS.home) }}
    />
  );
}
