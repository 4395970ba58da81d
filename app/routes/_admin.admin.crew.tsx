import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminSection } from "~/components/admin/admin-section";
import { GridFormAlert, OptionsOf } from "~/components/admin/form-parts";
import { EditDetails } from "~/components/admin/item-list";
import { Field, InputField, SelectField } from "~/components/ui/field";
import { ResultSummary } from "~/components/ui/form-alert";
import {
  addGuide,
  addVehicle,
  listGuides,
  listVehicles,
  removeGuide,
  removeVehicle,
  updateGuide,
  updateVehicle,
  type Guide,
  type Vehicle,
} from "~/models/crew.server";
import { crewPageSchema, guideSchema, vehicleSchema } from "~/schemas/crew";
import { adminPageLoader, requireAdmin } from "~/services/admin.server";
import { answerFor, submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { vehicleKinds } from "~/utils/booking-desk";
import { useCheckedForm } from "~/utils/checked-form";
import { guideLabel, vehicleLabel } from "~/utils/crew";
import { itemFormId } from "~/utils/item-forms";

export const meta: MetaFunction = () => [{ title: "Guides and vehicles | Back office" }];

const PAGE = "/admin/crew";

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminPageLoader(request, () => ({ guides: listGuides(), vehicles: listVehicles() }));

/** The form an answer is about: a guide's or vehicle's own (save), a new one's (create), or the page's (remove). */
const formOf = (sent: Record<string, unknown>) => {
  const [verb, list] = String(sent.intent ?? "").split("-");
  if (verb === "save") return itemFormId(list, Number(sent.id));
  return verb === "create" ? itemFormId(list) : "page";
};

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, crewPageSchema, { answer: answerFor(formOf) });
  if (!form.ok) return form.response;
  const v = form.value;
  const done = (message: string) => redirectWithFlash(PAGE, { message });
  switch (v.intent) {
    case "create-guide":
      addGuide({ name: v.name, phone: v.phone ?? "" }, admin);
      return done(`Guide added: ${v.name}`);
    case "create-vehicle":
      addVehicle({ name: v.name, kind: v.kind, seats: v.seats ?? null }, admin);
      return done(`Vehicle added: ${v.name}`);
    case "save-guide":
      if (!updateGuide(v.id, { name: v.name, phone: v.phone ?? "" }, admin)) break;
      return done(`Guide saved: ${v.name}`);
    case "save-vehicle":
      if (!updateVehicle(v.id, { name: v.name, kind: v.kind, seats: v.seats ?? null }, admin)) break;
      return done(`Vehicle saved: ${v.name}`);
    case "remove-guide":
      removeGuide(v.id, admin);
      return done("Guide removed");
    case "remove-vehicle":
      removeVehicle(v.id, admin);
      return done("Vehicle removed");
  }
  throw new Response("Not found: it was removed meanwhile", { status: 404 });
}

type Answer = ReturnType<typeof useActionData<typeof action>>;
const lastResultFor = (answer: Answer, formId: string) => (answer?.form === formId ? answer.result : undefined);

/** A guide's form: Name, Phone; "Save guide" on a guide's own, "Add guide" on the new one's. */
function GuideForm({ guide, answer }: { guide?: Guide; answer: Answer }) {
  const id = itemFormId("guide", guide?.id);
  const [form, fields] = useCheckedForm(guideSchema, {
    id,
    lastResult: lastResultFor(answer, id),
    defaultValue: guide ? { name: guide.name, phone: guide.phone } : undefined,
  });
  return (
    <ItemForm formProps={getFormProps(form)} alert={<GridFormAlert form={form} span="sm:col-span-3" />}>
      {guide ? <input type="hidden" name="id" value={guide.id} /> : null}
      <InputField label="Name" field={fields.name} inputProps={{ id: `${id}-name`, autoComplete: "off" }} />
      <InputField label="Phone" field={fields.phone} inputProps={{ id: `${id}-phone`, type: "tel" }} />
      <SubmitItem intent={guide ? "save-guide" : "create-guide"} label={guide ? "Save guide" : "Add guide"} />
    </ItemForm>
  );
}

/** A vehicle's form: Name, Kind (vehicle or boat), Seats. */
function VehicleForm({ vehicle, answer }: { vehicle?: Vehicle; answer: Answer }) {
  const id = itemFormId("vehicle", vehicle?.id);
  const [form, fields] = useCheckedForm(vehicleSchema, {
    id,
    lastResult: lastResultFor(answer, id),
    defaultValue: vehicle
      ? { name: vehicle.name, kind: vehicle.kind, seats: vehicle.seats === null ? "" : String(vehicle.seats) }
      : { kind: "vehicle" },
  });
  return (
    <ItemForm formProps={getFormProps(form)} alert={<GridFormAlert form={form} span="sm:col-span-4" />} wide>
      {vehicle ? <input type="hidden" name="id" value={vehicle.id} /> : null}
      <InputField label="Name" field={fields.name} inputProps={{ id: `${id}-name`, autoComplete: "off" }} />
      <SelectField
        label="Kind"
        errors={fields.kind.errors}
        selectProps={{ ...getSelectProps(fields.kind), id: `${id}-kind`, key: fields.kind.key }}
      >
        <OptionsOf values={vehicleKinds} labels={{ vehicle: "Vehicle", boat: "Boat" }} />
      </SelectField>
      <Field
        label="Seats"
        errors={fields.seats.errors}
        inputProps={{
          ...getInputProps(fields.seats, { type: "number" }),
          id: `${id}-seats`,
          min: 0,
          inputMode: "numeric",
        }}
      />
      <SubmitItem
        intent={vehicle ? "save-vehicle" : "create-vehicle"}
        label={vehicle ? "Save vehicle" : "Add vehicle"}
      />
    </ItemForm>
  );
}

function ItemForm({
  formProps,
  alert,
  wide,
  children,
}: {
  formProps: ReturnType<typeof getFormProps>;
  alert: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const columns = wide ? "sm:grid-cols-[1fr_9rem_7rem_auto]" : "sm:grid-cols-[1fr_12rem_auto]";
  return (
    // A new item's form is named by the heading above it ("Add a guide"); an item's own by its list entry.
    <Form
      method="post"
      {...formProps}
      aria-labelledby={formProps.id?.endsWith("-new") ? `${formProps.id}-title` : undefined}
      className={`grid gap-x-4 sm:items-start ${columns}`}
    >
      {alert}
      {children}
    </Form>
  );
}

const SubmitItem = ({ intent, label }: { intent: string; label: string }) => (
  <button type="submit" name="intent" value={intent} className="btn-primary sm:mt-7">
    {label}
  </button>
);

/** A listed guide or vehicle: its words, "Rename or change" opening its form, and Remove. */
function Item({
  label,
  kind,
  id,
  children,
}: {
  label: string;
  kind: "guide" | "vehicle";
  id: number;
  children: ReactNode;
}) {
  return (
    <li className="py-3">
      <EditDetails summary={<strong>{label}</strong>} toggle="Rename or change" bodyClassName="mt-3">
        {children}
      </EditDetails>
      <Form method="post" className="mt-2">
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value={`remove-${kind}`}
          className="btn min-h-[36px] px-3 text-sm text-coral-dark hover:bg-coral-light"
          aria-label={`Remove: ${label}`}
        >
          Remove
        </button>
      </Form>
    </li>
  );
}

/** One of the two lists: its items (or "No guide yet."), then "Add a guide" with the new one's form. */
function CrewList<T extends { id: number }>({
  kind,
  title,
  items,
  label,
  form,
}: {
  kind: "guide" | "vehicle";
  title: string;
  items: T[];
  label: (item: T) => string;
  /** The item's form (rename, remove), or without one the form that adds one. */
  form: (item?: T) => ReactNode;
}) {
  return (
    <AdminSection id={`${kind}s`} title={title}>
      {items.length ? (
        <ul className="mt-3 divide-y divide-line">
          {items.map((item) => (
            <Item key={item.id} label={label(item)} kind={kind} id={item.id}>
              {form(item)}
            </Item>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-soft">No {kind} yet.</p>
      )}
      <h3 id={`${kind}-new-title`} className="mb-2 mt-5 text-lg font-semibold">
        Add a {kind}
      </h3>
      {form()}
    </AdminSection>
  );
}

export default function AdminCrew() {
  const { guides, vehicles } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const guideForm = (g?: Guide) => <GuideForm guide={g} answer={answer} />;
  const vehicleForm = (v?: Vehicle) => <VehicleForm vehicle={v} answer={answer} />;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Guides and vehicles</h1>
        <p className="mt-1 text-sm text-ink-soft">
          The guides and vehicles (boats too) that departures are given on the Departures page. They print on the
          manifest and the run sheet; removing one takes it off the departures it was given.
        </p>
      </header>
      <ResultSummary id="crew-alert" result={answer?.form === "page" ? answer.result : undefined} />
      <CrewList kind="guide" title="Guides" items={guides} label={guideLabel} form={guideForm} />
      <CrewList kind="vehicle" title="Vehicles" items={vehicles} label={vehicleLabel} form={vehicleForm} />
    </div>
  );
}
