import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError, useSearchParams } from "@remix-run/react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { dayIsOn } from "~/utils/booking-state";
import { CancelButton, cancelHintText, ConfirmCancel, CONFIRM_PARAM, notCancellableText } from "~/components/booking-cancel";
import { BookingStatus } from "~/components/booking-status";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { AlertMessage } from "~/components/ui/form-alert";
import { bookingByLinkToken } from "~/models/booking-link.server";
import { cancelBookingByLink, guestCancellation } from "~/models/booking.server";
import { meetingPointOf, packageTitleIn } from "~/models/package.server";
import { submitForm } from "~/services/form.server";
import { tellCancelled } from "~/services/guest-cancel.server";
import { redirectWithFlash } from "~/services/session.server";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { bookingTotalText } from "~/utils/money";
import { peopleSummary } from "~/utils/people";
import { pickupText } from "~/utils/pickup";
import { formatDate, formatDeparture, formatInstant } from "~/utils/time";
import { localePath, metaT, useT, type Translator } from "~/utils/i18n";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";

// A guest's own booking, opened by the private link of its e-mails (no account needed). The token in the address
// is the only key: the page is never cached or indexed, and its address goes to no other site as a Referer.
// "same-origin" rather than "no-referrer": with no referrer at all, a form posted without JavaScript carries
// `Origin: null`, which the cross-site check rightly refuses; our own server already knows the token.
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = () => PRIVATE;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const i18n = metaT(matches);
  return [
    {
      title: !data
        ? i18n.t(PAGE_ERRORS.linkNotValid)
        : new URLSearchParams(location.search).has(CONFIRM_PARAM) && data.booking.cancellable
          ? i18n.t("Cancel booking {reference}?", { reference: data.booking.reference })
          : i18n.t("Booking {reference}", { reference: data.booking.reference }),
    },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
};

function invalidLink(): never {
  // The same answer for an unknown, altered or expired token: nothing tells them apart, nothing of any booking shows.
  throw new Response("This link is not valid or has expired", { status: 404, headers: PRIVATE });
}

const untilText = (state: string, until: Date | null, i18n: Translator) => (state === "confirmed" && until ? formatInstant(until, getEnv().TZ, i18n) : null);

export async function loader({ params, request }: LoaderFunctionArgs) {
  const b = bookingByLinkToken(params.token ?? "");
  if (!b) invalidLink();
  const cancellation = guestCancellation(b);
  const { contactEmail, contactPhone } = getPublicEnv();
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  return json(
    {
      i18n: requestMessages(request, "booking"),
      booking: {
        reference: b.reference,
        packageTitle: packageTitleIn(b.packageId, b.packageTitle, lang),
        date: formatDate(b.date, i18n),
        departure: b.startTime ? formatDeparture(b.date, b.startTime, getEnv().TZ, i18n) : null,
        party: peopleSummary(b, i18n),
        adults: b.adults,
        children: b.children,
        infants: b.infants,
        total: bookingTotalText(b, i18n),
        pickup: pickupText(b, i18n, meetingPointOf(b.packageId, lang)),
        status: b.status,
        state: b.state,
        email: b.email,
        cancellable: cancellation.allowed,
        cancelUntil: untilText(b.state, cancellation.until, i18n),
      },
      contact: { email: contactEmail, phone: contactPhone },
    },
    { headers: PRIVATE },
  );
}

/** Cancel, by the same rule and with the same confirmation step as the client area. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const { formData } = await submitForm({ request, context });
  if (formData.get("intent") !== "cancel") throw new Response("Unknown action", { status: 400 });
  const booking = bookingByLinkToken(token);
  if (!booking) invalidLink();
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  const back = localePath(lang, `/manage/${encodeURIComponent(token)}`);
  const result = cancelBookingByLink(booking.reference);
  if (result.outcome === "not-found") invalidLink();
  if (result.outcome === "not-pending") {
    const message = notCancellableText(result.booking.status, untilText(result.booking.state, result.until, i18n), i18n);
    return redirectWithFlash(back, { message, kind: "error" }, { headers: PRIVATE });
  }
  return redirectWithFlash(back, { message: await tellCancelled(result.booking, i18n) }, { headers: PRIVATE });
}

export default function ManageBooking() {
  const { booking: b, contact } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const i18n = useT();
  const { href } = i18n;
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
      i18n.t("Booking reference"),
      <span key="reference" className="font-mono">
        {b.reference}
      </span>,
    ],
    [i18n.t("Package"), b.packageTitle],
    [i18n.t("Date"), b.date],
    ...(b.departure ? [[i18n.t("Departure"), b.departure] as [string, React.ReactNode]] : []),
    [i18n.t("Party"), b.party],
    [i18n.t("Pickup"), b.pickup],
    [
      i18n.t("Total"),
      <span key="total" data-testid="booking-total">
        {b.total}
      </span>,
    ],
    [i18n.t("Status"), <BookingStatus key="status" status={b.status} />],
  ];

  return (
    <div className="container-page py-8 lg:py-12">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{i18n.t("Your booking")}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold">{b.packageTitle}</h1>
          <BookingStatus status={b.status} />
        </div>
        <p className="mt-2 text-ink-soft">{b.departure ?? b.date}</p>
        {asked ? <AlertMessage className="mt-4">{notCancellableText(b.status, b.cancelUntil, i18n)}</AlertMessage> : null}

        <div className="card mt-6 overflow-hidden">
          <table className="w-full text-left">
            <caption className="sr-only">{i18n.t("Booking {reference}", { reference: b.reference })}</caption>
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
            <CancelButton hint={cancelHintText(b.state, b.cancelUntil, i18n)} />
          ) : b.cancelUntil ? (
            <p className="text-sm text-ink-soft sm:max-w-xs sm:text-right">
              {i18n.t("This booking could be cancelled until {until}. To change it now, please contact us:", { until: b.cancelUntil })}{" "}
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
  const i18n = useT();
  const { href } = i18n;
  return (
    <ErrorScreen
      title={missing ? i18n.t(PAGE_ERRORS.linkExpired) : i18n.t(PAGE_ERRORS.failed)}
      text={missing ? i18n.t(PAGE_ERRORS.linkHelp) : i18n.t(PAGE_ERRORS.tryAgain)}
    >
      <Link to={href("/")} className="btn-primary mt-8">
        {i18n.t(PAGE_ERRORS.home)}
      </Link>
    </ErrorScreen>
  );
}
