// How the departure manifest reads, on the page and in its CSV: the same words and the same rows.
import type { CheckInState } from "./booking-desk";
import { checkInText } from "./check-in";
import type { Translator } from "./i18n";
import { formatMoney } from "./money";
import { CENTS, paymentStateLabels, type PaymentState } from "./payment";
import { seatsLabel } from "./schedule";
import { todayIn } from "./time";

/** A passenger as the manifest shows them (the page's data and the CSV's rows). */
export type Passenger = {
  reference: string;
  name: string;
  surname: string;
  phone: string;
  adults: number;
  children: number;
  infants: number;
  pickupPlace: string | null;
  pickupZone: string | null;
  pickupTime: string | null;
  /** "Another address" the guest typed (a villa): staff set its time. */
  pickupAddress: string | null;
  message: string;
  status: string;
  checkIn: CheckInState | null;
  checkInAt: string | null;
  paymentState: PaymentState;
  /** The balance the guide takes on the day, in cents of MUR (0: paid, or nothing to pay). */
  toCollect: number;
  /** Staff's WhatsApp chat with the guest, their pickup typed in (models/passenger-chat.server.ts); null: no usable phone. */
  whatsapp?: string | null;
};

/** A departure as the manifest shows it. */
export type Departure = {
  packageTitle: string;
  /** null: bookings of a package without a schedule (or made before it had one): "No set time". */
  startTime: string | null;
  meetingPoint: string;
  /** The departure's seats and those held; null where there is no departure (no set time, or it was removed). */
  seats: number | null;
  seatsTaken: number;
  seatsLeft: number | null;
  closed: boolean;
  note: string;
  passengers: Passenger[];
  /** The passengers' balances together, in cents of MUR. */
  toCollect: number;
};

/** "Blue Bay — 09:00 (Mauritius time)", or "Blue Bay — No set time". */
export function departureTitle(d: Pick<Departure, "packageTitle" | "startTime">, zone: string): string {
  return `${d.packageTitle} — ${d.startTime ? `${d.startTime} (${zone})` : "No set time"}`;
}

const seats = (n: number) => (n === 1 ? "1 seat" : `${n} seats`);

/** "4 seats left of 12", "Sold out: 12 of 12 seats booked", "Closed: {note}. …", or "5 seats booked" without a departure. */
export function seatsText(
  d: Pick<Departure, "seats" | "seatsTaken" | "seatsLeft" | "closed" | "note">,
  i18n: Translator,
): string {
  if (d.seats === null || d.seatsLeft === null) return `${seats(d.seatsTaken)} booked`;
  const closed = d.closed ? `${d.note ? `Closed: ${d.note}` : "Closed"}. ` : "";
  const left =
    d.seatsLeft === 0
      ? `Sold out: ${d.seatsTaken} of ${seats(d.seats)} booked`
      : `${seatsLabel(d.seatsLeft, i18n)} of ${d.seats}`;
  return closed + left;
}

/** "Pickup: place, zone" as one cell (or the address the guest typed); the meeting point for guests who come to it. */
export function pickupText(p: Pick<Passenger, "pickupPlace" | "pickupZone" | "pickupAddress">): string {
  const place = p.pickupAddress ? `Another address: ${p.pickupAddress}` : p.pickupPlace;
  if (!place) return "Meeting point";
  return p.pickupZone ? `${place}, ${p.pickupZone}` : place;
}

/** A pickup at an address the guest typed has no time until staff set one. */
export const TIME_TO_SET = "Time to set";

/** The pickup time, "Time to set" for an address without one, or "" (the meeting point). */
export const pickupTimeText = (p: Pick<Passenger, "pickupTime" | "pickupAddress">) =>
  p.pickupTime ?? (p.pickupAddress ? TIME_TO_SET : "");

/** "3 pickups, the first at 07:45; 1 booking at the meeting point (Grand Baie waterfront)". */
export function pickupSummary(d: Pick<Departure, "passengers" | "meetingPoint">): string {
  if (d.passengers.length === 0) return "No passengers.";
  const picked = d.passengers.filter((p) => p.pickupTime || p.pickupAddress);
  const atMeetingPoint = d.passengers.length - picked.length;
  const parts: string[] = [];
  // The order puts pickups without a time last: the first has a time unless none has.
  const first = picked[0]?.pickupTime;
  if (picked.length)
    parts.push(
      `${picked.length === 1 ? "1 pickup" : `${picked.length} pickups`}${first ? `, the first at ${first}` : ""}`,
    );
  if (atMeetingPoint) {
    const where = d.meetingPoint ? ` (${d.meetingPoint})` : "";
    parts.push(`${atMeetingPoint === 1 ? "1 booking" : `${atMeetingPoint} bookings`} at the meeting point${where}`);
  }
  return `${parts.join("; ")}.`;
}

/** "MUR 3,500": what the guide takes (back office: English; "MUR 0" once paid). */
export const toCollectText = (cents: number, i18n: Translator) => formatMoney(cents, "MUR", i18n);

/** "To collect MUR 7,000": a departure's, a zone's or a day's sum, beside its counts. */
export const toCollectTotalText = (cents: number, i18n: Translator) => `To collect ${toCollectText(cents, i18n)}`;

/** The CSVs' cell: rupees (whole unless cents ever occur), a number a spreadsheet sums. */
export const toCollectCell = (cents: number) => cents / CENTS;

/** "Lena Ortiz". */
export const passengerName = (p: Pick<Passenger, "name" | "surname">) => `${p.name} ${p.surname}`;

/** The CSV's passenger columns, in order, after "Departure" (the page groups them in fewer columns to fit a page). */
export const manifestColumns = [
  /*i18n*/ "Reference",
  /*i18n*/ "Name",
  /*i18n*/ "Phone",
  /*i18n*/ "Adults",
  /*i18n*/ "Children",
  /*i18n*/ "Infants",
  /*i18n*/ "Pickup",
  /*i18n*/ "Pickup time",
  /*i18n*/ "Message",
  /*i18n*/ "Status",
  /*i18n*/ "Check-in",
  /*i18n*/ "Payment",
  /*i18n*/ "To collect (MUR)",
] as const;

/** One passenger's cells, in `manifestColumns`' order. */
export function passengerCells(p: Passenger, timeZone: string): (string | number)[] {
  return [
    p.reference,
    passengerName(p),
    p.phone,
    p.adults,
    p.children,
    p.infants,
    pickupText(p),
    pickupTimeText(p),
    p.message,
    p.status,
    checkInText(p, timeZone),
    paymentStateLabels[p.paymentState],
    toCollectCell(p.toCollect),
  ];
}

/** The CSV's records: a header (its words through the translator), then each departure's passengers in pickup order, each with its departure. */
export function manifestCsvRows(
  departures: readonly Departure[],
  i18n: Translator,
  timeZone: string,
): (string | number)[][] {
  return [
    [i18n.t("Departure"), ...manifestColumns.map((column) => i18n.t(column))],
    ...departures.flatMap((d) =>
      d.passengers.map((p) => [
        `${d.packageTitle}, ${d.startTime ?? i18n.t("No set time")}`,
        ...passengerCells(p, timeZone),
      ]),
    ),
  ];
}

/** The date asked for (`?date=YYYY-MM-DD`, a real calendar date), or today in the operator's zone. */
export function manifestDate(param: string | null, timeZone: string, now = new Date()): string {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param)) {
    const [y, m, d] = param.split("-").map(Number);
    const t = new Date(Date.UTC(y, m - 1, d));
    if (t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d) return param;
  }
  return todayIn(timeZone, now);
}
