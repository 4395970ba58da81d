// The server half of app/routes/book.$uid.tsx: its loader and action, in a module of its own so that the
// browser build leaves one empty stand-in inside the page's own chunk (docs/decisions/012-page-budgets.md).
import type { SendingFailed } from "~/components/booking-sending-failed";
import { getZodConstraint } from "@conform-to/zod/v4";
import { chosenStart, DEPARTURE_FIELD, readDepartureValue, TOTAL_INTENT } from "~/utils/departure-choice";
import { langOf, requestMessages, requestTranslator } from "~/utils/i18n.server";
import { localePath, type Translator } from "~/utils/i18n";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from "@remix-run/node";
import { bookingRequestEmail } from "~/emails/booking-request";
import { requestPromises } from "~/services/guest-promises.server";
import { newBookingStaffEmail } from "~/emails/new-booking-staff";
import {
  bookingWindow,
  createBooking,
  DepartureUnavailableError,
  PickupNotOfferedError,
  priceFor,
  type Booking,
} from "~/models/booking.server";
import { packageAvailability } from "~/models/schedule.server";
import { packagePickupList } from "~/models/pickup.server";
import { FORM_KEY_REUSED_MESSAGE, FormKeyReusedError } from "~/models/form-key.server";
import { bookingPackageTexts, getActivePackage, packageFacts, packageInLanguage } from "~/models/package.server";
import { getPolicyUrl, TERMS_POLICY } from "~/models/policy.server";
import { getUserById } from "~/models/user.server";
import { ANOTHER_ADDRESS, bookingSchema } from "~/schemas/booking";
import { bookingDepartures, offered, type OfferedDeparture } from "~/services/departures.server";
import { emailPayButton } from "~/services/checkout.server";
import { sendRecorded } from "~/services/email.server";
import { submitForm } from "~/services/form.server";
import { signServedAt } from "~/services/human-check.server";
import { getSessionUserId } from "~/services/session.server";
import { getEnv, getPublicEnv } from "~/utils/env.server";
import { imageSource, type ImageSource } from "~/utils/image-source";
import { approxEur, describeQuote, formatMur, PRICE_ON_REQUEST, priceTable, zoneSurcharge } from "~/utils/money";
import { departureInstant, formatDate } from "~/utils/time";
import { answerPromiseText, cancellationPolicy, type CancellationPolicy } from "~/utils/guest-promises";
import { MAX_PEOPLE } from "~/utils/party";
import { groupByZone, pickupText, pickupTimeFor, type BookingPickup } from "~/utils/pickup";
import { splitFullName } from "~/utils/person-name";
import { siteUrl } from "~/utils/site-url.server";

export type { OfferedDeparture };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const pkg = packageInLanguage(loadPackage(params.uid), langOf(request));
  const window = bookingWindow();
  const facts = packageFacts(pkg);
  // ?date=YYYY-MM-DD (a departure's link in an e-mail) fills the date field in.
  const asked = new URL(request.url).searchParams.get("date") ?? "";
  const i18n = requestTranslator(request);
  const env = getEnv();
  const channel = getPublicEnv().phoneChannel;
  return json({
    i18n: requestMessages(request, "book"),
    prices: priceTable(facts.prices, i18n, getEnv().EUR_RATE),
    // The raw prices, for the live total (a preview: the server computes the booking's own).
    rawPrices: facts.prices,
    // The next departures, the start-time choice and, for the calendar, the seats of every departure.
    ...bookingDepartures({ id: pkg.id, cutoffHours: facts.cutoffHours }, i18n),
    chosenDate: /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : "",
    // A signed-in client's details start the form (the page is never cached: see headers).
    profile: await profileDetails(request),
    // The "Pickup" choice: the package's places by zone (none: no choice, guests come to the meeting point), each
    // with its zone's surcharge in words (so it shows without JavaScript) and in rupees (for the live total).
    pickupZones: pickupChoice(pkg.id, pkg.zoneSurcharges, i18n),
    // The pickup choice's words and the form's last note, written here: the page's first load carries no text for them
    // (README, page budgets).
    formWords: {
      meetingPoint: facts.meetingPoint ? i18n.t("Meeting point: {place}", { place: facts.meetingPoint }) : undefined,
      none: i18n.t("I will come to the meeting point"),
      address: i18n.t("Another address"),
      addressHint: i18n.t("For another address: villa or guest house, street, town"),
      nothingPaid: i18n.t("Nothing is paid now: we confirm availability and the price by e-mail first."),
      promise: answerPromiseText(
        { withinHours: env.ANSWER_WITHIN_HOURS, from: env.ANSWER_HOURS.from, until: env.ANSWER_HOURS.until },
        env.TZ,
        i18n,
      ),
      // 'Send me reminders on WhatsApp' (or by SMS): only when the operator has a messaging provider.
      reminders: channel
        ? {
            label:
              channel === "whatsapp" ? i18n.t("Send me reminders on WhatsApp") : i18n.t("Send me reminders by SMS"),
            hint: i18n.t("We also send everything by e-mail."),
          }
        : null,
    },
    // The package's free cancellation before a departure is chosen ("up to 24 hours before the departure").
    policy: cancellationPolicy({ freeCancelHours: pkg.freeCancelHours, departure: null }, env.TZ, i18n),
    // With JavaScript, the live total words the chosen departure's cut-off from these.
    cancelRule: { freeCancelHours: pkg.freeCancelHours, timeZone: env.TZ },
    // The HTML constraints (required, min, max…) come with the data, so the page needs no code to work them out.
    constraint: getZodConstraint(bookingSchema(window)),
    pkg: {
      id: pkg.id,
      title: pkg.title,
      highlights: pkg.highlights,
      images: pkg.images.map((i) => imageSource(i.variants, 1200)).filter((i): i is ImageSource => i !== null),
    },
    window,
    // The first day one can book, as the date field's hint says it (formatted here: the page needs no date code).
    firstDateText: formatDate(window.minDate, i18n),
    termsUrl: getPolicyUrl(TERMS_POLICY),
    servedAt: signServedAt("booking"),
    formKey: crypto.randomUUID(),
    env: getPublicEnv(),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const pkg = loadPackage(params.uid);
  let next: ReturnType<typeof offered>[] | undefined;
  // Which change button answered (without JavaScript): a departure chosen, or 'Show total'.
  let changed: Estimate["by"] | undefined;
  const form = await submitForm({ request, context }, bookingSchema(bookingWindow()), {
    limit: "booking",
    humanCheck: "booking",
    change: [
      // A next departure's button (without JavaScript): the form comes back as typed, its date and start time set.
      {
        field: DEPARTURE_FIELD,
        values: (value) => {
          changed = "departure";
          return readDepartureValue(value);
        },
      },
      // 'Show total': the form comes back as typed, nothing saved, with the total and the pickup time.
      {
        field: TOTAL_INTENT.name,
        values: () => {
          changed = "total";
          return {};
        },
      },
    ],
    // A departure gone comes back with the next ones that have seats for the party, offered under its message; a
    // change button's answer, with what the form as typed comes to.
    answer: (result, status) => {
      const estimate = changed ? estimateFor(pkg, result.initialValue ?? {}, changed, request) : null;
      return json(next ? { ...result, next } : estimate ? { ...result, estimate } : result, { status });
    },
  });
  if (!form.ok) return form.response;
  const { submission } = form;

  const { terms: _terms, pickup, pickupAddress, formKey = null, phoneReminders, ...input } = submission.value;
  const address = pickup === ANOTHER_ADDRESS;
  // The booking keeps the page's language: its e-mails, whoever causes them, are in it.
  const lang = langOf(request);
  const i18n = requestTranslator(request);
  // The e-mails tell the meeting point when the guest comes there (see pickupText): the guest's in the booking's
  // language, with the package's title in it; the operator's in English.
  const told = (
    booking: Booking,
    { title, meetingPoint }: { title: string; meetingPoint: string } = bookingPackageTexts(booking),
  ): Booking & BookingPickup => ({
    ...booking,
    packageTitle: title,
    meetingPoint,
  });
  let result;
  try {
    result = createBooking(
      {
        ...input,
        pickupPlaceId: pickup && !address ? Number(pickup) : null,
        pickupAddress: address ? pickupAddress : null,
        language: lang,
        phoneReminders: phoneReminders === "on",
      },
      {
        packageId: pkg.id,
        packageTitle: pkg.title,
        userId: await getSessionUserId(request),
        humanChecked: form.humanChecked,
        formKey,
        i18n,
        email: (booking, manageLink) => ({
          ...bookingRequestEmail(
            told(booking),
            getEnv().SITE_NAME,
            getEnv().TZ,
            manageLink,
            emailPayButton(booking),
            requestPromises(booking),
          ),
          related: `booking:${booking.reference}`,
        }),
        staffEmail: (booking) => ({
          ...newBookingStaffEmail(
            told(booking, { title: booking.packageTitle, meetingPoint: pkg.meetingPoint }),
            getEnv().SITE_NAME,
            siteUrl(`/update/booking/${encodeURIComponent(booking.reference)}`),
            getEnv().STAFF_EMAIL,
            getEnv().TZ,
          ),
          related: `booking-staff:${booking.reference}`,
        }),
      },
    );
  } catch (error) {
    // The form's key was used for another request: nothing saved; the page comes back with all that was typed
    // (and, its loader run again, a fresh key) for the visitor to check and send.
    if (error instanceof FormKeyReusedError) return form.refuse({ formErrors: [FORM_KEY_REUSED_MESSAGE] }, 409);
    // A place the package does not offer (deleted since the page was served): the form comes back as typed.
    if (error instanceof PickupNotOfferedError) return form.refuse({ fieldErrors: { [error.field]: [error.message] } });
    // No departure, closed, past its cut-off or too few seats: the form comes back as typed, the message on its field.
    // The next departures with seats for the party come with it, offered under the message.
    if (error instanceof DepartureUnavailableError) {
      next = error.next.map((d) => offered(d, i18n));
      return form.refuse({ fieldErrors: { [error.field]: [error.message] } }, 409);
    }
    // Nothing was saved: show the visitor everything they need to send it to us another way.
    console.error("[booking] could not be saved:", error);
    const failed: SendingFailed = {
      sendingFailed: {
        name: `${input.name} ${input.surname}`,
        email: input.email,
        phone: input.phone,
        message: input.message ?? "",
      },
      contactEmail: getEnv().CONTACT_EMAIL,
    };
    return json(failed, { status: 503 });
  }
  const { booking, emailId, staffEmailId } = result;
  // The e-mails were recorded with the booking and go out after the commit; a failure stays in the
  // outbox (retried with backoff) and, for the guest's, is shown on the confirmation.
  if (emailId !== null) await sendRecorded(emailId);
  // The guest does not wait for the operator's notice; if it fails, the outbox retries it.
  if (staffEmailId !== null) void sendRecorded(staffEmailId).catch((e) => console.error("[booking] staff e-mail:", e));
  return redirect(localePath(lang, `/booking-confirmation/${booking.reference}`));
}

/** What the page shows when the booking was saved but its e-mail could not be sent. */
export type { SendingFailed };

/** The signed-in user's name, surname, e-mail and phone as the profile has them; null for a visitor. */
async function profileDetails(request: Request) {
  const userId = await getSessionUserId(request);
  const user = userId ? getUserById(userId) : null;
  if (!user) return null;
  return { ...splitFullName(user.name), email: user.email, phone: user.phone };
}

/**
 * The package's pickup places by zone, each with its surcharge per person in words and in rupees, and its minutes
 * before the start (the page writes "Sugar Beach · 08:00 · + MUR 500 per person": pickupOptionLabel).
 */
function pickupChoice(packageId: string, surcharges: Record<string, number>, i18n: Translator) {
  const places = packagePickupList(packageId).map(({ id, zone, name, minutesBefore }) => {
    const surcharge = zoneSurcharge(surcharges, zone);
    return { id, zone, name, price: surcharge ? formatMur(surcharge, i18n) : null, surcharge, minutesBefore };
  });
  // Each zone in the page's language (its optgroup's label), the places as listed.
  return groupByZone(places).map((group) => ({ ...group, zone: i18n.t(group.zone) }));
}

function loadPackage(uid: string | undefined) {
  const pkg = getActivePackage(uid ?? "");
  if (!pkg) throw new Response("Package not found", { status: 404 });
  return pkg;
}

/** What the form as typed comes to, answered to a change button without JavaScript (nothing is saved). */
export type Estimate = {
  /** The button pressed: 'Show total' (the page opens at the total) or a departure (at the date). */
  by: "total" | "departure";
  /** "2 adults × MUR 3,500 + 1 child × MUR 1,750 = MUR 8,750", or "Price on request". */
  total: string;
  approx: string | null;
  /** The pickup as the booking would tell it: "The Oberoi (North) at 08:00, Mauritius time". */
  pickup: string;
  /** Free cancellation until the chosen departure's cut-off (or, none chosen, the package's rule). */
  policy: CancellationPolicy;
};

/**
 * The total, pickup and cancellation policy of the form as typed, priced as createBooking prices it (priceFor) and
 * timed as it times the pickup (pickupTimeFor), for a departure of the package's schedule.
 */
function estimateFor(
  pkg: NonNullable<ReturnType<typeof getActivePackage>>,
  typed: Record<string, unknown>,
  by: Estimate["by"],
  request: Request,
): Estimate {
  const i18n = requestTranslator(request);
  const facts = packageFacts(packageInLanguage(pkg, langOf(request)));
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  const count = (name: string, min: number) => {
    const n = Number(text(name) || min);
    return Number.isSafeInteger(n) && n >= min && n <= MAX_PEOPLE ? n : min;
  };
  const party = { adults: count("adults", 1), children: count("children", 0), infants: count("infants", 0) };
  const place = packagePickupList(pkg.id).find((p) => String(p.id) === text("pickup"));
  const q = priceFor(pkg, party, place?.zone);
  const { departures } = packageAvailability({ id: pkg.id, cutoffHours: facts.cutoffHours });
  const date = text("date");
  const start = chosenStart(
    departures.map((d) => [d.date, d.startTime] as const),
    date,
    text("startTime"),
  );
  const { TZ } = getEnv();
  const address = text("pickup") === ANOTHER_ADDRESS ? text("pickupAddress") : "";
  return {
    by,
    total: q ? describeQuote(q, i18n) : i18n.t(PRICE_ON_REQUEST),
    approx: q ? approxEur(q.total, getEnv().EUR_RATE, i18n) : null,
    pickup: pickupText(
      {
        pickupPlace: place?.name ?? null,
        pickupZone: place?.zone ?? null,
        pickupTime: place && start ? pickupTimeFor(start, place.minutesBefore) : null,
        pickupAddress: address || null,
      },
      i18n,
      facts.meetingPoint,
    ),
    policy: cancellationPolicy(
      { freeCancelHours: pkg.freeCancelHours, departure: start ? departureInstant(date, start, TZ) : null },
      TZ,
      i18n,
    ),
  };
}
