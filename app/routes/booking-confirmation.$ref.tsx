import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AddToCalendar } from "~/components/add-to-calendar";
import { BookingPayment, PayRefused } from "~/components/booking-payment";
import { payBookingSchema } from "~/schemas/guest-booking";
import { answerPay, paymentView } from "~/services/checkout.server";
import { submitForm } from "~/services/form.server";
import { dayIsOn } from "~/utils/booking-state";
import { getBooking, guestCancellation } from "~/models/booking.server";
import { meetingPointOf, packageTitleIn } from "~/models/package.server";
import { pickupText } from "~/utils/pickup";
import { latestDelivery } from "~/services/email.server";
import { answerPromiseFor, policyFor } from "~/services/guest-promises.server";
import { CancellationPolicy } from "~/components/cancellation-policy";
import { getEnv } from "~/utils/env.server";
import { approxEur, bookingTotalText } from "~/utils/money";
import { ApproxEur } from "~/components/approx-eur";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { formatDate, formatDeparture } from "~/utils/time";
import { metaT, useT } from "~/utils/i18n";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";

export const meta: MetaFunction = ({ matches }) => {
  const i18n = metaT(matches);
  return [{ title: i18n.t("Booking request sent") }, { name: "robots", content: "noindex" }];
};

/** After a booking (post/redirect/get): the reference, and whether the e-mail to the customer went out. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const booking = getBooking(params.ref ?? "");
  if (!booking) throw new Response("Booking not found", { status: 404 });
  const delivery = latestDelivery(`booking:${booking.reference}`);
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  return json(
    {
      i18n: requestMessages(request, "booking"),
      reference: booking.reference,
      packageTitle: packageTitleIn(booking.packageId, booking.packageTitle, lang),
      date: booking.date,
      departure: booking.startTime ? formatDeparture(booking.date, booking.startTime, getEnv().TZ, i18n) : null,
      calendar: Boolean(booking.startTime) && dayIsOn(booking.state),
      total: bookingTotalText(booking, i18n),
      totalApprox: approxEur(booking.total, getEnv().EUR_RATE, i18n),
      pickup: pickupText(booking, i18n, meetingPointOf(booking.packageId, lang)),
      mailError: delivery?.status === "failed" ? (delivery.error ?? i18n.t("Failed to send email.")) : null,
      // "Pay deposit to book": the deposit can be paid at once (the manage link's page offers it too).
      payment: getEnv().PAY_DEPOSIT_TO_BOOK ? paymentView(booking, i18n) : null,
      // The package's free cancellation with this departure, and while the request waits, when it will be answered.
      policy: policyFor(guestCancellation(booking).rule, i18n),
      pending: booking.state === "pending",
      answer: answerPromiseFor(booking, i18n),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** 'Pay deposit' with "Pay deposit to book" on: to the provider's page. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const booking = getBooking(params.ref ?? "");
  if (!booking) throw new Response("Booking not found", { status: 404 });
  const form = await submitForm({ request, context }, payBookingSchema);
  if (!form.ok) return form.response;
  return answerPay(form.value, form.refuse, { reference: booking.reference, lang: langOf(request) });
}

export default function BookingConfirmation() {
  const {
    reference,
    packageTitle,
    date,
    departure,
    calendar,
    total,
    totalApprox,
    pickup,
    mailError,
    payment,
    policy,
    pending,
    answer,
  } = useLoaderData<typeof loader>();
  const i18n = useT();
  const { href } = i18n;
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-8">
        {/* Announced as the page's news; a heading cannot carry the status role itself. */}
        <div role="status">
          <h1 className="text-2xl font-semibold">{i18n.t("Your booking request has been successfully sent")}</h1>
        </div>
        <p className="mt-3 text-ink-soft">
          {packageTitle}, {formatDate(date, i18n)}. {i18n.t("Our team will confirm your booking as soon as possible.")}
        </p>
        {answer ? (
          <p className="mt-2 font-semibold" data-testid="answer-promise">
            {answer}.
          </p>
        ) : null}
        <dl className="mx-auto mt-4 grid w-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left text-sm">
          {departure ? (
            <>
              <dt className="font-semibold">{i18n.t("Departure")}</dt>
              <dd>{departure}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{i18n.t("Pickup")}</dt>
          <dd data-testid="booking-pickup">{pickup}</dd>
          <dt className="font-semibold">{i18n.t("Total")}</dt>
          <dd>
            <span data-testid="booking-total">{total}</span>
            <ApproxEur text={totalApprox} />
          </dd>
        </dl>
        {policy ? (
          <CancellationPolicy
            policy={policy}
            note={pending ? i18n.t("While your request is Pending, you can cancel it at any time.") : null}
            className="mx-auto mt-4 max-w-md text-left"
          />
        ) : null}
        {calendar ? (
          <p className="mt-4">
            <AddToCalendar reference={reference} />
          </p>
        ) : null}
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-lagoon-dark">
          {i18n.t("Booking reference")}
        </p>
        {/* One line on a 360 px phone: a reference read out or copied must not break at its hyphens. */}
        <p
          className="mt-1 whitespace-nowrap font-mono text-2xl font-semibold tracking-wider sm:text-3xl"
          data-testid="booking-reference"
        >
          {reference}
        </p>
        {mailError ? (
          <div className="mt-6 rounded-lg bg-coral-light px-4 py-3 text-sm">
            <p role="alert" className="font-semibold text-coral-dark">
              {mailError}
            </p>
            <p className="mt-1 text-ink">
              {i18n.t(
                "Your booking is saved, but the e-mail with its details could not be sent. Please note your reference.",
              )}
            </p>
          </div>
        ) : (
          <p className="mt-4 text-sm text-ink-soft">{i18n.t("A copy is on its way to your e-mail.")}</p>
        )}
        <WhatsAppLink reference={reference} className="link mx-auto mt-4 block w-fit" />
        <Link to={href("/")} className="btn-primary mt-8">
          {i18n.t("Go to homepage")}
        </Link>
      </div>
      {payment?.pay ? (
        <div className="mx-auto max-w-xl text-left">
          <PayRefused />
          <BookingPayment payment={payment} self={`/booking-confirmation/${encodeURIComponent(reference)}`} />
        </div>
      ) : null}
    </div>
  );
}
