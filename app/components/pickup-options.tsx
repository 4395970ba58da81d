/** A "Pickup" select's places, grouped by zone (the public booking form's and the desk's); `zoneLabel` words a zone. */
export function PickupZoneOptions({
  zones,
  zoneLabel = (zone) => zone,
}: {
  zones: readonly { zone: string; places: readonly { id: number; name: string }[] }[];
  zoneLabel?: (zone: string) => string;
}) {
  return zones.map((group) => (
    <optgroup key={group.zone} label={zoneLabel(group.zone)}>
      {group.places.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </optgroup>
  ));
}
