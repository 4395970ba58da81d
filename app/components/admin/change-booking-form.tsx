import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { GridFormAlert, GridSubmit } from "~/components/admin/form-parts";
import { PhoneField } from "~/components/phone-field";
import { Field, InputField, SelectField } from "~/components/ui/field";
import type { BookingChange } from "~/models/booking.server";
import { bookingChangeSchema } from "~/schemas/admin";
import { useCheckedForm } from "~/utils/checked-form";
import { useIsPending } from "~/utils/hooks";
import { MAX_PEOPLE } from "~/utils/party";
import { ANOTHER_ADDRESS } from "~/utils/pickup";

type Option = { value: string; label: string };

type Props = {
  /** The booking as the page's loader read it: what the form starts from. */
  booking: BookingChange & { pickupTimeFixed: boolean; pickupAddress: string | null };
  /** The departures and pickup places the booking may have (services/booking-change.server.ts staffChangeChoices). */
  choices: { departures: Option[]; pickups: Option[] };
  /** The booking's total as it stands, beside which a change that reprices says so. */
  total: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

/**
 * 'Change booking' on an admin's booking page, filled in from the booking: its departure (another of the package's,
 * with the seats left), party, pickup, staff's own pickup time (empty: computed from the place's minutes before the
 * start) and the guest's details. A plain form: without JavaScript it posts and comes back with a flash or the refusal.
 */
export function ChangeBookingForm({ booking: b, choices, total, lastResult }: Props) {
  const [form, fields] = useCheckedForm(bookingChangeSchema, {
    id: "change-form",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      intent: "change",
      departure: b.startTime ? `${b.date} ${b.startTime}` : b.date,
      adults: String(b.adults),
      children: String(b.children),
      infants: String(b.infants),
      pickup: b.pickupPlaceId ? String(b.pickupPlaceId) : b.pickupAddress ? ANOTHER_ADDRESS : "",
      pickupAddress: b.pickupAddress ?? "",
      pickupTime: b.pickupTimeFixed ? (b.pickupTime ?? "") : "",
      name: b.name,
      surname: b.surname,
      email: b.email,
      phone: b.phone,
    },
  });
  const busy = useIsPending({ intent: "change", state: "submitting" });
  const count = (name: "adults" | "children" | "infants", label: string, min: number) => (
    <Field
      label={label}
      errors={fields[name].errors}
      inputProps={{ ...getInputProps(fields[name], { type: "number" }), min, max: MAX_PEOPLE, inputMode: "numeric" }}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="change" />
      <GridFormAlert form={form} />
      <p className="mb-4 text-sm text-ink-soft sm:col-span-2">
        Total now: {total}. A new departure or party is priced again at the package&apos;s prices of today; anything
        else keeps the total. The guest is told what changed by e-mail (when they gave one) and on their bell.
      </p>
      <SelectField
        label="Departure"
        className="sm:col-span-2"
        hint="The package's departures of the next 90 days, with their seats left (this booking's own counted free)"
        errors={fields.departure.errors}
        selectProps={{ ...getSelectProps(fields.departure), key: fields.departure.key }}
      >
        {choices.departures.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-3 gap-x-3 sm:col-span-2">
        {count("adults", "Adults", 1)}
        {count("children", "Children", 0)}
        {count("infants", "Infants", 0)}
      </div>
      <SelectField
        label="Pickup"
        errors={fields.pickup.errors}
        selectProps={{ ...getSelectProps(fields.pickup), key: fields.pickup.key }}
      >
        <option value="">None: the meeting point</option>
        {choices.pickups.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
        <option value={ANOTHER_ADDRESS}>Another address</option>
      </SelectField>
      <InputField
        label="Pickup address"
        hint="With Another address: the villa or guest house, street and town"
        field={fields.pickupAddress}
        autoComplete="off"
      />
      <InputField
        label="Pickup time"
        hint="HH:MM, for this booking only; empty: computed from the place's minutes before the start"
        field={fields.pickupTime}
        inputProps={{ inputMode: "numeric", placeholder: "07:45", autoComplete: "off" }}
      />
      <InputField label="First name" field={fields.name} autoComplete="off" />
      <InputField label="Last name" field={fields.surname} autoComplete="off" />
      <InputField label="Email (optional)" type="email" field={fields.email} hint="Empty: no e-mail (a phone guest)" />
      <PhoneField label="Phone" hint="With the country code, e.g. +23057123456" field={fields.phone} />
      <GridSubmit label="Change booking" busyLabel="Changing…" busy={busy} />
    </Form>
  );
}
