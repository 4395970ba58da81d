// A guest's own booking page, one page at two addresses: the client area's (/user/booking/{ref}, signed in) and the
// private link's (/manage/{token}, from the booking's e-mails). What it shows of the booking, and its one form (Cancel,
// by the one rule), answered alike; each route only finds the booking its own way (components/booking-detail.tsx).
import { json, type AppLoadContext } from "@remix-run/node";
import {
  guestCancellation,
  type Booking,
  type CancelNotice,
  type ChangeResult,
  type ClientCancellation,
} from "~/models/booking.server";
import { meetingPointOf, packageTitleIn } from "~/models/package.server";
import { guestBookingSchema } from "~/schemas/guest-booking";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { notCancellableText } from "~/utils/guest-cancel";
import { localePath, type Translator } from "~/utils/i18n";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { approxEur, bookingTotalText } from "~/utils/money";
import { pickupText } from "~/utils/pickup";
import { formatDate, formatDeparture, formatInstant } from "~/utils/time";
import { submitForm } from "./form.server";
import { recordCancelNotice, tellCancelled } from "./guest-cancel.server";
import { guestMoveChoices, moveBookingByGuest } from "./booking-change.server";
import { answerPay, paymentView } from "./checkout.server";
import { redirectWithFlash } from "./session.server";
import { guestRefundText } from "./refunds.server";
import { policyFor } from "./guest-promises.server";

/** The free-cancellation cut-off of a confirmed booking as the page says it; null for any other state, or none. */
const untilText = (state: string, until: Date | null, i18n: Translator) =>
  state === "confirmed" && until ? formatInstant(until, getEnv().TZ, i18n) : null;

/** What the page shows of a booking, in the request's language, with what the cancellation rule allows now. */
export function guestBookingView(b: Booking, request: Request) {
  const cancellation = guestCancellation(b);
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  return {
    reference: b.reference,
    packageTitle: packageTitleIn(b.packageId, b.packageTitle, lang),
    date: formatDate(b.date, i18n),
    // The departure in Mauritius time and the total as quoted when booked (none for older bookings).
    departure: b.startTime ? formatDeparture(b.date, b.startTime, getEnv().TZ, i18n) : null,
    total: bookingTotalText(b, i18n),
    totalApprox: approxEur(b.total, getEnv().EUR_RATE, i18n),
    pickup: pickupText(b, i18n, meetingPointOf(b.packageId, lang)),
    adults: b.adults,
    children: b.children,
    infants: b.infants,
    status: b.status,
    state: b.state,
    email: b.email,
    cancellable: cancellation.allowed,
    cancelUntil: untilText(b.state, cancellation.until, i18n),
    // The package's free cancellation with this departure, in words.
    policy: policyFor(cancellation.rule, i18n),
    // 'Change date': while the booking is free to cancel, the other departures it may move to.
    move: cancellation.allowed ? guestMoveChoices(b, i18n) : { options: [], total: null },
    refund: guestRefundText(b.reference, i18n),
    payment: paymentView(b, i18n),
  };
}

/** The page's data: its messages, the booking (with what this address adds), and whom to call once it cannot be cancelled. */
export function guestBookingData<Extra extends object>(request: Request, b: Booking, extra: Extra) {
  const { contactEmail, contactPhone } = getPublicEnv();
  return {
    i18n: requestMessages(request, "booking"),
    booking: { ...guestBookingView(b, request), ...extra },
    contact: { email: contactEmail, phone: contactPhone },
  };
}

/**
 * The page's post: the form through the door (its schema, the rate limit, errors in the page's language), then
 * `cancel` (the route's own way to the booking, by the one rule of guestMayCancel), and the answer: back to the page
 * (`back`, in English: the language is the request's) with what happened, the 'Booking Cancelled' e-mail sent after
 * the commit. `notFound` throws the route's own 404; `headers` go on every answer (the private link's).
 */
export async function guestBookingAction(
  { request, context }: { request: Request; context: AppLoadContext },
  page: {
    back: string;
    /** The guest's own cancellation, telling them through `notice` in its transaction. */
    cancel: (notice: CancelNotice) => ClientCancellation;
    /** The booking this address opens (null: none), for 'Move my booking'. */
    booking: () => Booking | null;
    /** The updates log's line for a move, naming who moved it. */
    movedLine: (b: Booking) => string;
    notFound: () => never;
    headers?: Record<string, string>;
  },
) {
  const form = await submitForm({ request, context }, guestBookingSchema, {
    answer: (result, status) => json(result, { status, headers: page.headers }),
  });
  if (!form.ok) return form.response;
  const i18n = requestTranslator(request);
  const back = localePath(i18n.lang, page.back);
  if (form.value.intent === "move") {
    const booking = page.booking();
    if (!booking) page.notFound();
    const moved = await moveBookingByGuest(booking.reference, form.value.departure, i18n, page.movedLine);
    if (moved.outcome === "not-found") page.notFound();
    return redirectWithFlash(back, movedFlash(moved, i18n), { headers: page.headers });
  }
  if (form.value.intent === "pay") {
    const booking = page.booking();
    if (!booking) page.notFound();
    return answerPay(form.value, form.refuse, { reference: booking.reference, lang: i18n.lang, headers: page.headers });
  }
  const result = page.cancel(recordCancelNotice);
  if (result.outcome === "not-found") page.notFound();
  if (result.outcome === "not-pending") {
    const message = notCancellableText(
      result.booking.status,
      untilText(result.booking.state, result.until, i18n),
      i18n,
    );
    return redirectWithFlash(back, { message, kind: "error" }, { headers: page.headers });
  }
  // After the commit: the cancellation stands even if the e-mail cannot go (the outbox keeps it for a retry).
  const message = await tellCancelled(result.booking, result.told, i18n);
  return redirectWithFlash(back, { message }, { headers: page.headers });
}

/** What the guest reads after 'Move my booking': where it moved, or why it did not (in the page's language). */
function movedFlash(result: Exclude<ChangeResult, { outcome: "not-found" }>, i18n: Translator) {
  switch (result.outcome) {
    case "changed": {
      const b = result.booking;
      const departure = b.startTime
        ? formatDeparture(b.date, b.startTime, getEnv().TZ, i18n)
        : formatDate(b.date, i18n);
      return { message: i18n.t("Your booking is moved to {departure}.", { departure }) };
    }
    case "refused":
      return { kind: "error" as const, message: result.message };
    case "unchanged":
      return { kind: "error" as const, message: i18n.t("Please choose another departure") };
    case "not-allowed":
      return { kind: "error" as const, message: i18n.t("To change this booking, please contact us.") };
  }
}
