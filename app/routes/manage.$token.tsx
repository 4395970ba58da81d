import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError, useSearchParams } from "@remix-run/react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { dayIsOn } from "~/utils/booking-state";
import { CancelButton, cancelHintText, ConfirmCancel, CONFIRM_PARAM, notCancellableText } from "~/components/booking-cancel";
import { BookingStatus } from "~/components/booking-status";
import { ErrorScreen } from "~/components/error-screen";
import { AlertMessage } from "~/components/ui/form-alert";
import { bookingByLinkToken } from "~/models/booking-link.server";
import { cancelBookingByLink, guestCancellation } from "~/models/booking.server";
import { meetingPointOf, packageTitleIn } from "~/models/package.server";
import { submitForm } from "~/services/form.server";
import { cancelBookingSchema } from "~/schemas/booking";
import { tellCancelled } from "~/services/guest-cancel.server";
import { redirectWithFlash } from "~/services/session.server";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { bookingTotalText } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { pickupText } from "~/utils/pickup";
import { formatDate, formatDeparture, formatInstant } from "~/utils/time";
import { localePath, metaT, useT, type Lang } from "~/utils/i18n";
import { langOf, requestMessages, requestT } from "~/services/i18n.server";

// A guest's own booking, opened by the private link of its e-mails (no account needed). The token in the address
// is the only key: the page is never cached or indexed, and its address goes to no other site as a Referer.
// "same-origin" rather than "no-referrer": with no referrer at all, a form posted without JavaScript carries
// `Origin: null`, which the cross-site check rightly refuses; our own server already knows the token.
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = () => PRIVATE;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaT(matches);
  return [
    {
      title: !data
        ? t("Link not valid")
        : new URLSearchParams(location.search).has(CONFIRM_PARAM) && data.booking.cancellable
          ? t("Cancel booking {reference}?", { reference: data.booking.reference })
          : t("Booking {reference}", { reference: data.booking.reference }),
    },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
};

function invalidLink(): never {
  // The same answer for an unknown, altered or expired token: nothing tells them apart, nothing of any booking shows.
  throw new Response("This link is not valid or has expired", { status: 404, headers: PRIVATE });
}

const untilText = (state: string, until: Date | null, lang: Lang) => (state === "confirmed" && until ? formatInstant(until, getEnv().TZ, lang) : null);

export async function loader({ params, request }: LoaderFunctionArgs) {
  const b = bookingByLinkToken(params.token ?? "");
  if (!b) invalidLink();
  const cancellation = guestCancellation(b);
  const { contactEmail, contactPhone } = getPublicEnv();
  const lang = langOf(request);
  const t = requestT(request);
  return json(
    {
      i18n: requestMessages(request, "booking"),
      booking: {
        reference: b.reference,
        packageTitle: packageTitleIn(b.packageId, b.packageTitle, lang),
        date: formatDate(b.date, lang),
        departure: b.startTime ? formatDeparture(b.date, b.startTime, getEnv().TZ, lang) : null,
        party: peopleSummary(b, t),
        adults: b.adults,
        children: b.children,
        infants: b.infants,
        total: bookingTotalText(b, t, lang),
        pickup: pickupText(b, meetingPointOf(b.packageId, lang), t),
        status: b.status,
        state: b.state,
        email: b.email,
        cancellable: cancellation.allowed,
        cancelUntil: untilText(b.state, cancellation.until, lang),
      },
      contact: { email: contactEmail, phone: contactPhone },
    },
    { headers: PRIVATE },
  );
}

/** Cancel, by the same rule and with the same confirmation step as the client area. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  // A form of another page (a stale intent) is shown as the error it is, as before.
  const form = await submitForm({ request, context }, cancelBookingSchema);
  if (!form.ok) throw form.response;
  const booking = bookingByLinkToken(token);
  if (!booking) invalidLink();
  const lang = langOf(request);
  const t = requestT(request);
  const back = localePath(lang, `/manage/${encodeURIComponent(token)}`);
  const result = cancelBookingByLink(booking.reference);
  if (result.outcome === "not-found") invalidLink();
  if (result.outcome === "not-pending") {
    const message = notCancellableText(result.booking.status, untilText(result.booking.state, result.until, lang), t);
    return redirectWithFlash(back, { message, kind: "error" }, { headers: PRIVATE });
  }
  return redirectWithFlash(back, { message: await tellCancelled(result.booking, t) }, { headers: PRIVATE });
}

export default function ManageBooking() {
  const { booking: b, contact } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const { t, href } = useT();
  const self = href(`/manage/${encodeURIComponent(useParams().token ?? "")}`);
  const asked = searchParams.has(CONFIRM_PARAM);
  if (asked && b.cancellable) {
    return (
      <div className="container-page py-8 lg:py-12">
        <ConfirmCancel booking={b} self={self} />
      </div>
    );
  }

  const rows: [string, React.ReactNode][] = [
    [
      t("Booking reference"),
      <span key="reference" className="font-mono">
        {b.reference}
      </span>,
    ],
    [t("Package"), b.packageTitle],
    [t("Date"), b.date],
    ...(b.departure ? [[t("Departure"), b.departure] as [string, React.ReactNode]] : []),
    [t("Party"), b.party],
    [t("Pickup"), b.pickup],
    [
      t("Total"),
      <span key="total" data-testid="booking-total">
        {b.total}
      </span>,
    ],
    [t("Status"), <BookingStatus key="status" status={b.status} />],
  ];

  return (
    <div className="container-page py-8 lg:py-12">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{t("Your booking")}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold">{b.packageTitle}</h1>
          <BookingStatus status={b.status} />
        </div>
        <p className="mt-2 text-ink-soft">{b.departure ?? b.date}</p>
        {asked ? <AlertMessage className="mt-4">{notCancellableText(b.status, b.cancelUntil, t)}</AlertMessage> : null}

        <div className="card mt-6 overflow-hidden">
          <table className="w-full text-left">
            <caption className="sr-only">{t("Booking {reference}", { reference: b.reference })}</caption>
            <tbody className="divide-y divide-line">
              {rows.map(([label, value]) => (
                <tr key={label} className="align-baseline">
                  <th scope="row" className="w-2/5 bg-sand-light px-4 py-3 text-sm font-semibold text-ink-soft sm:w-1/3 sm:px-6">
                    {label}
                  </th>
                  <td className="px-4 py-3 sm:px-6">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          {b.departure && dayIsOn(b.state) ? <AddToCalendar reference={b.reference} /> : <span />}
          {b.cancellable ? (
            // A link-like step (GET): nothing changes until the guest confirms on the next page.
            <CancelButton hint={cancelHintText(b.state, b.cancelUntil, t)} />
          ) : b.cancelUntil ? (
            <p className="text-sm text-ink-soft sm:max-w-xs sm:text-right">
              {t("This booking could be cancelled until {until}. To change it now, please contact us:", { until: b.cancelUntil })}{" "}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>, <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const { t, href } = useT();
  return (
    <ErrorScreen
      title={missing ? t("This link is not valid or has expired") : t("Something went wrong")}
      text={missing ? t("Please use the link in the latest e-mail about your booking, or contact us with its reference.") : t("Please try again in a moment.")}
    >
      <Link to={href("/")} className="btn-primary mt-8">
        {t("Go to homepage")}
      </Link>
    </ErrorScreen>
  );
}
