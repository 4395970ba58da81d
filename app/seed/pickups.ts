// The demo's hotel pickup (issue 16): real places by coast, and for each seeded package the minutes before its
// start at which the driver collects guests there (the drive to the meeting point, and the other stops on the way).
import type { PlaceInput } from "~/models/pickup.server";

export const seedPickupPlaces: PlaceInput[] = [
  { zone: "North", name: "LUX* Grand Gaube" },
  { zone: "North", name: "Royal Palm Beachcomber, Grand Baie" },
  { zone: "North", name: "Trou aux Biches Beachcomber" },
  { zone: "North", name: "The Oberoi, Turtle Bay" },
  { zone: "East", name: "Constance Prince Maurice" },
  { zone: "East", name: "Shangri-La Le Touessrok" },
  { zone: "East", name: "LUX* Belle Mare" },
  { zone: "East", name: "Long Beach" },
  { zone: "South-East", name: "Shandrani Beachcomber" },
  { zone: "South-East", name: "Preskil Island Resort" },
  { zone: "South-West", name: "Paradis Beachcomber" },
  { zone: "South-West", name: "Dinarobin Beachcomber" },
  { zone: "South-West", name: "LUX* Le Morne" },
  { zone: "West", name: "Sugar Beach" },
  { zone: "West", name: "La Pirogue" },
  { zone: "West", name: "Hilton Mauritius, Flic en Flac" },
  { zone: "Centre", name: "Quatre Bornes, St Jean church" },
  { zone: "Centre", name: "Curepipe bus station" },
];

/** Minutes before the start, by zone, with a place's own figure where it differs from its zone's. */
type Offsets = { zones: Partial<Record<string, number>>; places?: Record<string, number> };

/** By package slug; a package left out (Pamplemousses, a private tour) has no pickup: guests meet at its meeting point. */
export const seedPickupOffsets: Record<string, Offsets> = {
  // Trou d'Eau Douce jetty, 09:30: the east coast is next door, the north and west an hour and a half away.
  "ile-aux-cerfs-catamaran": {
    zones: { East: 45, North: 90, "South-East": 60, Centre: 70, West: 100 },
    places: { "Shangri-La Le Touessrok": 30, "Curepipe bus station": 60 },
  },
  // Le Morne, 08:30.
  "south-west-le-morne-chamarel": {
    zones: { "South-West": 15, West: 40, Centre: 60, "South-East": 75, North: 100 },
    places: { "LUX* Grand Gaube": 120, "Royal Palm Beachcomber, Grand Baie": 110 },
  },
  // Pétrin, 07:30: a small group from the west, the south-west and the centre.
  "black-river-gorges-hike": {
    zones: { West: 45, "South-West": 40, Centre: 40 },
    places: { "Curepipe bus station": 30 },
  },
  // Blue Bay, 09:00 and 13:30.
  "blue-bay-glass-bottom-snorkel": {
    zones: { "South-East": 15, East: 50, Centre: 45, West: 70 },
    places: { "Shandrani Beachcomber": 10 },
  },
  // Mahébourg, 08:30.
  "south-east-grand-port-heritage": { zones: { "South-East": 15, East: 45, Centre: 45 } },
};

/** A seeded package's pickups: every place of its zones, with its minutes. */
export function seedPickupsOf(slug: string): { zone: string; name: string; minutesBefore: number }[] {
  const offsets = seedPickupOffsets[slug];
  if (!offsets) return [];
  return seedPickupPlaces.flatMap((p) => {
    const minutes = offsets.places?.[p.name] ?? offsets.zones[p.zone];
    return minutes === undefined ? [] : [{ ...p, minutesBefore: minutes }];
  });
}
