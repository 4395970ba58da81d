import { getInputProps, getSelectProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { InputField, TextareaInput, CheckboxField, SelectField } from "~/components/ui/field";
import type { ReactNode } from "react";
import type { z } from "zod/mini";

import { FormAlert, useFocusOnArrival } from "~/components/ui/form-alert";
import { departureDaySchema } from "~/schemas/departure-day";
import { usePendingFormData } from "~/utils/hooks";
import { useT } from "~/utils/i18n";
import {
  departureTitle,
  passengerName,
  pickupSummary,
  pickupText,
  pickupTimeText,
  seatsText,
  toCollectText,
  toCollectTotalText,
  type Departure,
  type Passenger,
} from "~/utils/manifest";
import type { CheckInState } from "~/utils/booking-desk";
import { checkInText, countsText, type CheckInCounts } from "~/utils/check-in";
import { paymentStateLabels } from "~/utils/payment";
import { peopleParts } from "~/utils/people";
import { BookingLink } from "~/components/admin/booking-link";
import { TitledForm } from "~/components/admin/titled-form";
import { useCheckedForm } from "~/utils/checked-form";

/** A guide or a vehicle as the manifest's choices and its crew line show them. */
export type CrewOption = { id: number; label: string };
export type CrewChoices = { guides: CrewOption[]; vehicles: CrewOption[] };

export type ManifestSection = Departure & {
  key: string;
  packageId: string;
  date: string;
  notTravelling: Passenger[];
  totals: { adults: number; children: number; infants: number };
  counts: CheckInCounts;
  /** The guide and vehicle given the departure, as the page prints them (ids for the selects). */
  crew: { guideId: number | null; vehicleId: number | null; guide: string | null; vehicle: string | null };
};

/** An id made of the departure's key, safe in ids and fragments ("blue-bay-0900"). */
export const sectionId = (d: Pick<ManifestSection, "packageId" | "startTime">) =>
  `dep-${d.packageId}-${d.startTime?.replace(":", "") ?? "none"}`;

/** Which departure a form names: hidden fields (an empty start is "no set time"). */
function DepartureFields({ d }: { d: ManifestSection }) {
  return (
    <>
      <input type="hidden" name="packageId" value={d.packageId} />
      <input type="hidden" name="date" value={d.date} />
      {d.startTime ? <input type="hidden" name="startTime" value={d.startTime} /> : null}
    </>
  );
}

type Input = z.input<typeof departureDaySchema>;

type FormProps = { d: ManifestSection; lastResult?: SubmissionResult<string[]> };

/** A departure's form for one `intent`: its id, checked in the browser against the day's schema as the server checks it. */
function useDepartureForm(
  d: ManifestSection,
  intent: "message" | "cancel" | "crew",
  lastResult: FormProps["lastResult"],
) {
  const id = `${sectionId(d)}-${intent}`;
  const [form, fields] = useCheckedForm(departureDaySchema, { id, lastResult });
  return { id, form, fields };
}

type DepartureFormProps = {
  d: ManifestSection;
  form: FormMetadata<Input>;
  intent: string;
  title: string;
  children: ReactNode;
};

/** The frame of a departure's form: its title, the refused form's summary, the intent and the departure it names. */
function DepartureForm({ d, form, intent, title, children }: DepartureFormProps) {
  return (
    <TitledForm
      form={form}
      title={title}
      className="rounded-xl border border-line bg-white p-4"
      titleClassName="text-lg font-semibold"
    >
      <FormAlert form={form} />
      <input type="hidden" name="intent" value={intent} />
      <DepartureFields d={d} />
      {children}
    </TitledForm>
  );
}

/** "Message everyone on this departure": Subject, Message, "Send to N guests". */
function MessageForm({ d, lastResult }: FormProps) {
  const { id, form, fields } = useDepartureForm(d, "message", lastResult);
  // A second click while the first is sent would message everyone twice.
  const sending = usePendingFormData({ intent: "message" });
  const pending =
    sending?.get("packageId") === d.packageId && String(sending.get("startTime") ?? "") === (d.startTime ?? "");
  const n = d.passengers.length;
  return (
    <DepartureForm d={d} form={form} intent="message" title="Message everyone on this departure">
      <InputField label="Subject" field={fields.subject} inputProps={{ id: `${id}-subject` }} />
      <TextareaInput label="Message" field={fields.message} rows={4} textareaProps={{ id: `${id}-text` }} />
      <button type="submit" className="btn-primary" disabled={pending}>
        Send to {n === 1 ? "1 guest" : `${n} guests`}
      </button>
    </DepartureForm>
  );
}

/** "Cancel this departure": the reason guests read, whether to close it too; the confirmation comes next. */
function CancelForm({ d, lastResult }: FormProps) {
  const { id, form, fields } = useDepartureForm(d, "cancel", lastResult);
  return (
    <DepartureForm d={d} form={form} intent="cancel" title="Cancel this departure">
      <TextareaInput
        label="Reason"
        field={fields.reason}
        rows={2}
        textareaProps={{ id: `${id}-reason`, placeholder: "Strong winds: the coast guard closed the lagoon" }}
      />
      {d.startTime && !d.closed ? (
        <CheckboxField
          label="Also close this departure to new bookings"
          errors={fields.close.errors}
          inputProps={{ ...getInputProps(fields.close, { type: "checkbox", value: "on" }), id: `${id}-close` }}
        />
      ) : null}
      <button type="submit" className="btn-secondary text-coral-dark">
        Cancel this departure
      </button>
    </DepartureForm>
  );
}

/** "Crew of this departure": a Guide and a Vehicle select and "Assign" (none chosen takes the guide or vehicle off). */
function CrewForm({ d, choices, lastResult }: FormProps & { choices: CrewChoices }) {
  const { id, form, fields } = useDepartureForm(d, "crew", lastResult);
  const select = (name: "guide" | "vehicle", options: CrewOption[]) => {
    const field = name === "guide" ? fields.guideId : fields.vehicleId;
    const current = name === "guide" ? d.crew.guideId : d.crew.vehicleId;
    const label = name === "guide" ? "Guide" : "Vehicle";
    const selectProps = {
      ...getSelectProps(field),
      id: `${id}-${name}`,
      defaultValue: field.initialValue ?? (current === null ? "" : String(current)),
    };
    return (
      <SelectField label={label} errors={field.errors} selectProps={selectProps}>
        <option value="">No {name}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  };
  return (
    <DepartureForm d={d} form={form} intent="crew" title="Crew of this departure">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {select("guide", choices.guides)}
        {select("vehicle", choices.vehicles)}
      </div>
      {choices.guides.length + choices.vehicles.length === 0 ? (
        <p className="mb-3 text-sm text-ink-soft">
          No guide or vehicle yet: add them on{" "}
          <Link to="/admin/crew" className="link">
            Guides and vehicles
          </Link>
          .
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Assign
      </button>
    </DepartureForm>
  );
}

/**
 * The step between "Cancel this departure" and the cancellation, with or without JavaScript. It takes the focus as
 * it appears (a new `focusKey`, the action's answer), as a refused form's summary does: the form that asked is far
 * down the day's page, and the question would open above the screen.
 */
export function CancelConfirmation({
  d,
  dateText,
  reason,
  close,
  focusKey,
}: {
  d: Pick<ManifestSection, "packageId" | "packageTitle" | "date" | "startTime" | "passengers">;
  dateText: string;
  reason: string;
  close: boolean;
  focusKey: unknown;
}) {
  const focus = useFocusOnArrival<HTMLElement>(focusKey);
  const n = d.passengers.length;
  const question = `Cancel ${d.packageTitle} on ${dateText}${d.startTime ? ` at ${d.startTime}` : ""}?`;
  return (
    <section {...focus} aria-labelledby="confirm-cancel" className="card space-y-4 border-2 border-coral p-5 sm:p-6">
      <h2 id="confirm-cancel" className="text-xl font-semibold">
        {question}
      </h2>
      <p>
        {n === 1
          ? "1 booking will be cancelled and every guest told."
          : `${n} bookings will be cancelled and every guest told.`}
      </p>
      <p>
        <span className="font-semibold">Reason:</span> <span className="whitespace-pre-line">{reason}</span>
      </p>
      {close ? <p>The departure will be closed to new bookings.</p> : null}
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="packageId" value={d.packageId} />
        <input type="hidden" name="date" value={d.date} />
        {d.startTime ? <input type="hidden" name="startTime" value={d.startTime} /> : null}
        <input type="hidden" name="reason" value={reason} />
        {close ? <input type="hidden" name="close" value="on" /> : null}
        <button type="submit" name="confirmed" value="yes" className="btn-accent">
          Yes, cancel the departure
        </button>
        <Link to={`?date=${d.date}#${sectionId(d)}`} className="btn-secondary">
          Keep it
        </Link>
      </Form>
    </section>
  );
}

// Text a guest or staff typed (a message, a status, a hotel's name) may break anywhere: one long word never widens the
// table beyond its card, on screen or on an A4 page.
const WRAP = "[overflow-wrap:anywhere]";
const PASSENGER_COLUMNS = ["Reference", "Check-in", "Guest", "Party", "Pickup", "Message", "Status", "To collect"];

/** "2 adults", "1 child", "1 infant", each on a line of its own (a narrow column). */
function Party({ people }: { people: Pick<Passenger, "adults" | "children" | "infants"> }) {
  const i18n = useT();
  return peopleParts(people, i18n).map((part) => (
    <span key={part} className="block whitespace-nowrap">
      {part}
    </span>
  ));
}

/** "Checked in at 08:12": the state the page shows (and prints) beside the buttons, in the CSVs' words. */
function checkInWords(state: CheckInState, at: string | null, zone: string) {
  return checkInText({ checkIn: state, checkInAt: at }, zone);
}

/**
 * A passenger's "Checked in" and "No-show", or once set the state with "Undo": one post of the page's, sent by a
 * fetcher with JavaScript (the page is read again, not reloaded), a plain form without. Buttons of a finger's size,
 * one under the other in the table's second column, so that a phone shows them without scrolling sideways.
 */
function CheckInCell({ d, p, timeZone }: { d: ManifestSection; p: Passenger; timeZone: string }) {
  const fetcher = useFetcher();
  // While the post is on its way, the state it asks for (the answer's page follows).
  const sent = fetcher.formData?.get("checkIn");
  const state = sent === undefined || sent === null ? p.checkIn : ((String(sent) || null) as CheckInState | null);
  const who = <span className="sr-only">: {passengerName(p)}</span>;
  const button = "min-h-[44px] w-full px-3 text-sm";
  return (
    <>
      {state ? (
        <span className="block font-semibold" data-check-in={state}>
          {checkInWords(state, state === p.checkIn ? p.checkInAt : null, timeZone)}
        </span>
      ) : null}
      <fetcher.Form method="post" preventScrollReset className="mt-1 flex w-28 flex-col gap-2">
        <input type="hidden" name="intent" value="check-in" />
        <DepartureFields d={d} />
        <input type="hidden" name="reference" value={p.reference} />
        {state ? (
          <button type="submit" name="checkIn" value="" className={`btn-secondary ${button}`}>
            Undo{who}
          </button>
        ) : (
          <>
            <button type="submit" name="checkIn" value="checked-in" className={`btn-primary ${button}`}>
              Checked in{who}
            </button>
            <button type="submit" name="checkIn" value="no-show" className={`btn-secondary ${button}`}>
              No-show{who}
            </button>
          </>
        )}
      </fetcher.Form>
    </>
  );
}

/**
 * The guest's name with the phone under it, to dial from a phone, and their WhatsApp chat with the pickup typed in
 * (on screen only: the phone is on paper already).
 */
export function GuestCell({
  p,
  className,
}: {
  p: Pick<Passenger, "name" | "surname" | "phone" | "whatsapp">;
  className: string;
}) {
  return (
    <td className={`px-2 py-2 ${className}`}>
      {passengerName(p)}
      <br />
      <a href={`tel:${p.phone.replace(/\s+/g, "")}`} className="link whitespace-nowrap">
        {p.phone}
      </a>
      {/* Apart from the phone by a finger's target (24 px between their centres). */}
      {p.whatsapp ? (
        <a href={p.whatsapp} rel="noopener" className="link print-hide mt-1 block w-fit" data-whatsapp>
          WhatsApp<span className="sr-only"> {passengerName(p)}</span>
        </a>
      ) : null}
    </td>
  );
}

/** What is left to collect from one booking, in the last column of a day's list (its cents for tests and scripts). */
export function ToCollectCell({ cents }: { cents: number }) {
  const i18n = useT();
  return (
    <td className="whitespace-nowrap px-2 py-2" data-to-collect={cents}>
      {toCollectText(cents, i18n)}
    </td>
  );
}

/**
 * A day's list as a table that prints on A4 (the print rules' `manifest-table`): its caption for screen readers, its
 * column headings, its rows (`children`) and its totals' row (`foot`).
 */
export function PrintedTable({
  caption,
  columns,
  children,
  foot,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
  foot: ReactNode;
}) {
  return (
    <div className="manifest-table overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        <tfoot className="border-t-2 border-ink-faint font-semibold">{foot}</tfoot>
      </table>
    </div>
  );
}

/**
 * The passengers in pickup order, with the totals; those not travelling apart, struck through. Few columns (the CSV
 * has each field in a column of its own): the name with the phone under it, the party, the pickup time with its
 * place, so that the table fits its card at 1280 px and an A4 page in portrait.
 */
function PassengerTable({ d, title, timeZone }: { d: ManifestSection; title: string; timeZone: string }) {
  const i18n = useT();
  if (d.passengers.length === 0) return <p className="text-ink-soft">No passengers on this departure.</p>;
  return (
    <PrintedTable
      caption={`Passengers of ${title}, in pickup order`}
      columns={PASSENGER_COLUMNS}
      foot={
        <tr className="align-top">
          <th scope="row" colSpan={3} className="px-2 py-2">
            Total
          </th>
          <td className="px-2 py-2">
            <Party people={d.totals} />
          </td>
          <td colSpan={3} className="px-2 py-2" />
          <td className="whitespace-nowrap px-2 py-2">{toCollectText(d.toCollect, i18n)}</td>
        </tr>
      }
    >
      {d.passengers.map((p) => (
        <tr key={p.reference} className="border-t border-line align-top">
          <td className="whitespace-nowrap px-2 py-2">
            <BookingLink reference={p.reference} />
          </td>
          <td className="px-2 py-2">
            <CheckInCell d={d} p={p} timeZone={timeZone} />
          </td>
          <GuestCell p={p} className={WRAP} />
          <td className="px-2 py-2">
            <Party people={p} />
          </td>
          <td className={`px-2 py-2 ${WRAP}`}>
            {pickupTimeText(p) ? <span className="block font-semibold">{pickupTimeText(p)}</span> : null}
            {pickupText(p)}
          </td>
          <td className={`whitespace-pre-line px-2 py-2 ${WRAP}`}>{p.message}</td>
          <td className={`px-2 py-2 font-semibold ${WRAP}`}>
            {p.status}
            {/* Where its money stands, under the status: a word that never breaks keeps the column readable. */}
            <span className="block whitespace-nowrap font-normal" data-payment-state={p.paymentState}>
              {paymentStateLabels[p.paymentState]}
            </span>
          </td>
          <ToCollectCell cents={p.toCollect} />
        </tr>
      ))}
    </PrintedTable>
  );
}

type Answer = { intent: string; key: string; result: SubmissionResult<string[]> } | undefined;

/** One departure of the day: its title, seats and pickups, the passengers, and what staff can do to it. */
export function ManifestDepartureSection({
  d,
  zone,
  timeZone,
  dateText,
  answer,
  choices,
  newPage,
}: {
  d: ManifestSection;
  zone: string;
  /** The operator's time zone (check-in times on its clock). */
  timeZone: string;
  dateText: string;
  answer: Answer;
  choices: CrewChoices;
  /** Printed, it starts a new page. */
  newPage: boolean;
}) {
  const id = sectionId(d);
  const i18n = useT();
  const title = departureTitle(d, zone);
  // A departure nobody is booked on yet gets its crew once it has passengers (or keeps showing the crew it has).
  const crewed = d.crew.guideId !== null || d.crew.vehicleId !== null;
  const resultFor = (intent: string) =>
    answer && answer.key === d.key && answer.intent === intent ? answer.result : undefined;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`manifest-departure space-y-3${d.passengers.length ? "" : " manifest-empty"}${newPage ? " manifest-break" : ""}`}
    >
      {/* On paper each page says its day (the page's own title is left out). */}
      <p className="print-only">Departures on {dateText}</p>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="font-semibold">{seatsText(d, i18n)}</p>
      {d.startTime ? (
        <p className="print-hide">
          <Link
            to={`/admin/bookings/new?package=${encodeURIComponent(d.packageId)}&date=${d.date}&start=${d.startTime}`}
            className="link text-sm"
          >
            New booking
          </Link>
        </p>
      ) : null}
      {d.crew.guide || d.crew.vehicle ? (
        <p className="text-sm" data-crew>
          {[d.crew.guide && `Guide: ${d.crew.guide}`, d.crew.vehicle && `Vehicle: ${d.crew.vehicle}`]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {d.passengers.length ? (
        <>
          <p className="text-sm">{pickupSummary(d)}</p>
          <p className="font-semibold" data-counts>
            {countsText(d.counts)}
          </p>
          <p className="font-semibold" data-to-collect-total={d.toCollect}>
            {toCollectTotalText(d.toCollect, i18n)}
          </p>
        </>
      ) : null}
      <PassengerTable d={d} title={title} timeZone={timeZone} />
      {d.notTravelling.length ? (
        <div>
          <h3 className="text-base font-semibold">Not travelling</h3>
          <ul className="mt-1 text-sm text-ink-soft">
            {d.notTravelling.map((p) => (
              <li key={p.reference}>
                <s>
                  <BookingLink reference={p.reference} className="font-mono" /> {p.name} {p.surname}
                </s>{" "}
                ({p.status})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {d.passengers.length || crewed ? (
        <div className="print-hide grid gap-4 lg:grid-cols-2">
          {d.startTime ? <CrewForm d={d} choices={choices} lastResult={resultFor("crew")} /> : null}
          {d.passengers.length ? (
            <>
              <MessageForm d={d} lastResult={resultFor("message")} />
              <CancelForm d={d} lastResult={resultFor("cancel")} />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
