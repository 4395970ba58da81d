import { Form, isRouteErrorResponse, Link, useLoaderData, useRouteError, useSearchParams } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { ApproxEur } from "~/components/approx-eur";
import { BookingPayment, PayRefused as Refused } from "~/components/booking-payment";
import { BookingStatus } from "~/components/booking-status";
import { ErrorScreen, PAGE_ERRORS } from "~/components/error-screen";
import { LiveUpdates } from "~/components/live-updates";
import { StepHeading } from "~/components/step-heading";
import { AlertMessage } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/field";
import { dayIsOn, type BookingState } from "~/utils/booking-state";
import { cancelHintText, CONFIRM_PARAM, notCancellableText } from "~/utils/guest-cancel";
import { useIsPending } from "~/utils/hooks";
import { useT, type Translator } from "~/utils/i18n";
import type { CancellationPolicy } from "~/utils/guest-promises";
import type { PaymentView } from "~/utils/pay";
import { peopleSummary } from "~/utils/people";

// A guest's own booking, one page for the client area (/user/booking/{ref}) and the private link of its e-mails
// (/manage/{token}): the departure, the party, the total, the pickup, the status, Add to calendar, and Cancel, which
// opens a confirmation step (a GET, a page of its own, so it works without JavaScript) before the POST. The data is
// services/guest-booking.server.ts `guestBookingData`; each address adds its own rows.

/** The booking as the page shows it (formatted on the server, in the page's language). */
export type BookingDetailData = {
  reference: string;
  packageTitle: string;
  date: string;
  departure: string | null;
  total: string;
  /** "≈ €140" at the operator's display rate (none: no rate, or on request). */
  totalApprox?: string | null;
  pickup: string;
  adults: number;
  children: number;
  infants: number;
  status: string;
  state: BookingState;
  email: string;
  cancellable: boolean;
  cancelUntil: string | null;
  /** The package's cancellation policy in words (none: its package is gone). */
  policy?: CancellationPolicy | null;
  /** The departures the guest may move to now (none once it is not free to cancel), and the total a move gives. */
  move: { options: { value: string; label: string }[]; total: string | null };
  /** Online payments given back, or on their way back, in the guest's words (null: none). */
  refund?: string | null;
  /** Its money and what may be paid online now (none: priced on request). */
  payment: PaymentView | null;
  /** The party in one line (the private link's page); without it, a row per age band. */
  party?: string;
  /** What the client sent and when (the client area). */
  guest?: { name: string; surname: string; phone: string; message: string; requestedAt: string };
};

/** What the loader of each address answers (`guestBookingData`); the page reads it itself. */
export type BookingPageData = { booking: BookingDetailData; contact: { email: string; phone: string } };

type Props = {
  /** The page's own address (in English), where the confirmation step posts and goes back to. */
  self: string;
  /** "Go back to Bookings" (the client area). */
  backTo?: string;
  /** Follow the booking live (a signed-in client: an admin may confirm it while it is open). */
  live?: boolean;
};

export function BookingDetail(props: Props) {
  const { booking: b, contact } = useLoaderData<BookingPageData>();
  const [searchParams] = useSearchParams();
  const i18n = useT();
  const self = i18n.href(props.self);
  const backTo = props.backTo && i18n.href(props.backTo);
  const asked = searchParams.has(CONFIRM_PARAM);
  const updates = props.live ? <LiveUpdates topics={["bookings"]} /> : null;
  if (asked && b.cancellable) {
    return (
      <div className="container-page py-8 lg:py-12">
        {updates}
        <ConfirmCancel booking={b} self={self} />
      </div>
    );
  }

  const row = (label: string, value: ReactNode): [string, ReactNode] => [label, value];
  const rows = [
    row(i18n.t("Booking reference"), <span className="font-mono">{b.reference}</span>),
    row(i18n.t("Package"), b.packageTitle),
    row(i18n.t("Date"), b.date),
    ...(b.departure ? [row(i18n.t("Departure"), b.departure)] : []),
    ...(b.party ? [row(i18n.t("Party"), b.party)] : []),
    row(i18n.t("Pickup"), b.pickup),
    ...(b.party
      ? []
      : [row(i18n.t("Adults"), b.adults), row(i18n.t("Children"), b.children), row(i18n.t("Infants"), b.infants)]),
    row(
      i18n.t("Total"),
      <>
        <span data-testid="booking-total">{b.total}</span>
        <ApproxEur text={b.totalApprox} />
      </>,
    ),
    ...(b.guest
      ? [
          row(i18n.t({ id: "Name (first name)", message: "Name" }), b.guest.name),
          row(i18n.t("Surname"), b.guest.surname),
          row(i18n.t("Email"), <span className="break-all">{b.email}</span>),
          row(i18n.t("Phone"), b.guest.phone),
          row(
            i18n.t("Message"),
            b.guest.message ? (
              <span className="whitespace-pre-line">{b.guest.message}</span>
            ) : (
              <span className="text-ink-faint">{i18n.t("(none)")}</span>
            ),
          ),
        ]
      : []),
    row(i18n.t("Status"), <BookingStatus status={b.status} />),
    ...(b.policy
      ? [
          row(
            i18n.t("Cancellation policy"),
            <span data-testid="cancellation-policy">{`${b.policy.free}. ${b.policy.after}`}</span>,
          ),
        ]
      : []),
    ...(b.refund ? [row(i18n.t("Refund"), <span className="whitespace-pre-line">{b.refund}</span>)] : []),
    ...(b.guest ? [row(i18n.t("Requested at"), b.guest.requestedAt)] : []),
  ];

  return (
    <div className="container-page py-8 lg:py-12">
      {updates}
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-lagoon-dark">{i18n.t("Your booking")}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-3xl font-semibold">{b.packageTitle}</h1>
          <BookingStatus status={b.status} />
        </div>
        <p className="mt-2 text-ink-soft">{b.departure ?? b.date}</p>
        <Refused />
        {asked ? (
          // Cancel was pressed on a page opened before the booking changed.
          <AlertMessage className="mt-4">{notCancellableText(b.status, b.cancelUntil, i18n)}</AlertMessage>
        ) : null}

        <div className="card mt-6 overflow-hidden">
          <table className="w-full text-left">
            <caption className="sr-only">{i18n.t("Booking {reference}", { reference: b.reference })}</caption>
            <tbody className="divide-y divide-line">
              {rows.map(([label, value]) => (
                <tr key={label} className="align-baseline">
                  <th
                    scope="row"
                    className="w-2/5 bg-sand-light px-4 py-3 text-sm font-semibold text-ink-soft sm:w-1/3 sm:px-6"
                  >
                    {label}
                  </th>
                  <td className="px-4 py-3 sm:px-6">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {b.payment ? <BookingPayment payment={b.payment} self={self} /> : null}

        {dayIsOn(b.state) ? <ChangeDate booking={b} self={self} /> : null}

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row">
            {backTo ? (
              <Link to={backTo} className="btn-secondary">
                {i18n.t(PAGE_ERRORS.backToBookings)}
              </Link>
            ) : null}
            {b.departure && dayIsOn(b.state) ? <AddToCalendar reference={b.reference} /> : null}
            <WhatsAppLink reference={b.reference} className="btn-secondary" />
          </div>
          {b.cancellable ? (
            // A link-like step (GET): nothing changes until the guest confirms on the next page.
            <CancelButton hint={cancelHintText(b.state, b.cancelUntil, i18n)} />
          ) : b.cancelUntil ? (
            <p className="text-sm text-ink-soft sm:max-w-xs sm:text-right">
              {i18n.t("This booking could be cancelled until {until}. To change it now, please contact us:", {
                until: b.cancelUntil,
              })}{" "}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>,{" "}
              <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The page's title: the confirmation step's question while it is asked, else the booking's reference; `missing` without a booking. */
export function bookingDetailTitle(
  i18n: Translator,
  data: { booking: { reference: string; cancellable: boolean } } | undefined,
  search: string,
  missing: string,
) {
  if (!data) return missing;
  const values = { reference: data.booking.reference };
  return new URLSearchParams(search).has(CONFIRM_PARAM) && data.booking.cancellable
    ? i18n.t("Cancel booking {reference}?", values)
    : i18n.t("Booking {reference}", values);
}

/** The error boundary's page: the route's own words when there is no such booking (a 404), the same calm ones otherwise. */
export function BookingDetailError({
  missing,
  way,
}: {
  missing: { title: string; text: string };
  way: { to: string; label: string };
}) {
  const error = useRouteError();
  const i18n = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorScreen
      title={notFound ? missing.title : i18n.t(PAGE_ERRORS.failed)}
      text={notFound ? missing.text : i18n.t(PAGE_ERRORS.tryAgain)}
    >
      <Link to={way.to} className="btn-primary mt-8">
        {way.label}
      </Link>
    </ErrorScreen>
  );
}

/**
 * 'Change date': while the booking is free to cancel, a select of the package's other departures with seats for the
 * party (each with its seats and the new total) and 'Move my booking'; otherwise whom to ask.
 */
function ChangeDate({ booking: b, self }: { booking: BookingDetailData; self: string }) {
  const i18n = useT();
  const moving = useIsPending({ intent: "move", state: "submitting" });
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="change-date-heading">
      <h2 id="change-date-heading" className="text-xl font-semibold">
        {i18n.t("Change date")}
      </h2>
      {b.cancellable && b.move.options.length ? (
        <Form method="post" action={self} className="mt-3 flex flex-col gap-3">
          <p className="text-sm text-ink-soft">
            {i18n.t("Your party and pickup stay the same; the total is recalculated at today's prices.")}
            {b.move.total ? (
              <>
                {" "}
                <strong className="text-ink">{i18n.t("New total: {total}", { total: b.move.total })}</strong>
              </>
            ) : null}
          </p>
          <SelectField
            label={i18n.t("New departure")}
            errors={null}
            selectProps={{ name: "departure", id: "move-departure", required: true }}
          >
            {b.move.options.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </SelectField>
          <div>
            <button type="submit" name="intent" value="move" className="btn-primary" disabled={moving}>
              {i18n.t("Move my booking")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mt-3">
          {b.cancellable ? i18n.t("There is no other departure with seats for your party.") : null}{" "}
          {i18n.t("To change this booking, please contact us.")}{" "}
          <Link to={i18n.href("/contact")} className="link">
            {i18n.t("Contact")}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The Cancel button: it changes nothing, it opens the confirmation step. */
function CancelButton({ hint }: { hint: string }) {
  const i18n = useT();
  return (
    <Form method="get" className="flex flex-col gap-2 sm:max-w-xs sm:items-end sm:text-right">
      <button type="submit" name={CONFIRM_PARAM} value="1" className="btn-accent" aria-describedby="cancel-hint">
        {i18n.t("Cancel")}
      </button>
      <p id="cancel-hint" className="text-sm text-ink-soft">
        {hint}
      </p>
    </Form>
  );
}

/** "Cancel this booking?" with the booking's facts; "Yes" posts to `self`, "No" goes back to it. */
function ConfirmCancel({ booking: b, self }: { booking: BookingDetailData; self: string }) {
  const cancelling = useIsPending({ intent: "cancel", state: "submitting" });
  const i18n = useT();
  // What is cancelled, as a label, a value and the value's own class (the reference in the ticket's typeface).
  const facts: [string, ReactNode, string?][] = [
    [i18n.t("Package"), b.packageTitle],
    [i18n.t("Date"), b.date],
    [i18n.t("Guests"), peopleSummary(b, i18n)],
    [i18n.t("Reference"), b.reference, "font-mono"],
  ];

  return (
    <div className="card mx-auto max-w-xl p-6 sm:p-8">
      <StepHeading eyebrow={i18n.t("Your booking")}>{i18n.t("Cancel this booking?")}</StepHeading>
      <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-sand-light p-4 text-sm">
        {facts.map(([label, value, className]) => (
          <Fragment key={label}>
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className={className}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-5">
        {i18n.t("Your booking will be Cancelled and a confirmation sent to")}{" "}
        <span className="break-all">{b.email}</span>. <strong>{i18n.t("This cannot be undone.")}</strong>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={self} className="btn-secondary">
          {i18n.t("No, keep my booking")}
        </Link>
        <Form method="post" action={self}>
          <button type="submit" name="intent" value="cancel" className="btn-accent w-full" disabled={cancelling}>
            {cancelling ? i18n.t("Cancelling…") : i18n.t("Yes, cancel this booking")}
          </button>
        </Form>
      </div>
    </div>
  );
}
