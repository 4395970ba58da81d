import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { HiddenFields } from "~/components/admin/form-parts";
import { StepLinks } from "~/components/admin/pager";
import { getPackage } from "~/models/package.server";
import { BookingLink } from "~/components/admin/booking-link";
import {
  addExtraDeparture,
  closeDeparture,
  departuresBetween,
  listDepartureExceptions,
  pastDayMessage,
  removeExtraDeparture,
  reopenDeparture,
  setDepartureSeats,
} from "~/models/schedule.server";
import { ResultSummary } from "~/components/ui/form-alert";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { departureChangeSchema, MONTH_PATTERN, typedBack } from "~/schemas/departure-changes";
import { answerFor, submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { getEnv } from "~/utils/env.server";
import { departureKey } from "~/utils/schedule";
import { addDays, formatDate, todayIn, zoneLabel } from "~/utils/time";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Departures${data ? `: ${data.pkg.title}` : ""} | Back office` },
];

/** The month shown ("2026-12"), its first and last dates, and the months before and after. */
function monthOf(param: string | null, today: string) {
  const month = param && MONTH_PATTERN.test(param) ? param : today.slice(0, 7);
  const from = `${month}-01`;
  const next = addDays(from, 32).slice(0, 7);
  const to = addDays(`${next}-01`, -1);
  const previous = addDays(from, -1).slice(0, 7);
  return { month, from, to, next, previous };
}

function monthTitle(month: string) {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

function findPackage(id: string | undefined) {
  const pkg = id ? getPackage(id) : null;
  if (!pkg) throw new Response("Package not found", { status: 404 });
  return pkg;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const pkg = findPackage(params.packageId);
  const tz = getEnv().TZ;
  const today = todayIn(tz);
  const { month, from, to, next, previous } = monthOf(new URL(request.url).searchParams.get("month"), today);
  rememberAdminPage(admin, request);
  // The month's exceptions say what staff can undo on a row: a whole-day closure (reopen the date), a closure of
  // one start (reopen that start), a one-off departure (remove it; the latest if several).
  const exceptions = listDepartureExceptions(pkg.id, from, to);
  const closedDays = new Set(exceptions.filter((e) => e.kind === "closed" && e.startTime === null).map((e) => e.date));
  const extras = new Map(
    exceptions.filter((e) => e.kind === "extra" && e.startTime).map((e) => [departureKey(e.date, e.startTime!), e.id]),
  );
  const departures = departuresBetween({ id: pkg.id, cutoffHours: pkg.cutoffHours }, from, to);
  const startsOn = (date: string) => departures.filter((d) => d.date === date).length;
  const rows = departures.map((d) => ({
    key: departureKey(d.date, d.startTime),
    date: d.date,
    startTime: d.startTime,
    seats: d.seats,
    seatsTaken: d.seatsTaken,
    status: d.status,
    past: d.date < today,
    note: d.note ?? "",
    bookings: d.bookings,
    /** Whether the date has several starts: each can then be closed on its own. */
    severalStarts: startsOn(d.date) > 1,
    wholeDayClosed: closedDays.has(d.date),
    extraId: extras.get(departureKey(d.date, d.startTime)) ?? null,
  }));
  // The start times are the operator's clock: the column says so once ("Mauritius time").
  return json({
    pkg: { id: pkg.id, title: pkg.title },
    month,
    title: monthTitle(month),
    next,
    previous,
    departures: rows,
    zone: zoneLabel(tz),
  });
}

/** The form an answer is about: the one-off departure's, or a row's (its date and start). */
const formOf = (sent: Record<string, unknown>) =>
  sent.intent === "extra" ? "extra" : departureKey(String(sent.date ?? ""), String(sent.startTime ?? ""));

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const pkg = findPackage(params.packageId);
  const form = await submitForm({ request, context }, departureChangeSchema, { answer: answerFor(formOf) });
  if (!form.ok) return form.response;
  const v = form.value;
  const { date } = v;
  const startTime = v.startTime ?? "";
  const month = v.month ?? date.slice(0, 7);
  const done = (message: string) =>
    redirectWithFlash(`/admin/departures/${pkg.id}?month=${encodeURIComponent(month)}`, { message });
  // A past day's rows offer no change (the model refuses one too): a post for one, from a page left open overnight or
  // made by hand, is answered at the top of the page (on the date's field of the one-off form).
  const past = pastDayMessage(date);
  if (v.intent === "extra") {
    if (past) return form.refuse({ fieldErrors: { date: [past] } });
    addExtraDeparture(pkg.id, date, v.startTime, v.seats, admin);
    return redirectWithFlash(`/admin/departures/${pkg.id}?month=${date.slice(0, 7)}`, {
      message: `Departure added on ${formatDate(date)} at ${startTime}`,
    });
  }
  if (past) return form.refuse({ formErrors: [past] });
  // A start time names one departure of the date; without one, the whole date.
  const which = startTime ? `${formatDate(date)} at ${startTime}` : formatDate(date);
  if (v.intent === "close") {
    const closed = closeDeparture(pkg.id, date, startTime || null, v.note ?? "", admin);
    return closed.ok ? done(`${which} is closed`) : form.refuse({ formErrors: [closed.message] });
  }
  if (v.intent === "reopen") {
    const reopened = reopenDeparture(pkg.id, date, startTime || null, admin);
    return reopened.ok ? done(`${which} is open again`) : form.refuse({ formErrors: [reopened.message] });
  }
  if (v.intent === "remove-extra") {
    const removed = removeExtraDeparture(pkg.id, v.id, admin);
    if (!removed.ok) return form.refuse({ fieldErrors: { remove: [removed.message] } });
    return done(`The one-off departure on ${which} is removed`);
  }
  const changed = setDepartureSeats(pkg.id, date, startTime || null, v.seats, admin);
  if (!changed.ok) return form.refuse({ fieldErrors: { seats: [changed.message] } });
  return done(`Seats changed on ${formatDate(date)}`);
}

/** What staff read of a departure: closed (with its note), sold out, past, no longer bookable, or open. */
const statusText = (d: { status: string; seats: number; seatsTaken: number; note: string; past: boolean }) =>
  d.status === "closed"
    ? d.note
      ? `Closed: ${d.note}`
      : "Closed"
    : d.seatsTaken >= d.seats
      ? "Sold out"
      : d.past
        ? "Past"
        : d.status === "open"
          ? "Open"
          : "Bookings closed";

/** The fields each form shows its message beside; any other message of an answer goes to the page's summary. */
const shownBeside = { extra: ["date", "startTime", "seats"], row: ["seats", "remove"] };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

export default function AdminDepartures() {
  const { pkg, month, title, next, previous, departures, zone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  /** A refused form's messages beside its fields, and what was typed in them. */
  const errorsFor = (key: string) => {
    if (answer?.form !== key) return null;
    const fields = Object.fromEntries(
      Object.entries(answer.result.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
    );
    return {
      fields: fields as Record<string, string | undefined>,
      values: typedBack(answer.result.initialValue ?? {}),
    };
  };
  const extra = errorsFor("extra");
  const fieldProps = (id: string, message?: string) =>
    message ? { id, "aria-invalid": true as const, "aria-describedby": `${id}-error` } : { id };

  return (
    <section className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-soft">
        <Link to="/admin/packages" className="link">
          Packages
        </Link>{" "}
        /{" "}
        <Link to={`/edit/${pkg.id}`} className="link">
          {pkg.title}
        </Link>{" "}
        / <span aria-current="page">Departures</span>
      </nav>
      <h1 className="text-2xl font-semibold">
        Departures: {pkg.title}, {title}
      </h1>
      <ResultSummary
        id="departures-alert"
        result={answer?.result}
        shownBeside={answer?.form === "extra" ? shownBeside.extra : shownBeside.row}
      />
      <StepLinks label="Months" param="month" unit="month" previous={previous} next={next} />

      {departures.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-ink-soft">No departures in {title}.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Departures in {title}</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th className="px-3 py-2">Date</th>
                <th className="px-3 py-2">Start ({zone})</th>
                <th className="px-3 py-2">Seats booked</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2">Bookings</th>
                <th className="px-3 py-2">Change</th>
              </tr>
            </thead>
            <tbody>
              {departures.map((d) => {
                const errors = errorsFor(d.key);
                const id = `d-${d.date}-${d.startTime.replace(":", "")}`;
                return (
                  <tr key={d.key} className={`border-t border-line align-top${d.past ? " text-ink-soft" : ""}`}>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(d.date)}</td>
                    <td className="whitespace-nowrap px-3 py-2">{d.startTime}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      {d.seatsTaken} of {d.seats}
                    </td>
                    <td className="px-3 py-2">{statusText(d)}</td>
                    <td className="px-3 py-2">
                      {d.bookings.length === 0 ? (
                        "0"
                      ) : (
                        <>
                          {d.bookings.length}
                          <ul aria-label={`Bookings on ${formatDate(d.date)} at ${d.startTime}`}>
                            {d.bookings.map((b) => (
                              <li key={b.reference}>
                                <BookingLink reference={b.reference} /> ({b.seats === 1 ? "1 seat" : `${b.seats} seats`}
                                )
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </td>
                    <td className="space-y-2 px-3 py-2">
                      {/* A past day stays as it was: nothing to change (decided in Mauritius time on the server). */}
                      {d.past ? (
                        "Past: read-only"
                      ) : d.status === "closed" ? (
                        <Form method="post">
                          <input type="hidden" name="date" value={d.date} />
                          <input type="hidden" name="month" value={month} />
                          {/* A whole-day closure is undone for the whole day; a closure of one start for that start. */}
                          {d.wholeDayClosed ? null : <input type="hidden" name="startTime" value={d.startTime} />}
                          <button
                            type="submit"
                            name="intent"
                            value="reopen"
                            className="btn-secondary min-h-[36px] px-3 text-sm"
                          >
                            Reopen{" "}
                            <span className="sr-only">
                              {formatDate(d.date)}
                              {d.wholeDayClosed ? "" : ` ${d.startTime}`}
                            </span>
                          </button>
                        </Form>
                      ) : (
                        <Form method="post" className="flex flex-wrap items-end gap-2">
                          <HiddenFields values={{ date: d.date, month, intent: "close" }} />
                          <label className="text-xs">
                            Note (optional)
                            <input name="note" {...fieldProps(`${id}-note`)} className="field-input mt-1 block w-40" />
                          </label>
                          <button type="submit" className="btn-secondary min-h-[36px] px-3 text-sm">
                            Close this date <span className="sr-only">{formatDate(d.date)}</span>
                          </button>
                          {d.severalStarts ? (
                            <button
                              type="submit"
                              name="startTime"
                              value={d.startTime}
                              className="btn-secondary min-h-[36px] px-3 text-sm"
                            >
                              Close this start{" "}
                              <span className="sr-only">
                                {formatDate(d.date)} {d.startTime}
                              </span>
                            </button>
                          ) : null}
                        </Form>
                      )}
                      {d.extraId !== null && !d.past ? (
                        <Form method="post">
                          <HiddenFields values={{ date: d.date, startTime: d.startTime, month, id: d.extraId }} />
                          <button
                            type="submit"
                            name="intent"
                            value="remove-extra"
                            className="btn-secondary min-h-[36px] px-3 text-sm text-coral-dark"
                            aria-describedby={errors?.fields.remove ? `${id}-remove-error` : undefined}
                          >
                            Remove one-off<span className="sr-only"> departure</span>{" "}
                            <span className="sr-only">
                              {formatDate(d.date)} {d.startTime}
                            </span>
                          </button>
                          <FieldError id={`${id}-remove-error`} message={errors?.fields.remove} />
                        </Form>
                      ) : null}
                      {d.past ? null : (
                        <Form method="post" className="flex flex-wrap items-end gap-2">
                          <HiddenFields values={{ date: d.date, startTime: d.startTime, month }} />
                          <div>
                            <label htmlFor={`${id}-seats`} className="text-xs">
                              Seats
                            </label>
                            <input
                              name="seats"
                              type="number"
                              min={0}
                              step={1}
                              inputMode="numeric"
                              defaultValue={errors ? errors.values.seats : String(d.seats)}
                              key={errors ? "error" : "ok"}
                              {...fieldProps(`${id}-seats`, errors?.fields.seats)}
                              className="field-input mt-1 block w-24"
                            />
                            <FieldError id={`${id}-seats-error`} message={errors?.fields.seats} />
                          </div>
                          <button
                            type="submit"
                            name="intent"
                            value="seats"
                            className="btn-secondary min-h-[36px] px-3 text-sm"
                          >
                            Change seats{" "}
                            <span className="sr-only">
                              {formatDate(d.date)} {d.startTime}
                            </span>
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="extra-heading" className="card p-5">
        <h2 id="extra-heading" className="text-xl font-semibold">
          Add a one-off departure
        </h2>
        <Form method="post" className="mt-4 flex flex-wrap items-start gap-4">
          <input type="hidden" name="month" value={month} />
          {(
            [
              ["date", "Date", "date", ""],
              ["startTime", "Start time", "time", ""],
              ["seats", "Seats", "number", "12"],
            ] as const
          ).map(([name, label, type, initial]) => (
            <div key={name}>
              <label htmlFor={`extra-${name}`} className="text-sm font-semibold">
                {label}
              </label>
              <input
                name={name}
                type={type}
                required
                {...(type === "number" ? { min: 0, step: 1 } : {})}
                defaultValue={extra ? extra.values[name] : initial}
                key={extra ? "error" : "ok"}
                {...fieldProps(`extra-${name}`, extra?.fields[name])}
                className="field-input mt-1 block"
              />
              <FieldError id={`extra-${name}-error`} message={extra?.fields[name]} />
            </div>
          ))}
          <button type="submit" name="intent" value="extra" className="btn-primary mt-6">
            Add departure
          </button>
        </Form>
      </section>
    </section>
  );
}
