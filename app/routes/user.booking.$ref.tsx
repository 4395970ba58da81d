import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BookingStatus } from "~/components/booking-status";
import { ErrorScreen } from "~/components/error-screen";
import { LiveUpdates } from "~/components/live-updates";
import { AlertMessage } from "~/components/ui/form-alert";
import { bookingCancelledEmail } from "~/emails/booking-cancelled";
import { clientMayCancel } from "~/utils/booking-state";
import { cancelBookingByClient, getUserBooking } from "~/models/booking.server";
import { meetingPointOf } from "~/models/package.server";
import { pickupText } from "~/utils/pickup";
import { requireUser } from "~/services/auth.server";
import { RECIPIENT_LIMIT_REASON, sendEmail } from "~/services/email.server";
import { getEnv } from "~/utils/env.server";
import { useIsPending } from "~/utils/hooks";
import { redirectWithFlash } from "~/services/session.server";
import { bookingTotalText } from "~/utils/money";
import { formatDate, formatDateTime, formatDeparture } from "~/utils/time";
import { submitForm } from "~/services/form.server";

const BACK_TO_BOOKINGS = "/userprofile?view=bookings";

/** `?cancel=1`: the step that asks before cancelling, a page of its own so that it works without JavaScript. */
const CONFIRM_PARAM = "cancel";

export const meta: MetaFunction<typeof loader> = ({ data, location }) => [
  {
    title: !data
      ? "Booking not found"
      : new URLSearchParams(location.search).has(CONFIRM_PARAM) && data.booking.cancellable
        ? `Cancel booking ${data.booking.reference}?`
        : `Booking ${data.booking.reference}`,
  },
  { name: "robots", content: "noindex" },
];

const notCancellable = (status: string) => `This booking is ${status}: only a Pending booking can be cancelled, so nothing was changed.`;

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
  return json({
    booking: {
      reference: b.reference,
      packageTitle: b.packageTitle,
      date: formatDate(b.date),
      // The departure in Mauritius time and the total as quoted when booked (none for older bookings).
      departure: b.startTime ? formatDeparture(b.date, b.startTime, getEnv().TZ) : null,
      total: bookingTotalText(b),
      pickup: pickupText(b, meetingPointOf(b.packageId)),
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      name: b.name,
      surname: b.surname,
      email: b.email,
      phone: b.phone,
      message: b.message,
      status: b.status,
      cancellable: clientMayCancel(b.state),
      // Formatted here, in the operator's time zone, so the page reads the same for everyone.
      requestedAt: formatDateTime(b.time, getEnv().TZ),
    },
  });
}

/** Cancel (only the client's own booking, only while pending). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { formData: formData } = await submitForm({ request, context });
  if (formData.get("intent") !== "cancel") throw new Response("Unknown action", { status: 400 });
  const reference = params.ref ?? "";
  const back = `/user/booking/${encodeURIComponent(reference)}`;

  const result = cancelBookingByClient(reference, user);
  if (result.outcome === "not-found") notFound();
  if (result.outcome === "not-pending") {
    return redirectWithFlash(back, { message: notCancellable(result.booking.status), kind: "error" });
  }
  // After the commit: the cancellation stands even if the e-mail cannot go (the outbox keeps it for a retry).
  const sent = await sendEmail({ ...bookingCancelledEmail(result.booking, getEnv().SITE_NAME, getEnv().TZ), related: `booking-cancelled:${reference}` });
  const message = sent.ok
    ? `Your booking ${reference} has been cancelled. A confirmation is on its way to ${result.booking.email}.`
    : sent.error === RECIPIENT_LIMIT_REASON
      ? `Your booking ${reference} has been cancelled. No confirmation e-mail was sent: ${result.booking.email} has already received several e-mails from us in the past hour.`
      : `Your booking ${reference} has been cancelled. The confirmation e-mail could not be sent yet; we will try again.`;
  return redirectWithFlash(back, { message });
}

export default function ClientBooking() {
  const { booking: b } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const pending = b.cancellable;
  const asked = searchParams.has(CONFIRM_PARAM);
  if (asked && pending) return <ConfirmCancel booking={b} />;

  const rows: [string, React.ReactNode][] = [
    [
      "Booking reference",
      <span key="reference" className="font-mono">
        {b.reference}
      </span>,
    ],
    ["Package", b.packageTitle],
    ["Date", b.date],
    ...(b.departure ? [["Departure", b.departure] as [string, React.ReactNode]] : []),
    ["Pickup", b.pickup],
    ["Adults", b.adults],
    ["Children", b.children],
    ["Infants", b.infants],
    [
      "Total",
      <span key="total" data-testid="booking-total">
        {b.total}
      </span>,
    ],
    ["Name", b.name],
    ["Surname", b.surname],
    [
      "Email",
      <span key="email" className="break-all">
        {b.email}
      </span>,
    ],
    ["Phone", b.phone],
    ["Message", b.message ? <span className="whitespace-pre-line">{b.message}</span> : <span className="text-ink-faint">(none)</span>],
    ["Status", <BookingStatus key="status" status={b.status} />],
    ["Requested at", b.requestedAt],
  ];

  return (
    <div className="container-page py-8 lg:py-12">
      {/* An admin may confirm or change the booking while it is open here. */}
      <LiveUpdates topics={["bookings"]} />
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">Your booking</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold">{b.packageTitle}</h1>
          <BookingStatus status={b.status} />
        </div>
        <p className="mt-2 text-ink-soft">{b.date}</p>
        {asked ? (
          // Cancel was pressed on a page opened before the booking changed.
          <AlertMessage className="mt-4">{notCancellable(b.status)}</AlertMessage>
        ) : null}

        <div className="card mt-6 overflow-hidden">
          <table className="w-full text-left">
            <caption className="sr-only">Booking {b.reference}</caption>
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
          <Link to={BACK_TO_BOOKINGS} className="btn-secondary">
            Go back to Bookings
          </Link>
          {pending ? (
            // A link-like step (GET): nothing changes until the client confirms on the next page.
            <Form method="get" className="flex flex-col gap-2 sm:max-w-xs sm:items-end sm:text-right">
              <button type="submit" name={CONFIRM_PARAM} value="1" className="btn-accent" aria-describedby="cancel-hint">
                Cancel
              </button>
              <p id="cancel-hint" className="text-sm text-ink-soft">
                A booking can be cancelled while it is Pending. You will be asked to confirm.
              </p>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}

type Booking = ReturnType<typeof useLoaderData<typeof loader>>["booking"];

function ConfirmCancel({ booking: b }: { booking: Booking }) {
  const cancelling = useIsPending({ intent: "cancel", state: "submitting" });
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the step arrives without a new document: take the focus to it, as a new page would.
  useEffect(() => heading.current?.focus(), []);
  const self = `/user/booking/${encodeURIComponent(b.reference)}`;
  const guests = [
    `${b.adults} ${b.adults === 1 ? "adult" : "adults"}`,
    b.children ? `${b.children} ${b.children === 1 ? "child" : "children"}` : null,
    b.infants ? `${b.infants} ${b.infants === 1 ? "infant" : "infants"}` : null,
  ].filter(Boolean);

  return (
    <div className="container-page py-8 lg:py-12">
      <LiveUpdates topics={["bookings"]} />
      <div className="card mx-auto max-w-xl p-6 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">Your booking</p>
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-semibold focus:outline-none">
          Cancel this booking?
        </h1>
        <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-sand-light p-4 text-sm">
          <dt className="font-semibold text-ink-soft">Package</dt>
          <dd>{b.packageTitle}</dd>
          <dt className="font-semibold text-ink-soft">Date</dt>
          <dd>{b.date}</dd>
          <dt className="font-semibold text-ink-soft">Guests</dt>
          <dd>{guests.join(", ")}</dd>
          <dt className="font-semibold text-ink-soft">Reference</dt>
          <dd className="font-mono">{b.reference}</dd>
        </dl>
        <p className="mt-5">
          Your booking will be Cancelled and a confirmation sent to <span className="break-all">{b.email}</span>. <strong>This cannot be undone.</strong>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={self} className="btn-secondary">
            No, keep my booking
          </Link>
          <Form method="post" action={self}>
            <button type="submit" name="intent" value="cancel" className="btn-accent w-full" disabled={cancelling}>
              {cancelling ? "Cancelling…" : "Yes, cancel this booking"}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorScreen
      title={missing ? "Booking not found" : "Something went wrong"}
      text={missing ? "There is no booking with this reference in your account." : "Please try again in a moment."}
    >
      <Link to={BACK_TO_BOOKINGS} className="btn-primary mt-8">
        Go back to Bookings
      </Link>
    </ErrorScreen>
  );
}
