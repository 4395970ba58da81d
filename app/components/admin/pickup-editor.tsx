import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { AdminSection } from "~/components/admin/admin-section";
import { ErrorList } from "~/components/ui/field";
import type { PickupRowFields } from "~/schemas/package";
import { groupByZone } from "~/utils/pickup";

type Place = { id: number; zone: string; name: string };

type Props = {
  field: FieldMetadata<PickupRowFields[] | undefined>;
  /** Every pickup place, in the order of the field's rows (the page's default value holds one row per place). */
  places: Place[];
  meetingPoint: string;
};

/**
 * The package's pickup: each place, grouped by zone, with the minutes before the start (empty: no pickup there).
 * The hidden `pickupShown` tells the server the section was on the form (see pickupsOf).
 */
export function PickupEditor({ field, places, meetingPoint }: Props) {
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
        there.{" "}
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
            <ul className="space-y-1">
              {group.places.map(({ id, name, row }) => {
                const { key: idKey, required: _r, ...idProps } = getInputProps(row.placeId, { type: "hidden" });
                const { key, ...minuteProps } = getInputProps(row.minutesBefore, { type: "number" });
                const errorId = `${row.minutesBefore.id}-error`;
                return (
                  <li key={id}>
                    <input key={idKey} {...idProps} />
                    <div className="flex items-center justify-between gap-3">
                      <label htmlFor={row.minutesBefore.id} className="text-sm">
                        {name}
                        <span className="sr-only">, minutes before the start</span>
                      </label>
                      <input
                        key={key}
                        {...minuteProps}
                        step={1}
                        inputMode="numeric"
                        className="field-input w-24 py-2"
                        aria-describedby={row.minutesBefore.errors?.length ? errorId : undefined}
                      />
                    </div>
                    {row.minutesBefore.errors?.length ? (
                      <ErrorList id={errorId} errors={row.minutesBefore.errors} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </AdminSection>
  );
}
