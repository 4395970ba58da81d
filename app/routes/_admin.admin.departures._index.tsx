import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StepLinks } from "~/components/admin/pager";
import { CancelConfirmation, ManifestDepartureSection, sectionId } from "~/components/admin/departure-manifest";
import { writeCheckIn } from "~/models/booking.server";
import { assignCrew, guideLabel, listGuides, listVehicles, vehicleLabel } from "~/models/crew.server";
import { manifestDeparture, manifestOn } from "~/models/manifest.server";
import { departureDaySchema } from "~/schemas/departure-day";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { cancelWholeDeparture, messageEveryone } from "~/services/departure-day.server";
import { submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { checkInLabels } from "~/utils/booking-desk";
import { getEnv } from "~/utils/env.server";
import { errorMessage } from "~/utils/error-message";
import { useHydrated } from "~/utils/hooks";
import { manifestDate } from "~/utils/manifest";
import type { PageCssHandle } from "~/utils/page-css";
import { addDays, formatDepartureDate, zoneLabel } from "~/utils/time";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Departures${data ? ` on ${formatDepartureDate(data.date)}` : ""} | Back office` },
];

// A clean A4 list for the driver or guide: only the manifest, black on white, each departure with passengers
// on a page of its own (the empty ones left out). In this page's head only, so no other page carries these rules;
// the table's rules start at `main` to outweigh the utilities of the back office's sheet, linked after them.
const PRINT_CSS = `@media print{@page{size:A4 portrait;margin:12mm}
html,body{background:#fff!important;color:#000!important}
body>header,body>footer,body>a,[role=status],[role=alert],aside,details,nav,form,.print-hide{display:none!important}
main,main *{color:#000!important;background:#fff!important;box-shadow:none!important}
main .container-page{max-width:none;padding:0;margin:0}
main .manifest-table{overflow:visible;border:0;border-radius:0}
main .manifest-table table{width:100%;border-collapse:collapse;font-size:9.5pt}
main .manifest-table th,main .manifest-table td{border:1px solid #000;padding:3px 5px}
main .manifest-table thead{display:table-header-group}
main .manifest-table tr{break-inside:avoid}
.manifest-empty{display:none!important}
.manifest-break{break-before:page}
.manifest-departure h2{font-size:15pt}
main h1{display:none!important}
a{text-decoration:none!important}}
@media not print{.print-only{display:none}}`;

export const handle: PageCssHandle = { pageCss: () => PRINT_CSS };

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const tz = getEnv().TZ;
  const date = manifestDate(new URL(request.url).searchParams.get("date"), tz);
  rememberAdminPage(admin, request);
  return json({
    date,
    previous: addDays(date, -1),
    next: addDays(date, 1),
    departures: manifestOn(date),
    zone: zoneLabel(tz),
    timeZone: tz,
    choices: {
      guides: listGuides().map((g) => ({ id: g.id, label: guideLabel(g) })),
      vehicles: listVehicles().map((v) => ({ id: v.id, label: vehicleLabel(v) })),
    },
  });
}

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
  // Without JavaScript the page comes back at the departure acted on; with it (a data request) it stays where it is.
  const backHere = new URL(request.url).searchParams.has("_data")
    ? back
    : `${back}#${sectionId({ packageId: v.packageId, startTime })}`;
  if (v.intent === "check-in") {
    const booking = writeCheckIn({ reference: v.reference, date: v.date }, v.checkIn ?? null, admin);
    if (!booking)
      return redirectWithFlash(backHere, {
        kind: "error",
        message: `Booking ${v.reference} holds no seats on ${formatDepartureDate(v.date)}: nothing was changed.`,
      });
    const name = `${booking.name} ${booking.surname}`;
    return redirectWithFlash(backHere, {
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
    return redirectWithFlash(backHere, { message: `Guide and vehicle saved for ${which}` });
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

/** "Print" with JavaScript; without it, where the browser's own Print is. */
function PrintButton() {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" onClick={() => window.print()} className="btn-secondary min-h-[36px] px-3 text-sm">
      Print
    </button>
  ) : (
    <p className="text-sm text-ink-soft">Use your browser&apos;s Print to print this list.</p>
  );
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
          <div className="print-hide flex flex-wrap items-end gap-3">
            <Form method="get" className="flex items-end gap-2">
              <div>
                <label htmlFor="manifest-date" className="field-label">
                  Date
                </label>
                <input
                  id="manifest-date"
                  type="date"
                  name="date"
                  defaultValue={date}
                  key={date}
                  required
                  className="field-input"
                />
              </div>
              <button type="submit" className="btn-secondary min-h-[44px] px-4">
                Show
              </button>
            </Form>
            <StepLinks label="Days" param="date" unit="day" previous={previous} next={next} />
            <div className="ml-auto flex flex-wrap items-center gap-3">
              <a
                href={`/admin/departures.csv?date=${date}`}
                download
                className="btn-secondary min-h-[36px] px-3 text-sm"
              >
                Download CSV
              </a>
              <PrintButton />
            </div>
          </div>
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
