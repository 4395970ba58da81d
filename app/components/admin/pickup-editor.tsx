import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AdminSection } from "~/components/admin/admin-section";
import { ErrorList } from "~/components/ui/field";
import type { PickupRowFields, SurchargeRowFields } from "~/schemas/package";
import { groupByZone } from "~/utils/pickup";

type Place = { id: number; zone: string; name: string };

type Props = {
  field: FieldMetadata<PickupRowFields[] | undefined>;
  /** One row per zone with places (the page's default value): its surcharge per person. */
  surcharges: FieldMetadata<SurchargeRowFields[] | undefined>;
  /** Every pickup place, in the order of the field's rows (the page's default value holds one row per place). */
  places: Place[];
  meetingPoint: string;
};

/**
 * The package's pickup: each place, grouped by zone, with the minutes before the start (empty: no pickup there), and
 * each zone's surcharge per person. The hidden `pickupShown` tells the server the section was on the form (see pickupsOf).
 */
export function PickupEditor({ field, surcharges, places, meetingPoint }: Props) {
  const surchargeOf = new Map(
    surcharges.getFieldList().map((row) => [String(row.getFieldset().zone.initialValue ?? ""), row.getFieldset()]),
  );
  const byId = new Map(places.map((p) => [String(p.id), p]));
  const rows = field
    .getFieldList()
    .map((row) => ({ row: row.getFieldset(), place: byId.get(String(row.getFieldset().placeId.initialValue ?? "")) }));
  const none = rows.every(({ row }) => !row.minutesBefore.value);
  return (
    <AdminSection id="pickup-heading" title="Pickup">
      <input type="hidden" name="pickupShown" value="yes" />
      <p className="mt-1 text-sm text-ink-soft">
        Minutes before the start at which the driver collects guests at each place. Leave a place empty for no pickup
        there. A zone's surcharge per person is added to the total for adults and children (infants ride free); leave it
        empty for none.{" "}
        <Link to="/admin/pickups" className="link">
          Pickup places
        </Link>
      </p>
      {none ? (
        <p className="mt-2 text-sm font-semibold" data-testid="no-pickup">
          No hotel pickup: guests meet at {meetingPoint || "the meeting point"}
        </p>
      ) : null}
      {places.length === 0 ? <p className="mt-2 text-sm text-ink-soft">No pickup place yet.</p> : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {groupByZone(rows.flatMap(({ row, place }) => (place ? [{ ...place, row }] : []))).map((group) => (
          <fieldset key={group.zone} className="rounded-xl border border-line bg-sand-light/60 p-3 sm:p-4">
            <legend className="px-1 text-base font-semibold">{group.zone}</legend>
            <ZoneSurcharge row={surchargeOf.get(group.zone)} zone={group.zone} />
            <ul className="space-y-1">
              {group.places.map(({ id, name, row }) => (
                <li key={id}>
                  <NumberRow
                    id={row.placeId}
                    number={row.minutesBefore}
                    label={name}
                    more=", minutes before the start"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </AdminSection>
  );
}

/** A zone's surcharge per person, in whole rupees (empty or 0: none); its zone's name travels hidden with it. */
function ZoneSurcharge({
  row,
  zone,
}: {
  row?: ReturnType<FieldMetadata<SurchargeRowFields>["getFieldset"]>;
  zone: string;
}) {
  if (!row) return null;
  return (
    <div className="mb-2 border-b border-line pb-2 font-semibold">
      <NumberRow id={row.zone} number={row.amount} label="Surcharge per person (MUR)" more={`, ${zone}`} />
    </div>
  );
}

/** One row of the section: what it is for (hidden), its label (`more` for screen readers), a whole number, its errors. */
function NumberRow({
  id,
  number,
  label,
  more,
}: {
  id: FieldMetadata<string | number>;
  number: FieldMetadata<number | undefined>;
  label: string;
  more: string;
}) {
  const { key: idKey, required: _r, ...idProps } = getInputProps(id, { type: "hidden" });
  const { key, ...numberProps } = getInputProps(number, { type: "number" });
  const errorId = `${number.id}-error`;
  return (
    <>
      <input key={idKey} {...idProps} />
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={number.id} className="text-sm">
          {label}
          <span className="sr-only">{more}</span>
        </label>
        <input
          key={key}
          {...numberProps}
          step={1}
          inputMode="numeric"
          className="field-input w-24 py-2"
          aria-describedby={number.errors?.length ? errorId : undefined}
        />
      </div>
      {number.errors?.length ? <ErrorList id={errorId} errors={number.errors} /> : null}
    </>
  );
}
