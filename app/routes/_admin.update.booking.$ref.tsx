import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { InputField, TextareaInput } from "~/components/ui/field";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/utils/i18n";
import { AdminEmailForm } from "~/components/admin/email-form";
import { GridFormAlert, GridSubmit } from "~/components/admin/form-parts";
import { FormAlert } from "~/components/ui/form-alert";
import { handleAdminEmail } from "~/services/admin-email.server";
import { getBookingComments, type NoSeats } from "~/models/booking-admin.server";
import { mayApply, stateForStatus, statusWords, type BookingAction, type BookingState } from "~/utils/booking-state";
import { getBooking } from "~/models/booking.server";
import { sourceText } from "~/utils/booking-desk";
import {
  bookingAdminSchema,
  bookingCancelSchema,
  bookingConfirmSchema,
  bookingDeclineSchema,
  bookingStatusSchema,
  DECLINE_REASON_MAX,
} from "~/schemas/admin";
import { cancelBooking, confirmBooking, declineBooking, saveBookingStatus } from "~/services/booking-status.server";
import { meetingPointOf } from "~/models/package.server";
import { ANOTHER_ADDRESS, pickupText } from "~/utils/pickup";
import { requireAdmin } from "~/services/admin.server";
import { getEnv } from "~/utils/env.server";
import { redirectWithFlash } from "~/services/session.server";
import { bookingTotalText } from "~/utils/money";
import { seatsNeeded } from "~/utils/schedule";
import { formatDate, formatDateTime, formatDeparture, zoneLabel } from "~/utils/time";
import { checkInText } from "~/utils/check-in";
import { submitForm } from "~/services/form.server";
import { AdminSection } from "~/components/admin/admin-section";
import { ListOrEmpty } from "~/components/admin/list-or-empty";
import { useCheckedForm } from "~/utils/checked-form";
import { errorMessage } from "~/utils/error-message";
import { ChangeBookingForm } from "~/components/admin/change-booking-form";
import { BookingPayments, PaymentStateBadge } from "~/components/admin/booking-payments";
import { ledgerOf } from "~/models/ledger.server";
import { recordAtDesk } from "~/services/booking-money.server";
import { BookingRefunds } from "~/components/admin/booking-refunds";
import { BookingPhoneMessages } from "~/components/admin/booking-phone-messages";
import { phoneMessagesForStaff } from "~/services/messaging/phone.server";
import { refundsForStaff, retryRefundFlash } from "~/services/refunds.server";
import {
  changeBookingByStaff,
  changedMessage,
  readDeparture,
  staffChangeChoices,
} from "~/services/booking-change.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Booking ${data?.booking.reference ?? ""} | Back office` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const booking = getBooking(params.ref ?? "");
  if (!booking) throw new Response("Booking not found", { status: 404 });
  return json({
    booking,
    comments: getBookingComments(booking.reference),
    tz: getEnv().TZ,
    meetingPoint: meetingPointOf(booking.packageId),
    change: staffChangeChoices(booking),
    ledger: ledgerOf(booking.reference),
    refunds: refundsForStaff(booking),
    phoneMessages: phoneMessagesForStaff(booking.reference, getEnv().TZ),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const booking = getBooking(params.ref ?? "");
  if (!booking) throw new Response("Booking not found", { status: 404 });
  // The e-mail form carries files (multipart); the status form is a plain form.
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return handleAdminEmail(request, context, {
      backTo: `/update/booking/${booking.reference}`,
      related: `booking:${booking.reference}`,
      actor: admin,
    });
  }
  const form = await submitForm({ request, context }, bookingAdminSchema, {
    answer: (result, status) => json({ form: formOf(result.initialValue?.intent), result }, { status }),
  });
  if (!form.ok) return form.response;
  const back = `/update/booking/${booking.reference}`;
  const value = form.value;
  if (value.intent === "record-payment" || value.intent === "record-refund") {
    const recorded = recordAtDesk(booking.reference, value, admin);
    if (recorded.outcome === "not-found") throw new Response("Booking not found", { status: 404 });
    // More than is owed or was paid: the limit at the form's top, linked to the amount, as typed.
    if (recorded.outcome === "too-much") return form.refuse({ fieldErrors: { amount: [recorded.message] } }, 409);
    return redirectWithFlash(back, { message: recorded.message });
  }
  if (value.intent === "retry-refund")
    return redirectWithFlash(back, await retryRefundFlash(booking.reference, value.refund));
  if (value.intent === "save") {
    const saved = await saveBookingStatus(booking.reference, value, admin);
    if (saved.outcome === "not-found") throw new Response("Booking not found", { status: 404 });
    return redirectWithFlash(back, { message: savedMessage(value.status, saved.booking.state) });
  }
  if (value.intent === "change") {
    const { departure, pickup, pickupAddress, pickupTime, email, adults, children, infants, name, surname, phone } =
      value;
    const changed = await changeBookingByStaff(
      booking.reference,
      {
        ...readDeparture(departure),
        ...{ adults, children, infants, name, surname, phone },
        pickupPlaceId: pickup && pickup !== ANOTHER_ADDRESS ? Number(pickup) : null,
        pickupAddress: pickup === ANOTHER_ADDRESS ? (pickupAddress ?? null) : null,
        pickupTime: pickupTime || null,
        email: email ?? "",
      },
      admin,
    );
    if (changed.outcome === "not-found") throw new Response("Booking not found", { status: 404 });
    // The departure cannot take the party, or a place the package no longer offers: the reason at the form's top.
    if (changed.outcome === "refused") return form.refuse({ formErrors: [changed.message] }, 409);
    if (changed.outcome === "not-allowed") throw new Error("Staff are never held to the guest's rules");
    return redirectWithFlash(back, { message: changedMessage(changed) });
  }
  const decision =
    value.intent === "confirm"
      ? await confirmBooking(booking.reference, admin)
      : value.intent === "decline"
        ? await declineBooking(booking.reference, admin, value.reason)
        : await cancelBooking(booking.reference, admin, value.reason);
  if (decision.outcome === "not-found") throw new Response("Booking not found", { status: 404 });
  if (decision.outcome === "no-seats") {
    // Too few seats for the booking to hold them again: the reason at the form's top, nothing saved.
    return form.refuse({ formErrors: [noSeatsMessage(decision)] }, 409);
  }
  if (decision.outcome === "unchanged") {
    // A second click, or the booking changed meanwhile (the client cancelled): nothing was done or sent.
    return redirectWithFlash(back, {
      kind: "error",
      message: `Nothing changed: this booking is ${statusWords[decision.booking.state]}`,
    });
  }
  const done = {
    confirm: "Booking confirmed and the guest told",
    decline: "Booking declined and the guest told",
    cancel: "Booking cancelled and the guest told",
  };
  return redirectWithFlash(back, { message: done[value.intent] });
}

/**
 * The flash after a status save. A status is a label: a state word that is not the booking's state (an admin used
 * to "Confirmed" deciding) is saved as text, and the flash says the booking stays as it is.
 */
function savedMessage(status: string, state: BookingState): string {
  const read = stateForStatus(status);
  if (!read || read === state) return "Comments and status saved";
  if (state === "cancelled")
    return "Comments and status saved. The booking stays cancelled: a status does not take a cancelled booking back";
  return `Comments and status saved. The booking stays ${statusWords[state].toLowerCase()}: a status is a label, and Confirm, Decline and Cancel decide the booking`;
}

/** Why a declined booking cannot be confirmed: its departure's seats left against its party, and its state unchanged. */
function noSeatsMessage({ booking: b, seatsLeft }: NoSeats): string {
  const values = { date: b.date, needed: seatsNeeded(b), state: statusWords[b.state] };
  if (b.startTime) {
    const at = { ...values, time: b.startTime };
    return seatsLeft === 1
      ? errorMessage(
          "Not confirmed: the departure on {date} at {time} has 1 seat left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
          at,
        )
      : errorMessage(
          "Not confirmed: the departure on {date} at {time} has {count} seats left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
          { ...at, count: seatsLeft },
        );
  }
  return seatsLeft === 1
    ? errorMessage(
        "Not confirmed: the departure on {date} has 1 seat left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
        values,
      )
    : errorMessage(
        "Not confirmed: the departure on {date} has {count} seats left, and this party needs {needed}. The booking is still {state}; nothing was changed or sent.",
        { ...values, count: seatsLeft },
      );
}

/** Which form an answer belongs to, from the intent it was sent with (the e-mail form answers on its own). */
function formOf(intent: unknown): "status" | "confirm" | "decline" | "cancel" | "change" | "payment" | "refund" {
  if (intent === "record-payment") return "payment";
  if (intent === "record-refund") return "refund";
  return intent === "confirm" || intent === "decline" || intent === "cancel" || intent === "change" ? intent : "status";
}

/** Decline and Cancel: the reason asked for (Decline sends it to the guest; Cancel keeps it in the log), then the button. */
const REASON_FORMS = {
  decline: {
    schema: bookingDeclineSchema,
    hint: "The guest gets your reason and the next departures with seats for their party.",
    label: "Reason for declining",
    button: "Decline",
  },
  cancel: {
    schema: bookingCancelSchema,
    hint: "The seats are freed and the guest is told the booking is Cancelled; your reason stays in the log. This cannot be undone.",
    label: "Reason for cancelling",
    button: "Cancel booking",
  },
};

function ReasonForm({
  intent,
  lastResult,
}: {
  intent: keyof typeof REASON_FORMS;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { schema, hint, label, button } = REASON_FORMS[intent];
  const [form, fields] = useCheckedForm(schema, {
    id: `${intent}-form`,
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert form={form} />
      <p className="mb-3 text-sm text-ink-soft">{hint}</p>
      <TextareaInput label={label} field={fields.reason} rows={3} textareaProps={{ maxLength: DECLINE_REASON_MAX }} />
      <button type="submit" className="btn-secondary">
        {button}
      </button>
    </Form>
  );
}

export default function AdminBooking() {
  const {
    booking: b,
    comments,
    tz,
    meetingPoint,
    change,
    ledger,
    refunds,
    phoneMessages,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [statusForm, statusFields] = useCheckedForm(bookingStatusSchema, {
    id: "status-form",
    lastResult: actionData?.form === "status" ? actionData.result : undefined,
    defaultValue: { status: b.status },
  });
  const [confirmForm] = useCheckedForm(bookingConfirmSchema, {
    id: "confirm-form",
    lastResult: actionData?.form === "confirm" ? actionData.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const i18n = useT();
  const lastResultOf = (form: "decline" | "cancel") => (actionData?.form === form ? actionData.result : undefined);
  // The named actions this booking's state allows (none once cancelled).
  const offers = (action: BookingAction) => mayApply(action, b.state);
  const rows: [string, string | number][] = [
    ["Reference", b.reference],
    ["Package", `${b.packageTitle} (${b.packageId})`],
    ["Date", formatDate(b.date)],
    ...(b.startTime ? [["Departure", formatDeparture(b.date, b.startTime, tz)] as [string, string]] : []),
    ["Pickup", pickupText(b, i18n, meetingPoint)],
    ["Adults", b.adults],
    ["Children", b.children],
    ["Infants", b.infants],
    ["Total", bookingTotalText(b, i18n)],
    ["Name", b.name],
    ["Surname", b.surname],
    ["Email", b.email],
    ["Phone", b.phone],
    ["Message", b.message || "(none)"],
    ["Requested", formatDateTime(b.time, tz)],
    ["Source", sourceText(b)],
    ["Human check", b.humanChecked ? "Passed" : "Not human-checked (sent without JavaScript)"],
    // What the site decides by (seats, the guest's Cancel, the lists), beside the label the guest is told of.
    ["State", statusWords[b.state]],
    ["Status", b.status],
    // The day of the trip, once staff checked the passenger in (or marked a no-show) on the manifest.
    ...(b.checkIn ? [["Check-in", `${checkInText(b, tz)} (${zoneLabel(tz)})`] as [string, string]] : []),
  ];

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-semibold">Booking {b.reference}</h1>
          <p id="booking-states" className="flex items-center gap-2 text-sm">
            <span className="font-semibold">{b.status}</span>
            <PaymentStateBadge state={b.paymentState} />
          </p>
        </div>
        <Link to="/admin/bookings" className="link text-sm">
          Go back to Bookings
        </Link>
      </div>
      {/* A guest without an e-mail address is sent nothing: staff tell them the reference, letter by letter. */}
      {b.email ? null : (
        <p className="rounded-xl border-2 border-lagoon bg-white px-4 py-3 text-lg">
          Reference to read out:{" "}
          <strong className="block whitespace-nowrap font-mono text-2xl tracking-wider sm:inline sm:text-3xl">
            {b.reference}
          </strong>
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k} className="border-t border-line first:border-t-0">
                <th scope="row" className="w-40 bg-sand-light px-4 py-2 font-semibold">
                  {k}
                </th>
                <td className="whitespace-pre-line px-4 py-2">{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <AdminSection id="status-heading" title="Status and comments">
        <ListOrEmpty
          items={comments}
          className="mt-4 space-y-3"
          empty="No comments yet."
          emptyClassName="mt-3 text-sm text-ink-soft"
        >
          {(c) => (
            <li key={c.id} className="rounded-lg bg-sand-light px-4 py-3">
              <p className="whitespace-pre-line">{c.content}</p>
              <p className="mt-1 text-xs text-ink-soft">
                {c.author ?? "A former admin"} · {formatDateTime(c.createdAt, tz)}
              </p>
            </li>
          )}
        </ListOrEmpty>
        {offers("confirm") || offers("decline") || offers("cancel") ? (
          <div className="mt-5 grid gap-5 rounded-xl border border-line p-4 lg:grid-cols-3">
            <div className="lg:col-span-3">
              <h3 className="text-lg font-semibold">Confirm, decline or cancel</h3>
              <p className="mt-1 text-sm text-ink-soft">
                These buttons decide the booking (it is {statusWords[b.state]} now). The status below is a label the
                guest is told of: it changes nothing.
              </p>
            </div>
            {offers("confirm") ? (
              <Form method="post" {...getFormProps(confirmForm)}>
                <input type="hidden" name="intent" value="confirm" />
                <FormAlert form={confirmForm} />
                <p className="mb-3 text-sm text-ink-soft">
                  The guest gets the confirmation e-mail: departure, party, total, pickup or meeting point, and what to
                  bring.
                </p>
                <button type="submit" className="btn-primary">
                  Confirm
                </button>
              </Form>
            ) : null}
            {offers("decline") ? <ReasonForm intent="decline" lastResult={lastResultOf("decline")} /> : null}
            {offers("cancel") ? <ReasonForm intent="cancel" lastResult={lastResultOf("cancel")} /> : null}
          </div>
        ) : null}
        <Form method="post" {...getFormProps(statusForm)} className="mt-5 grid gap-x-5 sm:grid-cols-2">
          <input type="hidden" name="intent" value="save" />
          <GridFormAlert form={statusForm} />
          <InputField
            label="Status"
            hint="A label the guest is told of, in your own words; it never confirms, declines or cancels"
            field={statusFields.status}
          />
          <TextareaInput
            label="New comment (optional)"
            className="sm:col-span-2"
            field={statusFields.comment}
            rows={3}
          />
          <GridSubmit label="Save status and comment" />
        </Form>
      </AdminSection>

      <AdminSection id="payments-heading" title="Payments">
        <BookingPayments
          booking={b}
          ledger={ledger}
          tz={tz}
          lastResult={{
            payment: actionData?.form === "payment" ? actionData.result : undefined,
            refund: actionData?.form === "refund" ? actionData.result : undefined,
          }}
        />
      </AdminSection>
      <BookingRefunds {...refunds} />
      <BookingPhoneMessages messages={phoneMessages} asked={b.phoneReminders} />

      <AdminSection id="change-heading" title="Change booking">
        <ChangeBookingForm
          booking={b}
          choices={change}
          total={bookingTotalText(b, i18n)}
          lastResult={actionData?.form === "change" ? actionData.result : undefined}
        />
      </AdminSection>

      <AdminSection id="email-heading" title="E-mail the client">
        <div className="mt-4">
          <AdminEmailForm
            lastResult={actionData?.form === "email" ? actionData.result : undefined}
            defaultValue={{ email: b.email, name: b.name, subject: `Your booking ${b.reference}` }}
          />
        </div>
      </AdminSection>
    </div>
  );
}
