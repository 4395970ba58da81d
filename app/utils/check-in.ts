// The day of the trip as staff read it (back office, English): a passenger's check-in and a departure's counts.
import { checkInLabels, type CheckInState } from "./booking-desk";

type CheckedIn = { checkIn: CheckInState | null; checkInAt: string | null };
type Party = { adults: number; children: number; infants: number };

const clocks = new Map<string, Intl.DateTimeFormat>();

/** "08:12" on the operator's clock. */
function clockTime(iso: string, timeZone: string): string {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clocks.set(timeZone, f);
  }
  return f.format(new Date(iso));
}

/** "Checked in at 08:12", "No-show at 10:05", or "" while waiting (the CSVs' cell; the page adds the zone). */
export function checkInText(b: CheckedIn, timeZone: string): string {
  if (!b.checkIn) return "";
  const label = checkInLabels[b.checkIn];
  return b.checkInAt ? `${label} at ${clockTime(b.checkInAt, timeZone)}` : label;
}

export type CheckInCounts = { checkedIn: number; waiting: number; noShow: number };

/** People (infants too: everyone the guide counts aboard), from the parties of the bookings holding seats. */
export function checkInCounts(passengers: readonly (Party & Pick<CheckedIn, "checkIn">)[]): CheckInCounts {
  const counts: CheckInCounts = { checkedIn: 0, waiting: 0, noShow: 0 };
  for (const p of passengers) {
    const people = p.adults + p.children + p.infants;
    if (p.checkIn === "checked-in") counts.checkedIn += people;
    else if (p.checkIn === "no-show") counts.noShow += people;
    else counts.waiting += people;
  }
  return counts;
}

/** "Checked in 4 · Waiting 6 · No-show 1". */
export const countsText = (c: CheckInCounts) =>
  `Checked in ${c.checkedIn} · Waiting ${c.waiting} · No-show ${c.noShow}`;
