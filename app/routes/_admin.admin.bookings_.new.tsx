// Staff's New booking (issue 29): a sale by phone, WhatsApp, e-mail, a walk-in, a hotel's desk or an agent, on the same
// departures, seat check and e-mails as the public form. The package comes first (a GET form: its departures and pickup
// places depend on it), then the whole form; ?package=&date=&start= (a departure's "New booking" link) fill it in.
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { GridFormAlert, OptionsOf } from "~/components/admin/form-parts";
import { PhoneField } from "~/components/phone-field";
import { PickupZoneOptions } from "~/components/pickup-options";
import { CheckboxField, InputField, SelectField, TextareaInput } from "~/components/ui/field";
import { DepartureUnavailableError, PickupNotOfferedError } from "~/models/booking.server";
import { FORM_KEY_REUSED_MESSAGE, FormKeyReusedError } from "~/models/form-key.server";
import { getActivePackage, getActivePackages } from "~/models/package.server";
import { packagePickupList } from "~/models/pickup.server";
import { deskBookingSchema } from "~/schemas/booking-desk";
import { rememberAdminPage, requireAdmin } from "~/services/admin.server";
import { bookAtDesk, deskDepartures } from "~/services/desk-booking.server";
import { submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { bookingSources, sourceLabels, sourceNeedsName, type BookingSource } from "~/utils/booking-desk";
import { useCheckedForm } from "~/utils/checked-form";
import { readDepartureValue } from "~/utils/departure-choice";
import { useHydrated } from "~/utils/hooks";
import { MAX_PEOPLE } from "~/utils/party";
import { ANOTHER_ADDRESS, groupByZone } from "~/utils/pickup";
import { phoneChannel } from "~/utils/env.server";

export const meta: MetaFunction = () => [{ title: "New booking | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const packages = getActivePackages().map((p) => ({ id: p.id, title: p.title, cutoffHours: p.cutoffHours }));
  const pkg = packages.find((p) => p.id === params.get("package")) ?? null;
  const departures = pkg ? deskDepartures(pkg) : [];
  // A departure's link names its date and start: chosen in the form when staff may still book it.
  const asked = `${params.get("date") ?? ""}T${params.get("start") ?? ""}`;
  rememberAdminPage(admin, request);
  return json({
    packages: packages.map(({ id, title }) => ({ id, title })),
    pkg: pkg ? { id: pkg.id, title: pkg.title } : null,
    departures,
    chosenDeparture: departures.some((d) => d.value === asked) ? asked : "",
    pickupZones: pkg ? groupByZone(packagePickupList(pkg.id).map(({ id, zone, name }) => ({ id, zone, name }))) : [],
    meetingPoint: pkg ? (getActivePackage(pkg.id)?.meetingPoint ?? "") : "",
    // With a messaging provider, the guest may ask for messages on their phone, as on the public form.
    phoneChannel: phoneChannel(),
    formKey: crypto.randomUUID(),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, deskBookingSchema);
  if (!form.ok) return form.response;
  const {
    intent,
    package: packageId,
    departure,
    pickup,
    pickupAddress,
    formKey = null,
    email = "",
    phoneReminders,
    ...guest
  } = form.value;
  const pkg = getActivePackage(packageId);
  if (!pkg) return form.refuse({ formErrors: ["This package is no longer active: please choose another one."] }, 409);
  const { date, startTime } = readDepartureValue(departure)!;
  // A hotel's or agent's name and reference belong to those sources only (without JavaScript the fields always show).
  const named = sourceNeedsName(guest.source);
  let booking;
  try {
    booking = await bookAtDesk(
      {
        ...guest,
        sourceName: named ? guest.sourceName : "",
        sourceReference: named ? guest.sourceReference : "",
        email,
        date,
        startTime,
        pickupPlaceId: pickup && pickup !== ANOTHER_ADDRESS ? Number(pickup) : null,
        pickupAddress: pickup === ANOTHER_ADDRESS ? pickupAddress : null,
        phoneReminders: phoneReminders === "on",
      },
      pkg,
      { admin: { id: admin.id, email: admin.email }, confirm: intent === "confirm", formKey },
    );
  } catch (error) {
    if (error instanceof FormKeyReusedError) return form.refuse({ formErrors: [FORM_KEY_REUSED_MESSAGE] }, 409);
    if (error instanceof PickupNotOfferedError) return form.refuse({ fieldErrors: { pickup: [error.message] } });
    // Closed, past its cut-off, gone, or too few seats: the form comes back as typed, the reason at its top.
    if (error instanceof DepartureUnavailableError) {
      const field = error.field === "adults" ? "adults" : "departure";
      return form.refuse({ fieldErrors: { [field]: [error.message] } }, 409);
    }
    throw error;
  }
  const told = booking.email ? "the guest e-mailed" : "no e-mail given: read the reference out to the guest";
  return redirectWithFlash(`/update/booking/${booking.reference}`, {
    message: `Booking ${booking.reference} saved as ${booking.status}; ${told}`,
  });
}

/** A select of a Conform form with its last answer's value (a new select at each answer), else `empty`. */
function answeredSelect(field: FieldMetadata<string | number | undefined>, empty: string) {
  return { ...getSelectProps(field), key: field.key, defaultValue: String(field.initialValue ?? empty) };
}

const countOptions = (min: number) => Array.from({ length: MAX_PEOPLE - min + 1 }, (_, i) => String(min + i));
const languageLabels = { en: "English", fr: "French" };

export default function NewBooking() {
  const { packages, pkg, ...desk } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold">New booking</h1>
      <p className="max-w-2xl text-ink-soft">
        A booking taken by phone, WhatsApp, e-mail, at the desk, or from a hotel&apos;s desk or an agent, on the same
        departures and seats as the website. Choose the package first: its departures and pickup places depend on it.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Package"
          errors={null}
          className="min-w-0 flex-1 sm:max-w-md"
          selectProps={{ name: "package", defaultValue: pkg?.id ?? "", key: pkg?.id ?? "", required: true }}
        >
          <option value="">Choose a package</option>
          <OptionsOf
            values={packages.map((p) => p.id)}
            labels={Object.fromEntries(packages.map((p) => [p.id, p.title]))}
          />
        </SelectField>
        <button type="submit" className="btn-secondary min-h-[44px] px-4">
          Choose
        </button>
      </Form>
      {pkg ? (
        desk.departures.length ? (
          <DeskForm key={pkg.id} pkg={pkg} {...desk} />
        ) : (
          <p className="rounded-xl bg-white p-6 text-ink-soft">
            {pkg.title} has no departure staff may still book in the next 90 days (none scheduled, all closed or past
            their cut-off). Add one on its Departures page.
          </p>
        )
      ) : null}
    </section>
  );
}

type DeskFormProps = Omit<ReturnType<typeof useLoaderData<typeof loader>>, "packages" | "pkg"> & {
  pkg: { id: string; title: string };
};

function DeskForm({
  pkg,
  departures,
  chosenDeparture,
  pickupZones,
  meetingPoint,
  phoneChannel: phoneChannelOn,
  formKey,
}: DeskFormProps) {
  const answer = useActionData<typeof action>();
  const [form, fields] = useCheckedForm(deskBookingSchema, {
    id: "desk-booking",
    lastResult: answer,
    defaultValue: { departure: chosenDeparture, source: "phone", language: "en" },
  });
  const hydrated = useHydrated();
  const [source, setSource] = useState(String(fields.source.initialValue ?? "phone"));
  // With JavaScript the hotel or agent's fields show only for those sources; without, they are always there.
  const named = !hydrated || sourceNeedsName(source as BookingSource);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-x-5 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6"
    >
      <GridFormAlert form={form} />
      <input type="hidden" name="package" value={pkg.id} />
      <input type="hidden" name="formKey" value={formKey} />
      <p className="mb-4 font-semibold sm:col-span-2">Package: {pkg.title}</p>
      <SelectField
        label="Departure"
        hint="Mauritius time, with the seats left now"
        className="sm:col-span-2"
        errors={fields.departure.errors}
        selectProps={answeredSelect(fields.departure, "")}
      >
        <option value="">Choose a departure</option>
        <OptionsOf
          values={departures.map((d) => d.value)}
          labels={Object.fromEntries(departures.map((d) => [d.value, d.text]))}
        />
      </SelectField>
      <fieldset className="grid grid-cols-3 gap-x-3 sm:col-span-2 sm:gap-x-5">
        <legend className="field-label mb-2">Party</legend>
        {(
          [
            ["adults", "Adults", 1],
            ["children", "Children", 0],
            ["infants", "Infants", 0],
          ] as const
        ).map(([name, label, min]) => (
          <SelectField
            key={name}
            label={label}
            errors={fields[name].errors}
            selectProps={{ ...answeredSelect(fields[name], String(min)), required: undefined }}
          >
            <OptionsOf values={countOptions(min)} />
          </SelectField>
        ))}
      </fieldset>
      {pickupZones.length ? (
        <SelectField
          label="Pickup"
          className="sm:col-span-2"
          errors={fields.pickup.errors}
          selectProps={answeredSelect(fields.pickup, "")}
        >
          <option value="">{meetingPoint ? `Meeting point: ${meetingPoint}` : "The meeting point"}</option>
          <PickupZoneOptions zones={pickupZones} />
          <option value={ANOTHER_ADDRESS}>Another address</option>
        </SelectField>
      ) : null}
      {pickupZones.length ? (
        <InputField
          field={fields.pickupAddress}
          label="Pickup address"
          className="sm:col-span-2"
          hint="With Another address: the villa or guest house, street and town; set its time on the booking's page"
          autoComplete="off"
        />
      ) : null}
      <InputField field={fields.name} label="First name" autoComplete="off" />
      <InputField field={fields.surname} label="Last name" autoComplete="off" />
      <PhoneField field={fields.phone} label="Phone" hint="With the country code, no spaces" />
      {phoneChannelOn ? (
        <CheckboxField
          className="mb-4"
          inputProps={{ ...getInputProps(fields.phoneReminders, { type: "checkbox" }), key: fields.phoneReminders.key }}
          label={`Send the guest reminders on ${phoneChannelOn === "whatsapp" ? "WhatsApp" : "SMS"}`}
          hint="The reminder, a change, a departure message and a cancellation go to this phone too, as well as by e-mail"
          errors={fields.phoneReminders.errors}
        />
      ) : null}
      <InputField
        field={fields.email}
        type="email"
        label="Email"
        hint="Optional: without one the guest is sent nothing, and you read them the reference"
        autoComplete="off"
      />
      <TextareaInput label="Message" className="sm:col-span-2" field={fields.message} rows={3} />
      <SelectField
        label="Source"
        errors={fields.source.errors}
        selectProps={{ ...answeredSelect(fields.source, "phone"), onChange: (e) => setSource(e.target.value) }}
      >
        <OptionsOf values={bookingSources} labels={sourceLabels} />
      </SelectField>
      <SelectField
        label="Guest's language"
        hint="Their e-mails are in it"
        errors={fields.language.errors}
        selectProps={answeredSelect(fields.language, "en")}
      >
        <OptionsOf values={["en", "fr"]} labels={languageLabels} />
      </SelectField>
      {named ? (
        <>
          <InputField
            field={fields.sourceName}
            label="Hotel or agent name"
            hint={hydrated ? undefined : "For Hotel desk or Agent only"}
          />
          <InputField field={fields.sourceReference} label="Their reference" />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" name="intent" value="pending" className="btn-secondary">
          Save as pending
        </button>
        <button type="submit" name="intent" value="confirm" className="btn-primary">
          Save and confirm
        </button>
      </div>
    </Form>
  );
}
