// The booking desk's words that the schema, the pages and the tests share (issue 29). No imports: the schema reads it.
// Back-office words: the back office is in English (decision 036), so these are not in the catalogues.

/** Where a booking came from: the public form is "website"; staff record the others. */
export const bookingSources = ["website", "phone", "whatsapp", "email", "walk-in", "hotel-desk", "agent"] as const;
export type BookingSource = (typeof bookingSources)[number];

/** The label staff read for each source (the words). */
export const sourceLabels: Record<BookingSource, string> = {
  website: "Website",
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "E-mail",
  "walk-in": "Walk-in",
  "hotel-desk": "Hotel desk",
  agent: "Agent",
};

/** The sources that name a hotel or an agent, with their own reference. */
export const sourceNeedsName = (source: BookingSource) => source === "hotel-desk" || source === "agent";

/** "Phone", or "Hotel desk — Sugar Beach (ref. 4471)": where a booking came from, as staff read it. */
export function sourceText(b: { source: BookingSource; sourceName: string; sourceReference: string }): string {
  const name = b.sourceName ? ` — ${b.sourceName}` : "";
  const ref = b.sourceReference ? ` (ref. ${b.sourceReference})` : "";
  return `${sourceLabels[b.source]}${name}${ref}`;
}

/** A passenger's day on the manifest: null while waiting to be picked up or to board. */
export const checkInStates = ["checked-in", "no-show"] as const;
export type CheckInState = (typeof checkInStates)[number];
export const checkInLabels: Record<CheckInState, string> = {
  "checked-in": "Checked in",
  "no-show": "No-show",
};

/** What staff keep a short list of and give a departure: a guide, and a vehicle (a minibus, a boat). */
export const vehicleKinds = ["vehicle", "boat"] as const;
export type VehicleKind = (typeof vehicleKinds)[number];
