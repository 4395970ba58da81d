import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { InputField, SelectField } from "~/components/ui/field";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod/mini";
import { AdminSection } from "~/components/admin/admin-section";
import { EditDetails, ItemSubmit } from "~/components/admin/item-list";
import { GridFormAlert, OptionsOf } from "~/components/admin/form-parts";
import { ResultSummary } from "~/components/ui/form-alert";
import {
  addPickupPlace,
  bookingsByPlace,
  deletePickupPlace,
  listPickupPlaces,
  updatePickupPlace,
} from "~/models/pickup.server";
import { pickupPageSchema, pickupPlaceSchema } from "~/schemas/pickup";
import { adminPageLoader, requireAdmin } from "~/services/admin.server";
import { answerFor, submitForm } from "~/services/form.server";
import { redirectWithFlash } from "~/services/session.server";
import { groupByZone, orderedZones } from "~/utils/pickup";
import { useLocalisedChecks } from "~/utils/form-checks";
import { errorMessage } from "~/utils/error-message";
import { itemFormId, itemFormOf } from "~/utils/item-forms";

export const meta: MetaFunction = () => [{ title: "Pickup places | Back office" }];

const PAGE = "/admin/pickups";

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminPageLoader(request, () => {
    const used = bookingsByPlace();
    return { places: listPickupPlaces().map((p) => ({ ...p, bookings: used.get(p.id) ?? 0 })) };
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await submitForm({ request, context }, pickupPageSchema, { answer: answerFor(itemFormOf("place")) });
  if (!form.ok) return form.response;
  const v = form.value;
  const done = async (message: string) => redirectWithFlash(PAGE, { message });
  if (v.intent === "delete") {
    deletePickupPlace(v.id, admin);
    return done("Pickup place deleted");
  }
  const place = { zone: v.zone, name: v.name };
  const outcome = v.intent === "save" ? updatePickupPlace(v.id, place, admin) : addPickupPlace(place, admin);
  if (outcome === "not-found") throw new Response("Pickup place not found", { status: 404 });
  if (outcome === "duplicate")
    return form.refuse(
      { fieldErrors: { name: [errorMessage("{zone} already has a place called “{name}”", place)] } },
      409,
    );
  return done(v.intent === "save" ? "Pickup place saved" : "Pickup place added");
}

type Place = { id: number; zone: string; name: string; bookings: number };

function PlaceForm({
  place,
  zones,
  lastResult,
}: {
  place?: Place;
  zones: string[];
  lastResult?: ReturnType<typeof useActionData<typeof action>>;
}) {
  const checked = useLocalisedChecks();
  const formId = itemFormId("place", place?.id);
  const [form, fields] = useForm<z.input<typeof pickupPlaceSchema>>({
    id: formId,
    lastResult: lastResult?.form === formId ? lastResult.result : undefined,
    defaultValue: place ? { zone: place.zone, name: place.name } : undefined,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => checked(parseWithZod(formData, { schema: pickupPlaceSchema })),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      {place ? <input type="hidden" name="id" value={place.id} /> : null}
      <GridFormAlert form={form} span="sm:col-span-3" />
      <SelectField
        label="Zone"
        errors={fields.zone.errors}
        selectProps={{ ...getSelectProps(fields.zone), key: fields.zone.key }}
      >
        <option value="">Choose a zone</option>
        <OptionsOf values={zones} />
      </SelectField>
      <InputField label="Name" field={fields.name} inputProps={{ autoComplete: "off" }} />
      <ItemSubmit editing={Boolean(place)} save="Save place" add="Add place" className="btn-primary sm:mt-7" />
    </Form>
  );
}

export default function AdminPickups() {
  const { places } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const zones = orderedZones(places.map((p) => p.zone));
  const groups = groupByZone(places);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Pickup places</h1>
        <p className="mt-1 text-sm text-ink-soft">
          Hotels and other places where guests are picked up, by zone. Each package says how many minutes before its
          start it picks up at each place (in the package&apos;s Pickup section).
        </p>
      </header>
      <ResultSummary id="pickups-alert" result={actionData?.form === "page" ? actionData.result : undefined} />
      {groups.length === 0 ? <p className="rounded-xl bg-white p-5 text-ink-soft">No pickup place yet.</p> : null}
      {groups.map((group) => (
        <AdminSection key={group.zone} id={`zone-${group.zone.replace(/\W+/g, "-")}`} title={group.zone}>
          <ul className="mt-3 divide-y divide-line">
            {group.places.map((p) => (
              <li key={p.id} className="py-3">
                <EditDetails
                  summary={
                    <>
                      <strong>{p.name}</strong>
                      {p.bookings ? (
                        <span className="text-sm text-ink-soft">
                          {" "}
                          · chosen by {p.bookings} booking{p.bookings === 1 ? "" : "s"}
                        </span>
                      ) : null}
                    </>
                  }
                  toggle="Rename or move"
                  bodyClassName="mt-3"
                >
                  <PlaceForm place={p} zones={zones} lastResult={actionData} />
                </EditDetails>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="id" value={p.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="btn min-h-[36px] px-3 text-sm text-coral-dark hover:bg-coral-light"
                    aria-label={`Delete: ${p.name}`}
                  >
                    Delete
                  </button>
                  {p.bookings ? (
                    <span className="ml-2 text-sm text-ink-soft">
                      Its bookings keep the place&apos;s name, zone and time.
                    </span>
                  ) : null}
                </Form>
              </li>
            ))}
          </ul>
        </AdminSection>
      ))}
      <AdminSection id="new-place" title="Add a pickup place" headingClassName="mb-4 text-xl font-semibold">
        <PlaceForm zones={zones} lastResult={actionData} />
      </AdminSection>
    </div>
  );
}
