import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DayToolbar } from "~/components/admin/day-toolbar";
import { CancelConfirmation, ManifestDepartureSection, sectionId } from "~/components/admin/departure-manifest";
import { writeCheckIn } from "~/models/booking.server";
import { assignCrew, guideLabel, listGuides, listVehicles, vehicleLabel } from "~/models/crew.server";
import { manifestDeparture, manifestOn } from "~/models/manifest.server";
import { departuresWithChats, passengerChatsOn } from "~/models/passenger-chat.server";
import { departureDaySchema } from "~/schemas/departure-day";
import { requireAdmin } from "~/services/admin.server";
import { dayPageLoader } from "~/services/day-page.server";
import { cancelWholeDeparture, messageEveryone } from "~/services/departure-day.server";
import { submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { checkInLabels } from "~/utils/booking-desk";
import { errorMessage } from "~/utils/error-message";
import type { PageCssHandle } from "~/utils/page-css";
import { printListCss } from "~/utils/print-list";
import { formatDepartureDate, zoneLabel } from "~/utils/time";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Departures${data ? ` on ${formatDepartureDate(data.date)}` : ""} | Back office` },
];

// On paper each departure with passengers is on a page of its own (the empty ones left out), and says its day.
const PRINT_CSS = printListCss(`
.manifest-empty{display:none!important}
.manifest-break{break-before:page}
.manifest-departure h2{font-size:15pt}
main h1{display:none!important}`);

export const handle: PageCssHandle = { pageCss: () => PRINT_CSS };

export const loader = ({ request }: LoaderFunctionArgs) =>
  dayPageLoader(request, (date, tz) => ({
    departures: departuresWithChats(manifestOn(date), passengerChatsOn(date, tz)),
    zone: zoneLabel(tz),
    timeZone: tz,
    choices: {
      guides: listGuides().map((g) => ({ id: g.id, label: guideLabel(g) })),
      vehicles: listVehicles().map((v) => ({ id: v.id, label: vehicleLabel(v) })),
    },
  }));

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, departureDaySchema, {
    // The errors go back to the form of the departure they came from.
    answer: (result, status) => {
      const v = (result.initialValue ?? {}) as Record<string, unknown>;
      const key = `${String(v.packageId ?? "")}|${String(v.startTime ?? "")}`;
      return json({ kind: "invalid" as const, intent: String(v.intent ?? ""), key, result }, { status });
    },
    // A day's check-ins come in fast, at one desk: beyond the forms' default.
    limit: ({ intent }) => (intent === "check-in" ? "checkIn" : "formPost"),
  });
  if (!form.ok) return form.response;
  const v = form.value;
  const startTime = v.startTime || null;
  const back = `/admin/departures?date=${v.date}`;
  // Without JavaScript the page comes back at the departure acted on (named as stored, never as posted: an address
  // with the posted text could not be a header); with it (a data request) it stays where it is.
  const js = new URL(request.url).searchParams.has("_data");
  const backAt = (d: { packageId: string; startTime: string | null }) => (js ? back : `${back}#${sectionId(d)}`);
  if (v.intent === "check-in") {
    const booking = writeCheckIn({ reference: v.reference, date: v.date }, v.checkIn ?? null, admin);
    if (!booking)
      return redirectWithFlash(back, {
        kind: "error",
        message: `Booking ${v.reference} holds no seats on ${formatDepartureDate(v.date)}: nothing was changed.`,
      });
    const name = `${booking.name} ${booking.surname}`;
    return redirectWithFlash(backAt(booking), {
      message: booking.checkIn ? `${name}: ${checkInLabels[booking.checkIn]}` : `${name}: back to waiting`,
    });
  }
  const departure = manifestDeparture(v.date, v.packageId, startTime);
  if (!departure) throw new Response("No such departure", { status: 404 });
  const which = `${departure.packageTitle} on ${formatDepartureDate(v.date)}${startTime ? ` at ${startTime}` : ""}`;
  if (v.intent === "crew") {
    const crew = { guideId: v.guideId ?? null, vehicleId: v.vehicleId ?? null };
    if (assignCrew({ packageId: v.packageId, date: v.date, startTime: v.startTime }, crew, admin) === "not-found")
      return form.refuse(
        { formErrors: [errorMessage("That guide or vehicle is no longer listed: please choose again")] },
        409,
      );
    return redirectWithFlash(backAt(departure), { message: `Guide and vehicle saved for ${which}` });
  }
  const ref = { packageId: v.packageId, date: v.date, startTime };
  if (v.intent === "message") {
    const n = await messageEveryone(ref, departure.packageTitle, { subject: v.subject, message: v.message }, admin);
    return redirectWithFlash(back, { message: `Message sent to ${n === 1 ? "1 guest" : `${n} guests`} of ${which}` });
  }
  const close = v.close === "on";
  if (v.confirmed !== "yes") {
    return json({ kind: "confirm" as const, packageId: v.packageId, date: v.date, startTime, reason: v.reason, close });
  }
  const { count } = await cancelWholeDeparture(ref, departure.packageTitle, { reason: v.reason, close }, admin);
  return redirectWithFlash(back, {
    message: `${which} is cancelled: ${count === 1 ? "1 booking" : `${count} bookings`} cancelled${close && startTime ? ", closed to new bookings" : ""}`,
  });
}

export default function DepartureManifest() {
  const { date, previous, next, departures, zone, timeZone, choices } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const dateText = formatDepartureDate(date);
  const confirming = answer?.kind === "confirm" ? answer : null;
  const toConfirm =
    confirming &&
    departures.find(
      (d) => d.packageId === confirming.packageId && d.startTime === confirming.startTime && d.date === confirming.date,
    );
  const invalid = answer?.kind === "invalid" ? answer : undefined;

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">Departures on {dateText}</h1>
      {toConfirm && confirming ? (
        <CancelConfirmation
          d={toConfirm}
          dateText={dateText}
          reason={confirming.reason}
          close={confirming.close}
          focusKey={confirming}
        />
      ) : (
        <>
          <DayToolbar date={date} previous={previous} next={next} csvHref={`/admin/departures.csv?date=${date}`} />
          {departures.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-ink-soft">No departures on {dateText}.</p>
          ) : (
            departures.map((d) => (
              <ManifestDepartureSection
                key={d.key}
                d={d}
                zone={zone}
                timeZone={timeZone}
                choices={choices}
                dateText={dateText}
                answer={invalid}
                // Printed, each departure with passengers starts a new page, but the first follows the title.
                newPage={d.passengers.length > 0 && d.key !== departures.find((x) => x.passengers.length > 0)?.key}
              />
            ))
          )}
        </>
      )}
    </section>
  );
}
