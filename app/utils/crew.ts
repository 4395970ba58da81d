// How a guide and a vehicle read in the back office (the lists, the departures' selects and crew lines, the log).
import type { VehicleKind } from "./booking-desk";

export type GuideInput = { name: string; phone: string };
export type VehicleInput = { name: string; kind: VehicleKind; seats: number | null };

/** "Ravi (+230 5712 0000)". */
export const guideLabel = (g: GuideInput) => (g.phone ? `${g.name} (${g.phone})` : g.name);

/** "Blue Lagoon (boat, 40 seats)". */
export const vehicleLabel = (v: VehicleInput) =>
  `${v.name} (${v.kind}${v.seats ? `, ${v.seats} seat${v.seats === 1 ? "" : "s"}` : ""})`;
