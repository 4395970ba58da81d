import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useSearchParams } from "@remix-run/react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { dayIsOn } from "~/utils/booking-state";
import { BookingStatus } from "~/components/booking-status";
import { CancelButton, cancelHintText, ConfirmCancel, CONFIRM_PARAM, notCancellableText } from "~/components/booking-cancel";
import { ErrorScreen } from "~/components/error-screen";
import { LiveUpdates } from "~/components/live-updates";
import { AlertMessage } from "~/components/ui/form-alert";
import { cancelBookingByClient, getUserBooking, guestCancellation } from "~/models/booking.server";
import { meetingPointOf, packageTitleIn } from "~/models/package.server";
import { pickupText } from "~/utils/pickup";
import { requireUser } from "~/services/auth.server";
import { tellCancelled } from "~/services/guest-cancel.server";
import { getEnv } from "~/utils/env.server";
import { redirectWithFlash } from "~/services/session.server";
import { bookingTotalText } from "~/utils/money";
import { formatDate, formatDateTime, formatDeparture, formatInstant } from "~/utils/time";
import { submitForm } from "~/services/form.server";
import { cancelBookingSchema } from "~/schemas/booking";
import { localePath, metaT, useT, type Lang } from "~/utils/i18n";
import { langOf, requestMessages, requestT } from "~/services/i18n.server";

const BACK_TO_BOOKINGS = "/userprofile?view=bookings";

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaT(matches);
  return [
    {
      title: !data
        ? t("Booking not found")
        : new URLSearchParams(location.search).has(CONFIRM_PARAM) && data.booking.cancellable
          ? t("Cancel booking {reference}?", { reference: data.booking.reference })
          : t("Booking {reference}", { reference: data.booking.reference }),
    },
    { name: "robots", content: "noindex" },
  ];
};

/** The free-cancellation cut-off of a confirmed booking as the page says it; null for any other state, or none. */
const untilText = (state: string, until: Date | null, lang: Lang) => (state === "confirmed" && until ? formatInstant(until, getEnv().TZ, lang) : null);

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
  const cancellation = guestCancellation(b);
  const lang = langOf(request);
  const t = requestT(request);
  return json({
    i18n: requestMessages(request, "booking"),
    booking: {
      reference: b.reference,
      packageTitle: packageTitleIn(b.packageId, b.packageTitle, lang),
      date: formatDate(b.date, lang),
      // The departure in Mauritius time and the total as quoted when booked (none for older bookings).
      departure: b.startTime ? formatDeparture(b.date, b.startTime, getEnv().TZ, lang) : null,
      total: bookingTotalText(b, t, lang),
      pickup: pickupText(b, meetingPointOf(b.packageId, lang), t),
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      name: b.name,
      surname: b.surname,
      email: b.email,
      phone: b.phone,
      message: b.message,
      status: b.status,
      state: b.state,
      cancellable: cancellation.allowed,
      cancelUntil: untilText(b.state, cancellation.until, lang),
      // Formatted here, in the operator's time zone, so the page reads the same for everyone.
      requestedAt: formatDateTime(b.time, getEnv().TZ, lang),
    },
  });
}

/** Cancel (only the client's own booking, only while pending). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // A form of another page (a stale intent) is shown as the error it is, as before.
  const form = await submitForm({ request, context }, cancelBookingSchema);
  if (!form.ok) throw form.response;
  const reference = params.ref ?? "";
  const lang = langOf(request);
  const t = requestT(request);
  const back = localePath(lang, `/user/booking/${encodeURIComponent(reference)}`);

  const result = cancelBookingByClient(reference, user);
  if (result.outcome === "not-found") notFound();
  if (result.outcome === "not-pending") {
    const message = notCancellableText(result.booking.status, untilText(result.booking.state, result.until, lang), t);
    return redirectWithFlash(back, { message, kind: "error" });
  }
  // After the commit: the cancellation stands even if the e-mail cannot go (the outbox keeps it for a retry).
  return redirectWithFlash(back, { message: await tellCancelled(result.booking, t) });
}

export default function ClientBooking() {
  const { booking: b } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const { t, href } = useT();
  const pending = b.cancellable;
  const asked = searchParams.has(CONFIRM_PARAM);
  if (asked && pending) {
    return (
      <div className="container-page py-8 lg:py-12">
        <LiveUpdates topics={["bookings"]} />
        <ConfirmCancel booking={b} self={href(`/user/booking/${encodeURIComponent(b.reference)}`)} />
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
    [t("Pickup"), b.pickup],
    [t("Adults"), b.adults],
    [t("Children"), b.children],
    [t("Infants"), b.infants],
    [
      t("Total"),
      <span key="total" data-testid="booking-total">
        {b.total}
      </span>,
    ],
    [t("Name"), b.name],
    [t("Surname"), b.surname],
    [
      t("Email"),
      <span key="email" className="break-all">
        {b.email}
      </span>,
    ],
    [t("Phone"), b.phone],
    [t("Message"), b.message ? <span className="whitespace-pre-line">{b.message}</span> : <span className="text-ink-faint">{t("(none)")}</span>],
    [t("Status"), <BookingStatus key="status" status={b.status} />],
    [t("Requested at"), b.requestedAt],
  ];

  return (
    <div className="container-page py-8 lg:py-12">
      {/* An admin may confirm or change the booking while it is open here. */}
      <LiveUpdates topics={["bookings"]} />
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{t("Your booking")}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold">{b.packageTitle}</h1>
          <BookingStatus status={b.status} />
        </div>
        <p className="mt-2 text-ink-soft">{b.date}</p>
        {asked ? (
          // Cancel was pressed on a page opened before the booking changed.
          <AlertMessage className="mt-4">{notCancellableText(b.status, b.cancelUntil, t)}</AlertMessage>
        ) : null}

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
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={href(BACK_TO_BOOKINGS)} className="btn-secondary">
              {t("Go back to Bookings")}
            </Link>
            {b.departure && dayIsOn(b.state) ? <AddToCalendar reference={b.reference} /> : null}
          </div>
          {/* A link-like step (GET): nothing changes until the client confirms on the next page. */}
          {pending ? <CancelButton hint={cancelHintText(b.state, b.cancelUntil, t)} /> : null}
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
      title={missing ? t("Booking not found") : t("Something went wrong")}
      text={missing ? t("There is no booking with this reference in your account.") : t("Please try again in a moment.")}
    >
      <Link to={href(BACK_TO_BOOKINGS)} className="btn-primary mt-8">
        {t("Go back to Bookings")}
      </Link>
    </ErrorScreen>
  );
}
